/**
 * The integration API end to end (issue 25): keys and brand scope, every outcome, idempotent re-sends, concurrent
 * sends, lines under a protocol, stock ordering, and the journey that matters: a customer known only from the
 * brand's data logs in by code, sees exactly the lines sent and opens a protocol on one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { OrderDocumentInput } from '@portal/domain';
import { DEMO, type DemoLine } from '../../db/seed/demo-logins';
import { consumers, orderLines, orders, stockVariants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../auth/test-support';
import { itemFor, payload } from '../protocols/test-payload';
import { cpfFor } from './cli/generate-orders';

const KEY = (brand: number) => `development-only-integration-key-brand-${brand}`;
/** A key is refused on another brand's host: brand 2 calls on its own. */
const HOST: Record<string, string> = { [KEY(2)]: 'brand2.localhost' };
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let placedAt: string;
let deliveredAt: string;

beforeAll(async () => {
  t = await createTestApp();
  placedAt = new Date(t.clock.now().getTime() - 6 * DAY_MS).toISOString();
  deliveredAt = new Date(t.clock.now().getTime() - 2 * DAY_MS).toISOString();
});
afterAll(async () => {
  await t.close();
});

function put(path: 'orders' | 'stock', body: unknown, apiKey: string | null = KEY(1)) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/integration/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      host: (apiKey && HOST[apiKey]) || 'localhost',
      ...(apiKey ? { 'x-api-key': apiKey } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type Line = OrderDocumentInput['lines'][number];

function line(overrides: Partial<Line> = {}): Line {
  return {
    invoiceSeq: 1,
    itemSeq: 1,
    invoiceNumber: '000778899',
    productCode: 'INT-10001',
    productName: 'Camiseta Integração',
    model: 'INT-MOD-1',
    sizeCode: 'VES',
    size: 'M',
    colour: 'Verde',
    quantity: 1,
    unitPriceCents: 12990,
    imageUrl: 'https://cdn.example.com/int-mod-1-verde.jpg',
    ...overrides,
  };
}

function order(orderId: string, overrides: Partial<OrderDocumentInput> = {}): OrderDocumentInput {
  return {
    orderId,
    companyCode: 1,
    branchCode: 1,
    paymentType: 6,
    totalCents: 12990,
    placedAt,
    deliveredAt,
    origin: 'eComm',
    marketplace: false,
    reinvoice: false,
    trackingCode: 'BR0001',
    customer: {
      cpf: '123.456.780-62',
      name: 'Joana Importada',
      email: 'joana.importada@example.com',
      phone: '(11) 91234-0001',
      address: {
        cep: DEMO.ana.cep,
        street: 'Avenida Paulista',
        number: '1000',
        complement: null,
        district: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
      },
    },
    lines: [line()],
    ...overrides,
  };
}

async function results(body: unknown, apiKey?: string) {
  const response = await put('orders', body, apiKey);
  expect(response.statusCode).toBe(200);
  return (
    response.json() as { results: { orderId: string; outcome: string; errors?: { field: string; code: string }[] }[] }
  ).results;
}

async function storedOrder(orderId: string) {
  const db = t.database.db;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyCode, 1), eq(orders.orderCode, orderId)));
  if (!row) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(orderLines.itemSeq);
  return { row, lines };
}

/** The row versions (xmin) of an order and its lines: unchanged when nothing was written. */
async function rowVersions(orderId: string) {
  const rows = await t.database.db
    .select({ order: sql<string>`${orders}.xmin::text`, line: sql<string>`${orderLines}.xmin::text` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.companyCode, 1), eq(orders.orderCode, orderId)))
    .orderBy(orderLines.id);
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

const consumerCount = async (cpf: string) =>
  (await t.database.db.select({ n: count() }).from(consumers).where(eq(consumers.cpf, cpf)))[0]!.n;

describe('keys and brand scope', () => {
  it('refuses a missing or wrong key with 401 before reading the body', async () => {
    for (const key of [null, 'nope', `${KEY(1)}x`]) {
      const response = await put('orders', '{not json', key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'api_key_invalid' });
    }
    expect((await put('stock', '{not json', null)).statusCode).toBe(401);
  });

  it("refuses an order of another brand's company code, and a body that is not a call", async () => {
    expect(await results({ orders: [order('SCOPE-1')] }, KEY(2))).toEqual([
      {
        orderId: 'SCOPE-1',
        outcome: 'rejected',
        errors: [expect.objectContaining({ field: 'companyCode', code: 'company_not_of_brand' })],
      },
    ]);
    expect(await storedOrder('SCOPE-1')).toBeUndefined();
    expect((await put('orders', { orders: [] })).statusCode).toBe(400);
    expect((await put('orders', { orders: Array.from({ length: 501 }, () => ({})) })).statusCode).toBe(400);
  });
});

describe('PUT /api/integration/v1/orders', () => {
  it('creates, then answers unchanged without writing, then updates on a delivery, a new line or a tracking code', async () => {
    const undelivered = order('LIFE-1', { deliveredAt: null });
    expect(await results({ orders: [undelivered] })).toEqual([{ orderId: 'LIFE-1', outcome: 'created' }]);
    const created = await storedOrder('LIFE-1');
    expect(created!.row).toMatchObject({
      orderCode: 'LIFE-1',
      cpf: '12345678062',
      email: 'joana.importada@example.com',
      phoneDdd: '11',
    });
    expect(created!.lines).toMatchObject([
      { invoiceNumber: '000778899', grossCents: 12990, deliveredAt: null, tracking: 'BR0001' },
    ]);

    const before = await rowVersions('LIFE-1');
    expect(await results({ orders: [undelivered] })).toEqual([{ orderId: 'LIFE-1', outcome: 'unchanged' }]);
    expect(await rowVersions('LIFE-1')).toEqual(before);

    expect(await results({ orders: [order('LIFE-1')] })).toEqual([{ orderId: 'LIFE-1', outcome: 'updated' }]);
    expect((await storedOrder('LIFE-1'))!.lines[0]!.deliveredAt).toEqual(new Date(deliveredAt));
    const twoLines = order('LIFE-1', { lines: [line(), line({ itemSeq: 2, size: 'G', unitPriceCents: 5000 })] });
    expect(await results({ orders: [twoLines] })).toEqual([{ orderId: 'LIFE-1', outcome: 'updated' }]);
    expect(await results({ orders: [{ ...twoLines, trackingCode: 'BR0002' }] })).toEqual([
      { orderId: 'LIFE-1', outcome: 'updated' },
    ]);
    expect((await storedOrder('LIFE-1'))!.lines.map((l) => [l.itemSeq, l.tracking])).toEqual([
      [1, 'BR0002'],
      [2, 'BR0002'],
    ]);
  });

  it('applies the good orders of a batch with a bad one, answering in the order sent; the same batch twice is one set of rows', async () => {
    const bad = {
      ...order('BATCH-2'),
      totalCents: 10.5,
      customer: { ...order('BATCH-2').customer, cpf: '123.456.780-00' },
    };
    const batch = { orders: [order('BATCH-1'), bad, order('BATCH-3')] };
    expect(await results(batch)).toEqual([
      { orderId: 'BATCH-1', outcome: 'created' },
      {
        orderId: 'BATCH-2',
        outcome: 'rejected',
        errors: [
          expect.objectContaining({ field: 'totalCents', code: 'not_integer' }),
          expect.objectContaining({ field: 'customer.cpf', code: 'invalid_cpf' }),
        ],
      },
      { orderId: 'BATCH-3', outcome: 'created' },
    ]);
    expect((await results(batch)).map((r) => r.outcome)).toEqual(['unchanged', 'rejected', 'unchanged']);
    const rows = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.orderCode} like 'BATCH-%'`);
    expect(rows[0]!.n).toBe(2);
    expect(await consumerCount('12345678062')).toBe(1);
  });

  it('20 concurrent calls sending the same new order and customer make one order and one account', async () => {
    const document = order('RACE-1', {
      customer: { cpf: '234.567.891-73', name: 'Rita Corrida', email: null, phone: null },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => results({ orders: [document] })));
    const outcomes = answers.map((answer) => answer[0]!.outcome).sort();
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(19);
    expect((await storedOrder('RACE-1'))!.lines).toHaveLength(1);
    expect(await consumerCount('23456789173')).toBe(1);
  });

  it('matches customers by CPF, then e-mail, then phone; a new e-mail stays on the order (ADR 0070)', async () => {
    const base = order('MATCH-1', {
      customer: { cpf: '345.678.912-28', name: 'Marta Match', email: 'marta@example.com', phone: '11 93333-0001' },
    });
    await results({ orders: [base] });
    await results({ orders: [order('MATCH-2', { customer: { ...base.customer, email: 'marta.nova@example.com' } })] });
    await results({
      orders: [
        order('MATCH-3', { customer: { ...base.customer, cpf: null, phone: null, email: 'marta.nova@example.com' } }),
      ],
    });
    await results({ orders: [order('MATCH-4', { customer: { ...base.customer, cpf: null, email: null } })] });
    const owners = await t.database.db
      .selectDistinct({ id: orders.consumerId })
      .from(orders)
      .where(sql`${orders.orderCode} like 'MATCH-%'`);
    // MATCH-3 carries only an e-mail no account holds: its own account (the first one's e-mail is still marta@).
    expect(owners).toHaveLength(2);
    const [first] = await t.database.db
      .select({ id: orders.consumerId })
      .from(orders)
      .where(eq(orders.orderCode, 'MATCH-1'));
    const [fourth] = await t.database.db
      .select({ id: orders.consumerId })
      .from(orders)
      .where(eq(orders.orderCode, 'MATCH-4'));
    expect(fourth!.id).toBe(first!.id);
    const [account] = await t.database.db.select().from(consumers).where(eq(consumers.id, first!.id));
    expect(account).toMatchObject({ cpf: '34567891228', email: 'marta@example.com', phone: '5511933330001' });
  });
});

describe('PUT /api/integration/v1/stock', () => {
  it('sets absolute levels, ignores an older delivery and refuses a variant another brand set', async () => {
    const item = {
      productCode: 'INT-10001',
      model: 'INT-MOD-1',
      size: 'G',
      colour: 'Verde',
      quantity: 7,
      asOf: '2026-01-02T10:00:00-03:00',
    };
    const answer = async (items: unknown[], key = KEY(1)) => (await put('stock', { items }, key)).json().results;
    expect(await answer([item])).toEqual([{ index: 0, outcome: 'created' }]);
    expect(await answer([{ ...item, quantity: 3, asOf: '2026-01-02T14:00:00Z' }])).toEqual([
      { index: 0, outcome: 'updated' },
    ]);
    expect(
      await answer([
        { ...item, quantity: 99, asOf: '2026-01-02T12:00:00Z' },
        { ...item, quantity: -1 },
      ]),
    ).toEqual([
      { index: 0, outcome: 'ignored' },
      { index: 1, outcome: 'rejected', errors: [expect.objectContaining({ field: 'items.1.quantity' })] },
    ]);
    expect(await answer([{ ...item, asOf: '2026-02-01T00:00:00Z' }], KEY(2))).toEqual([
      { index: 0, outcome: 'rejected', errors: [expect.objectContaining({ code: 'variant_of_other_brand' })] },
    ]);
    const [variant] = await t.database.db
      .select()
      .from(stockVariants)
      .where(and(eq(stockVariants.productModel, 'INT-MOD-1'), eq(stockVariants.size, 'G')));
    expect(variant).toMatchObject({
      stock: 3,
      colourName: 'Verde',
      imageUrl: 'https://cdn.example.com/int-mod-1-verde.jpg',
    });
  });
});

describe("a variant's stock belongs to the brands that sell it (issue 44)", () => {
  const answer = async (items: unknown[], key: string) => (await put('stock', { items }, key)).json().results;
  const stockOf = async (id: number) =>
    (await t.database.db.select().from(stockVariants).where(eq(stockVariants.id, id)))[0]!.stock;

  it('refuses brand 2 a seeded variant only brand 1 sells, and lets brand 1 set it after that try', async () => {
    // A demo variant whose model only brand 1's orders hold, never set through the integration.
    const rows = await t.database.db.execute<{ id: number; model: string; colour: string; size: string }>(sql`
      select v.id, v.product_model as model, v.colour_name as colour, v.size from stock_variants v
       where not exists (select 1 from integration_stock_versions s where s.stock_variant_id = v.id)
         and exists (select 1 from order_lines l join orders o on o.id = l.order_id
                       join brand_companies b on b.company_code = o.company_code
                      where l.product_model = v.product_model and b.brand_id = 1)
         and not exists (select 1 from order_lines l join orders o on o.id = l.order_id
                       join brand_companies b on b.company_code = o.company_code
                      where l.product_model = v.product_model and b.brand_id <> 1)
       order by v.id limit 1`);
    const variant = (rows as unknown as { rows: { id: number; model: string; colour: string; size: string }[] })
      .rows[0]!;
    const before = await stockOf(variant.id);
    const item = (quantity: number, asOf: string) => ({
      productCode: 'SEEDED',
      model: variant.model,
      size: variant.size,
      colour: variant.colour,
      quantity,
      asOf,
    });
    expect(await answer([item(0, '2026-03-01T00:00:00Z')], KEY(2))).toEqual([
      { index: 0, outcome: 'rejected', errors: [expect.objectContaining({ code: 'variant_of_other_brand' })] },
    ]);
    expect(await stockOf(variant.id)).toBe(before);
    expect(await answer([item(4, '2026-03-01T00:00:00Z')], KEY(1))).toEqual([{ index: 0, outcome: 'updated' }]);
    expect(await stockOf(variant.id)).toBe(4);
  });

  it('lets every brand that sells a model set it, whoever set it first', async () => {
    const shared = { productCode: 'INT-30001', model: 'INT-MOD-SHARED', size: 'P', colour: 'Azul' };
    expect(await answer([{ ...shared, quantity: 5, asOf: '2026-03-01T00:00:00Z' }], KEY(1))).toEqual([
      { index: 0, outcome: 'created' },
    ]);
    // Unsold, the model is its setter's; once brand 2's orders hold it, brand 2 may set it too (and brand 1 no more).
    expect(await answer([{ ...shared, quantity: 1, asOf: '2026-03-02T00:00:00Z' }], KEY(2))).toEqual([
      { index: 0, outcome: 'rejected', errors: [expect.objectContaining({ code: 'variant_of_other_brand' })] },
    ]);
    const brand2Order = order('SHARED-2', {
      companyCode: 9,
      lines: [line({ productCode: shared.productCode, model: shared.model, size: shared.size, colour: shared.colour })],
    });
    expect((await results({ orders: [brand2Order] }, KEY(2)))[0]).toMatchObject({ outcome: 'created' });
    expect(await answer([{ ...shared, quantity: 1, asOf: '2026-03-02T00:00:00Z' }], KEY(2))).toEqual([
      { index: 0, outcome: 'updated' },
    ]);
    expect(await answer([{ ...shared, quantity: 2, asOf: '2026-03-03T00:00:00Z' }], KEY(1))).toEqual([
      { index: 0, outcome: 'rejected', errors: [expect.objectContaining({ code: 'variant_of_other_brand' })] },
    ]);
  });

  it('refuses an order whose texts hold a bidi control (the one text rule)', async () => {
    const refused = order('BIDI-1', { lines: [line({ productName: 'Camiseta \u202egpj.exe' })] });
    const [result] = await results({ orders: [refused] }, KEY(1));
    expect(result).toMatchObject({ outcome: 'rejected' });
    expect(JSON.stringify(result)).toContain('lines.0.productName');
    expect(await storedOrder('BIDI-1')).toBeUndefined();
  });
});

describe('an imported customer returns what she really bought', () => {
  const customer = {
    cpf: '456.789.123-64',
    name: 'Paula Primeira',
    email: 'paula.primeira@example.com',
    phone: '+55 (11) 94444-0001',
  };
  const paulaLine = (overrides: Partial<Line> = {}) =>
    line({
      productCode: 'INT-20001',
      model: 'INT-MOD-2',
      productName: 'Bermuda Importada',
      size: 'P',
      colour: 'Areia',
      ...overrides,
    });

  it('logs in by code, sees exactly the lines sent with their values, opens a protocol, and the line is then protected', async () => {
    const document = order('JOURNEY-1', {
      customer: { ...customer, address: order('x').customer.address },
      totalCents: 21980,
      lines: [
        paulaLine({ unitPriceCents: 8990 }),
        paulaLine({ itemSeq: 2, size: 'M', unitPriceCents: 12990, invoiceNumber: '000000042' }),
      ],
    });
    expect(await results({ orders: [document] })).toEqual([{ orderId: 'JOURNEY-1', outcome: 'created' }]);
    await put('stock', {
      items: [
        { productCode: 'INT-20001', model: 'INT-MOD-2', size: 'G', colour: 'Areia', quantity: 5, asOf: placedAt },
      ],
    });

    const { response, cookie } = await signIn(t.app, { email: 'paula.primeira@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ cpf: '45678912364', nome: 'Paula Primeira' });
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/returns/orders',
      headers: { host: 'localhost', cookie },
      payload: {},
    });
    const lines = (listed.json() as { productBalance: Record<string, unknown>[] }).productBalance;
    expect(
      lines.map((l) => [
        l.PED_CODIGO,
        l.ITE_SEQUENCIA,
        l.PRO_CODIGO,
        l.GRA_TAMANHO,
        l.COR_NOME,
        l.ITE_VALBRUTO,
        l.NUMERONF,
        l.PED_VALTOTAL,
      ]),
    ).toEqual(
      [
        ['JOURNEY-1', 1, 'INT-20001', 'P', 'Areia', 8990, '000778899', 21980],
        ['JOURNEY-1', 2, 'INT-20001', 'M', 'Areia', 12990, '000000042', 21980],
      ].sort((a, b) => (a[1] as number) - (b[1] as number)),
    );
    expect(lines[0]).toMatchObject({
      DATA_ENTREGA: deliveredAt,
      VOL_RASTREIO: 'BR0001',
      LINK_IMAGEM: paulaLine().imageUrl,
      CLI_CEP: DEMO.ana.cep,
    });

    const returned: DemoLine = {
      orderCode: 'JOURNEY-1',
      companyCode: 1,
      invoiceSeq: 1,
      itemSeq: 1,
      productCode: 'INT-20001',
      productModel: 'INT-MOD-2',
      productName: 'Bermuda Importada',
      size: 'P',
      invoiceNumber: '000778899',
      colour: 'Areia',
      grossCents: 8990,
      paymentType: 6,
      deliveredDaysAgo: 2,
      isMarketplace: false,
      isReinvoice: false,
    };
    const protocol = await t.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/generate/b2c',
      headers: { 'content-type': 'application/json', host: 'localhost', cookie, 'idempotency-key': 'journey-1' },
      payload: JSON.stringify(
        payload(
          [
            itemFor(returned, {
              motivoCodigo: 16,
              smotivoCodigo: 161,
              desejoCodigo: 1,
              motivoGatilho: 'T',
              tamanhoTroca: 'G',
            }),
          ],
          {
            nomeCliente: 'Paula Primeira',
            cpfCliente: '45678912364',
            emailCliente: 'paula.primeira@example.com',
            telefoneCliente: '944440001',
            dddCliente: '11',
            complementoEndrCliente: '',
            cli_enddes: undefined,
            cli_endseqdes: undefined,
          },
        ),
      ),
    });
    expect(protocol.statusCode, protocol.body).toBe(200);

    // The protocol's line may get its tracking updated, but not its price, and it may not disappear.
    const changedPrice = { ...document, lines: [paulaLine({ unitPriceCents: 1 }), document.lines[1]!] };
    expect(await results({ orders: [changedPrice] })).toEqual([
      {
        orderId: 'JOURNEY-1',
        outcome: 'rejected',
        errors: [expect.objectContaining({ field: 'lines.0', code: 'line_in_protocol' })],
      },
    ]);
    expect(await results({ orders: [{ ...document, lines: [document.lines[1]!] }] })).toEqual([
      { orderId: 'JOURNEY-1', outcome: 'rejected', errors: [expect.objectContaining({ code: 'line_in_protocol' })] },
    ]);
    expect((await storedOrder('JOURNEY-1'))!.lines.map((l) => l.grossCents)).toEqual([8990, 12990]);
    expect(await results({ orders: [{ ...document, trackingCode: 'BR0009' }] })).toEqual([
      { orderId: 'JOURNEY-1', outcome: 'updated' },
    ]);
  });
});

describe('a call is applied as one batch (ADR 0054) with the outcomes of one order at a time', () => {
  /** Marks the order's first line as used by a protocol: an item copied from a seeded protocol, pointing at it. */
  async function protectFirstLine(orderId: string) {
    const stored = await storedOrder(orderId);
    await t.database.db.execute(sql`
      insert into protocol_items (protocol_id, order_line_id, position, product_code, product_name, colour_name, size,
        quantity, unit_cents, reason_id, desire_id, trigger)
      select protocol_id, ${stored!.lines[0]!.id}, 99, product_code, product_name, colour_name, size, 1, unit_cents,
        reason_id, desire_id, trigger from protocol_items order by id limit 1`);
  }
  const customer = (n: number) => ({
    cpf: null,
    name: `Cliente Lote ${n}`,
    email: `cliente.lote${n}@example.com`,
    phone: null,
  });

  it('mixes created, updated, unchanged, rejected and a protected line, and takes the same order twice in turn', async () => {
    await results({
      orders: [
        order('MIX-U', { customer: customer(1) }),
        order('MIX-S', { customer: customer(1) }),
        order('MIX-P', { customer: customer(2) }),
      ],
    });
    await protectFirstLine('MIX-P');
    const unchangedBefore = await rowVersions('MIX-S');
    const secondLine = line({ itemSeq: 2, size: 'G' });

    const answer = await results({
      orders: [
        order('MIX-NEW', { customer: customer(3) }),
        order('MIX-U', { customer: customer(1), trackingCode: 'BR0777' }),
        order('MIX-S', { customer: customer(1) }),
        { ...order('MIX-BAD'), placedAt: 'yesterday' },
        order('MIX-P', {
          customer: { ...customer(2), name: 'Nome Novo' },
          lines: [line({ unitPriceCents: 1 })],
        }),
        order('MIX-NEW', { customer: customer(3), lines: [line(), secondLine] }),
        order('MIX-TWICE', { customer: customer(4) }),
        order('MIX-TWICE', { customer: customer(4) }),
      ],
    });
    expect(answer).toEqual([
      { orderId: 'MIX-NEW', outcome: 'created' },
      { orderId: 'MIX-U', outcome: 'updated' },
      { orderId: 'MIX-S', outcome: 'unchanged' },
      {
        orderId: 'MIX-BAD',
        outcome: 'rejected',
        errors: [expect.objectContaining({ field: 'placedAt', code: 'invalid_instant' })],
      },
      {
        orderId: 'MIX-P',
        outcome: 'rejected',
        errors: [expect.objectContaining({ field: 'lines.0', code: 'line_in_protocol' })],
      },
      { orderId: 'MIX-NEW', outcome: 'updated' },
      { orderId: 'MIX-TWICE', outcome: 'created' },
      { orderId: 'MIX-TWICE', outcome: 'unchanged' },
    ]);
    expect((await storedOrder('MIX-NEW'))!.lines.map((l) => [l.itemSeq, l.size])).toEqual([
      [1, 'M'],
      [2, 'G'],
    ]);
    expect((await storedOrder('MIX-U'))!.lines[0]!.tracking).toBe('BR0777');
    expect(await rowVersions('MIX-S')).toEqual(unchangedBefore);
    expect(await storedOrder('MIX-BAD')).toBeUndefined();
    // The refused order left nothing behind: neither its price nor its customer's new name.
    const protectedOrder = await storedOrder('MIX-P');
    expect(protectedOrder!.lines.map((l) => l.grossCents)).toEqual([12990]);
    const [account] = await t.database.db
      .select({ name: consumers.name })
      .from(consumers)
      .where(eq(consumers.id, protectedOrder!.row.consumerId));
    expect(account!.name).toBe('Cliente Lote 2');
    expect((await storedOrder('MIX-TWICE'))!.lines).toHaveLength(1);
  });

  it('concurrent calls sharing orders and customers in different orders make each order and account once', async () => {
    // CPF only: the one identity no unique index guards, so only the batch's locks keep it to one account. Each call
    // has orders of its own and orders every call sends, all of the same ten customers, in its own order.
    const document = (id: string, n: number) =>
      order(id, { customer: { cpf: cpfFor(300_000_000 + (n % 10)), name: 'Cliente Cpf', email: null, phone: null } });
    const calls = [0, 1, 2, 3, 4, 5].map((call) => {
      const documents = Array.from({ length: 40 }, (_, n) =>
        n < 30 ? document(`CONC-${call}-${n}`, n) : document(`CONC-ALL-${n}`, n),
      );
      return call % 2 ? documents.reverse() : documents;
    });
    const answers = (await Promise.all(calls.map((documents) => results({ orders: documents })))).flat();
    const ids = calls.flat().map((d) => d.orderId);
    expect(
      answers
        .filter((result) => result.outcome === 'created')
        .map((result) => result.orderId)
        .sort(),
    ).toEqual([...new Set(ids)].sort());
    expect(answers.filter((result) => !['created', 'unchanged'].includes(result.outcome))).toEqual([]);
    const [stored] = (
      (await t.database.db.execute(sql`
        select count(distinct o.id)::int as orders, count(l.id)::int as lines, count(distinct o.consumer_id)::int as accounts
        from orders o join order_lines l on l.order_id = o.id where o.order_code like 'CONC-%'`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(stored).toEqual({ orders: 190, lines: 190, accounts: 10 });

    // Single-order calls of different orders hardly share an order lock: the customer's identity lock alone keeps
    // her to one account.
    const soloCpf = cpfFor(300_500_000);
    const solo = Array.from({ length: 12 }, (_, n) =>
      order(`SOLO-${n}`, { customer: { cpf: soloCpf, name: 'Cliente Solo', email: null, phone: null } }),
    );
    const soloAnswers = await Promise.all(solo.map((one) => results({ orders: [one] })));
    expect(soloAnswers.flat().map((result) => result.outcome)).toEqual(solo.map(() => 'created'));
    expect(await consumerCount(soloCpf)).toBe(1);
  });

  it("concurrent updates of one stored order leave exactly one document's lines, never a mix of them", async () => {
    // Each call sends the whole order with its own second line: applied one after the other, the last one's lines
    // stay. Read by two batches at once, each would keep line 1 and add its own line: a mix no document sent. The
    // batch's row locks on the stored order and its account (order-locks.ts) make the second read after the first commit.
    expect(await results({ orders: [order('CONC-LINES')] })).toEqual([{ orderId: 'CONC-LINES', outcome: 'created' }]);
    const documents = Array.from({ length: 8 }, (_, n) =>
      order('CONC-LINES', { lines: [line(), line({ itemSeq: 10 + n, size: 'G', unitPriceCents: 5000 })] }),
    );
    const answers = (await Promise.all(documents.map((document) => results({ orders: [document] })))).flat();
    expect(answers.map((answer) => answer.outcome)).toEqual(documents.map(() => 'updated'));
    const stored = (await storedOrder('CONC-LINES'))!.lines.map((l) => l.itemSeq);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toBe(1);
  });

  it('a batch the database refuses is applied one order at a time: the refused order alone is rejected', async () => {
    const db = t.database.db;
    await db.execute(
      sql.raw(`
      create function refuse_fallback_order() returns trigger language plpgsql as $$
      begin
        if new.order_code = 'FALLBACK-BAD' then raise exception 'refused' using errcode = 'check_violation'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_fallback_order before insert on orders for each row execute function refuse_fallback_order()',
      ),
    );
    try {
      expect(
        await results({
          orders: [
            order('FALLBACK-1', { customer: customer(200) }),
            order('FALLBACK-BAD', { customer: customer(201) }),
            order('FALLBACK-2', { customer: customer(202) }),
          ],
        }),
      ).toEqual([
        { orderId: 'FALLBACK-1', outcome: 'created' },
        {
          orderId: 'FALLBACK-BAD',
          outcome: 'rejected',
          errors: [expect.objectContaining({ code: 'not_storable', message: expect.stringContaining('23514') })],
        },
        { orderId: 'FALLBACK-2', outcome: 'created' },
      ]);
      expect(await storedOrder('FALLBACK-BAD')).toBeUndefined();
      const accounts = await db
        .select({ n: count() })
        .from(consumers)
        .where(eq(consumers.email, 'cliente.lote201@example.com'));
      expect(accounts[0]!.n).toBe(0);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_fallback_order on orders'));
      await db.execute(sql.raw('drop function refuse_fallback_order()'));
    }
  });
});

describe('OpenAPI', () => {
  it('documents both calls with the document schemas and examples', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ordersCall = document.paths['/api/integration/v1/orders'].put;
    const schema = JSON.stringify(ordersCall.requestBody);
    expect(schema).toContain('unitPriceCents');
    expect(schema).toContain('8812345');
    expect(JSON.stringify(document.paths['/api/integration/v1/stock'].put)).toContain('asOf');
  });
});
