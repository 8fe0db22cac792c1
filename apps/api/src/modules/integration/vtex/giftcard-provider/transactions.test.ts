/**
 * VTEX's transactions on the wallet's gift card (issue 49): Debits once per requestId under the account's lock,
 * refusals that move nothing, Credits, cancellations and settlements bounded and idempotent, the shop's own call on the
 * same ledger, and concurrency; driven with the document's example bodies, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEVELOPMENT_GIFTCARD_API_KEYS } from '../../../../config';
import { vtexGiftCardTransactions } from '../../../../db/schema';
import { DEMO } from '../../../../db/seed/demo-logins';
import { callWith } from '../../../../test/call-with';
import { loginAs } from '../../../../test/login-as';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { consumerIdOf } from '../../../protocols/read-test-support';
import { expectLedgerConsistent } from '../../../wallet/test-support';
import {
  ANSWER_EXAMPLES,
  CANCELLATION_REQUEST_EXAMPLE,
  SEARCH_REQUEST_EXAMPLE,
  SETTLEMENT_REQUEST_EXAMPLE,
  TRANSACTION_REQUEST_EXAMPLE,
} from './document-examples';
import { balanceCents, hub, keyPaths, movementsOf } from './test-support';

let t: TestApp;
let call: ReturnType<typeof hub>;
let anaId: number;
let cardId: string;
let counter = 0;
const requestId = () => `REQ-${(counter += 1)}-${Date.now()}`;

/** The document's _search, by Ana's CPF (the example's own client has no wallet). */
const anaSearch = () => ({
  ...SEARCH_REQUEST_EXAMPLE,
  client: { ...SEARCH_REQUEST_EXAMPLE.client, document: DEMO.ana.cpf, email: 'someone-else@example.com' },
  cart: { ...SEARCH_REQUEST_EXAMPLE.cart, redemptionCode: null },
});
const debit = (value: unknown, id = requestId(), orderId = 'v500') => ({
  ...TRANSACTION_REQUEST_EXAMPLE,
  value,
  requestId: id,
  orderInfo: { ...TRANSACTION_REQUEST_EXAMPLE.orderInfo, orderId },
});

beforeAll(async () => {
  t = await createTestApp();
  call = hub(t);
  anaId = await consumerIdOf(t, DEMO.ana.email);
  const found = await call('POST', '/giftcards/_search', { body: anaSearch() });
  expect(found.statusCode).toBe(200);
  cardId = found.json()[0].id;
});

afterAll(async () => {
  await t?.close();
});

describe('transactions', () => {
  it("a Debit of the document's example is one movement 'Compra no pedido v500', the same answer on every retry", async () => {
    const before = await balanceCents(t, anaId);
    const movementsBefore = (await movementsOf(t, anaId)).length;
    const body = debit(TRANSACTION_REQUEST_EXAMPLE.value);
    const first = await call('POST', `/giftcards/${cardId}/transactions`, { body });
    expect(first.statusCode).toBe(200);
    expect(keyPaths(first.json())).toEqual(expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.CreateGiftCardTransaction)));
    const again = await call('POST', `/giftcards/${cardId}/transactions`, { body });
    expect(again.json()).toEqual(first.json());
    expect(await balanceCents(t, anaId)).toBe(before - 300);
    const movements = await movementsOf(t, anaId);
    expect(movements.length).toBe(movementsBefore + 1);
    const last = movements.sort((a, b) => b.id - a.id)[0]!;
    expect(last).toMatchObject({
      operation: 'Debit',
      kind: 'purchase',
      valueCents: 300,
      orderCode: 'v500',
      giftCardId: cardId,
    });
    expect(last.descriptionTexts).toEqual({
      pt: 'Compra no pedido v500',
      en: 'Purchase in order v500',
      es: 'Compra en el pedido v500',
    });
    // The statement shows it in the shopper's language.
    const shopper = await loginAs(t, { email: DEMO.ana.email });
    const statement = (await callWith(t)('GET', '/api/returns/wallet/b2c', { cookie: shopper, lang: 'pt' })).json();
    expect(statement.wallet[0]).toMatchObject({ DESC_OPER: 'Compra no pedido v500', VALUE: 300, TRANS_OPER: 'Debit' });

    const id = first.json().id;
    const got = (await call('GET', `/giftcards/${cardId}/transactions/${id}`)).json();
    expect(keyPaths(got)).toEqual(expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.GetGiftCardTransactionbyID)));
    expect(got).toMatchObject({ value: 3, operation: 'Debit', requestId: body.requestId, description: 'GiftCardHub' });
    const authorization = (await call('GET', `/giftcards/${cardId}/transactions/${id}/authorization`)).json();
    expect(authorization).toEqual({ oid: id, value: 3, date: got.date });
    const list = (await call('GET', `/giftcards/${cardId}/transactions`)).json();
    expect(list).toContainEqual(first.json());
    expect(keyPaths(list)).toEqual(expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.ListAllGiftCardTransactions)));
  });

  it('5 identical Debits at once make one movement and one answer', async () => {
    const movementsBefore = (await movementsOf(t, anaId)).length;
    const body = debit(1.25);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/giftcards/${cardId}/transactions`, { body })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await movementsOf(t, anaId)).length).toBe(movementsBefore + 1);
    await expectLedgerConsistent(t);
  });

  it('refuses above the balance, a fraction of a cent, zero, a negative and a non-number: nothing moves', async () => {
    const before = await balanceCents(t, anaId);
    const movementsBefore = (await movementsOf(t, anaId)).length;
    const above = await call('POST', `/giftcards/${cardId}/transactions`, { body: debit((before + 1) / 100) });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({ type: 'WARN', code: 'insufficient_balance' });
    for (const value of [0.001, 1.005, 0, -1, '3', null]) {
      const refused = await call('POST', `/giftcards/${cardId}/transactions`, { body: debit(value) });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json().code, String(value)).toBe('value_invalid');
    }
    const { value: _value, ...noValue } = debit(1);
    expect((await call('POST', `/giftcards/${cardId}/transactions`, { body: noValue })).statusCode).toBe(400);
    expect(
      (await call('POST', `/giftcards/${cardId}/transactions`, { body: { ...debit(1), operation: 'Refund' } }))
        .statusCode,
    ).toBe(400);
    expect(await balanceCents(t, anaId)).toBe(before);
    expect((await movementsOf(t, anaId)).length).toBe(movementsBefore);
  });

  it('a Credit gives back only what purchases with this card took', async () => {
    const debits = await t.database.db
      .select()
      .from(vtexGiftCardTransactions)
      .where(eq(vtexGiftCardTransactions.cardId, cardId));
    const taken = debits.reduce((sum, row) => sum + (row.operation === 'Debit' ? row.valueCents : 0), 0);
    const tooMuch = await call('POST', `/giftcards/${cardId}/transactions`, {
      body: { ...debit((taken + 1) / 100), operation: 'Credit' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('credit_above_debits');
  });
});

describe('cancellations and settlements', () => {
  async function newDebit(cents: number, orderId: string) {
    const answer = await call('POST', `/giftcards/${cardId}/transactions`, {
      body: debit(cents / 100, requestId(), orderId),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().id as string;
  }

  it('gives back at most what the Debit took, once per requestId, shown as its cancellation', async () => {
    // Enough balance for the test: the shop's call cannot credit without a purchase, so this uses what is left.
    const start = await balanceCents(t, anaId);
    expect(start).toBeGreaterThanOrEqual(500);
    const id = await newDebit(500, 'v777');
    const path = `/giftcards/${cardId}/transactions/${id}/cancellations`;
    // The document's example (4.1) is within the 5.00 taken.
    const first = await call('POST', path, { body: CANCELLATION_REQUEST_EXAMPLE });
    expect(first.statusCode).toBe(200);
    expect(keyPaths(first.json())).toEqual(
      expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.CreateGiftCardTransactionCancellation)),
    );
    expect(first.json().value).toBe(4.1);
    expect((await call('POST', path, { body: CANCELLATION_REQUEST_EXAMPLE })).json()).toEqual(first.json());
    expect(await balanceCents(t, anaId)).toBe(start - 500 + 410);
    const above = await call('POST', path, { body: { value: 0.91, requestId: requestId() } });
    expect(above.statusCode).toBe(422);
    expect(above.json().code).toBe('cancellation_above_transaction');
    const rest = await call('POST', path, { body: { value: 0.9, requestId: requestId() } });
    expect(rest.statusCode).toBe(200);
    expect(await balanceCents(t, anaId)).toBe(start);
    const list = (await call('GET', path)).json();
    expect(list.map((row: { value: number }) => row.value)).toEqual([4.1, 0.9]);
    expect(keyPaths(list)).toEqual(
      expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.ListAllGiftCardTransactionsCancellations)),
    );
    const shopper = await loginAs(t, { email: DEMO.ana.email });
    const statement = (await callWith(t)('GET', '/api/returns/wallet/b2c', { cookie: shopper, lang: 'es' })).json();
    expect(statement.wallet[0]).toMatchObject({
      DESC_OPER: 'Cancelación de la compra en el pedido v777',
      TRANS_OPER: 'Credit',
    });
    await expectLedgerConsistent(t);
  });

  it('concurrent cancellations of one Debit never give back more than it took', async () => {
    const start = await balanceCents(t, anaId);
    const id = await newDebit(300, 'v778');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/giftcards/${cardId}/transactions/${id}/cancellations`, {
          body: { value: 1, requestId: requestId() },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(3);
    expect(await balanceCents(t, anaId)).toBe(start);
  });

  it('records a settlement once per requestId, never above the Debit less its cancellations', async () => {
    const id = await newDebit(300, 'v779');
    const path = `/giftcards/${cardId}/transactions/${id}/settlements`;
    const before = await balanceCents(t, anaId);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => call('POST', path, { body: SETTLEMENT_REQUEST_EXAMPLE })),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.json().value).toBe(1.8);
    expect(keyPaths(answers[0]!.json())).toEqual(
      expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.CreateGiftCardTransactionSettlement)),
    );
    expect((await call('POST', path, { body: { value: 1.21, requestId: requestId() } })).statusCode).toBe(422);
    expect((await call('POST', path, { body: { value: 1.2, requestId: requestId() } })).statusCode).toBe(200);
    const list = (await call('GET', path)).json();
    expect(list.map((row: { value: number }) => row.value)).toEqual([1.8, 1.2]);
    expect(keyPaths(list)).toEqual(
      expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.ListAllGiftCardTransactionsSettlements)),
    );
    // A settlement moves no money: the Debit already took it.
    expect(await balanceCents(t, anaId)).toBe(before);
    expect((await call('GET', `/giftcards/${cardId}/transactions/nope/settlements`)).statusCode).toBe(404);
  });
});

describe("the shop's own POST /returns/giftcards/transactions on the same ledger", () => {
  it('cancels a VTEX purchase by the card id, and VTEX cannot then give it back again', async () => {
    const start = await balanceCents(t, anaId);
    const answer = await call('POST', `/giftcards/${cardId}/transactions`, { body: debit(2, requestId(), 'v880') });
    const id = answer.json().id;
    const shop = await callWith(t)('POST', '/api/returns/giftcards/transactions', {
      apiKey: `${DEVELOPMENT_GIFTCARD_API_KEYS}1`,
      body: {
        emp_codigo: 1,
        mar_codigo: 1,
        trans_oper: 'Credit',
        vco_valor: 2,
        vco_token: `shop-${id}`,
        vco_idvtex: cardId,
      },
    });
    expect(shop.statusCode).toBe(201);
    expect(await balanceCents(t, anaId)).toBe(start);
    // The shop's call names no VTEX transaction, so the bound across both is the card's: never more given back than
    // all purchases with it took (ADR 0092).
    await call('POST', `/giftcards/${cardId}/transactions/${id}/cancellations`, {
      body: { value: 2, requestId: requestId() },
    });
    const onCard = (await movementsOf(t, anaId)).filter((row) => row.giftCardId === cardId);
    const sum = (kind: string) =>
      onCard.filter((row) => row.kind === kind).reduce((total, row) => total + row.valueCents, 0);
    expect(sum('purchase_cancel')).toBeLessThanOrEqual(sum('purchase'));
    await expectLedgerConsistent(t);
  });
});

describe('concurrency across amounts (last: it spends the balance)', () => {
  it('16 mixed Debits at once never take the balance below zero', async () => {
    const owner = anaId;
    const start = await balanceCents(t, owner);
    // Amounts summing well above the balance: some must be refused, and what is taken adds up.
    const amounts = Array.from({ length: 16 }, (_, i) => Math.max(1, Math.round((((i % 4) + 1) * start) / 20)));
    const answers = await Promise.all(
      amounts.map((cents) => call('POST', `/giftcards/${cardId}/transactions`, { body: debit(cents / 100) })),
    );
    const accepted = amounts.filter((_, i) => answers[i]!.statusCode === 200).reduce((sum, c) => sum + c, 0);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 422)).toBe(true);
    expect(answers.some((answer) => answer.statusCode === 422)).toBe(true);
    expect(await balanceCents(t, owner)).toBe(start - accepted);
    expect(start - accepted).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(t);
  });
});
