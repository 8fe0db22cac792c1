/**
 * After the code (issue 48): SRO Rastro moves the protocol to 2 on posting and to 3 on delivery, once, through the
 * operators' transition; an unused code gets its reminder two days before, one extension, then its cancellation and
 * the protocol to 7; the operator's extend and cancel, and a cancellation Correios refuses once posted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import { notificationOutbox, protocolHistory, protocols, shippingSettings } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { DEMO } from '../../db/seed/demo-logins';
import { addOperator, anaOpens, moveAs, operatorCookie } from '../backoffice/test-support';
import { shippingRuntime } from './routes';
import { startShippingTest, type ShippingTest } from './test/shipping-test-app';

const DAY = 86_400_000;
let s: ShippingTest;
let agentId: number;
const cookie = () => operatorCookie(s.t, agentId);
const statusOf = async (id: number) =>
  (await s.t.database.db.select().from(protocols).where(eq(protocols.id, id)))[0]!.statusId;
const historyOf = (id: number, statusId: number) =>
  s.t.database.db
    .select()
    .from(protocolHistory)
    .where(and(eq(protocolHistory.protocolId, id), eq(protocolHistory.statusId, statusId)));
const poll = () => shippingRuntime(s.t.app).runPoll();
const opened = async (kind: 'exchange' | 'refund' | 'voucher') => {
  const prtId = await anaOpens(s.t, kind);
  await s.issueJobs();
  const [shipment] = await s.shipmentsOf(prtId);
  return { prtId, code: shipment!.authorisationCode! };
};
const action = async (prtId: number, name: 'extend' | 'cancel') =>
  callWith(s.t)('POST', `/api/backoffice/protocols/${prtId}/shipment/${name}`, { cookie: await cookie(), lang: 'pt' });

beforeAll(async () => {
  s = await startShippingTest();
  agentId = (await addOperator(s.t, { role: 'agent', brands: [1] })).id;
});
afterAll(async () => s?.close());
// Each test opens its protocols on the first day: the exchange deadlines count from the demo orders' delivery.
beforeEach(() => s.t.clock.set(new Date('2026-12-07T13:00:00Z')));

describe('tracking', () => {
  it('posted moves the protocol to 2, delivered to 3, each once, with the events in the shopper’s language', async () => {
    const { prtId, code } = await opened('exchange');
    expect(await statusOf(prtId)).toBe(STATUS.POST_OBJECT_GENERATED);
    s.fake.post(code, s.t.clock.now());
    expect((await poll()).moves).toBe(1);
    expect(await statusOf(prtId)).toBe(STATUS.WAITING_PRODUCT);
    expect((await s.shipmentsOf(prtId))[0]).toMatchObject({ state: 'posted', trackingCode: code });
    expect((await poll()).moves).toBe(0);

    s.t.clock.advance(2 * DAY);
    s.fake.deliver(code, s.t.clock.now());
    expect((await poll()).moves).toBe(1);
    expect(await statusOf(prtId)).toBe(STATUS.AWAITING_ANALYSIS);
    await poll();
    expect(await historyOf(prtId, STATUS.WAITING_PRODUCT)).toHaveLength(1);
    const delivered = await historyOf(prtId, STATUS.AWAITING_ANALYSIS);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ source: 'scheduler' });
    // The shopper's messages of both moves are queued like an operator's.
    const messages = await s.t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.protocolId, prtId));
    expect(messages.length).toBeGreaterThanOrEqual(3);

    const ana = await loginAs(s.t, { email: DEMO.ana.email });
    const mine = (
      await callWith(s.t)('GET', `/api/returns/protocols/b2c/shipment/${prtId}`, { cookie: ana, lang: 'en' })
    ).json();
    expect(mine.shipment.state).toBe('delivered');
    expect(mine.shipment.events.map((e: { kind: string }) => e.kind)).toEqual(['posted', 'in_transit', 'delivered']);
    expect(mine.shipment.events[2]).toMatchObject({
      description: 'Delivered to the returns centre',
      carrierText: 'Objeto entregue ao destinatário',
      place: 'SAO PAULO - SP',
    });
    const admin = await operatorCookie(s.t, (await addOperator(s.t, { role: 'admin', brands: [1] })).id);
    const figures = await callWith(s.t)('GET', '/api/backoffice/dashboard/shipping?brand=1', { cookie: admin });
    expect(figures.json()).toMatchObject({ brands: [1], delivered: 1, medianDaysToDelivery: 2 });
    const queue = await callWith(s.t)('GET', '/api/backoffice/protocols?shipping=delivered&pageSize=100', {
      cookie: await cookie(),
    });
    expect(queue.json().items.map((i: { prtId: number }) => i.prtId)).toContain(prtId);
  });

  it('a move an operator already made is not repeated', async () => {
    const { prtId, code } = await opened('refund');
    const move = moveAs(s.t, await cookie());
    expect((await move(prtId, { to: 2 })).statusCode).toBe(200);
    s.fake.post(code, s.t.clock.now());
    expect((await poll()).moves).toBe(0);
    expect(await historyOf(prtId, STATUS.WAITING_PRODUCT)).toHaveLength(1);
    expect((await s.shipmentsOf(prtId))[0]!.state).toBe('posted');
  });

  it('an SRO outage is retried by the client and the next poll', async () => {
    const { prtId, code } = await opened('voucher');
    s.fake.post(code, s.t.clock.now());
    s.fake.fail('track', { status: 502 }, { status: 429, retryAfter: '0' }, { status: 500 });
    const first = await poll();
    expect(first.errors).toContain('correios_server_error');
    expect(await statusOf(prtId)).toBe(STATUS.POST_OBJECT_GENERATED);
    await poll();
    expect(await statusOf(prtId)).toBe(STATUS.WAITING_PRODUCT);
  });
});

describe('expiry of an unused code', () => {
  it('reminds two days before, extends once, then cancels at Correios and moves the protocol to 7', async () => {
    const { prtId } = await opened('exchange');
    let [shipment] = await s.shipmentsOf(prtId);
    const postBy = new Date(`${shipment!.postBy}T12:00:00-03:00`).getTime();
    s.t.clock.set(new Date(postBy - 2 * DAY));
    expect((await poll()).reminded).toBe(1);
    expect((await poll()).reminded).toBe(0);
    const reminder = await s.t.database.db
      .select()
      .from(notificationOutbox)
      .where(like(notificationOutbox.dedupeKey, `shipment-reminder:${shipment!.id}:%`));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.text).toContain(shipment!.authorisationCode!);

    s.t.clock.set(new Date(postBy + DAY));
    expect((await poll()).extended).toBe(1);
    [shipment] = await s.shipmentsOf(prtId);
    expect(shipment).toMatchObject({ state: 'issued', extended: true });
    expect(s.fake.calls.some((c) => c.route === 'extend')).toBe(true);

    s.t.clock.set(new Date(new Date(`${shipment!.postBy}T12:00:00-03:00`).getTime() + DAY));
    expect((await poll()).expired).toBe(1);
    expect((await s.shipmentsOf(prtId))[0]!.state).toBe('expired');
    expect(s.fake.prepostagens.find((p) => p.codigoObjeto === shipment!.authorisationCode)!.statusAtual).toBe(
      'CANCELADO',
    );
    expect(await statusOf(prtId)).toBe(STATUS.EXPIRED);
  });

  it('without the extension setting, cancels at the first expiry', async () => {
    await s.t.database.db.update(shippingSettings).set({ extendOnce: false }).where(eq(shippingSettings.brandId, 1));
    const { prtId } = await opened('refund');
    const [shipment] = await s.shipmentsOf(prtId);
    s.t.clock.set(new Date(new Date(`${shipment!.postBy}T12:00:00-03:00`).getTime() + DAY));
    expect((await poll()).expired).toBe(1);
    expect(await statusOf(prtId)).toBe(STATUS.EXPIRED);
    await s.t.database.db.update(shippingSettings).set({ extendOnce: true }).where(eq(shippingSettings.brandId, 1));
  });
});

describe('the operator’s extend and cancel', () => {
  it('extends once, cancels, and a cancellation refused after posting is shown in words', async () => {
    const { prtId } = await opened('voucher');
    const extended = await action(prtId, 'extend');
    expect(extended.statusCode).toBe(200);
    expect(extended.json().shipments[0]).toMatchObject({ state: 'issued', actions: { extend: false, cancel: true } });
    expect((await action(prtId, 'extend')).statusCode).toBe(422);
    const cancelled = await action(prtId, 'cancel');
    expect(cancelled.json().shipments[0]).toMatchObject({ state: 'cancelled', actions: { issueAgain: true } });

    const other = await opened('exchange');
    s.fake.post(other.code, s.t.clock.now());
    const refused = await action(other.prtId, 'cancel');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/PPN-210/);
    expect((await s.shipmentsOf(other.prtId))[0]!.state).toBe('issued');
  });
});
