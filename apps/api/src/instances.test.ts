/**
 * Issue 15 item 6: two API instances from the compiled build (apps/api/dist, built first when older than the sources)
 * on one PostgreSQL (a private cluster) and one shared DATA_DIR, requests alternating between them, must behave as one
 * server: a login on A works on B, one Idempotency-Key sent to both at once gives one protocol, a file uploaded
 * through A is listed and downloaded through B, and throttles count across both. Every process started here (the two
 * servers, the cluster) is stopped when the file ends, failed or not. PGlite stage only (privateClusterTestsRun).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CODE_REQUESTS_PER_HOUR_PER_IP } from '@portal/domain';
import { buildServer } from '../build/build';
import { DEMO } from './db/seed/demo-logins';
import { itemFor, payload } from './modules/protocols/test-payload';
import { sampleBytes } from './modules/uploads/test-files';
import { privateClusterTestsRun, startPrivateCluster, type PrivateCluster } from './test/private-cluster';
import { freePort } from './test/free-port';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const bundle = path.join(apiRoot, 'dist/server.js');
const REFUND = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' } as const;

/** The newest modification time of any file under these folders. */
function newestSource(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

interface Instance {
  name: string;
  base: string;
  process: ChildProcess;
  output: () => string;
}

const started: Instance[] = [];
/** Should the runner die without afterAll, its servers die with it. */
const killAll = () =>
  started.forEach((instance) => instance.process.exitCode === null && instance.process.kill('SIGKILL'));

/** Starts `node apps/api/dist/server.js`; resolves once it prints its banner (it listens then), rejects if it exits. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const instance: Instance = { name, base: `http://127.0.0.1:${port}`, process: child, output: () => output };
  started.push(instance);
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: string) => {
      output += chunk;
      if (output.includes('Returns portal is running')) resolve();
    };
    child.stdout!.setEncoding('utf8').on('data', collect);
    child.stderr!.setEncoding('utf8').on('data', collect);
    child.once('exit', (code) => reject(new Error(`instance ${name} exited (${code}) before it ran:\n${output}`)));
  });
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = once(instance.process, 'exit');
  instance.process.kill('SIGTERM');
  await exited;
}

let cluster: PrivateCluster;
let databaseUrl: string;
let dataDir: string;
let a: Instance;
let b: Instance;
let ipCounter = 0;
/** Each call from its own client address (TRUST_PROXY is on), so only the throttle test shares one. */
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

interface CallOptions {
  cookie?: string;
  ip?: string;
  key?: string;
  body?: unknown;
  form?: FormData;
}

async function call(instance: Instance, method: string, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp() };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${instance.base}${url}`, {
    method,
    headers,
    body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  return response;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The newest code sent to this address, read from the dev outbox of an instance. */
async function latestCode(instance: Instance, to: string): Promise<string> {
  const outbox = await json(await call(instance, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`));
  const [message] = outbox.messages as { code: string | null }[];
  if (!message?.code) throw new Error(`no code for ${to}`);
  return message.code;
}

let session = '';

describe.runIf(privateClusterTestsRun)('two instances on one PostgreSQL and one DATA_DIR', () => {
  beforeAll(async () => {
    if (
      !existsSync(bundle) ||
      statSync(bundle).mtimeMs < newestSource([path.join(apiRoot, 'src'), path.join(repoRoot, 'packages/domain/src')])
    ) {
      await buildServer();
    }
    process.on('exit', killAll);
    cluster = await startPrivateCluster();
    databaseUrl = await cluster.createDatabase('portal');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-instances-'));
    // Development mode: its dev outbox gives the test the codes. A seeds the empty database; B starts on it after.
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'development', TRUST_PROXY: 'true' };
    a = await startInstance('A', env);
    b = await startInstance('B', env);
  }, 240_000);

  afterAll(async () => {
    for (const instance of started) await stopInstance(instance);
    process.off('exit', killAll);
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a code asked on A logs in on B, and the session of that login is valid on A', async () => {
    expect(
      (await call(a, 'POST', '/api/authentication/fastaccess/code', { body: { brand: 1, email: DEMO.ana.email } }))
        .status,
    ).toBe(200);
    const code = await latestCode(b, DEMO.ana.email);
    const login = await call(b, 'POST', '/api/authentication/fastaccess/login', {
      body: { brand: 1, email: DEMO.ana.email, tokenCode: code },
    });
    expect(login.status).toBe(200);
    session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(session).not.toBe('');
    expect((await call(a, 'GET', '/api/authentication/valid', { cookie: session })).status).toBe(200);
    expect((await call(b, 'GET', '/api/authentication/valid', { cookie: session })).status).toBe(200);
    // The code was used on B: A refuses it too.
    const again = await call(a, 'POST', '/api/authentication/fastaccess/login', {
      body: { brand: 1, email: DEMO.ana.email, tokenCode: code },
    });
    expect(again.status).not.toBe(200);
  });

  it('one Idempotency-Key sent to A and B at once gives one protocol, the same answer on both', async () => {
    const body = payload([itemFor(DEMO.lines.pixRefund, REFUND)]);
    const key = `instances-${Date.now()}`;
    const answers = await Promise.all(
      [a, b, a, b].map((instance) =>
        call(instance, 'POST', '/api/returns/protocols/generate/b2c', { cookie: session, key, body }),
      ),
    );
    const bodies = await Promise.all(answers.map(json));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(bodies.map((answer) => answer.prt_id));
    expect(ids.size).toBe(1);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from protocols p join protocol_items i on i.protocol_id = p.id
          where i.order_line_id = (select order_line_id from protocol_items where protocol_id = $1 limit 1)`,
        [[...ids][0]],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a file uploaded through A is listed and downloaded through B', async () => {
    const list = await json(await call(b, 'POST', '/api/returns/protocols/b2c', { cookie: session, body: {} }));
    const prtId = (list.calls as { PRT_ID: number }[])[0]!.PRT_ID;
    const form = new FormData();
    form.append('prt_id', String(prtId));
    form.append('is_nfe', 'N');
    form.append('uploadFile', new Blob([new Uint8Array(sampleBytes.jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
    const uploaded = await call(a, 'POST', '/api/upload/protocols/upload/file', { cookie: session, form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);

    const files = await json(await call(b, 'GET', `/api/returns/protocols/b2c/${prtId}/files`, { cookie: session }));
    const [file] = files.files as { id: number; original_name: string; size: number }[];
    expect(file).toMatchObject({ original_name: 'foto.jpg' });
    const download = await call(b, 'GET', `/api/returns/protocols/b2c/files/${prtId}/${file!.id}`, { cookie: session });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(file!.size);
  });

  it('throttles count across both: the resend countdown and the hourly cap per IP', async () => {
    const ask = (instance: Instance, email: string, ip: string) =>
      call(instance, 'POST', '/api/authentication/fastaccess/code', { body: { brand: 1, email }, ip });
    expect((await ask(a, DEMO.bruno.email, nextIp())).status).toBe(200);
    const resend = await ask(b, DEMO.bruno.email, nextIp());
    expect(resend.status).toBe(429);
    expect(await json(resend)).toMatchObject({ code: 'code_resend_too_soon' });

    const ip = nextIp();
    for (let n = 0; n < CODE_REQUESTS_PER_HOUR_PER_IP; n += 1) {
      const answer = await ask(n % 2 === 0 ? a : b, `instances-${n}@example.com`, ip);
      expect(answer.status, `request ${n + 1}`).toBe(200);
    }
    const over = await ask(CODE_REQUESTS_PER_HOUR_PER_IP % 2 === 0 ? a : b, 'instances-over@example.com', ip);
    expect(over.status).toBe(429);
    expect(await json(over)).toMatchObject({ code: 'code_hourly_limit_ip' });
  });

  it('logs nothing alarming on either instance', () => {
    for (const instance of [a, b]) expect(instance.output()).not.toMatch(/"level":(50|60)/);
  });
});
