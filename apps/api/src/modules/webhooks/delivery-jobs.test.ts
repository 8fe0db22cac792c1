/**
 * Deliveries as jobs (ADR 0090): each delivery has its job, written with it; 24 h of failures leave a dead job in the
 * console's failed jobs with the last error, whose 'try again' makes the delivery pending with a fresh 24 h, sent once
 * the subscription is resumed; a paused subscription's deliveries wait and leave on resume; a pending delivery
 * without a job (an older version's) gets one when an instance starts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs, webhookDeliveries } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie, secondInstance } from '../backoffice/test-support';
import { RETRY_WINDOW_MS, WEBHOOK_DELIVERY_JOB } from './delivery-worker';
import { webhooksRuntime } from './runtime';
import { recordCoupon } from './test-events';
import { startReceiver, type TestReceiver } from './test-receiver';

let t: TestApp;
let receiver: TestReceiver;
let adminId: number;
let adminCookie: string;
let call: ReturnType<typeof callWith>;

beforeAll(async () => {
  vi.stubEnv('WEBHOOK_TIMEOUT_MS', '2000');
  t = await createTestApp();
  receiver = await startReceiver();
  call = callWith(t);
  adminId = (await addOperator(t, { role: 'admin', brands: [1] })).id;
});
// The tests move the clock by a day: a fresh session each time.
beforeEach(async () => {
  adminCookie = await operatorCookie(t, adminId);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  vi.unstubAllEnvs();
});

const deliver = () => webhooksRuntime(t.app).worker.kick();

async function subscribe(path: string) {
  const response = await call('POST', '/api/backoffice/webhooks', {
    cookie: adminCookie,
    body: { brandId: 1, url: receiver.url(path), events: ['coupon.issued'] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

const setActive = (id: number, active: boolean) =>
  call('PATCH', `/api/backoffice/webhooks/${id}`, { cookie: adminCookie, body: { active } });

const couponEvent = (code: string) => recordCoupon(t.database.db, code, t.clock.now());

async function deliveryOf(subscriptionId: number) {
  const [delivery] = await t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId));
  return delivery!;
}

async function jobOf(deliveryId: number) {
  const [job] = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.key, String(deliveryId))));
  return job;
}

describe('deliveries as jobs', () => {
  it('each delivery gets its job in the statement that recorded its event', async () => {
    const subscription = await subscribe('/job');
    await couponEvent('JOB1');
    const delivery = await deliveryOf(subscription.id);
    expect(await jobOf(delivery.id)).toMatchObject({ state: 'queued', runAt: delivery.nextAttemptAt });
    await deliver();
    expect(receiver.received('/job')).toHaveLength(1);
    expect(await jobOf(delivery.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it("24 h of failures: a dead job in the failed jobs; 'try again' sends it once the subscription is resumed", async () => {
    const subscription = await subscribe('/down');
    receiver.alwaysAnswer('/down', 503);
    await couponEvent('DOWN1');
    await deliver();
    t.clock.advance(RETRY_WINDOW_MS + 60_000);
    await deliver();
    const delivery = await deliveryOf(subscription.id);
    expect(delivery.status).toBe('failed');
    const job = (await jobOf(delivery.id))!;
    expect(job).toMatchObject({ state: 'dead', lastError: 'http_503' });

    adminCookie = await operatorCookie(t, adminId);
    const failed = await call('GET', '/api/backoffice/jobs/failed', { cookie: adminCookie });
    expect(failed.json().rows).toContainEqual(
      expect.objectContaining({ id: job.id, kind: WEBHOOK_DELIVERY_JOB, key: String(delivery.id), lastError: 'http_503' }),
    );
    receiver.alwaysAnswer('/down', 200);
    const sentBefore = receiver.received('/down').length;
    expect((await call('POST', `/api/backoffice/jobs/failed/${job.id}/retry`, { cookie: adminCookie })).statusCode).toBe(
      200,
    );
    await deliver();
    // Pending again with a fresh 24 h, but its subscription is still paused: nothing leaves yet.
    expect(await deliveryOf(subscription.id)).toMatchObject({ status: 'pending', firstTriedAt: null });
    expect(receiver.received('/down')).toHaveLength(sentBefore);

    expect((await setActive(subscription.id, true)).statusCode).toBe(200);
    await deliver();
    expect(receiver.received('/down')).toHaveLength(sentBefore + 1);
    expect((await deliveryOf(subscription.id)).status).toBe('delivered');
  });

  it("a paused subscription's delivery waits, and leaves when it is resumed", async () => {
    const subscription = await subscribe('/paused');
    expect((await setActive(subscription.id, false)).statusCode).toBe(200);
    await couponEvent('PAUSED1');
    await deliver();
    expect(receiver.received('/paused')).toHaveLength(0);
    expect((await deliveryOf(subscription.id)).status).toBe('pending');
    expect((await setActive(subscription.id, true)).statusCode).toBe(200);
    await deliver();
    expect(receiver.received('/paused')).toHaveLength(1);
  });

  it('a pending delivery without a job (an older version wrote it) gets one when an instance starts', async () => {
    const subscription = await subscribe('/adopted');
    await couponEvent('OLD1');
    const delivery = await deliveryOf(subscription.id);
    await t.database.db.delete(jobs).where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.key, String(delivery.id))));
    const other = await secondInstance(t);
    try {
      await webhooksRuntime(other).worker.kick();
      await webhooksRuntime(other).worker.idle();
    } finally {
      await other.close();
    }
    expect(receiver.received('/adopted')).toHaveLength(1);
    expect((await deliveryOf(subscription.id)).status).toBe('delivered');
  });
});
