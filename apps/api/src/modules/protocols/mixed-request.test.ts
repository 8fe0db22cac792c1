/**
 * Issue 23 #2, #3 and #7 (ADR 0030): a request with items of different paths becomes one protocol per path and
 * invoice, each settled the way it was asked; a line given back once is never requested nor settled again; a
 * declined voucher reads as the refund it is.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_TYPE } from '@portal/domain';
import {
  consumers,
  idempotencyKeys,
  protocolItems,
  protocolRefunds,
  protocols,
  walletAccounts,
  walletMovements,
} from '../../db/schema';
import { VOUCHER_OFFER_DESIRE } from '../../db/seed/catalogue';
import { seededPolicyUrl } from '../../db/seed/brands';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, moveAs, operatorCookie } from '../backoffice/test-support';
import { generateProtocol } from './service';
import { BANK_DATA, itemFor, payload, type ItemChoice } from './test-payload';

const URL = '/api/returns/protocols/generate/b2c';
const L = DEMO.lines;
/** Reason 16: the plain refund desire, and the store-credit desire (14, trigger C, observation required). */
const REFUND: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' };
const CREDIT: ItemChoice = {
  motivoCodigo: 16,
  smotivoCodigo: 161,
  desejoCodigo: 14,
  motivoGatilho: 'C',
  observacao: 'Prefiro crédito.',
};
/** The refund-or-voucher desire with the voucher declined: the refund. */
const VOUCHER_DECLINED: ItemChoice = {
  motivoCodigo: 16,
  smotivoCodigo: 161,
  desejoCodigo: VOUCHER_OFFER_DESIRE,
  motivoGatilho: 'C',
  prt_sit_bonus: 'N',
};

let t: TestApp;
let cookie: string;
let move: ReturnType<typeof moveAs>;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t, { email: DEMO.ana.email });
  const agent = await addOperator(t, { role: 'agent', brands: [DEMO.brand.correBrasil] });
  operator = await operatorCookie(t, agent.id);
  move = moveAs(t, operator);
});
afterAll(async () => t?.close());

const post = (body: unknown, key?: string, lang = 'pt') => callWith(t)('POST', URL, { cookie, body, key, lang });

async function walk(prtId: number, steps: number[]) {
  for (const to of steps) {
    const response = await move(prtId, { to, note: `Passo ${to}` });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const db = () => t.database.db;
const movementsOf = (ids: number[]) =>
  db().select().from(walletMovements).where(inArray(walletMovements.protocolId, ids)).orderBy(asc(walletMovements.id));
const refundsOf = (ids: number[]) =>
  db().select().from(protocolRefunds).where(inArray(protocolRefunds.protocolId, ids));
async function anaBalance(): Promise<number> {
  const [row] = await db().select({ cents: walletAccounts.balanceCents }).from(walletAccounts)
    .where(sql`${walletAccounts.brandId} = ${DEMO.brand.correBrasil} and ${walletAccounts.consumerId} =
      (select id from consumers where email = ${DEMO.ana.email})`);
  return row?.cents ?? 0;
}

describe('a refund item of a Pix order and a store-credit item of a card order, confirmed together', () => {
  let refundPrt: number;
  let creditPrt: number;

  it('become two protocols, each with its own path, order and invoice; the answer lists both, a retry the same', async () => {
    const body = payload([itemFor(L.pixRefund, REFUND), itemFor(L.colourExchange, CREDIT)]);
    const key = randomUUID();
    const response = await post(body, key);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // The spec's contract names the first protocol (the first item's); the added fields list every one.
    expect(answer.message).toBe(`Protocolo gerado com sucesso (${answer.prt_id})`);
    expect(answer.prt_ids).toHaveLength(2);
    expect(answer.prt_ids[0]).toBe(answer.prt_id);
    [refundPrt, creditPrt] = answer.prt_ids as [number, number];
    expect(answer.item_protocols).toEqual([
      { prt_id: refundPrt, position: 1 },
      { prt_id: creditPrt, position: 1 },
    ]);

    const rows = await db()
      .select()
      .from(protocols)
      .where(inArray(protocols.id, [refundPrt, creditPrt]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(refundPrt)).toMatchObject({
      trigger: 'E',
      desireId: 3,
      originalOrderCode: L.pixRefund.orderCode,
      invoiceNumber: L.pixRefund.invoiceNumber,
    });
    expect(byId.get(creditPrt)).toMatchObject({
      trigger: 'C',
      desireId: 14,
      originalOrderCode: L.colourExchange.orderCode,
      invoiceNumber: L.colourExchange.invoiceNumber,
    });
    const items = await db()
      .select()
      .from(protocolItems)
      .where(inArray(protocolItems.protocolId, [refundPrt, creditPrt]));
    expect(items.map((item) => [item.protocolId, item.productCode, item.trigger, item.position]).sort()).toEqual(
      [
        [refundPrt, L.pixRefund.productCode, 'E', 1],
        [creditPrt, L.colourExchange.productCode, 'C', 1],
      ].sort(),
    );

    // The same Idempotency-Key answers the same set, and nothing more is written.
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(protocols);
    const again = await post(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(protocols);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('each is settled through the back office as asked: the credit in the wallet, the refund on Pix, nothing else', async () => {
    const balanceBefore = await anaBalance();
    await walk(creditPrt, [2, 3, 22, 23]);
    await walk(refundPrt, [2, 3, 17, 18]);

    // The credit item: one voucher movement of its value, on the card it was paid with; no refund record.
    const movements = await movementsOf([refundPrt, creditPrt]);
    expect(
      movements.map((m) => [m.protocolId, m.operation, m.entryType, m.kind, m.valueCents, m.originalPaymentType]),
    ).toEqual([[creditPrt, 'Credit', 'V', 'voucher', L.colourExchange.grossCents, PAYMENT_TYPE.CREDIT_CARD]]);
    expect(await anaBalance()).toBe(balanceBefore + L.colourExchange.grossCents);

    // The refund item: one refund record of its value, on Pix; no wallet movement.
    const refunds = await refundsOf([refundPrt, creditPrt]);
    expect(refunds.map((r) => [r.protocolId, r.valueCents, r.paymentType, r.status])).toEqual([
      [refundPrt, L.pixRefund.grossCents, PAYMENT_TYPE.PIX, 'requested'],
    ]);
  });

  it('once finished, neither line can be requested again (server and Home say which protocol and how)', async () => {
    await walk(creditPrt, [11]);
    await walk(refundPrt, [11]);

    const credited = await post(payload([itemFor(L.colourExchange, REFUND)]));
    expect(credited.statusCode).toBe(409);
    expect(credited.json().code).toBe('line_already_credited');
    expect(credited.json().message).toContain(String(creditPrt));
    const refunded = await post(payload([itemFor(L.pixRefund, CREDIT)]), undefined, 'en');
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().code).toBe('line_already_refunded');
    expect(refunded.json().message).toBe(
      `The item ${L.pixRefund.productName} was already refunded in protocol ${refundPrt} and cannot be requested again.`,
    );

    const orders = await callWith(t)('POST', '/api/returns/orders', { cookie, body: {} });
    const lines = orders.json().productBalance as {
      PRO_CODIGO: string;
      FAT_SEQUENCIA: number;
      ITE_SEQUENCIA: number;
      IN_OPEN_PROTOCOL: string;
      SETTLED_BY: unknown;
    }[];
    const lineOf = (line: typeof L.pixRefund) =>
      lines.find(
        (l) =>
          l.PRO_CODIGO === line.productCode && l.FAT_SEQUENCIA === line.invoiceSeq && l.ITE_SEQUENCIA === line.itemSeq,
      );
    expect(lineOf(L.colourExchange)).toMatchObject({
      IN_OPEN_PROTOCOL: 'N',
      SETTLED_BY: { PRT_ID: creditPrt, MOT_GATILHO: 'C' },
    });
    expect(lineOf(L.pixRefund)).toMatchObject({
      IN_OPEN_PROTOCOL: 'N',
      SETTLED_BY: { PRT_ID: refundPrt, MOT_GATILHO: 'E' },
    });
    expect(lineOf(L.sizeExchange)).toMatchObject({ SETTLED_BY: null });
  });

  it('a second protocol on a settled line (made before the rule) cannot be settled: 409, no cent moves', async () => {
    // Two protocols on free lines, then pointed at the settled lines as the old server let it happen (protocol 100009).
    const credit = (await post(payload([itemFor(L.sizeExchange, CREDIT)]))).json().prt_id as number;
    const refund = (await post(payload([itemFor(L.otherSizeSoldOut, REFUND)]))).json().prt_id as number;
    const [settledCreditItem] = await db().select().from(protocolItems).where(eq(protocolItems.protocolId, creditPrt));
    const [settledRefundItem] = await db().select().from(protocolItems).where(eq(protocolItems.protocolId, refundPrt));
    await db()
      .update(protocolItems)
      .set({ orderLineId: settledCreditItem!.orderLineId })
      .where(eq(protocolItems.protocolId, credit));
    await db()
      .update(protocolItems)
      .set({ orderLineId: settledRefundItem!.orderLineId })
      .where(eq(protocolItems.protocolId, refund));
    const balanceBefore = await anaBalance();

    await walk(credit, [2, 3, 22]);
    const secondCredit = await move(credit, { to: 23 });
    expect(secondCredit.statusCode).toBe(409);
    expect(secondCredit.json().code).toBe('line_already_settled');
    expect(secondCredit.json().message).toContain(String(creditPrt));
    await walk(refund, [2, 3, 17]);
    const secondRefund = await move(refund, { to: 18 });
    expect(secondRefund.statusCode).toBe(409);
    expect(secondRefund.json().code).toBe('line_already_settled');

    // Nothing was paid, and the moves rolled back whole (the protocols are where they were).
    expect(await movementsOf([credit, refund])).toEqual([]);
    expect(await refundsOf([credit, refund])).toEqual([]);
    expect(await anaBalance()).toBe(balanceBefore);
    const rows = await db()
      .select()
      .from(protocols)
      .where(inArray(protocols.id, [credit, refund]));
    expect(rows.map((row) => [row.id, row.statusId]).sort()).toEqual(
      [
        [credit, 22],
        [refund, 17],
      ].sort(),
    );
  });

  it('a denial gives nothing back and frees the line', async () => {
    const body = payload([itemFor(L.bankSlipRefund, REFUND)], BANK_DATA);
    const denied = (await post(body)).json().prt_id as number;
    expect(denied).toBeGreaterThan(0);
    const held = await post(body);
    expect(held.json().code).toBe('line_in_open_protocol');
    const refused = await move(denied, { to: 9, denialReason: 'Produto não enviado.' });
    expect(refused.statusCode, refused.body).toBe(200);
    const again = await post(body);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('one confirmation, several protocols: all or nothing', () => {
  it('a failure while writing the second protocol leaves neither, nor the key', async () => {
    const key = randomUUID();
    const written: number[] = [];
    const [ana] = await db().select({ id: consumers.id }).from(consumers).where(eq(consumers.email, DEMO.ana.email));
    const consumerId = ana!.id;
    await expect(
      generateProtocol(
        { db: db(), brand: { id: DEMO.brand.correBrasil, policyUrl: seededPolicyUrl(DEMO.brand.correBrasil) }, consumerId, now: t.clock.now() },
        payload([itemFor(L.stockEmpty, REFUND), itemFor(L.reinvoice, CREDIT)]),
        key,
        {
          afterProtocolInsert: (_tx, protocolId) => {
            written.push(protocolId);
            if (written.length === 2) throw new Error('simulated crash');
          },
        },
      ),
    ).rejects.toThrow('simulated crash');
    expect(written).toHaveLength(2);
    expect(await db().select().from(protocols).where(inArray(protocols.id, written))).toEqual([]);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

describe('a shopper who declined the voucher', () => {
  it('sees the refund she chose as her protocol and item title, not the voucher', async () => {
    const response = await post(payload([itemFor(L.voucherOffer, VOUCHER_DECLINED)], BANK_DATA));
    expect(response.statusCode, response.body).toBe(200);
    const prtId = response.json().prt_id as number;
    const [row] = await db().select().from(protocols).where(eq(protocols.id, prtId));
    expect(row).toMatchObject({ trigger: 'E', desireId: VOUCHER_OFFER_DESIRE });

    const list = await callWith(t)('POST', '/api/returns/protocols/b2c', { cookie, body: { prt_id: prtId } });
    expect(list.json().calls[0].MOT_NOME).toBe('Estorno do valor pago');
    const items = await callWith(t)('GET', `/api/returns/protocols/b2c/items/${prtId}`, { cookie, lang: 'es' });
    expect(items.statusCode, items.body).toBe(200);
    expect(JSON.stringify(items.json())).toContain('Reembolso del importe pagado');
    expect(JSON.stringify(items.json())).not.toContain('Vale de compra con bono');

    // The console: the queue and the protocol's items.
    const queue = await callWith(t)('GET', `/api/backoffice/protocols?q=${prtId}`, { cookie: operator });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.find((entry: { prtId: number }) => entry.prtId === prtId).desireName).toBe(
      'Estorno do valor pago',
    );
    const detail = await callWith(t)('GET', `/api/backoffice/protocols/${prtId}`, { cookie: operator, lang: 'en' });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().items[0].desireName).toBe('Refund of the amount paid');
  });
});
