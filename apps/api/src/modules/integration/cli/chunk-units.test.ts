/**
 * The import's chunks (ADR 0058): however the file is cut for the parsing workers, the units are those of the whole
 * file read at once (no order's rows split between two chunks, refused rows where they were), and each order
 * document comes out checked by the API's schema.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { unitsOfChunk } from './chunk-units';
import { ORDER_COLUMNS } from './csv-documents';
import { generatedRow } from './generate-orders';
import { readChunks, type Chunk } from './records';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 8 orders of 1 to 3 rows, a stray quote inside an order's rows and one between orders, a blank line, a short row. */
function ordersCsv(): string {
  const rows: string[] = [ORDER_COLUMNS.join(',')];
  for (let order = 0; order < 8; order += 1) {
    for (let item = 1; item <= 1 + (order % 3); item += 1) {
      const row = { ...generatedRow(order * 2, 1, 'CHUNK-'), orderId: `CHUNK-${order}`, itemSeq: String(item) };
      if (order === 5) row.customerCpf = '12345678900';
      rows.push(ORDER_COLUMNS.map((column) => row[column]).join(','));
      if (order === 2 && item === 1) rows.push('a"b,1');
    }
    if (order === 3) rows.push('', 'too,few,fields');
  }
  return `${rows.join('\n')}\n`;
}

async function chunksOf(file: string, linesPerChunk: number): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for await (const chunk of readChunks(file, 'orders', 'csv', { bytes: 0, lines: 0 }, linesPerChunk))
    chunks.push(chunk);
  return chunks;
}

it('gives the units of the whole file whatever the chunk size, no order split', async () => {
  const file = path.join(dir, 'orders.csv');
  writeFileSync(file, ordersCsv());
  const [whole] = await chunksOf(file, 10_000);
  const expected = unitsOfChunk(whole!);
  expect(expected.map((unit) => unit.lines)).toEqual([
    [2],
    [3, 4],
    [6],
    [5, 7, 8],
    // A refused row comes out when read, before the order whose rows it follows (that one ends at the next order).
    [11],
    [9],
    [12, 13],
    [14, 15, 16],
    [17],
    [18, 19],
  ]);
  expect(expected.map((unit) => unit.errors?.[0]?.code ?? ('errors' in unit.order! ? 'refused' : 'valid'))).toEqual([
    'valid',
    'valid',
    'csv_stray_quote',
    'valid',
    'csv_field_count',
    'valid',
    'valid',
    'refused',
    'valid',
    'valid',
  ]);
  expect(expected[7]!.order).toMatchObject({
    orderId: 'CHUNK-5',
    errors: [{ field: 'customer.cpf', code: 'invalid_cpf' }],
  });
  expect(expected[3]!.order).toMatchObject({ orderId: 'CHUNK-2', document: { lines: [{}, {}, {}] } });
  for (let size = 1; size <= 7; size += 1) {
    const chunks = await chunksOf(file, size);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flatMap(unitsOfChunk), `chunks of ${size} lines`).toEqual(expected);
  }
});

it('reads NDJSON in chunks of any size, a line that is no JSON refused in place', async () => {
  const file = path.join(dir, 'stock.ndjson');
  writeFileSync(file, '{"productCode":"A"}\n\nnot json\n{"productCode":"B"}\n');
  const chunks: Chunk[] = [];
  for await (const chunk of readChunks(file, 'stock', 'ndjson', { bytes: 0, lines: 0 }, 1)) chunks.push(chunk);
  expect(chunks.flatMap(unitsOfChunk)).toEqual([
    { lines: [1], item: { productCode: 'A' } },
    { lines: [3], errors: [{ field: '(line)', code: 'invalid_json', message: 'The line is not one JSON document.' }] },
    { lines: [4], item: { productCode: 'B' } },
  ]);
});
