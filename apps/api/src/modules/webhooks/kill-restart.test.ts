/**
 * At least once across a crash (issue 26): a real API process (`node --import tsx apps/api/src/server.ts`) claims a
 * delivery and POSTs it; the receiver holds the request; the process is killed with SIGKILL before any answer. The
 * delivery stays claimed until its lease lapses, then another instance (this file's app, as the restarted API) sends
 * it again with the same event id. PostgreSQL only: the spawned process and this file share the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { databaseUrl } from '../../test/global-setup';
import { freePort } from '../../test/free-port';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { leaseMs } from './delivery-worker';
import { record } from '../events/record';
import { webhooksRuntime } from './runtime';
import { startReceiver, type TestReceiver } from './test-receiver';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const CHILD_TIMEOUT_MS = 60_000;

let t: TestApp;
let receiver: TestReceiver;
let child: ChildProcess | null = null;
let exited: Promise<unknown> = Promise.resolve();

const healthy = (port: number) =>
  new Promise<boolean>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

describe.runIf(testDatabaseKind === 'postgres')('a delivery claimed by a process killed before the answer', () => {
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await t?.close();
    await receiver?.close();
  });

  it('is sent again, same event id, once the dead claim lapses', { timeout: 240_000 }, async () => {
    const admin = await addOperator(t, { role: 'admin', brands: [1] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/webhooks',
      headers: { cookie: await operatorCookie(t, admin.id), 'content-type': 'application/json' },
      payload: JSON.stringify({ brandId: 1, url: receiver.url('/crash'), events: ['coupon.issued'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    receiver.hang('/crash', 1);
    await t.database.db.transaction((tx) =>
      record(tx, {
        type: 'coupon.issued',
        brandId: 1,
        data: {
          coupon: {
            code: 'CRASH1',
            consumerId: 1,
            protocolId: null,
            discountPercent: 10,
            validUntil: '2030-01-01',
            createdAt: new Date().toISOString(),
          },
        },
      }),
    );

    const current = await t.database.db.execute(sql`select current_database() as name`);
    const { name } = (current as unknown as { rows: { name: string }[] }).rows[0]!;
    const port = await freePort();
    let stderr = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: t.dataDir,
        DATABASE_URL: databaseUrl(process.env.DATABASE_URL!, name),
        LOG_LEVEL: 'warn',
        WEBHOOK_TIMEOUT_MS: String(CHILD_TIMEOUT_MS),
        WEBHOOK_POLL_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    exited = new Promise((resolve) => child!.once('exit', resolve));

    // The child claims the delivery at start-up and POSTs it; the receiver holds the request open.
    await vi.waitFor(
      async () => {
        if (child!.exitCode !== null) throw new Error(`the API exited: ${stderr}`);
        expect(receiver.received('/crash')).toHaveLength(1);
      },
      { timeout: 180_000, interval: 200 },
    );
    expect(await healthy(port)).toBe(true);
    child.kill('SIGKILL');
    await exited;

    const [claimed] = await t.database.db.select().from(webhookDeliveries);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());

    // The restarted API (this file's app) leaves the claim alone while it stands, then sends the delivery again.
    t.clock.set(new Date());
    await webhooksRuntime(t.app).worker.kick();
    expect(receiver.received('/crash')).toHaveLength(1);
    t.clock.set(new Date(claimed!.claimedUntil!.getTime() + 1));
    await webhooksRuntime(t.app).worker.kick();

    const [first, second] = receiver.received('/crash');
    expect(second).toBeDefined();
    expect(JSON.parse(second!.body).id).toBe(JSON.parse(first!.body).id);
    expect(second!.headers['x-portal-delivery']).toBe(first!.headers['x-portal-delivery']);
    const [delivered] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, claimed!.id));
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(leaseMs(CHILD_TIMEOUT_MS)).toBeGreaterThan(CHILD_TIMEOUT_MS);
  });
});
