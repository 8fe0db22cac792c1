import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputFileProblem, parseImportArgs, typedFrom } from './import-args';

/** Issue 45: a relative FILE is read from where the command was typed, and a missing one is named. */
describe('the import command’s FILE', () => {
  it('is resolved from the folder the command was typed in, not the workspace npm runs it in', () => {
    const parsed = parseImportArgs(['--brand', '1', '--kind', 'orders', 'exports/orders.ndjson'], 500, '/repo');
    expect(parsed.ok && parsed.value.file).toBe(path.resolve('/repo', 'exports/orders.ndjson'));
    const absolute = parseImportArgs(['--brand', '1', '--kind', 'stock', '/data/stock.csv'], 500, '/repo');
    expect(absolute.ok && absolute.value.file).toBe('/data/stock.csv');
  });

  it("takes that folder from npm's INIT_CWD", () => {
    expect(typedFrom({ INIT_CWD: '/where/typed' })).toBe('/where/typed');
    expect(typedFrom({})).toBe(process.cwd());
  });

  it('says what is wrong with a file that cannot be read', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'import-args-'));
    const file = path.join(dir, 'orders.ndjson');
    expect(inputFileProblem(file)).toBe(`file not found: ${file}`);
    expect(inputFileProblem(dir)).toBe(`not a file: ${dir}`);
    writeFileSync(file, '');
    expect(inputFileProblem(file)).toBeNull();
  });
});
