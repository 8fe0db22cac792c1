/**
 * Events out (issue 26) against a real HTTP receiver on 127.0.0.1: every event type arrives once, signed; retries keep
 * the event id; a hanging receiver is cut at the (configurable) timeout; a lapsed claim (a worker killed between claim
 * and answer) is delivered again; two app instances deliver each event once; 24 h of failures pause the subscription
 * and tell the admins; admins manage only their brands' subscriptions; a rolled-back change leaves no event.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { EVENT_TYPES, eventEnvelopeSchema, type EventType } from '@portal/domain';
import { events, notificationOutbox, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { DEVELOPMENT_GIFTCARD_API_KEYS } from '../../config';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, moveAs, operatorCookie, secondInstance } from '../backoffice/test-support';
import { multipartBody, UPLOAD_URL } from '../uploads/test-helpers';
import { sampleBytes } from '../uploads/test-files';
import { leaseMs, RETRY_WINDOW_MS } from './delivery-worker';
import { record } from '../events/record';
import { webhooksRuntime } from './runtime';
import { recordCoupon } from './test-events';
import { startReceiver, validSignature, type TestReceiver } from './test-receiver';

// The delivery bound these tests run with: short enough that the hanging receiver's case costs little, long enough that
// the local receiver's real answers arrive within it on a machine at a load of 30 (at 400 ms three deliveries there
// were cut as timeouts and their tests failed).
const TIMEOUT_MS = 2_000;

let t: TestApp;
let receiver: TestReceiver;
let adminId: number;
let adminCookie: string;
let call: ReturnType<typeof callWith>;

beforeAll(async () => {
  vi.stubEnv('WEBHOOK_TIMEOUT_MS', String(TIMEOUT_MS));
  t = await createTestApp();
  receiver = await startReceiver();
  call = callWith(t);
  adminId = (await addOperator(t, { role: 'admin', brands: [1] })).id;
});
// A session of the test clock's time: tests move the clock by hours and days.
beforeEach(async () => {
  adminCookie = await operatorCookie(t, adminId);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  vi.unstubAllEnvs();
});

const deliver = () => webhooksRuntime(t.app).worker.kick();

async function subscribe(path: string, types: readonly EventType[], brandId = 1) {
  const response = await call('POST', '/api/backoffice/webhooks', {
    cookie: adminCookie,
    body: { brandId, url: receiver.url(path), events: types },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secret: string };
}

const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/backoffice/webhooks/${id}`, headers: { cookie: adminCookie } });

/** An event written directly, as a service would inside its transaction (for types whose flow is tested elsewhere). */
const couponEvent = (code: string) => recordCoupon(t.database.db, code, t.clock.now());

const eventIds = (path: string) => receiver.received(path).map((entry) => JSON.parse(entry.body).id as string);

describe('delivery', () => {
  it('sends every event type once, signed, with the envelope its schema describes', async () => {
    const subscription = await subscribe('/all', EVENT_TYPES);
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const move = moveAs(t, await operatorCookie(t, agent.id));
    const walk = async (prtId: number, steps: number[]) => {
      for (const to of steps) expect((await move(prtId, { to })).statusCode).toBe(200);
    };

    const voucher = await anaOpens(t, 'voucher');
    const ana = await loginAs(t, { email: DEMO.ana.email });
    const photo = await multipartBody(
      { prt_id: String(voucher), is_nfe: 'N' },
      { name: 'foto.jpg', bytes: sampleBytes.jpeg, type: 'image/jpeg' },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { 'content-type': photo.contentType, cookie: ana },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await walk(voucher, [2, 3, 22, 23]);
    const refund = await anaOpens(t, 'refund');
    await walk(refund, [2, 3, 17, 18]);
    // The two money events from their real calls (real-actions.test.ts checks their data): a shop's gift-card debit,
    // and the shopper taking a discount coupon.
    const shop = await call('POST', '/api/returns/giftcards/transactions', {
      apiKey: `${DEVELOPMENT_GIFTCARD_API_KEYS}1`,
      body: {
        emp_codigo: 1,
        mar_codigo: 1,
        trans_oper: 'Debit',
        vco_valor: 5,
        vco_token: 'all-types-1',
        vco_idvtex: 'GC-8K3M5-2291',
      },
    });
    expect(shop.statusCode, shop.body).toBe(201);
    const coupon = await call('POST', '/api/returns/wallet/b2c/coupons', {
      cookie: ana,
      key: 'all-types-coupon',
      body: { tic_codigo: DEMO.campaignCoupons[1], envia_email: 'N' },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    await deliver();

    const received = receiver.received('/all');
    const types = new Set(received.map((entry) => entry.headers['x-portal-event']));
    expect([...types].sort()).toEqual([...EVENT_TYPES].sort());
    const ids = received.map((entry) => JSON.parse(entry.body).id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of received) {
      expect(validSignature(entry.headers['x-portal-signature'], entry.body, subscription.secret)).toBe(true);
      expect(entry.headers['x-portal-delivery']).toMatch(/^[0-9a-f-]{36}$/);
      const envelope = JSON.parse(entry.body);
      expect(envelope.type).toBe(entry.headers['x-portal-event']);
      // The data match the type's published schema (the OpenAPI webhooks section), bank data masked.
      expect(eventEnvelopeSchema(envelope.type as EventType).safeParse(envelope).error).toBeUndefined();
      expect(entry.body).not.toContain(DEMO.ana.email);
    }
    // Two protocols were opened and deliveries may arrive in any order (two at a time): pick the voucher's by its id.
    const created = received.find(
      (entry) =>
        entry.headers['x-portal-event'] === 'protocol.created' && JSON.parse(entry.body).data.protocol.id === voucher,
    );
    expect(JSON.parse(created!.body)).toMatchObject({ brandId: 1, data: { protocol: { id: voucher, statusId: 1 } } });
    // Built by the database (one statement): instants in toISOString's form, the item and the Opened entry.
    const protocol = JSON.parse(created!.body).data.protocol;
    expect(new Date(protocol.createdAt).toISOString()).toBe(protocol.createdAt);
    expect(protocol.items).toHaveLength(1);
    expect(protocol.items[0]).toMatchObject({ position: 1, quantity: 1 });
    expect(protocol.items[0].orderCode).toEqual(expect.any(String));
    expect(protocol.history).toMatchObject({ statusId: 1 });
    const refundEvent = received.find((entry) => entry.headers['x-portal-event'] === 'refund.requested');
    expect(JSON.parse(refundEvent!.body).data.refund).toMatchObject({ source: 'protocol', protocolId: refund });
    await remove(subscription.id);
  });

  it('retries a failing receiver with the same event and delivery ids: 500, 500, then 200', async () => {
    const subscription = await subscribe('/flaky', ['coupon.issued']);
    receiver.answer('/flaky', [500, 500]);
    await couponEvent('FLAKY1');
    await deliver();
    expect(receiver.received('/flaky')).toHaveLength(1);
    // Not due yet: the first retry waits 15-30 s.
    await deliver();
    expect(receiver.received('/flaky')).toHaveLength(1);
    t.clock.advance(30_001);
    await deliver();
    expect(receiver.received('/flaky')).toHaveLength(2);
    t.clock.advance(60_001);
    await deliver();
    const received = receiver.received('/flaky');
    expect(received).toHaveLength(3);
    expect(new Set(eventIds('/flaky')).size).toBe(1);
    expect(new Set(received.map((entry) => entry.headers['x-portal-delivery'])).size).toBe(1);

    const log = await call('GET', `/api/backoffice/webhooks/deliveries?subscription=${subscription.id}`, {
      cookie: adminCookie,
    });
    expect(log.statusCode).toBe(200);
    const attempts = log.json().attempts as { attempt: number; statusCode: number; deliveryStatus: string }[];
    expect(attempts.map((row) => [row.attempt, row.statusCode])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    expect(attempts[0]!.deliveryStatus).toBe('delivered');
    await remove(subscription.id);
  });

  it('cuts a receiver that does not answer at the timeout, and retries it later', async () => {
    const subscription = await subscribe('/hang', ['coupon.issued']);
    await couponEvent('HANG1');
    await deliver();
    const [attempt] = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.subscriptionId, subscription.id));
    expect(attempt).toMatchObject({ error: 'timeout', statusCode: null });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    // 'timeout' says the cut came from the bound (the receiver never answers); the duration only has to show it was not
    // some later failure. Generous: a busy CI machine stretches timers by seconds.
    expect(attempt!.durationMs).toBeLessThan(TIMEOUT_MS + 10_000);
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscription.id));
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    await remove(subscription.id);
  });

  it('delivers again after a worker died between its claim and the answer (its lease lapses)', async () => {
    const subscription = await subscribe('/lease', ['coupon.issued']);
    await couponEvent('LEASE1');
    // What a killed process leaves: the delivery claimed, counted as tried, never answered.
    const now = t.clock.now();
    await t.database.db
      .update(webhookDeliveries)
      .set({ claimedUntil: new Date(now.getTime() + leaseMs(TIMEOUT_MS)), attempts: 1, firstTriedAt: now })
      .where(eq(webhookDeliveries.subscriptionId, subscription.id));
    await deliver();
    expect(receiver.received('/lease')).toHaveLength(0);
    t.clock.advance(leaseMs(TIMEOUT_MS) + 1);
    await deliver();
    expect(receiver.received('/lease')).toHaveLength(1);
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscription.id));
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    await remove(subscription.id);
  });

  it('two app instances share the work and deliver each event once', async () => {
    const subscription = await subscribe('/shared', ['coupon.issued']);
    for (let index = 0; index < 12; index++) await couponEvent(`SHARED${index}`);
    const other = await secondInstance(t);
    try {
      await Promise.all([deliver(), webhooksRuntime(other).worker.kick(), deliver()]);
      await webhooksRuntime(other).worker.idle();
    } finally {
      await other.close();
    }
    const ids = eventIds('/shared');
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    await remove(subscription.id);
  });

  it('a rolled-back change leaves no event and no delivery', async () => {
    const subscription = await subscribe('/rollback', ['coupon.issued']);
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(events);
    await expect(
      t.database.db.transaction(async (tx) => {
        await record(tx, {
          type: 'coupon.issued',
          brandId: 1,
          data: {
            coupon: {
              code: 'ROLLBACK',
              consumerId: 1,
              protocolId: null,
              discountPercent: 5,
              validUntil: '2030-01-01',
              createdAt: new Date().toISOString(),
            },
          },
        });
        throw new Error('the change failed after its event was written');
      }),
    ).rejects.toThrow('the change failed');
    // A move the rules refuse writes nothing either.
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const prtId = await anaOpens(t, 'exchange');
    const [afterOpen] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(events);
    expect((await moveAs(t, await operatorCookie(t, agent.id))(prtId, { to: 11 })).statusCode).toBe(409);
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(events);
    expect(afterOpen!.n).toBe(before!.n + 1);
    expect(after!.n).toBe(afterOpen!.n);
    await deliver();
    expect(receiver.received('/rollback')).toHaveLength(0);
    await remove(subscription.id);
  });
});

describe('the OpenAPI document', () => {
  it('lists every event type and the test event in its webhooks section, with the envelope schema and the signature header', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_TYPES, 'webhook.test'].sort());
    const test = document.webhooks['webhook.test'].post;
    expect(test.description).toMatch(/never retried/);
    const testSchema = test.requestBody.content['application/json'].schema;
    expect(testSchema.properties.type).toMatchObject({ const: 'webhook.test' });
    expect(testSchema.properties.data.properties.subscriptionId).toMatchObject({ type: 'integer' });
    const created = document.webhooks['protocol.created'].post;
    expect(created.parameters.map((p: { name: string }) => p.name)).toContain('X-Portal-Signature');
    const schema = created.requestBody.content['application/json'].schema;
    expect(schema.properties.type).toMatchObject({ const: 'protocol.created' });
    expect(schema.properties.data.properties.protocol.properties.items).toMatchObject({ type: 'array' });
  });
});

describe('event feed', () => {
  const KEY_1 = 'development-only-integration-key-brand-1';
  const KEY_2 = 'development-only-integration-key-brand-2';
  type Page = {
    events: { id: string; brandId: number; type: string; data: { coupon?: { code: string } } }[];
    next: string;
  };
  const page = (key: string | null, query: string, host = 'localhost') =>
    t.app.inject({
      method: 'GET',
      url: `/api/integration/v1/events?${query}`,
      headers: { host, ...(key ? { 'x-api-key': key } : {}) },
    });
  const read = async (cursor: string | undefined, limit = 5) => {
    const response = await page(KEY_1, `limit=${limit}${cursor ? `&after=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  /** Reads pages until caught up; returns the events read and the cursor. */
  const readAll = async (cursor: string | undefined, into: Page['events']) => {
    for (;;) {
      const answer = await read(cursor, 50);
      into.push(...answer.events);
      cursor = answer.next;
      if (answer.events.length === 0) return cursor;
    }
  };
  const brandEventIds = async (brandId: number) =>
    (await t.database.db.select({ id: events.publicId }).from(events).where(eq(events.brandId, brandId))).map(
      (row) => row.id,
    );

  it('returns every event exactly once across pages while events keep being written; another brand sees none', async () => {
    const seen: Page['events'] = [];
    let cursor: string | undefined;
    for (let round = 0; round < 6; round++) {
      await couponEvent(`FEED-A${round}`);
      await couponEvent(`FEED-B${round}`);
      const answer = await read(cursor);
      expect(answer.events.length).toBeLessThanOrEqual(5);
      seen.push(...answer.events);
      cursor = answer.next;
    }
    // Caught up once every transaction older than the last event ended (other databases' ones too, on PostgreSQL).
    await vi.waitFor(
      async () => {
        cursor = await readAll(cursor, seen);
        expect(seen.map((event) => event.id).sort()).toEqual((await brandEventIds(1)).sort());
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(new Set(seen.map((event) => event.id)).size).toBe(seen.length);
    expect(seen.every((event) => event.brandId === 1)).toBe(true);
    // Caught up: empty, and the same cursor back.
    expect(await read(cursor)).toEqual({ events: [], next: cursor });

    const other = await page(KEY_2, 'limit=500', 'brand2.localhost');
    expect(other.statusCode).toBe(200);
    const otherIds = new Set((other.json() as Page).events.map((event) => event.id));
    expect(seen.some((event) => otherIds.has(event.id))).toBe(false);
    // A key names its brand: brand 2's key on brand 1's host, or no key, is refused before anything is read.
    expect((await page(KEY_2, 'limit=5')).statusCode).toBe(401);
    expect((await page(null, 'limit=5')).statusCode).toBe(401);
  });

  it('filters by type and refuses a malformed cursor, an unknown type or a limit above 500', async () => {
    let answer: Page = { events: [], next: '' };
    await vi.waitFor(
      async () => {
        answer = (await page(KEY_1, 'limit=500&types=coupon.issued,wallet.debited')).json() as Page;
        expect(answer.events.length).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(answer.events.every((event) => ['coupon.issued', 'wallet.debited'].includes(event.type))).toBe(true);
    const badCursor = await page(KEY_1, 'after=abc');
    expect([badCursor.statusCode, badCursor.json().code]).toEqual([400, 'cursor_invalid']);
    const badType = await page(KEY_1, 'types=protocol.deleted');
    expect([badType.statusCode, badType.json().code]).toEqual([400, 'event_type_unknown']);
    expect((await page(KEY_1, 'limit=501')).statusCode).toBe(400);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'holds back an event whose transaction is still open, and returns it once committed (never behind the cursor)',
    async () => {
      const before: Page['events'] = [];
      let cursor = await readAll(undefined, before);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const recorded = new Promise<void>((resolve) => (written = resolve));
      const late = t.database.withConnection((db) =>
        db.transaction(async (tx) => {
          await record(tx, {
            type: 'coupon.issued',
            brandId: 1,
            data: {
              coupon: {
                code: 'LATE',
                consumerId: 1,
                protocolId: null,
                discountPercent: 5,
                validUntil: '2030-01-01',
                createdAt: new Date().toISOString(),
              },
            },
          });
          written();
          await gate;
        }),
      );
      await recorded;
      await couponEvent('AFTER-LATE');
      const during: Page['events'] = [];
      cursor = await readAll(cursor, during);
      const codes = (list: Page['events']) => list.map((event) => event.data.coupon?.code);
      // The later event committed, but an older transaction is open: both wait, so the cursor cannot pass LATE.
      expect(codes(during)).not.toContain('LATE');
      expect(codes(during)).not.toContain('AFTER-LATE');
      release();
      await late;
      const after: Page['events'] = [...during];
      await vi.waitFor(
        async () => {
          cursor = await readAll(cursor, after);
          expect(codes(after).filter((code) => code === 'LATE' || code === 'AFTER-LATE')).toEqual([
            'LATE',
            'AFTER-LATE',
          ]);
        },
        { timeout: 30_000, interval: 50 },
      );
    },
  );
});

describe('subscriptions', () => {
  it('are for admins of the brand: secret shown once, pause stops sending, rotate re-signs, test send is logged', async () => {
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const agentCall = await call('GET', '/api/backoffice/webhooks', { cookie: await operatorCookie(t, agent.id) });
    expect(agentCall.statusCode).toBe(403);
    expect((await call('GET', '/api/backoffice/webhooks')).statusCode).toBe(401);
    const otherAdmin = await addOperator(t, { role: 'admin', brands: [2] });
    const otherCookie = await operatorCookie(t, otherAdmin.id);

    const subscription = await subscribe('/managed', ['coupon.issued']);
    expect(subscription.secret).toMatch(/^whsec_/);
    const list = await call('GET', '/api/backoffice/webhooks', { cookie: adminCookie });
    expect(list.body).not.toContain(subscription.secret);
    expect(list.json().subscriptions).toContainEqual(expect.objectContaining({ id: subscription.id, active: true }));
    // Another brand's admin neither sees nor touches it; nor can anyone subscribe for a brand not theirs.
    expect((await call('GET', '/api/backoffice/webhooks', { cookie: otherCookie })).json().subscriptions).toEqual([]);
    const foreign = await call('PATCH', `/api/backoffice/webhooks/${subscription.id}`, {
      cookie: otherCookie,
      body: { active: false },
    });
    expect(foreign.statusCode).toBe(404);
    const otherBrand = await call('POST', '/api/backoffice/webhooks', {
      cookie: adminCookie,
      body: { brandId: 2, url: receiver.url('/x'), events: ['coupon.issued'] },
    });
    expect(otherBrand.statusCode).toBe(404);
    const badType = await call('POST', '/api/backoffice/webhooks', {
      cookie: adminCookie,
      body: { brandId: 1, url: receiver.url('/x'), events: ['protocol.deleted'] },
    });
    expect(badType.statusCode).toBe(400);

    const paused = await call('PATCH', `/api/backoffice/webhooks/${subscription.id}`, {
      cookie: adminCookie,
      body: { active: false },
    });
    expect(paused.json()).toMatchObject({ active: false, pausedReason: 'admin' });
    await couponEvent('PAUSED1');
    await deliver();
    expect(receiver.received('/managed')).toHaveLength(0);

    const rotated = await call('POST', `/api/backoffice/webhooks/${subscription.id}/secret`, { cookie: adminCookie });
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(subscription.secret);
    await call('PATCH', `/api/backoffice/webhooks/${subscription.id}`, { cookie: adminCookie, body: { active: true } });
    await deliver();
    const [sent] = receiver.received('/managed');
    expect(sent).toBeDefined();
    expect(validSignature(sent!.headers['x-portal-signature'], sent!.body, newSecret)).toBe(true);
    expect(validSignature(sent!.headers['x-portal-signature'], sent!.body, subscription.secret)).toBe(false);

    const tested = await call('POST', `/api/backoffice/webhooks/${subscription.id}/test`, { cookie: adminCookie });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().attempt).toMatchObject({ eventType: 'webhook.test', statusCode: 200, response: 'ok' });
    const testSent = receiver.received('/managed').at(-1)!;
    expect(testSent.headers['x-portal-event']).toBe('webhook.test');
    // The test event matches its published schema (the OpenAPI webhooks section lists it with the others).
    const testEnvelope = JSON.parse(testSent.body);
    expect(eventEnvelopeSchema('webhook.test').safeParse(testEnvelope).error).toBeUndefined();
    expect(testEnvelope.data).toEqual({ subscriptionId: subscription.id });

    // Deliver again: the delivered event goes out once more, same event id.
    const log = (
      await call('GET', `/api/backoffice/webhooks/deliveries?subscription=${subscription.id}`, { cookie: adminCookie })
    ).json().attempts as { deliveryId: number | null; eventId: string }[];
    const delivered = log.find((row) => row.deliveryId !== null)!;
    const again = await call(
      'POST',
      `/api/backoffice/webhooks/${subscription.id}/deliveries/${delivered.deliveryId}/redeliver`,
      { cookie: adminCookie },
    );
    expect(again.statusCode).toBe(202);
    await deliver();
    expect(eventIds('/managed').filter((id) => id === delivered.eventId)).toHaveLength(2);

    expect((await remove(subscription.id)).statusCode).toBe(200);
    expect((await remove(subscription.id)).statusCode).toBe(404);
  });

  it('after 24 h of failures pauses the subscription and e-mails the brand admins', async () => {
    const subscription = await subscribe('/dead', ['coupon.issued']);
    receiver.alwaysAnswer('/dead', 503);
    await couponEvent('DEAD1');
    await deliver();
    t.clock.advance(RETRY_WINDOW_MS + 60_000);
    await deliver();
    adminCookie = await operatorCookie(t, adminId);
    const [row] = await t.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscription.id));
    expect(row).toMatchObject({ active: false, pausedReason: 'failing' });
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscription.id));
    expect(delivery!.status).toBe('failed');
    const notices = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(like(notificationOutbox.dedupeKey, `webhook-paused:${subscription.id}:%`)));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.subject).toContain('24 h');
    await remove(subscription.id);
  });

  it('retries at most an hour apart and pauses 24 h after the first attempt, not later (issue 44)', async () => {
    const subscription = await subscribe('/flaky', ['coupon.issued']);
    receiver.alwaysAnswer('/flaky', 503);
    await couponEvent('FLAKY1');
    const firstTriedAt = t.clock.now().getTime();
    await deliver();
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscriptionId, subscription.id))
      )[0]!;
    const gaps: number[] = [];
    for (let delivery = await row(); delivery.status === 'pending'; delivery = await row()) {
      const gap = delivery.nextAttemptAt.getTime() - t.clock.now().getTime();
      gaps.push(gap);
      t.clock.advance(Math.max(gap, 0));
      await deliver();
    }
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(t.clock.now().getTime() - firstTriedAt).toBe(RETRY_WINDOW_MS);
    const [paused] = await t.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscription.id));
    expect(paused).toMatchObject({ active: false, pausedReason: 'failing' });
    adminCookie = await operatorCookie(t, adminId);
    await remove(subscription.id);
  });

  it('keeps events and the delivery log 30 days', async () => {
    const subscription = await subscribe('/old', ['coupon.issued']);
    await couponEvent('OLD1');
    await deliver();
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    adminCookie = await operatorCookie(t, adminId);
    await couponEvent('NEW1');
    const swept = await webhooksRuntime(t.app).sweep();
    expect(swept.events).toBeGreaterThan(0);
    expect(swept.attempts).toBeGreaterThan(0);
    const left = await t.database.db.select({ createdAt: events.createdAt }).from(events);
    const cutoff = t.clock.now().getTime() - 30 * 24 * 60 * 60 * 1000;
    expect(left.every((event) => event.createdAt.getTime() >= cutoff)).toBe(true);
    expect(left.length).toBeGreaterThan(0);
    await remove(subscription.id);
  });
});
