/**
 * The input file as a stream of units to upsert: one order document (one NDJSON line, or the consecutive CSV rows of
 * one order) or one stock item, each with the line numbers it came from. Read with readline over a file stream, so
 * a million lines never sit in memory: the consumer's `for await` pauses the reading while a batch is written.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DocumentError } from '@portal/domain';
import { parseCsvLine } from './csv';
import {
  headerProblem,
  ORDER_COLUMNS,
  orderFromRows,
  orderKey,
  STOCK_COLUMNS,
  stockFromRow,
  type CsvRecord,
} from './csv-documents';

export type ImportKind = 'orders' | 'stock';
export type InputFormat = 'ndjson' | 'csv';

export interface Unit {
  /** 1-based line numbers of the file this unit came from. */
  lines: number[];
  /** What to upsert, or undefined when the unit was refused while reading (errors says why). */
  value?: unknown;
  errors?: DocumentError[];
}

export class InputFileError extends Error {}

export interface ReadProgress {
  bytes: number;
  lines: number;
}

const unreadable = (code: string, message: string): DocumentError[] => [{ field: '(line)', code, message }];

async function* numberedLines(file: string, progress: ReadProgress): AsyncGenerator<{ line: number; text: string }> {
  const reader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const text of reader) {
    progress.lines += 1;
    progress.bytes += Buffer.byteLength(text) + 1;
    if (text.trim() === '') continue;
    yield { line: progress.lines, text };
  }
}

async function* ndjsonUnits(file: string, progress: ReadProgress): AsyncGenerator<Unit> {
  for await (const { line, text } of numberedLines(file, progress)) {
    try {
      yield { lines: [line], value: JSON.parse(text) as unknown };
    } catch {
      yield { lines: [line], errors: unreadable('invalid_json', 'The line is not one JSON document.') };
    }
  }
}

async function* csvRecords(file: string, kind: ImportKind, progress: ReadProgress) {
  let header: string[] | null = null;
  for await (const { line, text } of numberedLines(file, progress)) {
    const row = parseCsvLine(text);
    if (header === null) {
      if (!row.ok) throw new InputFileError(`line ${line}: the header is not valid CSV (${row.code})`);
      header = row.fields.map((field) => field.trim());
      const problem = headerProblem(header, kind === 'orders' ? ORDER_COLUMNS : STOCK_COLUMNS);
      if (problem) throw new InputFileError(`the CSV header does not match the ${kind} columns: ${problem}`);
      continue;
    }
    if (!row.ok) {
      yield { line, errors: unreadable(row.code, 'The row is not valid CSV (quotes).') };
    } else if (row.fields.length !== header.length) {
      yield {
        line,
        errors: unreadable('csv_field_count', `Expected ${header.length} fields, found ${row.fields.length}.`),
      };
    } else {
      const record: CsvRecord = {};
      header.forEach((column, index) => (record[column] = row.fields[index]!.trim()));
      yield { line, record };
    }
  }
}

async function* csvUnits(file: string, kind: ImportKind, progress: ReadProgress): AsyncGenerator<Unit> {
  let pending: { lines: number[]; rows: CsvRecord[] } | null = null;
  const flush = (): Unit => {
    const built = orderFromRows(pending!.rows);
    const unit = {
      lines: pending!.lines,
      ...('document' in built ? { value: built.document } : { errors: built.errors }),
    };
    pending = null;
    return unit;
  };
  for await (const entry of csvRecords(file, kind, progress)) {
    if (!('record' in entry) || !entry.record) {
      yield { lines: [entry.line], errors: entry.errors };
      continue;
    }
    if (kind === 'stock') {
      yield { lines: [entry.line], value: stockFromRow(entry.record) };
      continue;
    }
    if (pending && orderKey(pending.rows[0]!) !== orderKey(entry.record)) yield flush();
    pending ??= { lines: [], rows: [] };
    pending.lines.push(entry.line);
    pending.rows.push(entry.record);
  }
  if (pending) yield flush();
}

export function readUnits(file: string, kind: ImportKind, format: InputFormat, progress: ReadProgress) {
  return format === 'ndjson' ? ndjsonUnits(file, progress) : csvUnits(file, kind, progress);
}
