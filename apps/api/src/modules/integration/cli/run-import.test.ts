/**
 * runImport with its parsing workers (ADR 0058), on the test database (PGlite or PostgreSQL): a file of several
 * chunks parsed by two workers lands whole, its bad rows in the rejects file with their reasons, in file order; a
 * worker that fails stops the run with an error (no chunk silently lost, the rejects file closed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedBrands } from '../../../db/seed/brands';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ORDER_COLUMNS } from './csv-documents';
import { generatedRow } from './generate-orders';
import { runImport, type ImportOptions } from './run-import';
import { WorkerFailedError } from './worker-pool';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  await seedBrands(testApp.database.db);
}, 120_000);
afterAll(() => testApp.close());

const LINES = 1_400;

/** LINES generated lines (700 orders); order 3's CPF is invalid, a stray-quote row sits inside order 400's rows. */
function writeFile(name: string): string {
  const rows = [ORDER_COLUMNS.join(',')];
  for (let n = 0; n < LINES; n += 1) {
    const row = generatedRow(n, 1, 'POOL-');
    if (row.orderId === 'POOL-3') row.customerCpf = '12345678900';
    rows.push(ORDER_COLUMNS.map((column) => row[column]).join(','));
    if (n === 800) rows.push('x"y,1');
  }
  const file = path.join(testApp.dataDir, name);
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

const options = (file: string): ImportOptions => ({
  db: testApp.database.db,
  brandId: 1,
  kind: 'orders',
  format: 'csv',
  file,
  batchSize: 500,
  concurrency: 2,
  workers: 2,
  now: () => new Date(),
  report: () => {},
  reportEveryMs: 60_000,
});

it('imports every chunk through two workers; bad rows in the rejects file with their reasons, in file order', async () => {
  const file = writeFile('pool.csv');
  const summary = await runImport(options(file));
  expect(summary.outcomes).toEqual({ created: 699, rejected: 2 });
  expect(summary.rows).toBe(LINES + 1);
  const rejects = readFileSync(summary.rejectedFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
  expect(rejects).toEqual([
    {
      lines: [8, 9],
      orderId: 'POOL-3',
      errors: [expect.objectContaining({ field: 'customer.cpf', code: 'invalid_cpf' })],
    },
    { lines: [803], errors: [expect.objectContaining({ code: 'csv_stray_quote' })] },
  ]);
  const result = await testApp.database.db.execute(sql`
    select (select count(*)::int from orders where order_code like 'POOL-%') as orders,
           (select count(*)::int from order_lines l join orders o on o.id = l.order_id
             where o.order_code like 'POOL-%') as lines`);
  expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ orders: 699, lines: LINES - 2 });
}, 120_000);

it('stops with an error when a parsing worker fails', async () => {
  const file = writeFile('crash.csv');
  await expect(
    runImport({ ...options(file), workerScript: new URL('./test/echo-worker.ts', import.meta.url) }),
  ).rejects.toBeInstanceOf(WorkerFailedError);
  expect(readFileSync(`${file}.rejected.ndjson`, 'utf8')).toBe('');
}, 120_000);

it("analyzes the tables it writes as they grow, so the batches' statements are planned for the tables as they are", async () => {
  const file = writeFile('statistics.csv');
  // Below the default first threshold (20,000 rows): no ANALYZE, the planner still has the tables' empty statistics.
  await runImport(options(file));
  const statistics = async () => {
    const result = await testApp.database.db.execute(sql`
      select (select reltuples from pg_class where relname = 'order_lines')::int as estimated,
             (select count(*) from order_lines)::int as counted`);
    return (result as unknown as { rows: { estimated: number; counted: number }[] }).rows[0]!;
  };
  const before = await statistics();
  expect(before.counted).toBe(LINES - 2);
  expect(before.estimated).toBeLessThan(before.counted);
  // Again, every order unchanged, with the first ANALYZE after the first row: the estimate is the table's own count.
  await runImport({ ...options(file), firstAnalyzeAfterRows: 1 });
  expect(await statistics()).toEqual({ estimated: LINES - 2, counted: LINES - 2 });
});
