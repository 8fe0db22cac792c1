/**
 * A benchmark's child process: the whole API (every plugin, the session, the brand scoping) as a production start
 * would run it, on PostgreSQL at BENCH_DATABASE_URL, listening on 127.0.0.1 on a random port.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { serveParent } from './child-server';
import { registerPageFloor } from './page-floor-route';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('api-server is started by a benchmark with BENCH_DATABASE_URL');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  COOKIE_SECRET: randomBytes(32).toString('hex'),
  CODE_HASH_SECRET: randomBytes(32).toString('hex'),
  // Per-request info logs are off, as in a bare server: the figures are about the endpoints' own work.
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  // The gift card provider's keys a benchmark passes (bench/giftcard-provider.ts): production has no default ones.
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => /^VTEX_\d+_PROVIDER_APP_(KEY|TOKEN)$/.test(entry[0]) && Boolean(entry[1]),
    ),
  ),
});
// The pool size of a default start (openDatabase's default), so the figures are what `npm start` gives.
const database = await openDatabase({ databaseUrl, dataDir });
// BENCH_WEB_DIST_DIR: a web build whose pages the server renders (bench/page-cost.ts); none by default (API only).
const app = await buildApp({ config, database, webDistDir: process.env.BENCH_WEB_DIST_DIR ?? null });
// A server that renders pages also answers their floor (support/page-floor-route.ts; bench/page-cost.ts).
if (process.env.BENCH_WEB_DIST_DIR) registerPageFloor(app);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
serveParent(typeof address === 'object' && address ? address.port : 0, async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
