import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
}
import { readStoredZip, zipArchive } from './zip';

describe('zipArchive', () => {
  const entries = [
    { name: 'dados/identidade.json', data: Buffer.from('{"nome":"Ana Conceição"}'), modifiedAt: new Date() },
    { name: 'arquivos/foto 1.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), modifiedAt: new Date() },
  ];

  it('round-trips through its own reader', () => {
    const files = readStoredZip(zipArchive(entries));
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    expect(files.get('dados/identidade.json')!.toString()).toContain('Conceição');
  });

  // Python's zipfile is the independent reader at hand; a machine without it still runs the round trip above.
  it.skipIf(!hasPython())('is read by a standard unzip tool', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    try {
      const file = path.join(folder, 'export.zip');
      writeFileSync(file, zipArchive(entries));
      const python = `import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(z.read('arquivos/foto 1.jpg').hex())`;
      const out = execFileSync('python3', ['-c', python, file]).toString().trim();
      expect(out).toBe('ffd8ff0001');
      expect(readFileSync(file).subarray(0, 4).toString('hex')).toBe('504b0304');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
