/**
 * Benchmark of POST /api/returns/orders on PostgreSQL (issue 4): our endpoint against the same SQL run through bare
 * `pg` in a minimal Fastify route, measured in the same run on the same machine.
 *
 *   node --import tsx bench/orders-endpoint.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server to use; a fresh database is made
 * for the run and dropped after it. Each server runs in its own child process; autocannon runs here, 10 s per server
 * after a 3 s warm-up in alternating slices (support/demo-customer measureVersus, support/alternating-load).
 * See bench/README.md for the figures.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figures } from './support/alternating-load';
import { stopChildServer } from './support/child-server';
import { demoCustomerDatabase, measureVersus, startOursAndBaseline } from './support/demo-customer';
import { recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
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

/** Adds the run to the orders table of bench/README.md. */
function recordOrdersRun(ours: Figures, baseline: Figures, ratio: number, loadAverage: number): void {
  recordRun(
    '<!-- orders-endpoint: new runs are inserted above this line -->',
    `| ${runCells()} | ${loadAverage.toFixed(1)} | ` +
      `${ours.rps.toFixed(0)} | ${ours.p99} | ${ours.cpu.toFixed(2)} | ` +
      `${baseline.rps.toFixed(0)} | ${baseline.p99} | ${baseline.cpu.toFixed(2)} | ` +
      `**${ratio.toFixed(2)}** |`,
  );
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let children: ChildProcess[] = [];
  try {
    // The demo data as seeded, nothing added: Ana's 17 lines at brand 1, and a session for her.
    const { consumerId, cookie, sessionIdHash } = await demoCustomerDatabase(
      databaseUrl,
      dataDir,
      BRAND_ID,
      async () => {},
    );
    const started = await startOursAndBaseline(
      databaseUrl,
      path.join(here, 'orders-servers', 'baseline-server.ts'),
      { BENCH_SESSION_ID_HASH: sessionIdHash, BENCH_BRAND_ID: String(BRAND_ID) },
      '/api/returns/orders',
    );
    children = started.children;
    const { targets } = started;
    const [ourLines, baselineLines] = await Promise.all(targets.map((target) => fetchLines(target.url, cookie)));
    if (ourLines!.length === 0 || ourLines!.length !== baselineLines!.length) {
      throw new Error(`the two servers disagree: ours ${ourLines!.length} lines, baseline ${baselineLines!.length}`);
    }
    console.log(`customer ${consumerId}, brand ${BRAND_ID}: ${ourLines!.length} lines`);

    const { load, ours, bare, ratio } = await measureVersus(targets, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...ACCEPT_ENCODING },
      body: '{}',
      connections: CONNECTIONS,
    });
    console.log(`target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
    if (process.env.BENCH_RECORD !== '0' && !process.env.BENCH_ACCEPT_ENCODING)
      recordOrdersRun(ours, bare, ratio, load);
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
