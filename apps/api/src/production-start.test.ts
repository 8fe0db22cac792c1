/**
 * Issue 9 item 10: a production start on an empty database seeds nothing and prints no shopper's login; only an
 * explicit `npm run seed` puts demo data in. A development start keeps seeding an empty database and showing the demo
 * logins. The real server (`node --import tsx apps/api/src/server.ts`) is started on 127.0.0.1 and a free port, on a
 * fresh database of the run's kind (a PGlite folder, or a new PostgreSQL database when DATABASE_URL is set).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { consumers, orders } from './db/schema';
import { DEMO_LOGINS } from './db/seed/demo-logins';
import { databaseUrl, testDatabaseName, withAdmin } from './test/global-setup';
import { freePort } from './test/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNNING = 'Returns portal is running';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh, empty database of the run's kind: the env the server needs to use it. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { env: { DATA_DIR: dataDir }, dataDir };
  const name = testDatabaseName('test');
  await withAdmin(baseUrl, (admin) => admin.query(`create database ${name}`));
  cleanups.push(() =>
    withAdmin(baseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  );
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(baseUrl, name) }, dataDir };
}

/** Starts the server, waits for its start-up banner, stops it with SIGTERM; returns everything it printed. */
async function startAndStop(env: Record<string, string>): Promise<string> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(server, 'exit');
  let output = '';
  const running = new Promise<void>((resolve, reject) => {
    const collect = (chunk: string) => {
      output += chunk;
      if (output.includes(RUNNING)) resolve();
    };
    server.stdout.setEncoding('utf8').on('data', collect);
    server.stderr.setEncoding('utf8').on('data', collect);
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before it ran:\n${output}`)));
  });
  try {
    await running;
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
  return output;
}

async function customerAndOrderCounts(env: Record<string, string>, dataDir: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 1 });
  try {
    const [customerRows] = await database.db.select({ n: count() }).from(consumers);
    const [orderRows] = await database.db.select({ n: count() }).from(orders);
    return { customers: customerRows!.n, orders: orderRows!.n };
  } finally {
    await database.close();
  }
}

/** Runs `npm run seed`'s script to its end; returns everything it printed. */
async function runSeed(env: Record<string, string>): Promise<string> {
  const seed = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/run.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  seed.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  seed.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code] = (await once(seed, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seed exited (${code}):\n${output}`);
  return output;
}

describe('start-up on an empty database', () => {
  it('in production: migrates, seeds no demo data and prints no login', async () => {
    const { env, dataDir } = await emptyDatabase();
    const output = await startAndStop({
      ...env,
      NODE_ENV: 'production',
      COOKIE_SECRET: 'a-production-like-cookie-secret-32-chars-min',
      CODE_HASH_SECRET: 'a-production-like-code-hash-secret-32-chars',
    });
    expect(output).toContain(RUNNING);
    expect(output).not.toContain('Demo logins');
    for (const login of DEMO_LOGINS) expect(output).not.toContain(login.identity);
    expect(output).not.toMatch(/@example\.com/);
    // Migrated (the tables answer) but empty.
    expect(await customerAndOrderCounts(env, dataDir)).toEqual({ customers: 0, orders: 0 });
  }, 180_000);

  it('in development: seeds the demo data and shows the demo logins, as before', async () => {
    const { env, dataDir } = await emptyDatabase();
    const output = await startAndStop({ ...env, NODE_ENV: 'development' });
    expect(output).toContain('Demo logins');
    for (const login of DEMO_LOGINS) expect(output).toContain(login.identity);
    const counts = await customerAndOrderCounts(env, dataDir);
    expect(counts.customers).toBeGreaterThan(0);
    expect(counts.orders).toBeGreaterThan(0);
  }, 180_000);

  it('an explicit seed in production seeds but prints no login', async () => {
    const { env, dataDir } = await emptyDatabase();
    const output = await runSeed({
      ...env,
      NODE_ENV: 'production',
      COOKIE_SECRET: 'a-production-like-cookie-secret-32-chars-min',
      CODE_HASH_SECRET: 'a-production-like-code-hash-secret-32-chars',
    });
    expect(output).toContain('Seeded the demo data');
    expect(output).not.toContain('Demo logins');
    for (const login of DEMO_LOGINS) expect(output).not.toContain(login.identity);
    expect((await customerAndOrderCounts(env, dataDir)).customers).toBeGreaterThan(0);
  }, 180_000);
});

/** Starts the server on a folder that does not exist yet; returns its exit code, its output and whether it opened it. */
async function startWithBadConfig(env: Record<string, string>) {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'portal-bad-config-'));
  cleanups.push(async () => rmSync(parent, { recursive: true, force: true }));
  const dataDir = path.join(parent, 'data');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code] = (await once(server, 'exit')) as [number | null];
  // Nothing was opened: the embedded database would have created its folder.
  return { code, output, opened: existsSync(dataDir) };
}

describe('start-up with a bad variable (issue 24)', () => {
  it('stops before opening the database, naming every bad variable, without a stack trace', async () => {
    const { code, output, opened } = await startWithBadConfig({ ERP_API_KEYS: '1=short', METRICS_PORT: '70000' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(/ERP_API_KEYS: /);
    expect(output).toMatch(/METRICS_PORT: /);
    expect(output).not.toMatch(/^\s+at /m);
    expect(opened).toBe(false);
  });

  it("lists every module's bad settings, a shared key and another brand's VTEX company in the same list (issue 44)", async () => {
    const key = 'a-key-of-at-least-thirty-two-characters-0001';
    const { code, output, opened } = await startWithBadConfig({
      WEBHOOK_TIMEOUT_MS: 'soon',
      PRIVACY_INACTIVE_DAYS: '0',
      JOBS_POLL_INTERVAL_SECONDS: '-1',
      BRAND_PUBLIC_URLS: '1=ftp://x.example',
      ERP_API_KEYS: `1=${key}`,
      INTEGRATION_API_KEYS: `1=${key}`,
      VTEX_2_ACCOUNT: 'trilhanorte',
      VTEX_2_APP_KEY: 'vtexappkey-trilhanorte-ABCDEF',
      VTEX_2_APP_TOKEN: 'TOKEN-0123456789abcdefghijklmnop',
      VTEX_2_COMPANY_CODE: '157',
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    for (const variable of [
      'WEBHOOK_TIMEOUT_MS',
      'PRIVACY_INACTIVE_DAYS',
      'JOBS_POLL_INTERVAL_SECONDS',
      'BRAND_PUBLIC_URLS',
      'INTEGRATION_API_KEYS',
      'VTEX_2_COMPANY_CODE',
    ])
      expect(output).toContain(`  - ${variable}: `);
    expect(output).not.toMatch(/^\s+at /m);
    expect(opened).toBe(false);
  });
});
