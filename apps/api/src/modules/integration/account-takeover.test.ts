/**
 * Issue 44 (ADR 0070): an order document never takes over an account. Any brand's key can send any CPF (CPFs are not
 * secret), so a document fills what an account lacks (its CPF) and otherwise leaves the account's CPF, e-mail and
 * phone as they are: the order keeps what the brand sent, the answer reports customer_conflict, and the shopper is
 * offered the brand's contact in 'Meus dados', which she takes only with a code sent to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OrderDocumentInput } from '@portal/domain';
import { consumers, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cpfFor } from './cli/generate-orders';
import { askForCode, BRAND1_HOST, BRAND2_HOST, latestCode, outboxFor, signIn } from '../auth/test-support';

const KEY = (brand: number) => `development-only-integration-key-brand-${brand}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const DIEGO = {
  cpf: cpfFor(440_000_001),
  name: 'Diego Dono',
  email: 'diego.dono@example.com',
  phone: '(11) 94444-0001',
};

let t: TestApp;
let placedAt: string;

beforeAll(async () => {
  t = await createTestApp();
  placedAt = new Date(t.clock.now().getTime() - 6 * DAY_MS).toISOString();
});
afterAll(async () => {
  await t.close();
});

function order(orderId: string, brand: 1 | 2, customer: OrderDocumentInput['customer']): OrderDocumentInput {
  return {
    orderId,
    companyCode: brand === 1 ? 1 : 9,
    branchCode: 1,
    paymentType: 6,
    totalCents: 12990,
    placedAt,
    deliveredAt: null,
    origin: 'eComm',
    marketplace: false,
    reinvoice: false,
    trackingCode: null,
    customer,
    lines: [
      {
        invoiceSeq: 1,
        itemSeq: 1,
        invoiceNumber: '000112233',
        productCode: 'TKO-1',
        productName: 'Camiseta',
        model: 'TKO-MOD-1',
        sizeCode: 'VES',
        size: 'M',
        colour: 'Azul',
        quantity: 1,
        unitPriceCents: 12990,
        imageUrl: 'https://cdn.example.com/tko-1.jpg',
      },
    ],
  };
}

async function send(brand: 1 | 2, documents: OrderDocumentInput[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/integration/v1/orders',
    headers: {
      'content-type': 'application/json',
      host: brand === 1 ? BRAND1_HOST : BRAND2_HOST,
      'x-api-key': KEY(brand),
    },
    payload: JSON.stringify({ orders: documents }),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: { outcome: string; warnings?: { field: string; code: string }[] }[] }).results;
}

const accountOf = async (orderCode: string) => {
  const [row] = await t.database.db
    .select({ account: consumers })
    .from(orders)
    .innerJoin(consumers, eq(consumers.id, orders.consumerId))
    .where(eq(orders.orderCode, orderCode));
  return row!.account;
};

describe('an order document and the account it matches', () => {
  it("brand 2's key with Diego's CPF and a new e-mail neither moves his sign-in nor signs anyone in as him", async () => {
    expect(await send(1, [order('TKO-D1', 1, DIEGO)])).toEqual([{ orderId: 'TKO-D1', outcome: 'created' }]);
    const diego = await accountOf('TKO-D1');
    expect(diego).toMatchObject({ email: 'diego.dono@example.com', phone: '5511944440001', name: 'Diego Dono' });

    const thief = { ...DIEGO, name: 'Outro Nome', email: 'ladrao@example.com', phone: null };
    expect(await send(2, [order('TKO-D2', 2, thief)])).toEqual([
      {
        orderId: 'TKO-D2',
        outcome: 'created',
        warnings: [expect.objectContaining({ field: 'customer.email', code: 'customer_conflict' })],
      },
    ]);
    // The order is Diego's (his CPF) and keeps what brand 2 sent; his account is untouched.
    const after = await accountOf('TKO-D2');
    expect(after).toEqual(diego);
    const [brand2Order] = await t.database.db.select().from(orders).where(eq(orders.orderCode, 'TKO-D2'));
    expect(brand2Order).toMatchObject({ email: 'ladrao@example.com', customerName: 'Outro Nome' });

    // A code asked at brand 1 for the sender's address goes nowhere: no account signs in with it.
    const asked = await askForCode(t.app, { brand: 1, email: 'ladrao@example.com' });
    expect(asked.statusCode).toBe(200);
    expect((await outboxFor(t.app, 'ladrao@example.com')).filter((message) => message.code)).toEqual([]);
    const held = await t.database.db.select().from(consumers).where(eq(consumers.email, 'ladrao@example.com'));
    expect(held).toEqual([]);
  });

  it("Diego is offered brand 2's e-mail at brand 2 only, and takes it only with the code sent to it", async () => {
    const { cookie } = await signIn(t.app, { email: 'diego.dono@example.com' }, { host: BRAND2_HOST, brand: 2 });
    const offer = (host: string, session: string) =>
      t.app.inject({ method: 'GET', url: '/api/privacy/me/contact-offer', headers: { host, cookie: session } });
    const atBrand2 = await offer(BRAND2_HOST, cookie);
    expect(atBrand2.statusCode).toBe(200);
    expect(atBrand2.json()).toEqual({ email: 'ladrao@example.com', phone: null });
    const { cookie: brand1Cookie } = await signIn(t.app, { email: 'diego.dono@example.com' });
    expect((await offer(BRAND1_HOST, brand1Cookie)).json()).toEqual({ email: null, phone: null });

    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { host: BRAND2_HOST, cookie }, payload });
    expect((await post('/api/privacy/me/contact', { email: 'ladrao@example.com' })).statusCode).toBe(200);
    const code = await latestCode(t.app, 'ladrao@example.com');
    const confirmed = await post('/api/privacy/me/contact/confirm', { email: 'ladrao@example.com', code });
    expect(confirmed.statusCode).toBe(200);
    expect((await accountOf('TKO-D1')).email).toBe('ladrao@example.com');
    expect((await offer(BRAND2_HOST, cookie)).json()).toEqual({ email: null, phone: null });
  });

  it('re-sending an order of the same brand with another CPF and e-mail does not rewrite its account', async () => {
    const owner = { cpf: cpfFor(440_000_002), name: 'Rita Mesma', email: 'rita.mesma@example.com', phone: null };
    await send(1, [order('TKO-R1', 1, owner)]);
    const before = await accountOf('TKO-R1');
    const other = { cpf: cpfFor(440_000_003), name: 'Invasor', email: 'invasor@example.com', phone: '(11) 95555-0001' };
    expect(await send(1, [order('TKO-R1', 1, other)])).toEqual([
      {
        orderId: 'TKO-R1',
        outcome: 'updated',
        warnings: [
          expect.objectContaining({ field: 'customer.cpf', code: 'customer_conflict' }),
          expect.objectContaining({ field: 'customer.email', code: 'customer_conflict' }),
        ],
      },
    ]);
    expect(await accountOf('TKO-R1')).toEqual(before);
    // Nor does a new order matched by her e-mail give her account a phone (a new way to sign in).
    await send(1, [order('TKO-R2', 1, { ...owner, cpf: null, phone: '(11) 95555-0002' })]);
    expect(await accountOf('TKO-R2')).toEqual(before);
  });

  it('creates a new account with the document, and fills a CPF an account lacks', async () => {
    const phoneOnly = { cpf: null, name: 'Nina Nova', email: null, phone: '(11) 96666-0001' };
    expect(await send(1, [order('TKO-N1', 1, phoneOnly)])).toEqual([{ orderId: 'TKO-N1', outcome: 'created' }]);
    expect(await accountOf('TKO-N1')).toMatchObject({
      cpf: null,
      email: null,
      phone: '5511966660001',
      name: 'Nina Nova',
    });
    await send(1, [order('TKO-N2', 1, { ...phoneOnly, cpf: cpfFor(440_000_004) })]);
    const nina = await accountOf('TKO-N2');
    expect(nina).toMatchObject({ cpf: cpfFor(440_000_004), email: null, phone: '5511966660001' });
    const owners = await t.database.db
      .selectDistinct({ id: orders.consumerId })
      .from(orders)
      .where(and(eq(orders.companyCode, 1), eq(orders.consumerId, nina.id)));
    expect(owners).toHaveLength(1);
  });
});
