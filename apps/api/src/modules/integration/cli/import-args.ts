/** The import command's arguments, parsed strictly: an unknown option or a missing value is an error, not a guess. */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ImportKind, InputFormat } from './records';

export interface ImportArgs {
  brandId: number;
  kind: ImportKind;
  format: InputFormat;
  file: string;
  /** Units per upsert call: at most the API's own limit. */
  batchSize: number;
  /** Batches in flight at once (each one transaction, ADR 0054; batches sharing lock buckets queue). */
  concurrency: number;
}

export const IMPORT_USAGE =
  'Usage: npm run import -- --brand <id> --kind orders|stock [--format ndjson|csv] [--batch 500] [--concurrency 4] FILE';

const WHOLE = /^[1-9]\d*$/;

/**
 * `npm run import -w apps/api` runs the command in apps/api, not where it was typed: npm names that folder INIT_CWD,
 * so a relative FILE typed at the repository root is read from there (issue 45).
 */
export function typedFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/** Why the input file cannot be read, in words ('file not found: …'), or null when it is a readable file. */
export function inputFileProblem(file: string): string | null {
  try {
    if (!statSync(file).isFile()) return `not a file: ${file}`;
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `file not found: ${file}`;
    if (code === 'EACCES') return `file not readable: ${file}`;
    return `cannot read ${file} (${code ?? 'unknown error'})`;
  }
}

export function parseImportArgs(
  argv: string[],
  maxBatch: number,
  cwd: string = typedFrom(),
): { ok: true; value: ImportArgs } | { ok: false; error: string } {
  const options = new Map<string, string>();
  const files: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--'))
      return { ok: false, error: `${arg} needs a value.\n${IMPORT_USAGE}` };
    options.set(arg.slice(2), value);
    index += 1;
  }
  const unknown = [...options.keys()].filter(
    (key) => !['brand', 'kind', 'format', 'batch', 'concurrency'].includes(key),
  );
  if (unknown.length > 0) return { ok: false, error: `Unknown option --${unknown[0]}.\n${IMPORT_USAGE}` };
  if (files.length !== 1) return { ok: false, error: `Give exactly one file.\n${IMPORT_USAGE}` };
  const file = path.resolve(cwd, files[0]!);
  const brand = options.get('brand') ?? '';
  const kind = options.get('kind');
  const extension = path.extname(file).toLowerCase();
  const format =
    options.get('format') ?? (extension === '.csv' ? 'csv' : ['.ndjson', '.jsonl'].includes(extension) ? 'ndjson' : '');
  const batch = options.get('batch') ?? String(maxBatch);
  const concurrency = options.get('concurrency') ?? '4';
  if (!WHOLE.test(brand)) return { ok: false, error: `--brand must be a brand id.\n${IMPORT_USAGE}` };
  if (kind !== 'orders' && kind !== 'stock')
    return { ok: false, error: `--kind must be orders or stock.\n${IMPORT_USAGE}` };
  if (format !== 'ndjson' && format !== 'csv') {
    return {
      ok: false,
      error: `Cannot tell the format of ${file}: use .ndjson/.jsonl/.csv or --format.\n${IMPORT_USAGE}`,
    };
  }
  if (!WHOLE.test(batch) || Number(batch) > maxBatch) return { ok: false, error: `--batch must be 1 to ${maxBatch}.` };
  if (!WHOLE.test(concurrency) || Number(concurrency) > 16)
    return { ok: false, error: '--concurrency must be 1 to 16.' };
  return {
    ok: true,
    value: { brandId: Number(brand), kind, format, file, batchSize: Number(batch), concurrency: Number(concurrency) },
  };
}
