/**
 * The array literals bulk-sql builds itself (ADR 0060) come back from the database as the values that went in, on
 * the test database (PGlite or PostgreSQL): quotes, backslashes, commas, braces, the word NULL, empty text, accents,
 * nulls, instants, booleans, numbers; through the generic writer and through a recordset's writers per column type.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders } from '../../db/schema';
import { listLiteral, recordsetOf } from './bulk-sql';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => testApp.close());

const TEXTS = [
  'plain',
  'a "quoted" word',
  'back\\slash\\',
  'comma, {brace}',
  'NULL',
  '',
  'São Paulo – ção',
  ' spaced ',
];

it('reads every kind of value back as it was written', async () => {
  const rows = TEXTS.map((text, index) => ({
    text,
    number: index === 3 ? null : index * 1_000 - 7,
    flag: index === 2 ? null : index % 2 === 0,
    at: index === 5 ? null : new Date(Date.UTC(2025, 10, index + 1, 13, 45, 6, 789)),
  }));
  const result = await testApp.database.db.execute(sql`
    select * from unnest(
      ${sql.param(listLiteral(rows.map((row) => row.text)))}::text[], ${sql.param(listLiteral(rows.map((row) => row.number)))}::integer[],
      ${sql.param(listLiteral(rows.map((row) => row.flag)))}::boolean[], ${sql.param(listLiteral(rows.map((row) => row.at)))}::timestamptz[]
    ) with ordinality as r(text, number, flag, at, n) order by n`);
  const read = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    text: row.text,
    number: row.number,
    flag: row.flag,
    at: row.at === null ? null : new Date(row.at as string),
  }));
  expect(read).toEqual(rows);
});

it('reads a list back, and an empty one as an empty array', async () => {
  const result = await testApp.database.db.execute(sql`
    select ${sql.param(listLiteral(TEXTS))}::text[] as texts, ${sql.param(listLiteral([]))}::int[] as none`);
  const [row] = (result as unknown as { rows: { texts: string[]; none: number[] }[] }).rows;
  expect(row!.texts).toEqual(TEXTS);
  expect(row!.none).toEqual([]);
});

it("reads a recordset back through each column type's writer, with a column given apart from the rows", async () => {
  const rows = TEXTS.map((text, index) => ({
    street: text,
    uf: index === 4 ? null : 'SP',
    isMarketplace: index === 2 ? null : index % 2 === 0,
    orderedAt: index === 5 ? null : new Date(Date.UTC(2025, 10, index + 1, 13, 45, 6, 789)),
  }));
  const totals = TEXTS.map((_, index) => (index === 3 ? null : index * 1_000 - 7));
  const result = await testApp.database.db.execute(
    sql`select * from ${recordsetOf(
      orders,
      ['street', 'uf', 'isMarketplace', 'orderedAt', 'totalCents'],
      rows,
      'r',
      {},
      { totalCents: totals },
    )}`,
  );
  const read = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    street: row.street,
    uf: row.uf,
    isMarketplace: row.isMarketplace,
    orderedAt: row.orderedAt === null ? null : new Date(row.orderedAt as string),
    totalCents: row.totalCents,
  }));
  expect(read).toEqual(rows.map((row, index) => ({ ...row, totalCents: totals[index] })));
  expect(() => recordsetOf(orders, ['totalCents'], rows, 'r', {}, { totalCents: [1] })).toThrow(/1 values for 8 rows/);
});
