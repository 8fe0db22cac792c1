/**
 * What a signed-in first page costs the server against the API calls it is made of (issue 29, ADR 0050):
 * `/home`, `/carteira` and `/protocolos` rendered for Ana against their main call, on one production-mode server on
 * PostgreSQL, in alternating slices; then each page alone at 16 concurrent shoppers, with p50/p99.
 *
 *   node --import tsx bench/page-cost.ts [webDistDir…]     (default apps/web/dist; builds nothing)
 *
 * With several builds (before and after a change), each runs on its own server and every page is measured on all of
 * them and against its call in the same alternating slices.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL server; a scratch database is
 * made and dropped. The whole API with the web build (support/api-server.ts, NODE_ENV=production, logs at warn) runs
 * in a child process on 127.0.0.1; autocannon runs here. Every request sends what a browser sends (the session
 * cookie, Accept-Language pt-BR, Accept-Encoding gzip, deflate, br), so the page and the calls are both compressed.
 * A page answered with the static shell instead of a rendered page (the render queue was full, ADR 0024) is counted
 * apart and fails the run: it would flatter the page's figures.
 * BENCH_RECORD=0 adds no row to bench/README.md (BENCH_LABEL names the build in it); BENCH_PROFILE_DIR=<dir> writes
 * the server's CPU profile; BENCH_INTERLEAVED=n compares the builds request by request, in turn (see interleaved);
 * BENCH_API_TREES gives each build its own API code (see apiTrees).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuOf } from './support/alternating-load';
import { startChildServer, stopChildServer } from './support/child-server';
import { demoCustomerDatabase } from './support/demo-customer';
import { PAGE_FLOOR_PATH } from './support/page-floor-route';
import { percentile, recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
/** One build, or several measured in the same run (e.g. before and after a change), each on its own server. */
const distDirs = (process.argv.length > 2 ? process.argv.slice(2) : [path.join(here, '..', 'apps', 'web', 'dist')]).map(
  (dir) => path.resolve(dir),
);
/**
 * BENCH_API_TREES=<tree>,<tree>…: the API code each build's server runs, one per build in order (empty: this
 * checkout), e.g. a `git archive` of the commit before a change of the API's render path, with node_modules linked.
 */
const apiTrees = (process.env.BENCH_API_TREES ?? '').split(',').map((tree) => (tree ? path.resolve(tree) : null));
const BRAND_ID = 1;
/** The ratio of rates page / main call the issue asks for (a page costs at most four calls), and its aim. */
const TARGET_RATIO = 0.25;
const AIM_RATIO = 0.5;
/**
 * Versus slices: one shopper at a time, as issue 29 measured the ratio (81 ms a page against 9.2 ms a call): a page's
 * renders run one at a time (ADR 0024), so more connections would measure its queue.
 */
const VERSUS_CONNECTIONS = 1;
const VERSUS_ROUNDS = 4;
const VERSUS_SLICE_SECONDS = 1.5;
const CROWD = 16;
const CROWD_SECONDS = 5;
const WARM_UP_SECONDS = 2;
/** A rendered signed-in page is tens of kB even compressed; the static shell is about 1 kB. */
const RENDERED_MIN_BYTES = 4000;
const MARKER = '<!-- page-cost: new runs are inserted above this line -->';

interface Call {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const ALL_PAGES: { page: string; call: Call }[] = [
  {
    page: '/home',
    call: { label: 'POST /api/returns/orders', method: 'POST', path: '/api/returns/orders', body: '{}' },
  },
  { page: '/carteira', call: { label: 'GET /api/returns/wallet/b2c', method: 'GET', path: '/api/returns/wallet/b2c' } },
  {
    page: '/protocolos',
    call: { label: 'POST /api/returns/protocols/b2c', method: 'POST', path: '/api/returns/protocols/b2c', body: '{}' },
  },
];

const PAGES = process.env.BENCH_PAGES
  ? ALL_PAGES.filter(({ page }) => process.env.BENCH_PAGES!.split(',').includes(page))
  : ALL_PAGES;

interface Tally {
  latencies: number[];
  requests: number;
  seconds: number;
  bad: number;
  shells: number;
  cpuMicros: number;
}

const emptyTally = (): Tally => ({ latencies: [], requests: 0, seconds: 0, bad: 0, shells: 0, cpuMicros: 0 });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU per answer, ms. */
  cpu: number;
  requests: number;
  shells: number;
}

/** Rates count rendered pages only; a static shell is not what was asked for. */
function figuresOf(tally: Tally): Figures {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    rps: (tally.requests - tally.shells) / tally.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpu: tally.cpuMicros / 1000 / Math.max(1, tally.requests),
    requests: tally.requests,
    shells: tally.shells,
  };
}

function requestOf(origin: string, cookie: string, target: { page?: string; call?: Call }) {
  const headers = { cookie, 'accept-language': 'pt-BR,pt;q=0.9', 'accept-encoding': 'gzip, deflate, br' };
  if (target.page)
    return { url: `${origin}${target.page}`, method: 'GET' as const, headers: { ...headers, accept: 'text/html' } };
  const call = target.call!;
  return {
    url: `${origin}${call.path}`,
    method: call.method,
    headers: { ...headers, accept: 'application/json', ...(call.body ? { 'content-type': 'application/json' } : {}) },
    ...(call.body ? { body: call.body } : {}),
  };
}

/** One slice of load on one target; the server's CPU over it from the child's own process.cpuUsage(). */
async function slice(
  server: ChildProcess,
  request: ReturnType<typeof requestOf>,
  seconds: number,
  connections: number,
  isPage: boolean,
  tally?: Tally,
): Promise<void> {
  const cpuBefore = await cpuOf(server);
  const latencies: number[] = [];
  let shells = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...request, connections, duration: seconds, timeout: 20 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, bytes, responseTime) => {
      if (isPage && bytes < RENDERED_MIN_BYTES) shells += 1;
      else latencies.push(responseTime);
    });
  });
  const cpuAfter = await cpuOf(server);
  if (!tally) return;
  tally.latencies.push(...latencies);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.bad += result.non2xx + result.errors + result.timeouts;
  tally.shells += shells;
  tally.cpuMicros += cpuAfter - cpuBefore;
}

/** What the page's answer says about its own time (Server-Timing), and that it is a rendered signed-in page. */
async function checkPage(origin: string, cookie: string, page: string): Promise<string> {
  const response = await fetch(`${origin}${page}`, { headers: { cookie, 'accept-language': 'pt-BR' } });
  const html = await response.text();
  // BENCH_SAVE_HTML=<dir> keeps each page's HTML, to see what its render is made of.
  if (process.env.BENCH_SAVE_HTML) writeFileSync(path.join(process.env.BENCH_SAVE_HTML, `${page.slice(1)}.html`), html);
  if (response.status !== 200 || !html.includes('"user":{')) {
    throw new Error(`${page} did not arrive rendered for a signed-in shopper (status ${response.status})`);
  }
  return response.headers.get('server-timing') ?? '(no Server-Timing)';
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/** BENCH_SEQUENTIAL=n answers per page one at a time (40); with BENCH_SEQUENTIAL_ONLY=1 and BENCH_PROFILE_DIR, a
 * profile of single renders. BENCH_PAGES=/home,/carteira measures those pages only. */
const SEQUENTIAL_ANSWERS = Number(process.env.BENCH_SEQUENTIAL ?? 40);

/**
 * One shopper at a time: the median latency of the page and of its call, and the median of each Server-Timing phase
 * of the page (where a single render's time goes, with nothing queued).
 */
async function oneAtATime(origin: string, cookie: string, page: string, call: Call): Promise<string> {
  const pageRequest = requestOf(origin, cookie, { page });
  const callRequest = requestOf(origin, cookie, { call });
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const phases = new Map<string, number[]>();
  const pageTimes: number[] = [];
  const callTimes: number[] = [];
  for (let index = 0; index < SEQUENTIAL_ANSWERS; index += 1) {
    let start = performance.now();
    const answer = await fetch(pageRequest.url, { headers: pageRequest.headers });
    await answer.arrayBuffer();
    pageTimes.push(performance.now() - start);
    for (const [, name, value] of (answer.headers.get('server-timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)) {
      phases.set(name!, [...(phases.get(name!) ?? []), Number(value)]);
    }
    start = performance.now();
    const callAnswer = await fetch(callRequest.url, {
      method: callRequest.method,
      headers: callRequest.headers,
      ...(callRequest.body ? { body: callRequest.body } : {}),
    });
    await callAnswer.arrayBuffer();
    callTimes.push(performance.now() - start);
  }
  const phaseText = [...phases].map(([name, values]) => `${name} ${ms(median(values))}`).join(', ');
  return `page ${ms(median(pageTimes))} ms (${phaseText}); call ${ms(median(callTimes))} ms`;
}

/**
 * BENCH_INTERLEAVED=n (several builds): each page n times on every build in turn, one request at a time, each with
 * the server's own CPU for it (the child's process.cpuUsage() before and after) and its Server-Timing render phase.
 * Builds measured minutes apart, or even in alternating 1.5 s slices, moved by more than a change's size while the
 * machine's two cores carried other sessions' work (load 10-15); request by request, in turn, both builds see the
 * same moments, and a median of per-request CPU is not moved by waiting for a core.
 */
const INTERLEAVED_ANSWERS = Number(process.env.BENCH_INTERLEAVED ?? 0);

async function interleaved(servers: readonly Server[], cookie: string, page: string): Promise<string[]> {
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const cpu = servers.map((): number[] => []);
  const render = servers.map((): number[] => []);
  for (let index = 0; index < INTERLEAVED_ANSWERS; index += 1) {
    // The first build first on even rounds, last on odd ones.
    const order = [...servers.keys()];
    if (index % 2 === 1) order.reverse();
    for (const at of order) {
      const server = servers[at]!;
      const request = requestOf(server.origin, cookie, { page });
      const before = await cpuOf(server.child);
      const answer = await fetch(request.url, { headers: request.headers });
      await answer.arrayBuffer();
      cpu[at]!.push((await cpuOf(server.child)) - before);
      const phase = /render;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '');
      if (phase) render[at]!.push(Number(phase[1]));
    }
  }
  return servers.map(
    (server, at) =>
      `  interleaved, medians of ${INTERLEAVED_ANSWERS}: ${server.label} ${page} CPU ${ms(median(cpu[at]!) / 1000)} ms a page ` +
      `(render ${ms(median(render[at]!))} ms)`,
  );
}

interface Server {
  label: string;
  child: ChildProcess;
  origin: string;
}

async function startServer(distDir: string, apiTree: string | null, databaseUrl: string): Promise<Server> {
  if (!existsSync(path.join(distDir, '.server', 'entry-server.js'))) {
    throw new Error(`${distDir} has no server build: npm run build -w apps/web (-- --outDir <dir>)`);
  }
  const serverScript = apiTree
    ? path.join(apiTree, 'bench', 'support', 'api-server.ts')
    : path.join(here, 'support', 'api-server.ts');
  const started = await startChildServer(serverScript, {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_WEB_DIST_DIR: distDir,
    // As the production image sets it (Dockerfile): React, which the server render imports from node_modules,
    // chooses its production or development build by this variable, not by the API's own configuration.
    NODE_ENV: 'production',
  });
  const label = `${path.relative(process.cwd(), distDir) || distDir}${apiTree ? ` (API: ${apiTree})` : ''}`;
  return { label, child: started.child, origin: `http://127.0.0.1:${started.port}` };
}

interface Row {
  build: string;
  page: string;
  call: string;
  ours: Figures;
  api: Figures;
  crowd: Figures;
  /** The same page's bytes without session, data or render (support/page-floor-route.ts), in the same slices. */
  floor: Figures;
}

/**
 * One page on every build against its call (answered by the first build's server): the sides in alternating slices,
 * the order reversed each round; then the page on each build at 16 shoppers.
 */
async function measurePage(servers: readonly Server[], cookie: string, page: string, call: Call): Promise<Row[]> {
  const first = servers[0]!;
  const sides = [
    ...servers.map((server) => ({ server, request: requestOf(server.origin, cookie, { page }), isPage: true })),
    { server: first, request: requestOf(first.origin, cookie, { page: floorOf(page) }), isPage: true },
    { server: first, request: requestOf(first.origin, cookie, { call }), isPage: false },
  ];
  for (const side of sides) {
    await slice(side.server.child, side.request, WARM_UP_SECONDS, VERSUS_CONNECTIONS, side.isPage);
  }
  const tallies = sides.map(emptyTally);
  for (let round = 0; round < VERSUS_ROUNDS; round += 1) {
    const order = [...sides.keys()];
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const side = sides[index]!;
      await slice(
        side.server.child,
        side.request,
        VERSUS_SLICE_SECONDS,
        VERSUS_CONNECTIONS,
        side.isPage,
        tallies[index],
      );
    }
  }
  const callTally = tallies[sides.length - 1]!;
  const floorTally = tallies[sides.length - 2]!;
  const rows: Row[] = [];
  for (const [index, server] of servers.entries()) {
    const crowdTally = emptyTally();
    await slice(server.child, sides[index]!.request, CROWD_SECONDS, CROWD, true, crowdTally);
    for (const tally of [tallies[index]!, floorTally, callTally, crowdTally]) {
      if (tally.bad > 0) throw new Error(`${page}: ${tally.bad} answers were not 200`);
    }
    rows.push({
      build: process.env.BENCH_LABEL && servers.length === 1 ? process.env.BENCH_LABEL : server.label,
      page,
      call: call.label,
      ours: figuresOf(tallies[index]!),
      api: figuresOf(callTally),
      crowd: figuresOf(crowdTally),
      floor: figuresOf(floorTally),
    });
  }
  return rows;
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const servers: Server[] = [];
  try {
    const { cookie } = await demoCustomerDatabase(databaseUrl, dataDir, BRAND_ID, async () => {});
    for (const [at, distDir] of distDirs.entries()) {
      servers.push(await startServer(distDir, apiTrees[at] ?? null, databaseUrl));
    }
    for (const server of servers) {
      for (const { page, call } of PAGES) {
        console.log(`${server.label} ${page} first answer: ${await checkPage(server.origin, cookie, page)}`);
        console.log(
          `  one at a time, medians of ${SEQUENTIAL_ANSWERS}: ${await oneAtATime(server.origin, cookie, page, call)}`,
        );
      }
    }
    if (INTERLEAVED_ANSWERS > 0) {
      for (const { page } of PAGES) for (const line of await interleaved(servers, cookie, page)) console.log(line);
    }
    if (process.env.BENCH_SEQUENTIAL_ONLY === '1') return;

    const loadAtStart = os.loadavg()[0]!;
    const rows: Row[] = [];
    for (const { page, call } of PAGES) rows.push(...(await measurePage(servers, cookie, page, call)));
    const loadAtEnd = os.loadavg()[0]!;

    console.log(
      `\n${VERSUS_CONNECTIONS} connection(s), ${VERSUS_ROUNDS} alternating rounds of ${VERSUS_SLICE_SECONDS} s per side; ` +
        `then ${CROWD} shoppers for ${CROWD_SECONDS} s. ${os.cpus().length} cores, Node ${process.version}, ` +
        `load ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}`,
    );
    console.log(
      '| build | page | page/s | page CPU ms | call | call/s | call CPU ms | ratio of rates | CPU ratio | 16 shoppers: pages/s | p50 ms | p99 ms | shells |',
    );
    console.log('|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    let worst = Number.POSITIVE_INFINITY;
    for (const { build, page, call, ours, api, crowd } of rows) {
      const ratio = ours.rps / api.rps;
      if (build === servers[servers.length - 1]!.label || servers.length === 1) worst = Math.min(worst, ratio);
      const cells =
        `${page} | ${ours.rps.toFixed(0)} | ${ms(ours.cpu)} | ${call} | ${api.rps.toFixed(0)} | ${ms(api.cpu)} | ` +
        `**${ratio.toFixed(2)}** | ${(api.cpu / ours.cpu).toFixed(2)} | ${crowd.rps.toFixed(0)} | ${ms(crowd.p50)} | ` +
        `${ms(crowd.p99)} | ${ours.shells + crowd.shells}`;
      console.log(`| ${build} | ${cells} |`);
      if (process.env.BENCH_RECORD !== '0') {
        recordRun(
          MARKER,
          `| ${runCells()} | ${build} | ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)} | ${cells} |`,
        );
      }
    }
    printFloors(rows, `${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}`);
    // In the versus slices a shell would flatter the page; among 16 shoppers it is the server's overload answer
    // (ADR 0024), counted in its column and left out of the crowd's pages/s.
    const shells = rows.reduce((sum, row) => sum + row.ours.shells, 0);
    if (shells > 0) throw new Error(`${shells} pages went out as the static shell: the figures are not the render's`);
    console.log(
      `\nlowest ratio (last build) ${worst.toFixed(2)}: target >= ${TARGET_RATIO} ${worst >= TARGET_RATIO ? 'PASS' : 'FAIL'}, ` +
        `aim >= ${AIM_RATIO} ${worst >= AIM_RATIO ? 'met' : 'not met'}`,
    );
    process.exitCode = worst >= TARGET_RATIO ? 0 : 1;
  } finally {
    await Promise.all(servers.map((server) => stopChildServer(server.child)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const FLOOR_MARKER = '<!-- page-floor: new runs are inserted above this line -->';

/** The floor's own URL on a rendering bench server: the page's bytes again, nothing rendered. */
function floorOf(page: string): string {
  return `${PAGE_FLOOR_PATH}?page=${encodeURIComponent(page)}`;
}

/**
 * Each page against its floor and its call, from the same slices: the floor's ratio of rates is the most any render
 * or data change could bring that page to while it sends the same bytes.
 */
function printFloors(rows: readonly Row[], load: string) {
  console.log(
    '\n| build | page | page/s | floor/s | floor CPU ms | call/s | ratio of rates | floor ratio (best possible) |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const { build, page, ours, api, floor } of rows) {
    const cells =
      `${page} | ${ours.rps.toFixed(0)} | ${floor.rps.toFixed(0)} | ${ms(floor.cpu)} | ${api.rps.toFixed(0)} | ` +
      `${(ours.rps / api.rps).toFixed(2)} | **${(floor.rps / api.rps).toFixed(2)}**`;
    console.log(`| ${build} | ${cells} |`);
    if (process.env.BENCH_RECORD !== '0') recordRun(FLOOR_MARKER, `| ${runCells()} | ${build} | ${load} | ${cells} |`);
  }
}

withScratchDatabase(measure).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
