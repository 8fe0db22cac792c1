/**
 * The connector against a fake built from VTEX's documents (issue 45), on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): a delivery arriving after the invoice (a FromOrders feed), feed items VTEX hands out unreadable, and
 * an unmapped line tried again once the brand's mapping is fixed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, orders, vtexConnectorLeases } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { upsertOrders } from '../orders-service';
import { createVtexClient } from './client';
import { createVtexConnector } from './connector';
import { syncState } from './sync-repo';
import { fakeConnection, startFakeVtex, type FakeVtex } from './test/fake-vtex';
import { vtexOrderJson } from './test/vtex-orders';

const BRAND = 2;
let t: TestApp;
let fake: FakeVtex;

function connector(specs: { sizeSpec?: string; colourSpec?: string } = {}) {
  const connection = fakeConnection(fake, specs);
  // No failure is injected here: a generous timeout keeps a loaded machine from failing a call the fake answers.
  const settings = { requestTimeoutMs: 10_000, maxAttempts: 2, backoffBaseMs: 0, maxBackoffMs: 0 };
  const client = createVtexClient({ connection, settings, sleep: async () => undefined });
  const deps = { db: t.app.db, clock: t.clock.now, log: t.app.log, connection, client, upsertOrders };
  return createVtexConnector({ ...deps, settings: { maxLot: 10 }, holder: 'instance-doc' });
}

async function lines(orderId: string) {
  const [order] = await t.app.db.select().from(orders).where(eq(orders.orderCode, orderId));
  return order ? t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)) : [];
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  fake = await startFakeVtex();
});
afterEach(async () => {
  await fake.close();
  await t.app.db.delete(vtexConnectorLeases);
});

describe('VTEX connector, as VTEX documents it', () => {
  it('brings a delivery that arrives after the invoice: the line gets its delivery date', async () => {
    const orderId = '1400000000001-01';
    fake.putOrder(vtexOrderJson({ orderId, lastChange: '2026-11-08T10:00:00.0000000+00:00' }));
    expect((await connector().runBatch())!.outcomes.created).toBe(1);
    expect((await lines(orderId)).map((line) => line.deliveredAt)).toEqual([null]);

    // The status stays 'invoiced'; a FromOrders feed (disableSingleFire true) still names the change.
    fake.putOrder(
      vtexOrderJson({
        orderId,
        lastChange: '2026-11-10T16:30:00.0000000+00:00',
        deliveredDate: '2026-11-10 13:29:59.1234567-03:00',
      }),
    );
    const report = await connector().runBatch();
    expect(report).toMatchObject({ committed: 1, outcomes: expect.objectContaining({ updated: 1 }) });
    expect((await lines(orderId)).map((line) => line.deliveredAt?.toISOString())).toEqual(['2026-11-10T16:29:59.123Z']);
  });

  it('one unreadable feed item does not hold the lot; one naming its order is applied from the order', async () => {
    fake.putOrder(vtexOrderJson({ orderId: '1400000000002-01', lastChange: '2026-11-08T11:00:00.0000000+00:00' }));
    fake.putFeedItem({ handle: 'handle-bad-date', orderId: '1400000000002-01', lastChange: '2026-11-08T24:61:00Z' });
    fake.putFeedItem({ handle: 'handle-no-order', lastChange: 'yesterday' });
    fake.putOrder(vtexOrderJson({ orderId: '1400000000003-01', lastChange: '2026-11-08T11:05:00.0000000+00:00' }));

    const report = await connector().runBatch();
    expect(report).toMatchObject({ retrieved: 4, unreadable: 2, committed: 3, leftInFeed: 1 });
    expect(report!.outcomes).toMatchObject({ created: 2 });
    expect(fake.committed).toContain('handle-bad-date');
    // Naming no order, it can be neither applied nor recorded: it stays with VTEX (logged), holding nothing back.
    expect(fake.feed().map((item) => item.handle)).toEqual(['handle-no-order']);
  });

  it("keeps an unmapped line's order listed with its reason and maps it on 'try again' after the fix", async () => {
    const orderId = '1400000000004-01';
    fake.putOrder(vtexOrderJson({ orderId, lastChange: '2026-11-08T12:00:00.0000000+00:00', skuName: 'Camisa Linho' }));
    const brand = connector({ sizeSpec: 'Tamanho', colourSpec: 'Cor' });
    expect((await brand.runBatch())!.outcomes.rejected).toBe(1);
    expect(await syncState(t.app.db, BRAND, orderId)).toMatchObject({
      outcome: 'rejected',
      errors: [expect.objectContaining({ code: 'vtex_sku_variant' })],
    });
    expect(await lines(orderId)).toEqual([]);

    // The brand gives the SKU its specifications in VTEX's catalogue; the operator tries again.
    fake.putSku('20431', [
      { FieldName: 'Tamanho', FieldValues: ['G'] },
      { FieldName: 'Cor', FieldValues: ['Areia'] },
    ]);
    expect(await brand.retryOrder(orderId)).toBe('created');
    expect((await lines(orderId)).map((line) => [line.size, line.colourName])).toEqual([['G', 'Areia']]);
    expect(await syncState(t.app.db, BRAND, orderId)).toMatchObject({ outcome: 'created', errors: null });
  });
});
