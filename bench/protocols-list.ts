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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { consumers, sessions } from '../apps/api/src/db/schema';
import { seedDemoData } from '../apps/api/src/db/seed';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { listProtocolsQuery } from '../apps/api/src/modules/protocols/read-repo';
import { hashSessionId, SESSION_COOKIE } from '../apps/api/src/plugins/session';
import { startChildServer, stopChildServer } from './support/child-server';
import { percentile, recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROTOCOLS = 1000;
/** Every other seeded customer gets as many, half at each of two brands. */
const OTHER_PROTOCOLS_PER_CUSTOMER = 5000;
const DURATION_SECONDS = 10;
/** Alternating slices (ours, baseline, ours…): a burst of other work on the machine hits both sides alike. */
const SLICES = 5;
const WARM_UP_SECONDS = 3;
/** Fewer than the orders bench: each answer is ~1,000 protocols (hundreds of kB), not 17 lines. */
const CONNECTIONS = 10;
/** Brand 1 is served on 127.0.0.1 (ARCHITECTURE §5), the host autocannon connects to. */
const BRAND_ID = 1;
const INDEX_NAME = 'protocols_consumer_brand_created_id_idx';

interface Tally {
  latencies: number[];
  requests: number;
  seconds: number;
  bad: number;
  cpuMicros: number;
}

/** Seeds the demo data, gives Ana PROTOCOLS more protocols at brand 1 (copies of her first), and a session. */
async function prepareDatabase(databaseUrl: string, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    const now = new Date();
    await seedDemoData(handle.db, { now, dataDir });
    const [consumer] = await handle.db
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, DEMO.ana.email));
    if (!consumer) throw new Error('the demo customer is missing from the seed');
    // One statement for the copies and one for their first history entry, a minute apart each, newest now.
    await handle.db.execute(sql`
      insert into protocols (brand_id, consumer_id, status_id, reason_id, desire_id, trigger, contact_type, origin,
        invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep, street,
        street_number, complement, district, city, uf, created_at)
      select brand_id, consumer_id, (array[1, 2, 3, 11, 10])[1 + n % 5], reason_id, desire_id, trigger, contact_type,
        origin, invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep, street,
        street_number, complement, district, city, uf, ${now.toISOString()}::timestamptz - n * interval '1 minute'
      from protocols, generate_series(1, ${PROTOCOLS}) as n
      where id = ${DEMO.protocols.opened}`);
    // Other customers' protocols around hers: the list must find hers by the index, not by reading the table.
    await handle.db.execute(sql`
      insert into protocols (brand_id, consumer_id, status_id, reason_id, desire_id, trigger, contact_type, origin,
        invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep, street,
        street_number, complement, district, city, uf, created_at)
      select 1 + n % 2, c.id, 1, p.reason_id, p.desire_id, p.trigger, p.contact_type, p.origin, p.invoice_number,
        p.original_order_code, p.cpf, p.name, p.email, p.phone_ddi, p.phone_ddd, p.phone_number, p.cep, p.street,
        p.street_number, p.complement, p.district, p.city, p.uf,
        ${now.toISOString()}::timestamptz - n * interval '1 minute'
      from protocols p, consumers c, generate_series(1, ${OTHER_PROTOCOLS_PER_CUSTOMER}) as n
      where p.id = ${DEMO.protocols.opened} and c.id <> ${consumer.id}`);
    await handle.db.execute(sql`
      insert into protocol_history (protocol_id, status_id, happened_at, note)
      select id, 1, created_at, 'Protocolo aberto pelo portal do cliente.' from protocols
      where consumer_id = ${consumer.id} and id > ${DEMO.protocols.bruno}`);
    await handle.db.execute(sql`analyze`);
    const sessionId = randomBytes(32).toString('base64url');
    await handle.db.insert(sessions).values({
      idHash: hashSessionId(sessionId),
      consumerId: consumer.id,
      brandId: BRAND_ID,
      loginIdentity: DEMO.ana.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    });
    return { consumerId: consumer.id, cookie: `${SESSION_COOKIE}=${sessionId}` };
  } finally {
    await handle.close();
  }
}

/** The plan of the list statement, rendered from the repo's own builder as the baseline runs it. */
async function checkPlan(databaseUrl: string, consumerId: number): Promise<string> {
  const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
  const statement = listProtocolsQuery(renderer.db, { consumerId, brandId: BRAND_ID }).toSQL();
  await renderer.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    // The customer's rows are found through the index; the planner may fetch them as a bitmap and sort those few in
    // memory rather than in index order, which it judges cheaper at this size. A read of the whole table fails.
    if (/Seq Scan on protocols\b/.test(plan) || !plan.includes(`on ${INDEX_NAME}`)) {
      throw new Error(`the list does not find the customer's protocols through ${INDEX_NAME}:\n${plan}`);
    }
    return plan;
  } finally {
    await client.end();
  }
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

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve(usage.user + usage.system));
    child.send('cpu');
  });
}

async function slice(url: string, child: ChildProcess, cookie: string, seconds: number, tally?: Tally) {
  const cpuBefore = await cpuOf(child);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpuAfter = await cpuOf(child);
  if (!tally) return;
  tally.latencies.push(...latencies);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.bad += result.non2xx + result.errors;
  tally.cpuMicros += cpuAfter - cpuBefore;
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const children: ChildProcess[] = [];
  try {
    const { consumerId, cookie } = await prepareDatabase(databaseUrl, dataDir);
    const ours = await startChildServer(path.join(here, 'support', 'api-server.ts'), {
      BENCH_DATABASE_URL: databaseUrl,
    });
    children.push(ours.child);
    const baseline = await startChildServer(path.join(here, 'protocols-servers', 'baseline-server.ts'), {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_CONSUMER_ID: String(consumerId),
      BENCH_BRAND_ID: String(BRAND_ID),
    });
    children.push(baseline.child);
    const targets = [
      { label: 'ours (full API)', url: `http://127.0.0.1:${ours.port}/api/returns/protocols/b2c`, child: ours.child },
      {
        label: 'baseline (bare pg)',
        url: `http://127.0.0.1:${baseline.port}/api/returns/protocols/b2c`,
        child: baseline.child,
      },
    ];
    const [ourCalls, baselineCalls] = await Promise.all(targets.map((target) => fetchCalls(target.url, cookie)));
    if (ourCalls!.length < PROTOCOLS || ourCalls!.length !== baselineCalls!.length) {
      throw new Error(`the two servers disagree: ours ${ourCalls!.length}, baseline ${baselineCalls!.length}`);
    }
    console.log(await checkPlan(databaseUrl, consumerId));
    console.log(`\ncustomer ${consumerId}, brand ${BRAND_ID}: ${ourCalls!.length} protocols per answer`);

    const loadAverage = os.loadavg()[0]!;
    for (const target of targets) await slice(target.url, target.child, cookie, WARM_UP_SECONDS);
    const tallies = targets.map((): Tally => ({ latencies: [], requests: 0, seconds: 0, bad: 0, cpuMicros: 0 }));
    for (let round = 0; round < SLICES; round++) {
      for (const [index, target] of targets.entries()) {
        await slice(target.url, target.child, cookie, DURATION_SECONDS / SLICES, tallies[index]);
      }
    }
    const figures = tallies.map((tally) => {
      if (tally.bad > 0) throw new Error(`${tally.bad} answers were not 200`);
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      return {
        rps: tally.requests / tally.seconds,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        cpu: tally.cpuMicros / 1000 / tally.requests,
        total: tally.requests,
      };
    });
    const [mine, bare] = figures as [(typeof figures)[number], (typeof figures)[number]];
    const ratio = mine.rps / bare.rps;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each in ${SLICES} alternating slices, ` +
        `${os.cpus().length} cores, Node ${process.version}, load average at start ${loadAverage.toFixed(1)}`,
    );
    console.log(
      '| server | req/s | p50 ms | p99 ms | requests | server CPU ms/request |\n|---|---:|---:|---:|---:|---:|',
    );
    for (const [index, m] of figures.entries()) {
      console.log(
        `| ${targets[index]!.label} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.total} | ${m.cpu.toFixed(2)} |`,
      );
    }
    console.log(`\nratio ours/baseline: ${ratio.toFixed(2)}`);
    if (process.env.BENCH_RECORD !== '0') {
      recordRun(
        '<!-- protocols-list: new runs are inserted above this line -->',
        `| ${runCells()} | ${loadAverage.toFixed(1)} | ${ourCalls!.length} | ` +
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
