/**
 * Child process of bench/orders-endpoint.ts: our whole API (every plugin, the session lookup, the brand scoping) on
 * PostgreSQL, listening on 127.0.0.1 on a random port. Tells the parent its port over IPC.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('app-server is started by bench/orders-endpoint.ts');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  COOKIE_SECRET: randomBytes(32).toString('hex'),
  // Per-request info logs are off here as they are in the baseline: the comparison is about the endpoint's own work.
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = await openDatabase({ databaseUrl, dataDir });
const app = await buildApp({ config, database, webDistDir: null });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });

// The parent asks for the CPU this process used, to report CPU per request beside the throughput.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
