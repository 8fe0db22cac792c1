/// <reference lib="dom" />
/**
 * A returning shopper's cold visit to Home (issue 11 item 18): time to the first order card, and what the browser
 * fetched to get there.
 *
 *   node --import tsx bench/home-first-card.ts [distDir] [--runs 3] [--label text]
 *
 * Serves `distDir` (default apps/web/dist, an existing production build: this script builds nothing) with the whole
 * API on a fresh PGlite database seeded with the demo data, on 127.0.0.1 at a random port. Logs in the demo customer
 * Ana once (code from the development outbox), then for each network profile and run opens /home in a new browser
 * context that holds only the session cookies (empty cache, as a shopper coming back in a new tab), in Debian's
 * Chromium with CDP network throttling (150 ms latency, as in ADR 0012). Per run: the time from navigation start to
 * the first `article[data-unique-key]` in the DOM (a MutationObserver installed before any script runs), the number of
 * script files and their transferred bytes up to that moment, and every request for the brand, the session check,
 * the logo and anything named "logout" until the network is quiet (cancelled ones included). Prints each run and the
 * medians, with the 1-minute load average before and after: on a shared machine only runs at a similar load compare.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LATENCY_MS = 150;
const PROFILES = [
  { name: '1.6 Mbit/s', bitsPerSecond: 1.6e6 },
  { name: '10 Mbit/s', bitsPerSecond: 10e6 },
] as const;
const FIRST_CARD = 'article[data-unique-key]';
const QUIET_AFTER_CARD_MS = 60_000;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const positional = process.argv
  .slice(2)
  .filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'));
const distDir = path.resolve(positional[0] ?? path.join(repoRoot, 'apps/web/dist'));
const runs = Number(argument('runs') ?? 3);
const label = argument('label') ?? path.basename(distDir);
if (!existsSync(path.join(distDir, 'index.html'))) {
  throw new Error(`${distDir}/index.html does not exist: build the web app first (npm run build -w apps/web).`);
}

interface RunResult {
  firstCardMs: number;
  firstPaintMs: number;
  scripts: number;
  scriptKb: number;
  requests: { brand: number; session: number; logo: number; logout: number; cancelled: string[] };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-home-'));
  const config = loadConfig({
    // 'test' keeps the development outbox (the login code) and plain-HTTP cookies; the web build is production's.
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    CODE_HASH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemoData(database.db, { now: new Date(), dataDir });
  const app = await buildApp({ config, database, webDistDir: distDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs Ana in through the API as the login dialog does, and writes the cookies the web app writes after it. */
async function loggedInState(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  const email = DEMO.ana.email;
  const since = Date.now();
  const asked = await context.request.post(`${origin}/api/authentication/fastaccess/code`, {
    data: { brand: 1, email },
    headers,
  });
  if (!asked.ok()) throw new Error(`asking for a code: ${asked.status()} ${await asked.text()}`);
  const outbox = (await (
    await context.request.get(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    messages: { code?: string | null; createdAt: string }[];
  };
  const code = outbox.messages.find((m) => m.code && Date.parse(m.createdAt) >= since - 2_000)?.code;
  if (!code) throw new Error('no login code in the outbox');
  const login = await context.request.post(`${origin}/api/authentication/fastaccess/login`, {
    data: { brand: 1, email, tokenCode: code },
    headers,
  });
  if (!login.ok()) throw new Error(`logging in: ${login.status()} ${await login.text()}`);
  const { user } = (await login.json()) as { user: Record<string, unknown> & { address?: Record<string, unknown> } };
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const person = Object.fromEntries(['email', 'phone', 'cpf', 'nome', 'telefone'].map((k) => [k, text(user[k])]));
  const address = Object.fromEntries(
    ['cep', 'endereco', 'numero', 'complemento', 'bairro', 'cidade', 'uf'].map((k) => [k, text(user.address?.[k])]),
  );
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: origin });
  await context.addCookies([
    cookie('portal_email', text(person.email)),
    cookie('portal_user', JSON.stringify(person)),
    cookie('portal_address', JSON.stringify(address)),
  ]);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(
  browser: Browser,
  origin: string,
  state: Awaited<ReturnType<typeof loggedInState>>,
  bitsPerSecond: number,
): Promise<RunResult> {
  const context: BrowserContext = await browser.newContext({
    storageState: state,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    const win = window as unknown as { __firstCardAt?: number };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        win.__firstCardAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, FIRST_CARD);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: bitsPerSecond / 8,
    uploadThroughput: bitsPerSecond / 8,
  });
  const urls = new Map<
    string,
    { url: string; type?: string; bytes: number; done: boolean; start: number; end: number; fromCache: boolean }
  >();
  const cancelled: string[] = [];
  let cardSeen = false;
  const scriptsAtCard = { count: 0, bytes: 0 };
  cdp.on('Network.requestWillBeSent', (event) =>
    urls.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      bytes: 0,
      done: false,
      start: event.timestamp,
      end: 0,
      fromCache: false,
    }),
  );
  // A request the browser answered from its own cache never reached the server: it is not counted as one.
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = urls.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = urls.get(event.requestId);
    if (entry && (event.response.fromDiskCache || event.response.fromPrefetchCache)) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = urls.get(event.requestId);
    if (!entry) return;
    entry.bytes = event.encodedDataLength;
    entry.done = true;
    entry.end = event.timestamp;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = urls.get(event.requestId);
    if (entry)
      cancelled.push(new URL(entry.url).pathname + (event.canceled ? ' (cancelled)' : ` (${event.errorText})`));
  });
  await page.goto(`${origin}/home`);
  await page.waitForFunction(
    () => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined,
    null,
    {
      timeout: QUIET_AFTER_CARD_MS,
      polling: 50,
    },
  );
  cardSeen = true;
  for (const entry of urls.values()) {
    if (entry.type === 'Script') {
      scriptsAtCard.count += 1;
      scriptsAtCard.bytes += entry.bytes;
    }
  }
  const firstCardMs = await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt);
  // The first pixels on screen: since index.html carries the page's outline, this comes before any script runs.
  const firstPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
  );
  await page.waitForLoadState('networkidle', { timeout: QUIET_AFTER_CARD_MS }).catch(() => undefined);
  if (process.env.BENCH_TRACE) {
    // BENCH_TRACE=1: the timeline of every request (seconds from the first), to see what waited for what.
    const first = Math.min(...[...urls.values()].map((entry) => entry.start));
    for (const entry of [...urls.values()].sort((a, b) => a.start - b.start)) {
      const at = (t: number) => (t ? (t - first).toFixed(2) : '-');
      console.log(
        `    ${at(entry.start)}–${at(entry.end)} ${(entry.bytes / 1000).toFixed(1)} kB ${new URL(entry.url).pathname}`,
      );
    }
    console.log(`    first card at ${Math.round(firstCardMs)} ms after navigation start`);
  }
  const paths = [...urls.values()].filter((entry) => !entry.fromCache).map((entry) => new URL(entry.url).pathname);
  const count = (test: (p: string) => boolean) => paths.filter(test).length;
  await context.close();
  if (!cardSeen) throw new Error('no card');
  return {
    firstCardMs,
    firstPaintMs,
    scripts: scriptsAtCard.count,
    scriptKb: scriptsAtCard.bytes / 1000,
    requests: {
      brand: count((p) => p === '/api/brand'),
      session: count((p) => p === '/api/authentication/valid'),
      logo: count((p) => p === '/api/brand/logo.svg'),
      logout: count((p) => /logout/.test(p)),
      cancelled,
    },
  };
}

const loadBefore = os.loadavg()[0]!;
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
try {
  const state = await loggedInState(browser, server.origin);
  console.log(
    `home-first-card: ${label} (${distDir}), load ${loadBefore.toFixed(1)} at start, ${runs} runs per profile`,
  );
  for (const profile of PROFILES) {
    const results: RunResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measure(browser, server.origin, state, profile.bitsPerSecond);
      results.push(result);
      const r = result.requests;
      console.log(
        `  ${profile.name} run ${run + 1}: first paint ${Math.round(result.firstPaintMs)} ms, first card ` +
          `${Math.round(result.firstCardMs)} ms; ${result.scripts} scripts ` +
          `${result.scriptKb.toFixed(1)} kB; brand ${r.brand}, session ${r.session}, logo ${r.logo}, logout ${r.logout}` +
          (r.cancelled.length ? `; failed/cancelled: ${r.cancelled.join(', ')}` : ''),
      );
    }
    console.log(
      `  ${profile.name} median: first paint ${Math.round(median(results.map((r) => r.firstPaintMs)))} ms, ` +
        `first card ${Math.round(median(results.map((r) => r.firstCardMs)))} ms, ` +
        `${median(results.map((r) => r.scripts))} scripts, ${median(results.map((r) => r.scriptKb)).toFixed(1)} kB`,
    );
  }
  console.log(`  load ${os.loadavg()[0]!.toFixed(1)} at end`);
} finally {
  await browser.close();
  await server.close();
}
