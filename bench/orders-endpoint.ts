/**
 * Benchmark of POST /api/returns/orders on PostgreSQL (issue 4): our endpoint against the same SQL run through bare
 * `pg` in a minimal Fastify route, measured in the same run on the same machine.
 *
 *   node --import tsx bench/orders-endpoint.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server to use; a fresh database is made
 * for the run and dropped after it. Each server runs in its own child process; autocannon runs here.
 * See bench/README.md for the figures.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { brandCompanies, consumers, sessions } from '../apps/api/src/db/schema';
import { seedDemoData } from '../apps/api/src/db/seed';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { hashSessionId, SESSION_COOKIE } from '../apps/api/src/plugins/session';
import { startChildServer, stopChildServer } from './support/child-server';
import { percentile, recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_SECONDS = 10;
/**
 * The 10 s per server are run as alternating slices (ours, baseline, ours…), so a burst of other work on the machine
 * hits both sides alike instead of skewing whichever happened to run during it.
 */
const SLICES = 5;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 50;
/** Brand 1 is served on 127.0.0.1 (ARCHITECTURE §5), the host autocannon connects to. */
const BRAND_ID = 1;
const TARGET_RATIO = 0.6;
/**
 * BENCH_ACCEPT_ENCODING=br (or gzip) sends the header a browser sends: ours then compresses each answer (the bare
 * baseline ignores it). Off by default so both sides do the same work; not recorded in the table when set.
 */
const ACCEPT_ENCODING: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
  : {};

interface Measure {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU the server process spent per answer: steadier than req/s on a machine that is doing other work too. */
  cpuMsPerRequest: number;
}

/** Seeds the demo data and opens a session for the demo customer, as a login would. */
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
    const companyCodes = (
      await handle.db.select().from(brandCompanies).where(eq(brandCompanies.brandId, BRAND_ID))
    ).map((row) => row.companyCode);
    const sessionId = randomBytes(32).toString('base64url');
    await handle.db.insert(sessions).values({
      idHash: hashSessionId(sessionId),
      consumerId: consumer.id,
      brandId: BRAND_ID,
      loginIdentity: DEMO.ana.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    });
    return {
      consumerId: consumer.id,
      companyCodes,
      sessionIdHash: hashSessionId(sessionId),
      cookie: `${SESSION_COOKIE}=${sessionId}`,
    };
  } finally {
    await handle.close();
  }
}

async function fetchLines(url: string, cookie: string): Promise<unknown[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { productBalance: unknown[] };
  return body.productBalance;
}

interface Target {
  label: string;
  url: string;
  child: ChildProcess;
}

interface Tally {
  latencies: number[];
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  cpuMicros: number;
}

/** CPU time (user + system, µs) the server process has used so far, asked over IPC. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve(usage.user + usage.system));
    child.send('cpu');
  });
}

/** One slice of load; returns the latency of every answer, so slices can be merged into exact percentiles. */
async function slice(target: Target, cookie: string, seconds: number, tally?: Tally): Promise<void> {
  const cpuBefore = await cpuOf(target.child);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...ACCEPT_ENCODING },
        body: '{}',
        connections: CONNECTIONS,
        duration: seconds,
        // Bounded: a stuck request counts as an error after 10 s instead of holding the run.
        timeout: 10,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpuAfter = await cpuOf(target.child);
  if (!tally) return;
  tally.latencies.push(...latencies);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.cpuMicros += cpuAfter - cpuBefore;
}

function summary(label: string, tally: Tally): Measure {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: tally.requests / tally.seconds,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    total: tally.requests,
    non2xx: tally.non2xx,
    errors: tally.errors,
    cpuMsPerRequest: tally.cpuMicros / 1000 / tally.requests,
  };
}

/** Adds the run to the orders table of bench/README.md. */
function recordOrdersRun(ours: Measure, baseline: Measure, ratio: number, loadAverage: number): void {
  recordRun(
    '<!-- orders-endpoint: new runs are inserted above this line -->',
    `| ${runCells()} | ${loadAverage.toFixed(1)} | ` +
      `${ours.requestsPerSecond.toFixed(0)} | ${ours.p99Ms} | ${ours.cpuMsPerRequest.toFixed(2)} | ` +
      `${baseline.requestsPerSecond.toFixed(0)} | ${baseline.p99Ms} | ${baseline.cpuMsPerRequest.toFixed(2)} | ` +
      `**${ratio.toFixed(2)}** |`,
  );
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const children: ChildProcess[] = [];
  try {
    const { consumerId, companyCodes, sessionIdHash, cookie } = await prepareDatabase(databaseUrl, dataDir);
    const ours = await startChildServer(path.join(here, 'support', 'api-server.ts'), {
      BENCH_DATABASE_URL: databaseUrl,
    });
    children.push(ours.child);
    const baseline = await startChildServer(path.join(here, 'orders-servers', 'baseline-server.ts'), {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SESSION_ID_HASH: sessionIdHash,
      BENCH_BRAND_ID: String(BRAND_ID),
    });
    children.push(baseline.child);

    const oursUrl = `http://127.0.0.1:${ours.port}/api/returns/orders`;
    const baselineUrl = `http://127.0.0.1:${baseline.port}/api/returns/orders`;
    const [ourLines, baselineLines] = await Promise.all([fetchLines(oursUrl, cookie), fetchLines(baselineUrl, cookie)]);
    if (ourLines.length === 0 || ourLines.length !== baselineLines.length) {
      throw new Error(`the two servers disagree: ours ${ourLines.length} lines, baseline ${baselineLines.length}`);
    }
    console.log(
      `customer ${consumerId}, brand ${BRAND_ID} (companies ${companyCodes.join(', ')}): ${ourLines.length} lines`,
    );

    const targets: Target[] = [
      { label: 'ours (full API)', url: oursUrl, child: ours.child },
      { label: 'baseline (bare pg)', url: baselineUrl, child: baseline.child },
    ];
    const loadAverage = os.loadavg()[0]!;
    // Warm both (JIT, pools, prepared statements), then alternate slices, same duration and connections.
    for (const target of targets) await slice(target, cookie, WARM_UP_SECONDS);
    const tallies = targets.map((): Tally => ({
      latencies: [],
      requests: 0,
      seconds: 0,
      non2xx: 0,
      errors: 0,
      cpuMicros: 0,
    }));
    for (let round = 0; round < SLICES; round++) {
      for (const [index, target] of targets.entries()) {
        await slice(target, cookie, DURATION_SECONDS / SLICES, tallies[index]);
      }
    }
    const [ourMeasure, baselineMeasure] = targets.map((target, index) => summary(target.label, tallies[index]!)) as [
      Measure,
      Measure,
    ];

    for (const m of [ourMeasure, baselineMeasure]) {
      if (m.non2xx > 0 || m.errors > 0) throw new Error(`${m.label}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
    }
    const ratio = ourMeasure.requestsPerSecond / baselineMeasure.requestsPerSecond;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each in ${SLICES} alternating slices, ` +
        `${os.cpus().length} cores, Node ${process.version}, load average at start ${loadAverage.toFixed(1)}`,
    );
    console.log('| server | req/s | p50 ms | p99 ms | requests | server CPU ms/request |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const m of [ourMeasure, baselineMeasure]) {
      console.log(
        `| ${m.label} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50Ms} | ${m.p99Ms} | ${m.total} | ${m.cpuMsPerRequest.toFixed(2)} |`,
      );
    }
    console.log(
      `\nratio ours/baseline: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
    );
    if (process.env.BENCH_RECORD !== '0' && !process.env.BENCH_ACCEPT_ENCODING)
      recordOrdersRun(ourMeasure, baselineMeasure, ratio, loadAverage);
    process.exitCode = ratio >= TARGET_RATIO ? 0 : 1;
  } finally {
    await Promise.all(children.map(stopChildServer));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

withScratchDatabase(measure).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
