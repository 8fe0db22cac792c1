/**
 * Lighthouse on the first pages a shopper opens (issue 16, ADR 0024): `/login`, and `/home`, `/protocolos`,
 * `/carteira` signed in as Ana, each against a static HTML page with the same texts served from this machine in the
 * same run. Mobile preset (simulated slow 4G, 4× CPU slowdown), Debian's Chromium, three runs each, medians.
 *
 *   node --import tsx bench/lighthouse.ts            (PostgreSQL at DATABASE_URL, default the local test server)
 *
 * LIGHTHOUSE_BUSY_LOOPS=2 runs that many busy loops (child processes spinning, started before the audits and stopped
 * after) as a steady background load, issue 29's "busy phone" row; the row records the load average at the start and
 * the end of the audits, the loops, and Lighthouse's benchmarkIndex of this host (median of the page's runs).
 * LIGHTHOUSE_AS_INDEX=1440 measures as on a host of that benchmarkIndex: before any busy loop starts it reads this host's
 * own index (median of three audits of the first measured page's static twin) and slows the CPU by 4 × that index
 * ÷ 1440 instead of Lighthouse's constant 4× (its docs: the 4× assumes a desktop-class host, and a host at the high end
 * of its bracket takes a higher multiplier, see throttling.md "Calibrating the CPU slowdown"); the row names the
 * multiplier.
 * LIGHTHOUSE_THROTTLING=devtools throttles for real (DevTools slows the CPU and the network while the page loads, and the
 * metrics are read off that trace) instead of Lighthouse's default simulation from an unthrottled load.
 * LIGHTHOUSE_TWIN_ISOLATION=1 makes the static twins send the portal's own Cross-Origin-Opener-Policy and
 * Origin-Agent-Cluster headers, which move a navigation into a new process (ADR 0064).
 * LIGHTHOUSE_PAGE=/home (or a comma list) measures those pages only, BENCH_LABEL=text names the build in the row, LIGHTHOUSE_RUNS=n changes the three runs, LIGHTHOUSE_REPORT_DIR=dir keeps
 * each whole report there with its trace (what each long task was made of), LIGHTHOUSE_DEBUG=1 prints observed paints and the LCP element; BENCH_RECORD=0 adds no row.
 *
 * The portal runs as production runs it: the production web build, served by the API with NODE_ENV=production, on a
 * scratch PostgreSQL database. Production sends no codes to an outbox, so the demo data and Ana's session are made
 * first by a development start on the same database and secrets; the production start then serves her cookie.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/protocolos', signedIn: true },
  { path: '/carteira', signedIn: true },
] as const;
/** LIGHTHOUSE_PAGE=/home,/carteira measures only those pages. */
const PAGES = process.env.LIGHTHOUSE_PAGE
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGE!.split(',').includes(page.path))
  : ALL_PAGES;
const ANA = 'ana.souza@example.com';
const RUNS_MARKER = '<!-- lighthouse: new runs are inserted above this line -->';

interface Sample {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of this host's speed at that moment (a phone-class host is about 1500 or less). */
  benchmarkIndex: number;
}

const BUSY_LOOPS = Number(process.env.LIGHTHOUSE_BUSY_LOOPS ?? 0);
/** Lighthouse's own CPU slowdown, calibrated for a desktop-class host. */
const DEFAULT_CPU_SLOWDOWN = 4;
const AS_INDEX = process.env.LIGHTHOUSE_AS_INDEX ? Number(process.env.LIGHTHOUSE_AS_INDEX) : null;
if (AS_INDEX !== null && !(AS_INDEX > 0)) throw new Error('LIGHTHOUSE_AS_INDEX must be a positive benchmarkIndex');
const THROTTLING_METHOD = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** The CPU slowdown every audit of this run uses (set once, before the audits, when LIGHTHOUSE_AS_INDEX is given). */
let cpuSlowdown = DEFAULT_CPU_SLOWDOWN;

/** Child processes that each keep one core busy until stopped: a steady background load on the host. */
function startBusyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitHealthy(origin: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startServer(env: Record<string, string>): ChildProcess {
  const compiled = path.join(repoRoot, 'apps/api/dist/server.js');
  const args = existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'apps/api/src/server.ts'];
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Ana's session cookie, through the real code login (the development outbox gives the code). */
async function signIn(origin: string): Promise<string> {
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  const asked = await fetch(`${origin}/api/authentication/fastaccess/code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ brand: 1, email: ANA }),
  });
  if (!asked.ok) throw new Error(`code request: ${asked.status}`);
  const outbox = (await (await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(ANA)}`)).json()) as {
    messages: { code: string | null }[];
  };
  const tokenCode = outbox.messages.find((message) => message.code)?.code;
  const login = await fetch(`${origin}/api/authentication/fastaccess/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ brand: 1, email: ANA, tokenCode }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

/** The visible text of a rendered page, as plain headings and paragraphs: the static page to compare with. */
function staticTwin(html: string, title: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="portal-state"'));
  const blocks = root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .split(/<\/(?:h\d|p|a|button|dt|dd|li|span|label)>/)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const [first, ...rest] = blocks;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${title}"></head><body><main><h1>${first ?? title}</h1>${rest.map((text) => `<p>${text}</p>`).join('')}</main></body></html>`;
}

/** The response headers that make Chromium give a page its own browsing context group and process. */
const ISOLATION_HEADERS = ['cross-origin-opener-policy', 'origin-agent-cluster'] as const;
/** LIGHTHOUSE_TWIN_ISOLATION=1: the static twins send the portal's own isolation headers (ADR 0064). */
const TWIN_ISOLATION = process.env.LIGHTHOUSE_TWIN_ISOLATION === '1';

function serveStatic(pages: Map<string, string>, port: number, headers: Record<string, string>): http.Server {
  return http
    .createServer((request, response) => {
      const body = pages.get(request.url ?? '');
      response.writeHead(body ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...headers,
      });
      response.end(body ?? 'not found');
    })
    .listen(port, '127.0.0.1');
}

/** One audit, retried once when Lighthouse gives no figures (a page that timed out on a busy machine). */
/**
 * Puts the page's cookies in the browser's own jar, and nothing else: Ana's session for a signed-in page, none for the
 * others. Lighthouse's storage reset keeps cookies, and a cookie in the jar wins over an extra Cookie header: once
 * /login had written its language cookie, the signed-in pages went out with that cookie alone, rendered signed out
 * and were measured on the login page they sent the browser to (the signed-in rows before 2026-11-25 19:45).
 */
async function setBrowserCookies(chromePort: number, origin: string, cookie: string | null): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.clearCookies');
    const pairs = (cookie ?? '').split('; ').filter(Boolean);
    if (pairs.length > 0) {
      await session.send('Storage.setCookies', {
        cookies: pairs.map((pair) => {
          const equals = pair.indexOf('=');
          return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url: origin, httpOnly: true };
        }),
      });
    }
  } finally {
    await browser.disconnect();
  }
}

async function audit(url: string, chromePort: number, cookie: string | null): Promise<Sample> {
  const first = await auditOnce(url, chromePort, cookie);
  return Number.isFinite(first.lcp) ? first : auditOnce(url, chromePort, cookie);
}

async function auditOnce(url: string, chromePort: number, cookie: string | null): Promise<Sample> {
  await setBrowserCookies(chromePort, new URL(url).origin, cookie);
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The mobile preset's other throttling (network) is kept: flags are merged into its settings.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    throttlingMethod: THROTTLING_METHOD,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A page that sent the browser elsewhere (a session refused, then /login) is not the page asked for.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not measured`);
  }
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    // The whole report, to read where the time went (main-thread work, long tasks, network).
    const { port, pathname } = new URL(url);
    const name = `${port}${pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
    // The observed trace beside it (Lighthouse simulates a 4x slower CPU from it): what each long task was made of.
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORT_DIR, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
  }
  if (process.env.LIGHTHOUSE_DEBUG) {
    const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    console.log(
      url,
      JSON.stringify({
        observedFcp: metrics.observedFirstContentfulPaint,
        observedLcp: metrics.observedLargestContentfulPaint,
        fcp: metrics.firstContentfulPaint,
        lcp: metrics.largestContentfulPaint,
      }),
    );
    const blocking =
      (lhr.audits['render-blocking-resources']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    console.log('  blocking', blocking.map((item) => item.url).join(' '));
    const lcpEl = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)?.items;
    console.log('  lcp element', JSON.stringify(lcpEl)?.slice(0, 400));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function medianSample(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as Sample;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (process.env.LIGHTHOUSE_REPORT_DIR) mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
  // Built only when missing: rebuilding would empty apps/web/dist under any server serving it (an e2e run).
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/.server/entry-server.js'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  await withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const secrets = {
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      CODE_HASH_SECRET: randomBytes(32).toString('hex'),
    };
    const base = {
      ...secrets,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    };
    let server = startServer({ ...base, NODE_ENV: 'development' });
    let staticServer: http.Server | null = null;
    let chrome: chromeLauncher.LaunchedChrome | null = null;
    let busyLoops: ChildProcess[] = [];
    try {
      await waitHealthy(origin, server);
      const cookie = await signIn(origin);
      await stopServer(server);
      server = startServer({ ...base, NODE_ENV: 'production' });
      await waitHealthy(origin, server);

      const twins = new Map<string, string>();
      const twinHeaders: Record<string, string> = {};
      for (const page of PAGES) {
        const response = await fetch(`${origin}${page.path}`, { headers: page.signedIn ? { Cookie: cookie } : {} });
        const html = await response.text();
        if (!html.includes('id="portal-state"')) throw new Error(`${page.path} did not arrive rendered`);
        console.log(`${page.path}: ${html.length} bytes, Server-Timing ${response.headers.get('server-timing')}`);
        twins.set(page.path, staticTwin(html, page.path));
        for (const name of TWIN_ISOLATION ? ISOLATION_HEADERS : []) {
          const value = response.headers.get(name);
          if (value) twinHeaders[name] = value;
        }
      }
      if (TWIN_ISOLATION) console.log('static twins send', JSON.stringify(twinHeaders));
      const staticPort = await freePort();
      staticServer = serveStatic(twins, staticPort, twinHeaders);

      chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      let calibration: string | null = null;
      if (AS_INDEX !== null) {
        // This host's speed while quiet, from Lighthouse's own benchmark; the loops below then load this host as
        // they would load the slower one.
        // The first measured page's static twin: a page this run serves (LIGHTHOUSE_PAGE may leave /login out).
        const calibrationUrl = `http://127.0.0.1:${staticPort}${PAGES[0]!.path}`;
        const indexes: number[] = [];
        for (let run = 0; run < 3; run += 1) {
          indexes.push((await audit(calibrationUrl, chrome.port, null)).benchmarkIndex);
        }
        const hostIndex = median(indexes);
        cpuSlowdown = (DEFAULT_CPU_SLOWDOWN * hostIndex) / AS_INDEX;
        calibration = `as on a host of benchmarkIndex ${AS_INDEX}: this one's ${Math.round(hostIndex)} at ${cpuSlowdown.toFixed(1)}× CPU`;
        console.log(
          `host benchmarkIndex ${indexes.map(Math.round).join(', ')}: CPU slowdown ${cpuSlowdown.toFixed(2)}×`,
        );
      }
      busyLoops = startBusyLoops(BUSY_LOOPS);
      const loadAtStart = os.loadavg()[0]!;
      const rows: string[] = [];
      const samples: { page: string; a: Sample; b: Sample }[] = [];
      for (const page of PAGES) {
        const ours: Sample[] = [];
        const bare: Sample[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          // Alternating, so both sides see the same moments of the machine's load.
          ours.push(await audit(`${origin}${page.path}`, chrome.port, page.signedIn ? cookie : null));
          bare.push(await audit(`http://127.0.0.1:${staticPort}${page.path}`, chrome.port, null));
        }
        samples.push({ page: page.path, a: medianSample(ours), b: medianSample(bare) });
      }
      const loadAtEnd = os.loadavg()[0]!;
      // The load over the audits, the background loops and the host's speed Lighthouse measured, in the load cell.
      // BENCH_LABEL names the build measured (e.g. before/after a change), first in the load cell.
      const label = process.env.BENCH_LABEL ? `${process.env.BENCH_LABEL}: ` : '';
      const loadParts = [
        `${label}${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}`,
        BUSY_LOOPS > 0 ? `${BUSY_LOOPS} busy loops` : null,
        calibration,
        THROTTLING_METHOD === 'devtools' ? 'DevTools throttling' : null,
        TWIN_ISOLATION ? 'twins with the isolation headers' : null,
      ];
      const load = loadParts.filter(Boolean).join(', ');
      for (const { page, a, b } of samples) {
        const row =
          `| ${runCells()} | ${load}, benchmarkIndex ${Math.round(a.benchmarkIndex)} | \`${page}\` | ${a.performance} | ` +
          `${a.accessibility} | ${seconds(a.fcp)} | ${seconds(a.lcp)} | ${Math.round(a.tbt)} ms | ${a.cls.toFixed(3)} | ` +
          `${Math.round(a.bytes / 1024)} KiB | ${b.performance} | ${seconds(b.lcp)} | ${(a.lcp / b.lcp).toFixed(2)} |`;
        console.log(row);
        rows.push(row);
      }
      if (process.env.BENCH_RECORD !== '0') for (const row of rows) recordRun(RUNS_MARKER, row);
    } finally {
      for (const loop of busyLoops) loop.kill('SIGKILL');
      await chrome?.kill();
      staticServer?.close();
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

await main();
