import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { refundAppliedResponseSchema, refundPreviewResponseSchema } from '@portal/domain';
import { DEVELOPMENT_GIFTCARD_API_KEYS } from '../../config';
import { consumers, coupons, refundRequests, walletAccounts, walletMovements } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { anaWalletBuckets } from '../../db/seed/wallet';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consumerIdOf } from '../protocols/read-test-support';
import { callWith, type CallOptions } from '../../test/call-with';
import { expectLedgerConsistent } from '../wallet/test-support';

const REFUND = '/api/returns/giftcards/refund';
const TRANSACTIONS = '/api/returns/giftcards/transactions';
const STATEMENT = '/api/returns/wallet/b2c';
const BRAND1_KEY = `${DEVELOPMENT_GIFTCARD_API_KEYS}1`;
const BRAND2_KEY = `${DEVELOPMENT_GIFTCARD_API_KEYS}2`;
/** Ana's Pix voucher card at brand 1 (seed). */
const ANA_CARD = 'GC-8K3M5-2291';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;
let bruno: string;
let carla: string;
let anaId: number;
let keyCounter = 0;
const nextKey = () => `giftcard-test-${(keyCounter += 1)}`;

const refund = (body: Record<string, unknown>, options: CallOptions = {}) =>
  call('POST', REFUND, { cookie: ana, body, ...options });

async function account(consumerId: number) {
  const [row] = await t.database.db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.consumerId, consumerId), eq(walletAccounts.brandId, 1)));
  return row!;
}

async function movementCount(consumerId: number): Promise<number> {
  return (await t.database.db.select().from(walletMovements).where(eq(walletMovements.consumerId, consumerId))).length;
}

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  ana = await loginAs(t, { email: DEMO.ana.email });
  bruno = await loginAs(t, { email: DEMO.bruno.email });
  carla = await loginAs(t, { phone: DEMO.phoneOnly.phone });
  anaId = await consumerIdOf(t, DEMO.ana.email);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /returns/giftcards/refund', () => {
  it('answers 401 without a session', async () => {
    expect((await call('POST', REFUND, { body: { vlr_estorno: '1', tipo_pag: 6, commit: false } })).statusCode).toBe(
      401,
    );
  });

  it('previews a refund without writing anything', async () => {
    const before = await account(anaId);
    const response = await refund({ vlr_estorno: '10,5', tipo_pag: 6, commit: false });
    expect(response.statusCode).toBe(200);
    expect(refundPreviewResponseSchema.parse(response.json())).toEqual({
      refund: {
        // Integer cents (ADR 0053): '10,5' is R$ 10,50, answered as 1050.
        VALOR: 1050,
        TIP_PGTO: 6,
        SALDO_TIPO_APOS: before.cardCents - 1050,
        SALDO_TOTAL_APOS: before.balanceCents - 1050,
        commit: false,
      },
    });
    expect(await account(anaId)).toEqual(before);
  });

  it('refuses empty, zero, negative, non-numeric, three-decimal and absurd values; the balance stays', async () => {
    const before = await account(anaId);
    const count = await movementCount(anaId);
    for (const value of ['', '0', '0,00', '-1', '-5,00', 'abc', '1,234', '1e309', 'NaN', 'Infinity', 12, null]) {
      for (const commit of [false, true]) {
        const response = await refund({ vlr_estorno: value, tipo_pag: 11, commit }, { key: nextKey(), lang: 'en' });
        expect(response.statusCode, `${String(value)} ${commit}`).toBe(400);
        expect(response.json()).toMatchObject({ type: 'ERROR', code: 'refund_value_invalid' });
        expect(response.json().message).toMatch(/^Enter a refund amount greater than zero/);
      }
    }
    expect((await refund({ vlr_estorno: '1', tipo_pag: 8, commit: false })).statusCode).toBe(400);
    expect(await account(anaId)).toEqual(before);
    expect(await movementCount(anaId)).toBe(count);
  });

  it("refuses above that payment type's balance, naming it, even when the total covers it", async () => {
    const before = await account(anaId);
    const above = ((before.cardCents + 1) / 100).toFixed(2).replace('.', ',');
    for (const commit of [false, true]) {
      const response = await refund({ vlr_estorno: above, tipo_pag: 6, commit }, { key: nextKey() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ type: 'WARN', code: 'refund_above_balance' });
      expect(response.json().message).toContain(`R$ ${(before.cardCents / 100).toFixed(2).replace('.', ',')}`);
    }
    expect(before.balanceCents).toBeGreaterThan(before.cardCents + 1);
    expect(await account(anaId)).toEqual(before);
  });

  it('needs a Pix key for Pix, and an Idempotency-Key to commit', async () => {
    // Carla has no Pix key on her record.
    const noKey = await call('POST', REFUND, {
      cookie: carla,
      body: { vlr_estorno: '1', tipo_pag: 11, commit: false },
    });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json()).toMatchObject({ type: 'WARN', code: 'pix_key_required' });
    const noIdempotency = await refund({ vlr_estorno: '1', tipo_pag: 6, commit: true });
    expect(noIdempotency.statusCode).toBe(400);
    expect(noIdempotency.json()).toMatchObject({ code: 'idempotency_key_required' });
  });

  it('commits: debit movement, refund request, new balances, once per key', async () => {
    const before = await account(anaId);
    const key = nextKey();
    const body = { vlr_estorno: '12,34', tipo_pag: 11, prt_id: DEMO.protocols.finished, commit: true };
    const first = await refund(body, { key, lang: 'es' });
    expect(first.statusCode).toBe(201);
    const answer = refundAppliedResponseSchema.parse(first.json());
    expect(answer.message).toMatch(/^Reembolso solicitado con éxito/);
    expect(answer.refund).toMatchObject({
      VALOR: 1234,
      TIP_PGTO: 11,
      SALDO_TIPO_APOS: before.pixCents - 1234,
      SALDO_TOTAL_APOS: before.balanceCents - 1234,
      commit: true,
    });
    const again = await refund(body, { key, lang: 'es' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Same key, other body: refused, nothing written.
    expect((await refund({ ...body, vlr_estorno: '1' }, { key })).statusCode).toBe(409);

    const after = await account(anaId);
    expect(after).toMatchObject({
      pixCents: before.pixCents - 1234,
      cardCents: before.cardCents,
      otherCents: before.otherCents,
      balanceCents: before.balanceCents - 1234,
    });
    const requests = await t.database.db.select().from(refundRequests).where(eq(refundRequests.consumerId, anaId));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: answer.refund.REF_ID,
      paymentType: 11,
      valueCents: 1234,
      status: 'requested',
      pixKey: DEMO.ana.cpf,
      protocolId: DEMO.protocols.finished,
    });
    const [newest] = (await call('GET', STATEMENT, { cookie: ana })).json().wallet;
    expect(newest).toMatchObject({
      MOV_ID: requests[0]!.movementId,
      TRANS_OPER: 'Debit',
      MOV_TIPO_LAN: 'V',
      TIP_PGTO_ORIG: 11,
      VALUE: 1234,
      SALDO_TOTAL: answer.refund.SALDO_TOTAL_APOS,
      PRT_ID: DEMO.protocols.finished,
      DESC_OPER: `Reembolso por Pix - solicitação ${answer.refund.REF_ID}`,
    });
    // The shopper reads the debit in their language; the back office keeps the pt text in `description`.
    const described = async (lang: string) => (await call('GET', STATEMENT, { cookie: ana, lang })).json().wallet[0];
    expect(await described('en')).toMatchObject({
      MOV_ID: requests[0]!.movementId,
      DESC_OPER: `Refund by Pix - request ${answer.refund.REF_ID}`,
    });
    expect(await described('es')).toMatchObject({
      MOV_ID: requests[0]!.movementId,
      DESC_OPER: `Reembolso por Pix - solicitud ${answer.refund.REF_ID}`,
    });
    expect((await described('pt-BR')).DESC_OPER).toBe(`Reembolso por Pix - solicitação ${answer.refund.REF_ID}`);
    const [stored] = await t.database.db
      .select()
      .from(walletMovements)
      .where(eq(walletMovements.id, requests[0]!.movementId));
    expect(stored!.description).toBe(`Reembolso por Pix - solicitação ${answer.refund.REF_ID}`);
  });

  it("answers 404 for another customer's con_id, another brand or a protocol that is not theirs", async () => {
    const brunoId = await consumerIdOf(t, DEMO.bruno.email);
    const base = { vlr_estorno: '1', tipo_pag: 6, commit: false };
    for (const extra of [{ con_id: brunoId }, { cpf: DEMO.bruno.cpf }, { mar_id: 2 }, { prt_id: 999_999 }]) {
      expect((await refund({ ...base, ...extra })).statusCode, JSON.stringify(extra)).toBe(404);
    }
    expect((await refund({ ...base, vco_idvtex: 'GC-3B6V9-1184' })).statusCode).toBe(404);
    expect((await refund({ ...base, con_id: anaId, vco_idvtex: ANA_CARD })).statusCode).toBe(200);
  });

  it('20 concurrent full refunds with different keys: exactly one applies; it inactivates the coupon it reaches', async () => {
    const brunoId = await consumerIdOf(t, DEMO.bruno.email);
    // Bruno takes a coupon: it is tied to his oldest credit without one, the Pix voucher.
    const accepted = await call('POST', '/api/returns/wallet/b2c/coupons', {
      cookie: bruno,
      key: nextKey(),
      body: { tic_codigo: DEMO.campaignCoupons[1], envia_email: 'N' },
    });
    expect(accepted.statusCode).toBe(201);
    const code = accepted.json().discountCoupons[0].TCM_CODIGO as string;

    const before = await account(brunoId);
    expect(before.pixCents).toBeGreaterThan(0);
    const full = (before.pixCents / 100).toFixed(2).replace('.', ',');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', REFUND, {
          cookie: bruno,
          key: nextKey(),
          body: { vlr_estorno: full, tipo_pag: 11, commit: true },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 422)]);
    expect(await account(brunoId)).toMatchObject({ pixCents: 0, balanceCents: before.balanceCents - before.pixCents });
    const requests = await t.database.db.select().from(refundRequests).where(eq(refundRequests.consumerId, brunoId));
    expect(requests).toHaveLength(1);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.status).toBe('Inativo');
  });
});

describe('POST /returns/giftcards/transactions', () => {
  const purchase = (token: string, value: number | string = 10, operation = 'Debit') => ({
    emp_codigo: 1,
    mar_codigo: 1,
    trans_oper: operation,
    vco_valor: value,
    vco_token: token,
    vco_code: 'VTEX-123',
    vco_idvtex: ANA_CARD,
  });

  it('answers 401 without the key, with a wrong one, another brand’s, or a shopper cookie only', async () => {
    const body = purchase('tx-401');
    expect((await call('POST', TRANSACTIONS, { body })).statusCode).toBe(401);
    expect((await call('POST', TRANSACTIONS, { body, cookie: ana })).statusCode).toBe(401);
    expect((await call('POST', TRANSACTIONS, { body, apiKey: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await call('POST', TRANSACTIONS, { body, apiKey: BRAND2_KEY })).statusCode).toBe(401);
    expect(await movementCount(anaId)).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(walletMovements).where(eq(walletMovements.shopToken, 'tx-401'));
    expect(row).toBeUndefined();
  });

  it('records a purchase once per (card, token), a cancellation to other, and refuses above the balance', async () => {
    const before = await account(anaId);
    const first = await call('POST', TRANSACTIONS, { body: purchase('tx-1', 19.9), apiKey: BRAND1_KEY });
    expect(first.statusCode).toBe(201);
    expect(first.json().transaction).toMatchObject({
      VCO_IDVTEX: ANA_CARD,
      TRANS_OPER: 'Debit',
      // The shop sends reais ('19.9'); the answer is integer cents, as every answer (ADR 0053).
      VALUE: 1990,
      SALDO_TOTAL: before.balanceCents - 1990,
    });
    const again = await call('POST', TRANSACTIONS, { body: purchase('tx-1', '19.90'), apiKey: BRAND1_KEY });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await call('POST', TRANSACTIONS, { body: purchase('tx-1', 5), apiKey: BRAND1_KEY })).statusCode).toBe(409);
    // A purchase takes 'other' first: the refundable buckets stay as they were while 'other' covers it.
    const afterPurchase = await account(anaId);
    expect(afterPurchase.balanceCents).toBe(before.balanceCents - 1990);
    expect(afterPurchase.cardCents + afterPurchase.pixCents).toBe(
      before.cardCents + before.pixCents - Math.max(0, 1990 - before.otherCents),
    );

    const cancel = await call('POST', TRANSACTIONS, { body: purchase('tx-2', 19.9, 'Credit'), apiKey: BRAND1_KEY });
    expect(cancel.statusCode).toBe(201);
    expect((await account(anaId)).otherCents).toBe(afterPurchase.otherCents + 1990);
    // Both read in the shopper's language on the statement.
    const texts = async (lang: string) =>
      (await call('GET', STATEMENT, { cookie: ana, lang }))
        .json()
        .wallet.slice(0, 2)
        .map((row: { DESC_OPER: string }) => row.DESC_OPER);
    expect(await texts('pt')).toEqual([
      'Cancelamento de compra com vale-compras (transação tx-2)',
      'Compra com vale-compras (transação tx-1)',
    ]);
    expect(await texts('en')).toEqual([
      'Cancelled purchase with shopping voucher (transaction tx-2)',
      'Purchase with shopping voucher (transaction tx-1)',
    ]);
    expect(await texts('es')).toEqual([
      'Compra con vale de compra cancelada (transacción tx-2)',
      'Compra con vale de compra (transacción tx-1)',
    ]);

    const tooMuch = await call('POST', TRANSACTIONS, {
      body: purchase('tx-3', (before.balanceCents + 100_000) / 100),
      apiKey: BRAND1_KEY,
      lang: 'en',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ type: 'WARN', code: 'insufficient_balance' });

    for (const bad of [0, -1, 1.234, 'abc']) {
      const response = await call('POST', TRANSACTIONS, { body: purchase(`tx-bad-${bad}`, bad), apiKey: BRAND1_KEY });
      expect(response.statusCode, String(bad)).toBe(400);
    }
    const unknown = await call('POST', TRANSACTIONS, {
      body: { ...purchase('tx-4'), vco_idvtex: 'GC-NONE' },
      apiKey: BRAND1_KEY,
    });
    expect(unknown.statusCode).toBe(404);
    const otherCompany = await call('POST', TRANSACTIONS, {
      body: { ...purchase('tx-5'), emp_codigo: 9 },
      apiKey: BRAND1_KEY,
    });
    expect(otherCompany.statusCode).toBe(400);
  });

  it('reads vco_valor one way only: a comma, a thousands dot or a third decimal is refused and writes nothing', async () => {
    const count = await movementCount(anaId);
    for (const ambiguous of ['1.005', '2.500', '19,90', '1.234,56']) {
      const response = await call('POST', TRANSACTIONS, {
        body: purchase(`tx-ambiguous-${ambiguous}`, ambiguous),
        apiKey: BRAND1_KEY,
      });
      expect(response.statusCode, ambiguous).toBe(400);
      expect(response.json()).toMatchObject({ code: 'value_invalid' });
    }
    expect(await movementCount(anaId)).toBe(count);
    const tenReais = await call('POST', TRANSACTIONS, { body: purchase('tx-ten', '10.00'), apiKey: BRAND1_KEY });
    expect(tenReais.json().transaction).toMatchObject({ VALUE: 1000 });
  });

  it('takes a Credit only as the cancellation of what was debited on that card and not yet credited back', async () => {
    /** Purchases on Ana's card less their cancellations, read from the ledger itself. */
    const cancellableCents = async () => {
      const rows = await t.database.db.select().from(walletMovements).where(eq(walletMovements.giftCardId, ANA_CARD));
      return rows.reduce(
        (sum, row) =>
          sum + (row.kind === 'purchase' ? row.valueCents : row.kind === 'purchase_cancel' ? -row.valueCents : 0),
        0,
      );
    };
    const count = await movementCount(anaId);
    const before = await account(anaId);
    const open = await cancellableCents();
    // A fresh token crediting more than was ever bought with the card would mint store credit.
    const mint = await call('POST', TRANSACTIONS, {
      body: purchase('tx-mint', (open + 100_000_00) / 100, 'Credit'),
      apiKey: BRAND1_KEY,
    });
    expect(mint.statusCode).toBe(422);
    expect(mint.json()).toMatchObject({ type: 'WARN', code: 'credit_above_debits' });
    expect(await movementCount(anaId)).toBe(count);

    expect((await call('POST', TRANSACTIONS, { body: purchase('tx-buy', 30), apiKey: BRAND1_KEY })).statusCode).toBe(
      201,
    );
    const all = (open + 3000) / 100;
    const back = await call('POST', TRANSACTIONS, { body: purchase('tx-back', all, 'Credit'), apiKey: BRAND1_KEY });
    expect(back.statusCode).toBe(201);
    expect(await cancellableCents()).toBe(0);
    // Everything bought with the card is back: one cent more is refused.
    const more = await call('POST', TRANSACTIONS, { body: purchase('tx-more', 0.01, 'Credit'), apiKey: BRAND1_KEY });
    expect(more.statusCode).toBe(422);
    expect((await account(anaId)).balanceCents).toBe(before.balanceCents + open);
  });

  it('takes concurrent repeats of one token once', async () => {
    const count = await movementCount(anaId);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', TRANSACTIONS, { body: purchase('tx-race', 1), apiKey: BRAND1_KEY })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await movementCount(anaId)).toBe(count + 1);
  });
});

describe('the ledger', () => {
  it('refuses to delete or change a movement; only the coupon link may be set, once', async () => {
    const { db } = t.database;
    const [row] = await db.select().from(walletMovements).where(eq(walletMovements.couponCode, DEMO.coupons.used));
    const byId = eq(walletMovements.id, row!.id);
    await expect(db.update(walletMovements).set({ valueCents: 1 }).where(byId)).rejects.toThrow();
    await expect(db.update(walletMovements).set({ description: 'x' }).where(byId)).rejects.toThrow();
    await expect(db.delete(walletMovements).where(byId)).rejects.toThrow();
    await expect(db.update(walletMovements).set({ couponCode: 'X' }).where(byId)).rejects.toThrow();
    // A movement without a coupon may get one, once.
    const [free] = await db
      .select()
      .from(walletMovements)
      .where(and(eq(walletMovements.consumerId, anaId), isNull(walletMovements.couponCode)))
      .limit(1);
    const freeId = eq(walletMovements.id, free!.id);
    await db.update(walletMovements).set({ couponCode: 'LINK-ONCE' }).where(freeId);
    await expect(db.update(walletMovements).set({ couponCode: 'LINK-TWICE' }).where(freeId)).rejects.toThrow();
    await expect(db.update(walletMovements).set({ couponCode: null }).where(freeId)).rejects.toThrow();
    await expect(
      db.update(walletAccounts).set({ pixCents: -1 }).where(eq(walletAccounts.consumerId, anaId)),
    ).rejects.toThrow();
    await expect(
      db.update(walletAccounts).set({ pixCents: 1 }).where(eq(walletAccounts.consumerId, anaId)),
    ).rejects.toThrow();
  });

  it("keeps every running balance and account right after all of the above (Ana's buckets came from the seed)", async () => {
    expect(anaWalletBuckets().cardCents).toBeGreaterThan(0);
    await expectLedgerConsistent(t);
    const [ana] = await t.database.db.select().from(consumers).where(eq(consumers.id, anaId));
    expect(ana!.pixKey).toBe(DEMO.ana.cpf);
  });
});
