import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-logins';
import { privateClusterTestsRun, startPrivateCluster, type PrivateCluster } from '../../test/private-cluster';
import { itemFor, payload } from '../protocols/test-payload';
import { multipartBody, UPLOAD_URL } from './test-helpers';
import { sampleBytes } from './test-files';

/**
 * Item 5: `kill -9` during an upload. The real server runs as a child process on a temp DATA_DIR; it is killed while
 * an upload body is still arriving, then started again with a leftover age of 0 s (UPLOAD_LEFTOVER_MIN_AGE_SECONDS),
 * and its start-up sweep must have removed the `.part` copy and a stored file without a row, and kept the stored
 * file that has one. The file without a row is planted by the test: the kill window between a file's link and its
 * transaction's commit is a few microseconds, too narrow to hit on purpose.
 *
 * Runs in the PGlite stage only (like every private-cluster test): once on PGlite in DATA_DIR, once on a private
 * PostgreSQL cluster.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
/** Two server starts (migrations and seed each) and two uploads: about 90 s on a quiet machine, 6 min at load 30. */
const SWEEP_TEST_TIMEOUT_MS = 600_000;

interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Resolves with the first JSON log line whose `msg` matches. */
  logLine(msg: string): Promise<Record<string, unknown>>;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const started: ChildProcess[] = [];

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const lines: Record<string, unknown>[] = [];
  const waiters: { msg: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  let buffer = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const text of parts) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.msg === line.msg)) waiter.resolve(line);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logLine = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = lines.find((line) => line.msg === msg);
      if (seen) return resolve(seen);
      waiters.push({ msg, resolve });
      void exited.then(() => reject(new Error(`server exited before logging '${msg}':\n${stderr}`)));
    });
  const server = { child, port, logLine, exited };
  await logLine(`Server listening at http://127.0.0.1:${port}`);
  return server;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function call(
  server: RunningServer,
  method: string,
  apiPath: string,
  options: { cookie?: string; json?: unknown; body?: Buffer; contentType?: string } = {},
): Promise<Answer> {
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const host = `localhost:${server.port}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: apiPath,
        headers: {
          host,
          origin: `http://${host}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body
            ? {
                'content-type': options.contentType ?? 'application/json',
                'content-length': body.length,
              }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Logs Ana in through the one-time code, read from the development outbox. */
async function login(server: RunningServer): Promise<string> {
  const brand = DEMO.brand.correBrasil;
  const asked = await call(server, 'POST', '/api/authentication/fastaccess/code', {
    json: { brand, email: DEMO.ana.email },
  });
  expect(asked.status).toBe(200);
  const outbox = await call(server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(DEMO.ana.email)}`);
  const code = (JSON.parse(outbox.body).messages as { code?: string }[]).find((message) => message.code)?.code;
  const loggedIn = await call(server, 'POST', '/api/authentication/fastaccess/login', {
    json: { brand, email: DEMO.ana.email, tokenCode: code },
  });
  expect(loggedIn.status).toBe(200);
  const cookies = loggedIn.headers['set-cookie'] ?? [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Every file under `root`, relative paths, sorted. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Resolves once a `.part` file exists in `tempDir` (an upload body is being written). */
function partFileAppears(tempDir: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(tempDir, () => {
      if (readdirSync(tempDir).some((name) => name.endsWith('.part'))) {
        watcher.close();
        resolve();
      }
    });
    if (readdirSync(tempDir).some((name) => name.endsWith('.part'))) {
      watcher.close();
      resolve();
    }
  });
}

async function killMidUploadThenSweep(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-sweep-'));
  try {
    const uploads = path.join(dataDir, 'uploads');
    const first = await startServer({ ...env, DATA_DIR: dataDir });
    const cookie = await login(first);
    const created = await call(first, 'POST', '/api/returns/protocols/generate/b2c', {
      cookie,
      json: payload([
        itemFor(DEMO.lines.pixRefund, { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' }),
      ]),
    });
    expect(created.status).toBe(200);
    const protocol = JSON.parse(created.body).prt_id as number;

    const complete = await multipartBody(
      { prt_id: String(protocol), is_nfe: 'N' },
      { name: 'a.jpg', bytes: sampleBytes.jpeg },
    );
    const kept = await call(first, 'POST', UPLOAD_URL, {
      cookie,
      body: complete.payload,
      contentType: complete.contentType,
    });
    expect(kept.status).toBe(200);
    const keptFiles = filesUnder(uploads).filter((name) => !name.startsWith('tmp'));
    expect(keptFiles).toHaveLength(1);

    // An upload whose body stops half-way: the server is writing its .part copy when it is killed.
    const big = await multipartBody(
      { prt_id: String(protocol), is_nfe: 'N' },
      { name: 'b.jpg', bytes: Buffer.concat([sampleBytes.jpeg, Buffer.alloc(4 * 1024 * 1024, 1)]) },
    );
    const tempDir = path.join(uploads, 'tmp');
    const partWritten = partFileAppears(tempDir);
    const request = http.request({
      host: '127.0.0.1',
      port: first.port,
      method: 'POST',
      path: UPLOAD_URL,
      headers: {
        host: `localhost:${first.port}`,
        origin: `http://localhost:${first.port}`,
        cookie,
        'content-type': big.contentType,
        'content-length': big.payload.length,
      },
    });
    request.on('error', () => undefined); // The server dies under it.
    request.write(big.payload.subarray(0, 1024 * 1024));
    await partWritten;
    first.child.kill('SIGKILL');
    await first.exited;
    request.destroy();

    // What the kill left, plus a committed file whose transaction never finished.
    const orphan = `p${protocol}/00000000-0000-4000-8000-000000000000.jpg`;
    mkdirSync(path.dirname(path.join(uploads, orphan)), { recursive: true });
    writeFileSync(path.join(uploads, orphan), sampleBytes.jpeg);
    expect(readdirSync(tempDir).filter((name) => name.endsWith('.part'))).toHaveLength(1);

    const second = await startServer({ ...env, DATA_DIR: dataDir, UPLOAD_LEFTOVER_MIN_AGE_SECONDS: '0' });
    const swept = await second.logLine('upload leftovers swept');
    expect(swept).toMatchObject({ tempRemoved: 1, orphansRemoved: 1 });
    expect(filesUnder(uploads)).toEqual(keptFiles);
    second.child.kill('SIGTERM');
    await second.exited;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let cluster: PrivateCluster | null = null;
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await cluster?.destroy();
});

describe.runIf(privateClusterTestsRun)('leftovers of a killed upload (item 5)', () => {
  it('are swept at the next start on PGlite', { timeout: SWEEP_TEST_TIMEOUT_MS }, async () => {
    await killMidUploadThenSweep({ DATABASE_URL: '' });
  });

  it('are swept at the next start on PostgreSQL', { timeout: SWEEP_TEST_TIMEOUT_MS }, async () => {
    cluster = await startPrivateCluster();
    const url = await cluster.createDatabase('portal_sweep');
    await killMidUploadThenSweep({ DATABASE_URL: url });
  });
});
