/**
 * The connector against the fake VTEX store, on a real database (PGlite, or PostgreSQL with DATABASE_URL): orders
 * appear for the shopper, each failure mode, nothing committed that was not applied, a restart mid-batch.
 * Batches are driven by hand (one awaited runBatch each); retries wait nothing (the client's sleep records the delay).
 */
import { and, count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderLines, orders, vtexConnectorLeases } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/login-as';
import { upsertOrders } from '../orders-service';
import { createVtexClient } from './client';
import type { VtexConnection, VtexSettings } from './config';
import { createVtexConnector, LEASE_MS, type UpsertOrders } from './connector';
import { vtexMetrics } from './metrics';
import vtexConnectorPlugin, { vtexRuntime } from './plugin';
import { syncState } from './sync-repo';
import { fakeConnection, startFakeVtex, type FakeVtex } from './test/fake-vtex';
import { SHOPPER, vtexOrderJson } from './test/vtex-orders';

const BRAND = 2; // Trilha Norte, companies 9 and 38
const HOST = 'brand2.localhost';

let t: TestApp;
let fake: FakeVtex;
let waits: number[];

const connectionToFake = (): VtexConnection => fakeConnection(fake);

const workerSettings = (): VtexSettings => ({
  connections: [connectionToFake()],
  pollIntervalSeconds: 3600,
  maxLot: 10,
  requestTimeoutMs: 300,
  maxAttempts: 3,
  backoffBaseMs: 10,
  maxBackoffMs: 100,
});

function connector(
  holder = 'instance-a',
  options: { upsert?: UpsertOrders; maxAttempts?: number; heartbeatMs?: number } = {},
) {
  const connection = connectionToFake();
  const client = createVtexClient({
    connection,
    settings: { requestTimeoutMs: 300, maxAttempts: options.maxAttempts ?? 3, backoffBaseMs: 10, maxBackoffMs: 100 },
    sleep: async (ms) => void waits.push(ms),
  });
  return createVtexConnector({
    db: t.app.db,
    clock: t.clock.now,
    log: t.app.log,
    connection,
    settings: { maxLot: 10 },
    client,
    upsertOrders: options.upsert ?? upsertOrders,
    holder,
    heartbeatMs: options.heartbeatMs,
  });
}

async function storedOrder(orderId: string) {
  const [order] = await t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderCode, orderId), eq(orders.companyCode, 9)));
  if (!order) return null;
  const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.itemSeq);
  return { order, lines };
}

async function orderCount(orderId: string) {
  const [row] = await t.app.db.select({ n: count() }).from(orders).where(eq(orders.orderCode, orderId));
  return row!.n;
}

const orderCalls = () => fake.calls.filter((call) => call.route === 'order').length;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  fake = await startFakeVtex();
  waits = [];
});
afterEach(async () => {
  await fake.close();
  await t.app.db.delete(vtexConnectorLeases);
});

describe('VTEX connector', () => {
  it('brings invoiced orders in: the shopper sees the lines, the feed is committed', async () => {
    fake.putOrder(
      vtexOrderJson({
        orderId: '1300000000001-01',
        lastChange: '2026-11-06T18:02:11.7654321+00:00',
        deliveredDate: '2026-11-06T17:59:03.0000000+00:00',
        withSecondItem: true,
      }),
    );
    fake.putOrder(vtexOrderJson({ orderId: '1300000000002-01', lastChange: '2026-11-06T18:05:00.0000000+00:00' }));

    const report = await connector().runBatch();
    expect(report).toMatchObject({ retrieved: 2, committed: 2, leftInFeed: 0 });
    expect(report!.outcomes).toMatchObject({ created: 2 });
    expect(fake.feed()).toEqual([]);

    const stored = await storedOrder('1300000000001-01');
    expect(stored!.lines.map((line) => [line.invoiceNumber, line.productCode, line.size, line.colourName, line.quantity])).toEqual([
      ['000231688', '8817', 'M', 'Azul Marinho', 1],
      ['000231688', '8902', '38', 'Preta', 2],
    ]);

    const cookie = await loginAs(t, { email: SHOPPER.email }, HOST);
    const response = await t.app.inject({ method: 'POST', url: '/api/returns/orders', headers: { host: HOST, cookie }, payload: {} });
    expect(response.statusCode).toBe(200);
    const lines = (response.json() as { productBalance: { PED_CODIGO: string; ITE_SEQUENCIA: number }[] }).productBalance;
    expect(lines.map((line) => `${line.PED_CODIGO}/${line.ITE_SEQUENCIA}`).sort()).toEqual([
      '1300000000001-01/1',
      '1300000000001-01/2',
      '1300000000002-01/1',
    ]);
  });

  it('applies an event once: a redelivered change is committed without a fetch, a later one updates', async () => {
    const order = vtexOrderJson({ orderId: '1300000000003-01', lastChange: '2026-11-07T10:00:00.0000001+00:00' });
    fake.putOrder(order);
    expect((await connector().runBatch())!.outcomes.created).toBe(1);

    fake.putOrder(order); // VTEX delivers the same change again (at-least-once)
    const fetchesBefore = orderCalls();
    const again = await connector().runBatch();
    expect(again).toMatchObject({ committed: 1, outcomes: expect.objectContaining({ alreadyApplied: 1 }) });
    expect(orderCalls()).toBe(fetchesBefore);

    fake.putOrder(
      vtexOrderJson({
        orderId: '1300000000003-01',
        lastChange: '2026-11-09T15:30:00.0000000+00:00',
        deliveredDate: '2026-11-09T15:29:00.0000000+00:00',
      }),
    );
    expect((await connector().runBatch())!.outcomes.updated).toBe(1);
    expect((await storedOrder('1300000000003-01'))!.lines[0]!.deliveredAt?.toISOString()).toBe('2026-11-09T15:29:00.000Z');
    expect(await orderCount('1300000000003-01')).toBe(1);
    expect(fake.feed()).toEqual([]);
  });

  it('an order that changed between feed and fetch is applied as fetched; the newer event is then not fetched', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000004-01', lastChange: '2026-11-07T11:00:00.0000000+00:00' }));
    fake.changeBeforeFetch('1300000000004-01', () =>
      vtexOrderJson({
        orderId: '1300000000004-01',
        lastChange: '2026-11-08T09:00:00.1234567+00:00',
        deliveredDate: '2026-11-08T08:58:00.0000000+00:00',
        trackingNumber: 'BR999000111TN',
      }),
    );
    const first = await connector().runBatch();
    expect(first).toMatchObject({ retrieved: 1, committed: 1, outcomes: expect.objectContaining({ created: 1 }) });
    expect((await storedOrder('1300000000004-01'))!.lines[0]!.tracking).toBe('BR999000111TN');
    expect((await syncState(t.app.db, BRAND, '1300000000004-01'))!.outcome).toBe('created');

    // The change's own event now reaches the feed: already applied, committed without a second fetch.
    const fetches = orderCalls();
    const second = await connector().runBatch();
    expect(second).toMatchObject({ retrieved: 1, committed: 1, outcomes: expect.objectContaining({ alreadyApplied: 1 }) });
    expect(orderCalls()).toBe(fetches);
  });

  it('records and commits an order refused by validation, and applies the others of the batch', async () => {
    fake.putOrder(
      vtexOrderJson({
        orderId: '1300000000005-01',
        lastChange: '2026-11-07T12:00:00.0000000+00:00',
        shopper: { ...SHOPPER, cpf: '71460238000', email: 'bad.cpf@example.com', phone: '+5511987650042' },
      }),
    );
    fake.putOrder(vtexOrderJson({ orderId: '1300000000006-01', lastChange: '2026-11-07T12:01:00.0000000+00:00', paymentGroup: 'barter' }));
    fake.putOrder(vtexOrderJson({ orderId: '1300000000007-01', lastChange: '2026-11-07T12:02:00.0000000+00:00' }));

    const report = await connector().runBatch();
    expect(report).toMatchObject({ retrieved: 3, committed: 3, leftInFeed: 0 });
    expect(report!.outcomes).toMatchObject({ rejected: 2, created: 1 });
    const series = (await vtexMetrics.orders.get()).values;
    expect(series.find((v) => v.labels.brand === '2' && v.labels.outcome === 'rejected')?.value).toBeGreaterThanOrEqual(2);
    expect(await orderCount('1300000000005-01')).toBe(0);
    expect(await orderCount('1300000000006-01')).toBe(0);
    expect(await orderCount('1300000000007-01')).toBe(1);
    const badCpf = await syncState(t.app.db, BRAND, '1300000000005-01');
    expect(badCpf).toMatchObject({ outcome: 'rejected', errors: [expect.objectContaining({ field: expect.stringMatching(/cpf/i) })] });
    expect((await syncState(t.app.db, BRAND, '1300000000006-01'))!.errors).toEqual([
      expect.objectContaining({ code: 'vtex_payment_group_unmapped' }),
    ]);
    // A poison order does not come back.
    expect(fake.feed()).toEqual([]);
  });

  it('skips, records and commits an order not invoiced yet; its invoicing later brings it in', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000008-01', lastChange: '2026-11-07T13:00:00.0000000+00:00', invoiceNumber: null, status: 'ready-for-handling' }));
    expect((await connector().runBatch())!.outcomes.skipped).toBe(1);
    expect(await orderCount('1300000000008-01')).toBe(0);
    fake.putOrder(vtexOrderJson({ orderId: '1300000000008-01', lastChange: '2026-11-08T13:00:00.0000000+00:00' }));
    expect((await connector().runBatch())!.outcomes.created).toBe(1);
  });

  it('leaves an order VTEX will not give (5xx past the retries, a hanging answer) in the feed, commits the rest', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000009-01', lastChange: '2026-11-07T14:00:00.0000000+00:00' }));
    fake.putOrder(vtexOrderJson({ orderId: '1300000000010-01', lastChange: '2026-11-07T14:01:00.0000000+00:00' }));
    fake.failNext('order', { status: 503 }, 3);
    const first = await connector().runBatch();
    expect(first).toMatchObject({ retrieved: 2, committed: 1, leftInFeed: 1 });
    expect(waits).toHaveLength(2); // three attempts, two backoffs
    expect(fake.feed().map((item) => item.orderId)).toEqual(['1300000000009-01']);
    expect(await orderCount('1300000000009-01')).toBe(0);

    fake.failNext('order', { hang: true });
    const second = await connector('instance-a', { maxAttempts: 1 }).runBatch();
    expect(second).toMatchObject({ retrieved: 1, committed: 0, leftInFeed: 1 });

    fake.failNext('order', { delayMs: 40 }); // slow, within the timeout
    const third = await connector().runBatch();
    expect(third).toMatchObject({ committed: 1, outcomes: expect.objectContaining({ created: 1 }) });
    expect(fake.feed()).toEqual([]);
  });

  it("waits out a 429's Retry-After on the feed and goes on", async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000011-01', lastChange: '2026-11-07T15:00:00.0000000+00:00' }));
    fake.failNext('feed', { status: 429, retryAfter: '12' });
    const report = await connector().runBatch();
    expect(waits).toEqual([12_000]);
    expect(report).toMatchObject({ committed: 1, outcomes: expect.objectContaining({ created: 1 }) });
  });

  it('does not commit when the database refuses the write; the next batch applies it', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000012-01', lastChange: '2026-11-07T16:00:00.0000000+00:00' }));
    const failing: UpsertOrders = async () => {
      throw Object.assign(new Error('connection lost'), { code: '57P01' });
    };
    const report = await connector('instance-a', { upsert: failing }).runBatch();
    expect(report).toMatchObject({ committed: 0, leftInFeed: 1 });
    expect(fake.committed).toEqual([]);
    expect((await connector().runBatch())!.outcomes.created).toBe(1);
  });

  it('a failed commit is made good by the next batch without a second write', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000013-01', lastChange: '2026-11-07T17:00:00.0000000+00:00' }));
    fake.failNext('commit', { status: 500 }, 3);
    const first = await connector().runBatch();
    expect(first).toMatchObject({ committed: 0, leftInFeed: 1, outcomes: expect.objectContaining({ created: 1 }) });
    const fetches = orderCalls();
    const second = await connector().runBatch();
    expect(second).toMatchObject({ committed: 1, outcomes: expect.objectContaining({ alreadyApplied: 1 }) });
    expect(orderCalls()).toBe(fetches);
    expect(await orderCount('1300000000013-01')).toBe(1);
  });

  it('survives a restart mid-batch: one instance at a time, the next finishes with one set of rows', async () => {
    const ids = ['1300000000014-01', '1300000000015-01', '1300000000016-01'];
    ids.forEach((orderId, i) =>
      fake.putOrder(vtexOrderJson({ orderId, lastChange: `2026-11-07T18:0${i}:00.0000000+00:00` })),
    );
    // Instance A applies the first order, then freezes in the second (killed): it never commits anything.
    let applied = 0;
    let frozen!: () => void;
    const frozenAt = new Promise<void>((resolve) => (frozen = resolve));
    const dying: UpsertOrders = async (...args) => {
      if (applied++ === 0) return upsertOrders(...args);
      frozen();
      return new Promise(() => undefined);
    };
    void connector('instance-a', { upsert: dying }).runBatch();
    await frozenAt;
    expect(fake.committed).toEqual([]);

    // Instance B starts meanwhile: A's lease still holds the brand.
    expect(await connector('instance-b').runBatch()).toBeNull();
    // A's lease lapses (it is dead): B takes the brand and gets every uncommitted item back.
    t.clock.advance(LEASE_MS + 1000);
    const report = await connector('instance-b').runBatch();
    expect(report).toMatchObject({ retrieved: 3, committed: 3, leftInFeed: 0 });
    expect(report!.outcomes).toMatchObject({ alreadyApplied: 1, created: 2 });
    for (const orderId of ids) expect(await orderCount(orderId)).toBe(1);
    expect(fake.feed()).toEqual([]);
  });

  it('a live batch keeps its lease through a slow stretch (heartbeat): no second instance works the brand meanwhile', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1300000000019-01', lastChange: '2026-11-07T21:00:00.0000000+00:00' }));
    let entered!: () => void;
    const inUpsert = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: UpsertOrders = async (...args) => {
      entered();
      await released;
      return upsertOrders(...args);
    };
    const running = connector('instance-a', { upsert: slow, heartbeatMs: 10 }).runBatch();
    await inUpsert;
    // Minutes pass in the slow stretch; the heartbeat renews the lease from the moved clock.
    t.clock.advance(LEASE_MS + 1000);
    const now = t.clock.now().getTime();
    await vi.waitFor(async () => {
      const [lease] = await t.app.db.select().from(vtexConnectorLeases);
      expect(lease!.leasedUntil.getTime()).toBeGreaterThan(now);
    });
    expect(await connector('instance-b').runBatch()).toBeNull();
    release();
    expect(await running).toMatchObject({ committed: 1 });
    expect(await orderCount('1300000000019-01')).toBe(1);
  });

  it('refuses to start for a company code that is not the brand\'s (its orders would all be refused and committed)', async () => {
    const host = Fastify({ logger: false });
    host.decorate('db', t.app.db);
    host.decorate('clock', t.clock.now);
    void host.register(vtexConnectorPlugin, {
      upsertOrders,
      settings: { ...workerSettings(), connections: [{ ...connectionToFake(), companyCode: 157 }] },
    });
    await expect(host.ready()).rejects.toThrow(/VTEX_2_COMPANY_CODE: 157 is not a company of brand 2 \(its companies: 9, 38\)/);
    fake.putOrder(vtexOrderJson({ orderId: '1300000000018-01', lastChange: '2026-11-07T20:00:00.0000000+00:00' }));
    expect(fake.calls).toEqual([]);
  });

  it('runs inside the app: batches start when it is ready, a full lot is followed at once, the lease is let go at close', async () => {
    const ids = ['1300000000017-01', '1300000000020-01', '1300000000021-01'];
    ids.forEach((orderId, i) =>
      fake.putOrder(vtexOrderJson({ orderId, lastChange: `2026-11-07T19:0${i}:00.0000000+00:00` })),
    );
    // A bare host with this file's database and clock: the plugin needs nothing else of the app.
    const host = Fastify({ logger: false });
    host.decorate('db', t.app.db);
    host.decorate('clock', t.clock.now);
    await host.register(vtexConnectorPlugin, {
      upsertOrders,
      sleep: async (ms) => void waits.push(ms),
      // Lots of 2: the first is full, so the second batch starts without the hour's poll wait.
      settings: { ...workerSettings(), maxLot: 2 },
    });
    await host.ready();
    const worker = vtexRuntime(host)!.workers.get(BRAND)!;
    expect(await worker.batch(1)).toMatchObject({ retrieved: 2, committed: 2 });
    expect(await worker.batch(2)).toMatchObject({ retrieved: 1, committed: 1 });
    expect(await t.app.db.select().from(vtexConnectorLeases)).toHaveLength(1);
    // Closing aborts the poll wait and lets the brand go at once for the next instance.
    await host.close();
    expect(await t.app.db.select().from(vtexConnectorLeases)).toEqual([]);
    for (const orderId of ids) expect(await orderCount(orderId)).toBe(1);
  });
});
