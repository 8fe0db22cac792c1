/**
 * Benchmark of POST /api/returns/protocols/b2c on PostgreSQL (issue 10): the list of a customer with 1,000 protocols,
 * our endpoint against the same SQL run through bare `pg` in a minimal Fastify route, measured in the same run.
 *
 *   node --import tsx bench/protocols-list.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh database is made for the
 * run and dropped after it. Before measuring, the statement's plan is read with EXPLAIN: the run fails unless it finds
 * the customer's protocols through protocols_consumer_brand_created_id_idx (no read of the whole table). See bench/README.md for the figures.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { listProtocolsQuery } from '../apps/api/src/modules/protocols/read-repo';
import { stopChildServer } from './support/child-server';
import { demoCustomerDatabase, explain, measureVersus, startOursAndBaseline } from './support/demo-customer';
import { recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROTOCOLS = 1000;
/** Every other seeded customer gets as many, half at each of two brands. */
const OTHER_PROTOCOLS_PER_CUSTOMER = 5000;
/** Fewer than the orders bench: each answer is ~1,000 protocols (hundreds of kB), not 17 lines. */
const CONNECTIONS = 10;
/** Brand 1 is served on 127.0.0.1 (ARCHITECTURE §5), the host autocannon connects to. */
const BRAND_ID = 1;
const INDEX_NAME = 'protocols_consumer_brand_created_id_idx';

/** Seeds the demo data, gives Ana PROTOCOLS more protocols at brand 1 (copies of her first), and a session. */
function prepareDatabase(databaseUrl: string, dataDir: string) {
  return demoCustomerDatabase(databaseUrl, dataDir, BRAND_ID, async (db, consumerId, now) => {
    // One statement for the copies and one for their first history entry, a minute apart each, newest now.
    await db.execute(sql`
      insert into protocols (brand_id, consumer_id, status_id, reason_id, desire_id, trigger, contact_type, origin,
        invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep, street,
        street_number, complement, district, city, uf, created_at)
      select brand_id, consumer_id, (array[1, 2, 3, 11, 10])[1 + n % 5], reason_id, desire_id, trigger, contact_type,
        origin, invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep, street,
        street_number, complement, district, city, uf, ${now.toISOString()}::timestamptz - n * interval '1 minute'
      from protocols, generate_series(1, ${PROTOCOLS}) as n
      where id = ${DEMO.protocols.opened}`);
    // Other customers' protocols around hers: the list must find hers by the index, not by reading the table.
    await db.execute(sql`
      insert into protocols (brand_id, consumer_id, status_id, reason_id, desire_id, trigger, contact_type, origin,
        invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep, street,
        street_number, complement, district, city, uf, created_at)
      select 1 + n % 2, c.id, 1, p.reason_id, p.desire_id, p.trigger, p.contact_type, p.origin, p.invoice_number,
        p.original_order_code, p.cpf, p.name, p.email, p.phone_ddi, p.phone_ddd, p.phone_number, p.cep, p.street,
        p.street_number, p.complement, p.district, p.city, p.uf,
        ${now.toISOString()}::timestamptz - n * interval '1 minute'
      from protocols p, consumers c, generate_series(1, ${OTHER_PROTOCOLS_PER_CUSTOMER}) as n
      where p.id = ${DEMO.protocols.opened} and c.id <> ${consumerId}`);
    await db.execute(sql`
      insert into protocol_history (protocol_id, status_id, happened_at, note)
      select id, 1, created_at, 'Protocolo aberto pelo portal do cliente.' from protocols
      where consumer_id = ${consumerId} and id > ${DEMO.protocols.bruno}`);
    await db.execute(sql`analyze`);
  });
}

/** The plan of the list statement, rendered from the repo's own builder as the baseline runs it. */
async function checkPlan(databaseUrl: string, consumerId: number): Promise<string> {
  const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
  const statement = listProtocolsQuery(renderer.db, { consumerId, brandId: BRAND_ID }).toSQL();
  await renderer.close();
  const plan = await explain(databaseUrl, statement);
  // The customer's rows are found through the index; the planner may fetch them as a bitmap and sort those few in
  // memory rather than in index order, which it judges cheaper at this size. A read of the whole table fails.
  if (/Seq Scan on protocols\b/.test(plan) || !plan.includes(`on ${INDEX_NAME}`)) {
    throw new Error(`the list does not find the customer's protocols through ${INDEX_NAME}:\n${plan}`);
  }
  return plan;
}

async function fetchCalls(url: string, cookie: string): Promise<unknown[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { calls: unknown[] }).calls;
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let children: ChildProcess[] = [];
  try {
    const { consumerId, cookie } = await prepareDatabase(databaseUrl, dataDir);
    const started = await startOursAndBaseline(
      databaseUrl,
      path.join(here, 'protocols-servers', 'baseline-server.ts'),
      { BENCH_CONSUMER_ID: String(consumerId), BENCH_BRAND_ID: String(BRAND_ID) },
      '/api/returns/protocols/b2c',
    );
    children = started.children;
    const { targets } = started;
    const [ourCalls, baselineCalls] = await Promise.all(targets.map((target) => fetchCalls(target.url, cookie)));
    if (ourCalls!.length < PROTOCOLS || ourCalls!.length !== baselineCalls!.length) {
      throw new Error(`the two servers disagree: ours ${ourCalls!.length}, baseline ${baselineCalls!.length}`);
    }
    console.log(await checkPlan(databaseUrl, consumerId));
    console.log(`\ncustomer ${consumerId}, brand ${BRAND_ID}: ${ourCalls!.length} protocols per answer`);

    const {
      load,
      ours: mine,
      bare,
      ratio,
    } = await measureVersus(targets, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
      connections: CONNECTIONS,
    });
    if (process.env.BENCH_RECORD !== '0') {
      recordRun(
        '<!-- protocols-list: new runs are inserted above this line -->',
        `| ${runCells()} | ${load.toFixed(1)} | ${ourCalls!.length} | ` +
          `${mine.rps.toFixed(0)} | ${mine.p99} | ${mine.cpu.toFixed(2)} | ` +
          `${bare.rps.toFixed(0)} | ${bare.p99} | ${bare.cpu.toFixed(2)} | **${ratio.toFixed(2)}** |`,
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
