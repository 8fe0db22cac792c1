/**
 * `npm run import` end to end (issue 25): a generated 10,000-line orders CSV, the command killed with SIGKILL half
 * way, then run again: the database ends with exactly the rows of one full run (each order, line and customer once,
 * the values of the file), nothing rejected. Runs the real command in a child process against its own database
 * (PostgreSQL when DATABASE_URL is set, else an embedded PGlite folder), migrated, with the brands.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../../db/client';
import { seedBrands } from '../../../db/seed/brands';
import { databaseUrl, testDatabaseName, withAdmin } from '../../../test/global-setup';
import { writeOrdersCsv, type GeneratedOrders } from './generate-orders';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/**
 * The 10,000 lines on PostgreSQL. On PGlite a SIGKILL loses every unsynced write (the partial-load check runs
 * on PostgreSQL only), so there the file only has to prove convergence: 2,000 lines keep the npm test stage short
 * (52 s -> about 10 s on a busy 2-core machine).
 */
const LINES = process.env.DATABASE_URL ? 10_000 : 2_000;

let dir: string;
let file: string;
let generated: GeneratedOrders;
let env: Record<string, string>;
let dropDatabase = async () => {};

async function openTarget(): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR!, poolSize: 2 });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-import-'));
  file = path.join(dir, 'orders.csv');
  generated = await writeOrdersCsv(file, LINES);
  const baseUrl = process.env.DATABASE_URL;
  env = { DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  if (baseUrl) {
    const name = testDatabaseName('test');
    await withAdmin(baseUrl, (admin) => admin.query(`create database ${name}`));
    env.DATABASE_URL = databaseUrl(baseUrl, name);
    dropDatabase = () =>
      withAdmin(baseUrl, async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      });
  }
  const database = await openTarget();
  try {
    await migrateDatabase(database);
    // Only the brands and their company codes: what the import needs (the rest of the demo seed would cost seconds).
    await seedBrands(database.db);
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

function startImport(): { child: ChildProcess; stderr: () => string; exit: Promise<number | null> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/modules/integration/cli/import.ts', '--brand', '1', '--kind', 'orders', file],
    { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exit };
}

async function stored() {
  const database = await openTarget();
  try {
    const result = await database.db.execute(sql`
      select (select count(*)::int from orders where order_code like 'CARGA-%') as orders,
             (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.order_code like 'CARGA-%') as lines,
             (select coalesce(sum(l.gross_cents), 0)::bigint::text from order_lines l join orders o on o.id = l.order_id
               where o.order_code like 'CARGA-%') as gross,
             (select count(*)::int from consumers where name like 'Cliente Carga %') as customers,
             (select count(distinct (o.order_code, l.item_seq))::int from order_lines l join orders o on o.id = l.order_id
               where o.order_code like 'CARGA-%') as distinct_lines`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows[0]!;
  } finally {
    await database.close();
  }
}

it('killed with SIGKILL half way and run again, ends with exactly the data of one full run', async () => {
  const first = startImport();
  // The first progress line says a batch was applied: kill it there, mid-file.
  await new Promise<void>((resolve, reject) => {
    first.child.stderr!.on('data', () => {
      if (/\] [\d.]+% [1-9]\d* rows/.test(first.stderr())) resolve();
    });
    void first.exit.then(() => reject(new Error(`the import ended before it was killed: ${first.stderr()}`)));
  });
  first.child.kill('SIGKILL');
  await first.exit;
  const partial = await stored();
  expect(Number(partial.orders)).toBeLessThan(generated.orders);
  // PostgreSQL keeps what was committed before the kill, so the re-run starts from a partial load. Embedded PGlite
  // reaches its folder when it syncs: a SIGKILL loses what it had not synced (observed: all of it), which the
  // re-run writes again all the same.
  if (env.DATABASE_URL) expect(Number(partial.orders)).toBeGreaterThan(0);

  const second = startImport();
  expect(await second.exit, second.stderr()).toBe(0);
  expect(second.stderr()).toMatch(/rows\/s, ETA/);
  expect(second.stderr()).toContain(`Imported ${LINES} rows (${generated.orders} orders)`);
  expect(await stored()).toEqual({
    orders: generated.orders,
    lines: LINES,
    distinct_lines: LINES,
    gross: String(generated.grossCents),
    customers: generated.customers,
  });
  expect(readFileSync(`${file}.rejected.ndjson`, 'utf8')).toBe('');
}, 180_000);
