/**
 * Events out (issue 26) from the real calls that cause them, not written by hand: a shop's gift-card debit and the
 * shopper's balance refund (wallet.debited), the shopper taking a discount coupon (coupon.issued) and an upload
 * (protocol.files_added). Each writes exactly one event of its type with its published data, and the receiver gets it
 * signed without anyone driving the worker: the poll is set to an hour, so only the wake-up after the request's commit
 * can have sent it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventEnvelopeSchema, type EventType } from '@portal/domain';
import { DEVELOPMENT_GIFTCARD_API_KEYS } from '../../config';
import { events, walletMovements } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, operatorCookie } from '../backoffice/test-support';
import { consumerIdOf } from '../protocols/read-test-support';
import { uploadHelpers } from '../uploads/test-helpers';
import { sampleBytes } from '../uploads/test-files';
import { startReceiver, validSignature, type Received, type TestReceiver } from './test-receiver';

/** Ana's Pix voucher card at brand 1 (seed). */
const ANA_CARD = 'GC-8K3M5-2291';
/** Long enough that a delivery within a test can only come from the wake-up after the commit. */
const POLL_SECONDS = 3600;
/** A bound for a loaded machine: the wake-up delivers in milliseconds; without it nothing comes for an hour. */
const TEST_TIMEOUT_MS = 30_000;

let t: TestApp;
let receiver: TestReceiver;
let call: ReturnType<typeof callWith>;
let ana: string;
let anaId: number;
let adminCookie: string;

beforeAll(async () => {
  vi.stubEnv('WEBHOOK_POLL_INTERVAL_SECONDS', String(POLL_SECONDS));
  t = await createTestApp();
  receiver = await startReceiver();
  call = callWith(t);
  ana = await loginAs(t, { email: DEMO.ana.email });
  anaId = await consumerIdOf(t, DEMO.ana.email);
  adminCookie = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1] })).id);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  vi.unstubAllEnvs();
});

async function subscribe(path: string, types: EventType[]) {
  const response = await call('POST', '/api/backoffice/webhooks', {
    cookie: adminCookie,
    body: { brandId: 1, url: receiver.url(path), events: types },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secret: string };
}

const storedEvents = async (type: EventType) => t.database.db.select().from(events).where(eq(events.type, type));

/** The one request a path got: signed with the secret, its envelope valid against the type's published schema. */
function onlyDelivery(received: Received[], type: EventType, secret: string) {
  expect(received).toHaveLength(1);
  const [entry] = received;
  expect(entry!.headers['x-portal-event']).toBe(type);
  expect(validSignature(entry!.headers['x-portal-signature'], entry!.body, secret)).toBe(true);
  const envelope = JSON.parse(entry!.body);
  expect(eventEnvelopeSchema(type).safeParse(envelope).error).toBeUndefined();
  return envelope;
}

describe('wallet.debited', () => {
  it(
    "a shop's gift-card debit writes one event with the movement and its balance, delivered signed after the commit",
    async () => {
      const subscription = await subscribe('/shop', ['wallet.debited']);
      const purchase = {
        emp_codigo: 1,
        mar_codigo: 1,
        trans_oper: 'Debit',
        vco_valor: 19.9,
        vco_token: 'events-shop-1',
        vco_code: 'VTEX-1',
        vco_idvtex: ANA_CARD,
      };
      const apiKey = `${DEVELOPMENT_GIFTCARD_API_KEYS}1`;
      const first = await call('POST', '/api/returns/giftcards/transactions', { body: purchase, apiKey });
      expect(first.statusCode, first.body).toBe(201);
      const { MOV_ID, SALDO_TOTAL } = first.json().transaction;

      const envelope = onlyDelivery(await receiver.arrived('/shop', 1), 'wallet.debited', subscription.secret);
      expect(envelope).toMatchObject({ brandId: 1 });
      expect(envelope.data.movement).toEqual({
        id: MOV_ID,
        consumerId: anaId,
        protocolId: null,
        kind: 'purchase',
        entryType: 'V',
        valueCents: 1990,
        balanceCents: SALDO_TOTAL,
        movedAt: t.clock.now().toISOString(),
      });
      const stored = await storedEvents('wallet.debited');
      expect(stored).toHaveLength(1);
      expect(stored[0]!.publicId).toBe(envelope.id);

      // The shop's repeat of the token answers the first result and writes no second event.
      const again = await call('POST', '/api/returns/giftcards/transactions', { body: purchase, apiKey });
      expect(again.statusCode).toBe(200);
      expect(await storedEvents('wallet.debited')).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "the shopper's balance refund writes one wallet.debited and one refund.requested, Pix key masked",
    async () => {
      const subscription = await subscribe('/refund', ['wallet.debited', 'refund.requested']);
      const debitsBefore = (await storedEvents('wallet.debited')).length;
      const body = { vlr_estorno: '12,34', tipo_pag: 11, prt_id: DEMO.protocols.finished, commit: true };
      const refunded = await call('POST', '/api/returns/giftcards/refund', {
        cookie: ana,
        key: 'events-refund-1',
        body,
      });
      expect(refunded.statusCode, refunded.body).toBe(201);
      const { REF_ID, SALDO_TOTAL_APOS } = refunded.json().refund;

      const received = await receiver.arrived('/refund', 2);
      const byType = (type: EventType) =>
        onlyDelivery(
          received.filter((entry) => entry.headers['x-portal-event'] === type),
          type,
          subscription.secret,
        );
      const [movement] = await t.database.db
        .select()
        .from(walletMovements)
        .where(eq(walletMovements.consumerId, anaId))
        .orderBy(walletMovements.id)
        .then((rows) => rows.slice(-1));
      expect(byType('wallet.debited').data.movement).toMatchObject({
        id: movement!.id,
        consumerId: anaId,
        protocolId: DEMO.protocols.finished,
        valueCents: 1234,
        balanceCents: SALDO_TOTAL_APOS,
      });
      const refund = byType('refund.requested').data.refund;
      expect(refund).toMatchObject({ id: REF_ID, source: 'wallet_balance', valueCents: 1234, paymentType: 11 });
      expect(refund.pixKeyMasked).not.toContain(DEMO.ana.cpf);
      expect(received.map((entry) => entry.body).join()).not.toContain(DEMO.ana.cpf);
      expect(await storedEvents('wallet.debited')).toHaveLength(debitsBefore + 1);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('coupon.issued', () => {
  it(
    'the shopper taking a coupon writes one event with the coupon, delivered signed after the commit; a replay none',
    async () => {
      const subscription = await subscribe('/coupon', ['coupon.issued']);
      const body = { tic_codigo: DEMO.campaignCoupons[1], envia_email: 'N', cpf: DEMO.ana.cpf };
      const accepted = await call('POST', '/api/returns/wallet/b2c/coupons', {
        cookie: ana,
        key: 'events-coupon',
        body,
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const [coupon] = accepted.json().discountCoupons;

      const envelope = onlyDelivery(await receiver.arrived('/coupon', 1), 'coupon.issued', subscription.secret);
      expect(envelope.data.coupon).toMatchObject({
        code: coupon.TCM_CODIGO,
        consumerId: anaId,
        discountPercent: coupon.TIC_DESCONTO,
        createdAt: t.clock.now().toISOString(),
      });
      expect(envelope.data.coupon.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const replay = await call('POST', '/api/returns/wallet/b2c/coupons', { cookie: ana, key: 'events-coupon', body });
      expect(replay.statusCode).toBe(201);
      expect(await storedEvents('coupon.issued')).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('protocol.files_added', () => {
  it(
    "an upload's event is delivered after its commit, not at the next poll",
    async () => {
      const protocolId = await anaOpens(t, 'voucher');
      const subscription = await subscribe('/upload', ['protocol.files_added']);
      const { upload } = uploadHelpers(
        () => t,
        () => ana,
      );
      const uploaded = await upload(
        { prt_id: String(protocolId), is_nfe: 'N' },
        { name: 'foto.jpg', bytes: sampleBytes.jpeg, type: 'image/jpeg' },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(200);

      const envelope = onlyDelivery(await receiver.arrived('/upload', 1), 'protocol.files_added', subscription.secret);
      expect(envelope.data).toMatchObject({
        protocolId,
        file: { id: uploaded.json().attachment.id, itemPosition: 1, isInvoice: false },
      });
    },
    TEST_TIMEOUT_MS,
  );
});
