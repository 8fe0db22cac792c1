/**
 * The input file as a stream of chunks of consecutive lines, read on the import's main thread and turned into units
 * (documents) by the parsing workers (chunk-units.ts, ADR 0058). Read with readline over a file stream, so a million
 * lines never sit in memory: the consumer's `for await` pauses the reading while the workers and the database are
 * busy. The main thread does as little per line as it can: it counts the line and, only near a chunk's end, reads the
 * order key of a CSV row, so the rows of one order always land in one chunk.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DocumentError } from '@portal/domain';
import type { CheckedOrder } from '../order-input';
import { parseCsvLine } from './csv';
import { headerProblem, ORDER_COLUMNS, STOCK_COLUMNS } from './csv-documents';

export type ImportKind = 'orders' | 'stock';
export type InputFormat = 'ndjson' | 'csv';

/** What one order document (one NDJSON line, or the consecutive CSV rows of one order) or stock item became. */
export interface Unit {
  /** 1-based line numbers of the file this unit came from. */
  lines: number[];
  /** Orders: the document after its own check (checkOrderDocument), valid or refused with its reasons. */
  order?: CheckedOrder;
  /** Stock: the item to upsert (upsertStock checks it). */
  item?: unknown;
  /** Refused while reading (not JSON, not CSV, rows of one order that disagree): nothing to upsert. */
  errors?: DocumentError[];
}

/** Consecutive lines of the file (blank ones included, so line numbers stay right) and what the worker needs. */
export interface Chunk {
  kind: ImportKind;
  format: InputFormat;
  /** The CSV header's column names (null for NDJSON). */
  header: string[] | null;
  firstLine: number;
  texts: string[];
}

export class InputFileError extends Error {}

export interface ReadProgress {
  bytes: number;
  lines: number;
}

function csvHeader(text: string, kind: ImportKind, line: number): string[] {
  const row = parseCsvLine(text);
  if (!row.ok) throw new InputFileError(`line ${line}: the header is not valid CSV (${row.code})`);
  const header = row.fields.map((field) => field.trim());
  const problem = headerProblem(header, kind === 'orders' ? ORDER_COLUMNS : STOCK_COLUMNS);
  if (problem) throw new InputFileError(`the CSV header does not match the ${kind} columns: ${problem}`);
  return header;
}

/** A CSV row's order key (csv-documents.ts orderKey), or undefined for a row that is no valid order row. */
function rowKey(text: string, header: string[]): string | undefined {
  const row = parseCsvLine(text);
  if (!row.ok || row.fields.length !== header.length || text.trim() === '') return undefined;
  const field = (column: string) => row.fields[header.indexOf(column)]!.trim();
  return `${field('companyCode')}\u0000${field('orderId')}`;
}

/**
 * The file in chunks of about `linesPerChunk` lines. An orders CSV is cut only between two valid rows of different
 * orders (a refused row between them stays in the chunk before), so no order is split: a worker sees all its rows.
 */
export async function* readChunks(
  file: string,
  kind: ImportKind,
  format: InputFormat,
  progress: ReadProgress,
  linesPerChunk: number,
): AsyncGenerator<Chunk> {
  const reader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  const cutBetweenOrders = format === 'csv' && kind === 'orders';
  let header: string[] | null = null;
  let texts: string[] = [];
  let firstLine = 1;
  let lastKey: string | undefined;
  for await (const text of reader) {
    progress.lines += 1;
    progress.bytes += Buffer.byteLength(text) + 1;
    if (format === 'csv' && header === null) {
      if (text.trim() !== '') header = csvHeader(text, kind, progress.lines);
      firstLine = progress.lines + 1;
      continue;
    }
    if (texts.length >= linesPerChunk) {
      const key = cutBetweenOrders ? rowKey(text, header!) : undefined;
      if (!cutBetweenOrders || (key !== undefined && lastKey !== undefined && key !== lastKey)) {
        yield { kind, format, header, firstLine, texts };
        texts = [];
        firstLine = progress.lines;
        lastKey = undefined;
      } else if (key !== undefined) {
        lastKey = key;
      }
    }
    texts.push(text);
  }
  if (texts.length > 0) yield { kind, format, header, firstLine, texts };
}
