/**
 * Benchmark of GET /api/returns/wallet/b2c on PostgreSQL (issue 15): the statement's first page (the default page
 * size, newest first) of a customer with 10,000 movements, our endpoint against the same SQL run through bare `pg` in a
 * minimal Fastify route, measured in the same run.
 *
 *   node --import tsx bench/wallet-statement.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh database is made for the
 * run and dropped after it. Before measuring, the statement's plan is read with EXPLAIN (ANALYZE): the run fails unless
 * it reads the customer's movements through wallet_movements_statement_idx in index order (no sort, no read of the
 * whole table) and stops at the page. See bench/README.md for the figures.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { WALLET_STATEMENT_PAGE_SIZE } from '@portal/domain';
import { openDatabase } from '../apps/api/src/db/client';
import { statementPage } from '../apps/api/src/modules/wallet/repo';
import { stopChildServer } from './support/child-server';
import { demoCustomerDatabase, explain, measureVersus, startOursAndBaseline } from './support/demo-customer';
import { recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Movements added to every wallet account of the seed (Ana's at brand 1 is the one measured). */
const MOVEMENTS = 10_000;
const CONNECTIONS = 10;
/** Brand 1 is served on 127.0.0.1 (ARCHITECTURE §5), the host autocannon connects to. */
const BRAND_ID = 1;
const INDEX_NAME = 'wallet_movements_statement_idx';

/**
 * Seeds the demo data and adds MOVEMENTS credits of 10.00 to every wallet account, after its last movement, one second
 * apart, keeping the ledger's rules (ADR 0020): each row's balance is the running sum, and the account's balance and
 * `other_cents` (no original payment type) grow by the same amount. Gives Ana a session at brand 1.
 */
async function prepareDatabase(databaseUrl: string, dataDir: string) {
  const counts = { movements: 0, tableRows: 0 };
  const customer = await demoCustomerDatabase(databaseUrl, dataDir, BRAND_ID, async (db, consumerId, now) => {
    await db.execute(sql`
      insert into wallet_movements (consumer_id, brand_id, moved_at, description, description_texts, operation,
        entry_type, kind, value_cents, balance_cents)
      select a.consumer_id, a.brand_id, last.moved_at + k * interval '1 second', 'Crédito de vale-troca',
        '{"pt":"Crédito de vale-troca","en":"Exchange voucher credit","es":"Crédito de vale de cambio"}', 'Credit',
        'V', 'voucher', 1000, a.balance_cents + 1000 * k
      from wallet_accounts a
      cross join lateral (
        select coalesce(max(m.moved_at), ${now.toISOString()}::timestamptz - interval '30 days') as moved_at
        from wallet_movements m where m.consumer_id = a.consumer_id and m.brand_id = a.brand_id) last,
      generate_series(1, ${MOVEMENTS}) k
      order by a.consumer_id, a.brand_id, k`);
    await db.execute(sql`
      update wallet_accounts set balance_cents = balance_cents + ${1000 * MOVEMENTS},
        other_cents = other_cents + ${1000 * MOVEMENTS}`);
    await db.execute(sql`analyze`);
    const count = async (where: ReturnType<typeof sql>) => {
      const result = await db.execute(sql`select count(*)::int as n from wallet_movements ${where}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    counts.movements = await count(sql`where consumer_id = ${consumerId} and brand_id = ${BRAND_ID}`);
    counts.tableRows = await count(sql``);
  });
  return { ...customer, ...counts };
}

/** The plan of the first page, rendered from the repo's own builder as ours and the baseline run it. */
async function checkPlan(databaseUrl: string, sessionIdHash: string): Promise<string> {
  const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
  const now = new Date();
  const statement = statementPage(
    renderer.db,
    { session: { sessionIdHash, brandId: BRAND_ID, now } },
    { from: null, until: null, limit: WALLET_STATEMENT_PAGE_SIZE },
  ).toSQL();
  await renderer.close();
  statement.params = fillPlaceholders(statement.params, { sessionIdHash, brandId: BRAND_ID, now: now.toISOString() });
  const plan = await explain(databaseUrl, statement, 'analyze, buffers');
  // In index order straight to the page: no sort of the customer's 10,000 rows, no read of the table.
  if (
    /Seq Scan on wallet_movements\b|Sort\b|Bitmap/.test(plan) ||
    !plan.includes(`Index Scan Backward using ${INDEX_NAME}`)
  ) {
    throw new Error(`the first page is not read in index order through ${INDEX_NAME}:\n${plan}`);
  }
  return plan;
}

async function fetchPage(url: string, cookie: string): Promise<unknown[]> {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { wallet: unknown[] }).wallet;
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let children: ChildProcess[] = [];
  try {
    const { consumerId, cookie, sessionIdHash, movements, tableRows } = await prepareDatabase(databaseUrl, dataDir);
    const started = await startOursAndBaseline(
      databaseUrl,
      path.join(here, 'wallet-servers', 'baseline-server.ts'),
      { BENCH_SESSION_ID_HASH: sessionIdHash, BENCH_BRAND_ID: String(BRAND_ID) },
      '/api/returns/wallet/b2c',
    );
    children = started.children;
    const { targets } = started;
    const [ourPage, baselinePage] = await Promise.all(targets.map((target) => fetchPage(target.url, cookie)));
    if (ourPage!.length !== WALLET_STATEMENT_PAGE_SIZE || ourPage!.length !== baselinePage!.length) {
      throw new Error(`the two servers disagree: ours ${ourPage!.length}, baseline ${baselinePage!.length}`);
    }
    console.log(await checkPlan(databaseUrl, sessionIdHash));
    console.log(
      `\ncustomer ${consumerId}, brand ${BRAND_ID}: ${movements} movements (${tableRows} in the table), ` +
        `first page of ${ourPage!.length}`,
    );

    const {
      load,
      ours: mine,
      bare,
      ratio,
    } = await measureVersus(targets, { method: 'GET', headers: { cookie }, connections: CONNECTIONS });
    if (process.env.BENCH_RECORD !== '0') {
      recordRun(
        '<!-- wallet-statement: new runs are inserted above this line -->',
        `| ${runCells()} | ${load.toFixed(1)} | ${movements} | ` +
          `${mine.rps.toFixed(0)} | ${mine.p50} | ${mine.p99} | ${mine.cpu.toFixed(2)} | ` +
          `${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.cpu.toFixed(2)} | **${ratio.toFixed(2)}** |`,
      );
    }
  } finally {
    await Promise.all(children.map(stopChildServer));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

withScratchDatabase(measure).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
