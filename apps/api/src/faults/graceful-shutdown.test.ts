/**
 * SIGTERM drains the real server (issue 9, item 6): it stops accepting connections, lets a running request finish,
 * closes the pool and exits 0. The server is `node --import tsx apps/api/src/server.ts` on a private cluster; the
 * running request is held by freezing the database under it. PGlite stage only (`privateClusterTestsRun`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  destroyAllPrivateClusters,
  privateClusterTestsRun,
  startPrivateCluster,
  type PrivateCluster,
} from '../test/private-cluster';
import { START_UP_LIMIT_MS, waitFor } from './fault-app';
import { freePort } from '../test/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let cluster: PrivateCluster;
let server: ChildProcess | null = null;
let dataDir: string;
const logLines: Record<string, unknown>[] = [];
let exit: { code: number | null; signal: string | null } | null = null;

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused (the listening socket is closed). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function logged(message: string, match: (line: Record<string, unknown>) => boolean = () => true) {
  return logLines.filter((line) => line.msg === message && match(line)).length;
}

describe.runIf(privateClusterTestsRun)('SIGTERM on the running server', () => {
  let port: number;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    const databaseUrl = await cluster.createDatabase('portal');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-drain-'));
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'info',
        // Generous, so the frozen database holds the request instead of timing it out; the drain has its own bound.
        DB_CONNECT_TIMEOUT_MS: '30000',
        DB_POOL_ACQUIRE_TIMEOUT_MS: '30000',
        DB_STATEMENT_TIMEOUT_MS: '30000',
        SHUTDOWN_TIMEOUT_MS: '30000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // pino lines are JSON; the start-up banner is plain text.
        if (line.startsWith('{')) logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    let stderr = '';
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    server.once('exit', (code, signal) => (exit = { code, signal }));
    // Start-up migrates and seeds an empty database: wait for the server itself, not for a guessed time.
    await waitFor(
      async () => {
        if (exit) throw new Error(`server exited during start-up (${exit.code}): ${stderr}`);
        return get(port, '/api/health').then(
          (response) => response.status === 200,
          () => false,
        );
      },
      'the server to listen',
      START_UP_LIMIT_MS - 30_000,
    );
  }, START_UP_LIMIT_MS);

  afterAll(async () => {
    if (server && !exit) server.kill('SIGKILL');
    // Also the cluster of a beforeAll that timed out while starting it.
    await destroyAllPrivateClusters();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the running request, refuses new connections, closes the pool and exits 0', async () => {
    expect((await get(port, '/api/ready')).status).toBe(200);

    cluster.freeze();
    const isReady = (line: Record<string, unknown>) => JSON.stringify(line.req ?? {}).includes('/api/ready');
    const readyBefore = logged('incoming request', isReady);
    const inFlight = get(port, '/api/ready');
    let settled = false;
    void inFlight.finally(() => (settled = true));
    await waitFor(() => logged('incoming request', isReady) > readyBefore, 'the request to reach the server');

    server!.kill('SIGTERM');
    await waitFor(() => logged('shutting down: draining requests') > 0, 'the shutdown to start');
    await waitFor(() => connectionRefused(port), 'new connections to be refused');
    // Still held by the frozen database, and not cut by the shutdown.
    expect(settled).toBe(false);
    expect(exit).toBeNull();

    cluster.thaw();
    const response = await inFlight;
    expect({ status: response.status, body: JSON.parse(response.body) }).toEqual({
      status: 200,
      body: { status: 'ready', database: 'pg' },
    });
    await waitFor(() => exit !== null, 'the server to exit');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(logLines.find((line) => line.msg === 'shut down')).toMatchObject({ forced: false });
  });
});
