/**
 * A chunk of the file as units, in file order (run in the parsing workers, ADR 0058): NDJSON lines parsed, CSV rows
 * parsed and grouped into one document per order (consecutive rows with the same company and orderId), each order
 * document checked on its own with the API's schema (checkOrderDocument). Pure: the worker only carries it.
 */
import type { DocumentError } from '@portal/domain';
import { checkOrderDocument } from '../order-input';
import { parseCsvLine } from './csv';
import { orderFromRows, orderKey, stockFromRow, type CsvRecord } from './csv-documents';
import type { Chunk, Unit } from './records';

const unreadable = (code: string, message: string): DocumentError[] => [{ field: '(line)', code, message }];

function* numberedLines(chunk: Chunk): Generator<{ line: number; text: string }> {
  for (let index = 0; index < chunk.texts.length; index += 1) {
    const text = chunk.texts[index]!;
    if (text.trim() !== '') yield { line: chunk.firstLine + index, text };
  }
}

function* ndjsonUnits(chunk: Chunk): Generator<Unit> {
  for (const { line, text } of numberedLines(chunk)) {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      yield { lines: [line], errors: unreadable('invalid_json', 'The line is not one JSON document.') };
      continue;
    }
    yield chunk.kind === 'orders'
      ? { lines: [line], order: checkOrderDocument(value) }
      : { lines: [line], item: value };
  }
}

function* csvRecords(chunk: Chunk): Generator<{ line: number; record?: CsvRecord; errors?: DocumentError[] }> {
  const header = chunk.header!;
  for (const { line, text } of numberedLines(chunk)) {
    const row = parseCsvLine(text);
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

function* csvUnits(chunk: Chunk): Generator<Unit> {
  let pending: { lines: number[]; rows: CsvRecord[] } | null = null;
  const flush = (): Unit => {
    const built = orderFromRows(pending!.rows);
    const unit = {
      lines: pending!.lines,
      ...('document' in built ? { order: checkOrderDocument(built.document) } : { errors: built.errors }),
    };
    pending = null;
    return unit;
  };
  for (const entry of csvRecords(chunk)) {
    if (!entry.record) {
      yield { lines: [entry.line], errors: entry.errors! };
      continue;
    }
    if (chunk.kind === 'stock') {
      yield { lines: [entry.line], item: stockFromRow(entry.record) };
      continue;
    }
    if (pending && orderKey(pending.rows[0]!) !== orderKey(entry.record)) yield flush();
    pending ??= { lines: [], rows: [] };
    pending.lines.push(entry.line);
    pending.rows.push(entry.record);
  }
  if (pending) yield flush();
}

export function unitsOfChunk(chunk: Chunk): Unit[] {
  return [...(chunk.format === 'ndjson' ? ndjsonUnits(chunk) : csvUnits(chunk))];
}
