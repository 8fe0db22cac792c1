import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { futureStepsFor, STATUS, voucherBonusCents } from '@portal/domain';
import {
  consumers,
  idempotencyKeys,
  orderLines,
  orders,
  protocolHistory,
  protocolItems,
  protocols,
  protocolTimeline,
} from '../../db/schema';
import {
  VOUCHER_BONUS,
  VOUCHER_OFFER_DESIRE,
  INACTIVE_DESIRE,
  INACTIVE_REASON,
  OPERATOR_ONLY_REASON,
} from '../../db/seed/catalogue';
import { seededPolicyUrl } from '../../db/seed/brands';
import { DEMO, type DemoLine } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { generateProtocol } from './service';
import { BANK_DATA, itemFor, payload, type ItemChoice } from './test-payload';

const URL = '/api/returns/protocols/generate/b2c';
const L = DEMO.lines;

/** Reason 16 'size did not fit' with its first sub-reason and desires. */
const SIZE_EXCHANGE: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 161, desejoCodigo: 1, motivoGatilho: 'T' };
const REFUND: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' };
/** Reason 20 'arrived defective' has no deadline and allows a second exchange. */
const DEFECT_REFUND: ItemChoice = { motivoCodigo: 20, smotivoCodigo: 201, desejoCodigo: 13, motivoGatilho: 'E' };
const COLOUR_EXCHANGE: ItemChoice = {
  motivoCodigo: 17,
  smotivoCodigo: 171,
  desejoCodigo: 2,
  motivoGatilho: 'T',
  observacao: 'Prefiro azul.',
};

let testApp: TestApp;
let ana: string;
let keyCounter = 0;

function nextKey(): string {
  keyCounter += 1;
  return `test-key-${keyCounter}-${Date.now()}`;
}

function post(body: unknown, options: { cookie?: string; key?: string | null; lang?: string; host?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const cookie = options.cookie === undefined ? ana : options.cookie;
  if (cookie) headers.cookie = cookie;
  if (options.key !== null) headers['idempotency-key'] = options.key ?? nextKey();
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.host) headers.host = options.host;
  return testApp.app.inject({ method: 'POST', url: URL, headers, payload: JSON.stringify(body) });
}

function expectRefusal(response: Awaited<ReturnType<typeof post>>, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { type: expect.stringMatching(/^(ERROR|WARN)$/), code, message: expect.any(String) },
  });
}

async function protocolCount(): Promise<number> {
  return (await testApp.database.db.select({ id: protocols.id }).from(protocols)).length;
}

/** A seeded line of another customer or brand, as a DemoLine, read from the database by its order code. */
async function lineOfOrder(orderCode: string, itemSeq = 1): Promise<DemoLine> {
  const [row] = await testApp.database.db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.orderCode, orderCode), eq(orderLines.itemSeq, itemSeq)));
  if (!row) throw new Error(`no line for order ${orderCode}`);
  return {
    orderCode,
    companyCode: row.order.companyCode,
    invoiceSeq: row.line.invoiceSeq,
    itemSeq: row.line.itemSeq,
    productCode: row.line.productCode,
    productModel: row.line.productModel,
    productName: row.line.productName,
    size: row.line.size,
    invoiceNumber: row.line.invoiceNumber,
    colour: row.line.colourName,
    grossCents: row.line.grossCents,
    paymentType: row.order.paymentType,
    deliveredDaysAgo: null,
    isMarketplace: row.order.isMarketplace,
    isReinvoice: row.line.isReinvoice,
  };
}

async function storedProtocol(prtId: number) {
  const { db } = testApp.database;
  const [protocol] = await db.select().from(protocols).where(eq(protocols.id, prtId));
  const items = await db
    .select()
    .from(protocolItems)
    .where(eq(protocolItems.protocolId, prtId))
    .orderBy(asc(protocolItems.position));
  const history = await db.select().from(protocolHistory).where(eq(protocolHistory.protocolId, prtId));
  const timeline = await db
    .select()
    .from(protocolTimeline)
    .where(eq(protocolTimeline.protocolId, prtId))
    .orderBy(asc(protocolTimeline.position));
  return { protocol, items, history, timeline: timeline.map((step) => step.statusId) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
});
afterAll(() => testApp.close());

describe('POST /api/returns/protocols/generate/b2c refuses what the rules forbid', () => {
  it('needs a session', async () => {
    expectRefusal(
      await post(payload([itemFor(L.sizeExchange, { ...SIZE_EXCHANGE, tamanhoTroca: '41' })]), { cookie: '' }),
      401,
      'session_missing',
    );
  });

  it('refuses a line of another customer with the same 404 as a missing one', async () => {
    const bruno = await lineOfOrder(DEMO.orders.brunoBankSlip);
    expectRefusal(await post(payload([itemFor(bruno, REFUND)])), 404, 'order_line_not_found');
  });

  it("refuses the customer's own line of another brand", async () => {
    const brand2 = await lineOfOrder(DEMO.orders.anaBrand2Company9);
    expectRefusal(await post(payload([itemFor(brand2, REFUND)])), 404, 'order_line_not_found');
  });

  it('refuses a line whose identifying fields do not match (another size)', async () => {
    const response = await post(payload([itemFor({ ...L.pixRefund, size: 'GG' }, REFUND)]));
    expectRefusal(response, 404, 'order_line_not_found');
  });

  it('refuses an inactive reason and an operator-only reason', async () => {
    expectRefusal(
      await post(
        payload([
          itemFor(L.pixRefund, { ...REFUND, motivoCodigo: INACTIVE_REASON, smotivoCodigo: 181, desejoCodigo: 92 }),
        ]),
      ),
      422,
      'reason_not_available',
    );
    expectRefusal(
      await post(
        payload([
          itemFor(L.pixRefund, { ...REFUND, motivoCodigo: OPERATOR_ONLY_REASON, smotivoCodigo: 901, desejoCodigo: 91 }),
        ]),
      ),
      422,
      'reason_not_available',
    );
  });

  it('refuses a sub-reason of another reason', async () => {
    expectRefusal(
      await post(payload([itemFor(L.pixRefund, { ...REFUND, smotivoCodigo: 171 })])),
      422,
      'sub_reason_not_available',
    );
  });

  it('refuses a desire of another reason and an inactive desire', async () => {
    expectRefusal(
      await post(payload([itemFor(L.pixRefund, { ...REFUND, desejoCodigo: 7 })])),
      422,
      'desire_not_available',
    );
    expectRefusal(
      await post(
        payload([itemFor(L.pixRefund, { ...SIZE_EXCHANGE, desejoCodigo: INACTIVE_DESIRE, tamanhoTroca: 'M' })]),
      ),
      422,
      'desire_not_available',
    );
  });

  it('refuses a line without a delivery date when the brand validates it', async () => {
    expectRefusal(await post(payload([itemFor(L.noDeliveryDate, REFUND)])), 422, 'delivery_date_required');
  });

  it("refuses a marketplace line with the reason's marketplace message", async () => {
    const response = await post(payload([itemFor(L.marketplace, REFUND)]));
    expectRefusal(response, 422, 'marketplace_order');
    expect(response.json().message).toContain('marketplace');
  });

  it("refuses a line past the reason's deadline with the reason's message", async () => {
    const response = await post(payload([itemFor(L.fortyFiveDays, REFUND)]));
    expectRefusal(response, 422, 'out_of_deadline');
    expect(response.json().message).toContain('30');
    expectRefusal(await post(payload([itemFor(L.longAgo, REFUND)])), 422, 'out_of_deadline');
  });

  it('refuses a second exchange of a re-invoiced line when the reason allows only the first', async () => {
    expectRefusal(
      await post(payload([itemFor(L.reinvoice, { ...SIZE_EXCHANGE, tamanhoTroca: '41' })])),
      422,
      'second_exchange_not_allowed',
    );
  });

  it('refuses an exchange to a size or colour without stock', async () => {
    expectRefusal(
      await post(payload([itemFor(L.sizeExchange, { ...SIZE_EXCHANGE, tamanhoTroca: '43' })])),
      422,
      'out_of_stock',
    );
    expectRefusal(
      await post(
        payload([itemFor(L.colourExchange, { ...COLOUR_EXCHANGE, tamanhoTroca: 'M', corTroca: 'Verde Limão' })]),
      ),
      422,
      'out_of_stock',
    );
  });

  it('refuses an exchange without the wanted size or colour', async () => {
    expectRefusal(await post(payload([itemFor(L.sizeExchange, SIZE_EXCHANGE)])), 400, 'select_size');
    expectRefusal(
      await post(payload([itemFor(L.colourExchange, { ...COLOUR_EXCHANGE, tamanhoTroca: 'M' })])),
      400,
      'select_colour',
    );
  });

  it('refuses a store-credit desire without observations', async () => {
    expectRefusal(
      await post(
        payload([itemFor(L.pixRefund, { motivoCodigo: 16, smotivoCodigo: 161, desejoCodigo: 14, motivoGatilho: 'C' })]),
      ),
      400,
      'required',
    );
  });

  it.each([
    ['cpfCliente', '12345678900', 'invalid_cpf'],
    ['emailCliente', 'ana.souza@', 'invalid_email'],
    ['telefoneCliente', '12', 'invalid_phone'],
    ['cepCliente', '0131010', 'invalid_cep'],
    ['UFCliente', 'XX', 'invalid_uf'],
    ['nomeCliente', '  ', 'required'],
    ['bairroCliente', '', 'required'],
  ])('refuses invalid buyer data: %s', async (field, value, code) => {
    const response = await post(payload([itemFor(L.pixRefund, REFUND)], { [field]: value }));
    expectRefusal(response, 400, code);
    expect(response.json().message).toContain(field);
  });

  it('refuses a refund of a bank-slip order without bank data, with invalid bank data, or with an unknown bank', async () => {
    const item = itemFor(L.bankSlipRefund, REFUND);
    expectRefusal(await post(payload([item])), 400, 'bank_required');
    expectRefusal(await post(payload([item], { ...BANK_DATA, cli_agencia: '12' })), 400, 'invalid_agency');
    expectRefusal(await post(payload([item], { ...BANK_DATA, cli_conta: 'abc' })), 400, 'invalid_account');
    expectRefusal(await post(payload([item], { ...BANK_DATA, cli_chavepix: 'not a key' })), 400, 'invalid_pix');
    expectRefusal(await post(payload([item], { ...BANK_DATA, cli_chavepix: undefined })), 400, 'required');
    expectRefusal(await post(payload([item], { ...BANK_DATA, ban_codigo: '998' })), 400, 'bank_unknown');
  });

  it('refuses a voucher whose bonus is not the domain formula, or on a desire that does not offer it', async () => {
    const voucher = {
      motivoCodigo: 16,
      smotivoCodigo: 161,
      desejoCodigo: VOUCHER_OFFER_DESIRE,
      motivoGatilho: 'C' as const,
      prt_sit_bonus: 'S' as const,
    };
    const expected = voucherBonusCents(L.voucherOffer.grossCents, VOUCHER_BONUS.percent);
    const wrong = await post(payload([itemFor(L.voucherOffer, { ...voucher, prt_valor_bonus: expected + 1 })]));
    expectRefusal(wrong, 422, 'voucher_value_mismatch');
    expect(wrong.json().message).toContain('18,99');
    expectRefusal(
      await post(payload([itemFor(L.pixRefund, { ...REFUND, prt_sit_bonus: 'S', prt_valor_bonus: 100 })])),
      422,
      'voucher_not_offered',
    );
  });

  it('refuses accepting a voucher when the customer has no CPF', async () => {
    const { db } = testApp.database;
    await db.update(consumers).set({ cpf: null }).where(eq(consumers.email, DEMO.ana.email));
    try {
      const bonus = voucherBonusCents(L.voucherOffer.grossCents, VOUCHER_BONUS.percent);
      const response = await post(
        payload([
          itemFor(L.voucherOffer, {
            motivoCodigo: 16,
            smotivoCodigo: 161,
            desejoCodigo: VOUCHER_OFFER_DESIRE,
            motivoGatilho: 'C',
            prt_sit_bonus: 'S',
            prt_valor_bonus: bonus,
          }),
        ]),
      );
      expectRefusal(response, 422, 'voucher_requires_cpf');
    } finally {
      await db.update(consumers).set({ cpf: DEMO.ana.cpf }).where(eq(consumers.email, DEMO.ana.email));
    }
  });

  it('refuses a quantity above the line, a repeated line and another brand', async () => {
    expectRefusal(
      await post(payload([itemFor(L.pixRefund, REFUND, { quantidadeNF: 3, qtdDevolucao: 2 })])),
      400,
      'quantity_invalid',
    );
    const item = itemFor(L.pixRefund, REFUND);
    expectRefusal(await post(payload([item, { ...item, itemDevolucao: 2 }])), 400, 'items_invalid');
    // Outside-store requests (origem 'sac') are taken since issue 13: outside-store.test.ts.
    expectRefusal(
      await post(payload([itemFor(L.pixRefund, REFUND)], { marcaCodigo: DEMO.brand.trilhaNorte })),
      400,
      'brand_mismatch',
    );
  });

  it('refuses a malformed Idempotency-Key and a body that is not the payload', async () => {
    expectRefusal(
      await post(payload([itemFor(L.pixRefund, REFUND)]), { key: 'has spaces in it' }),
      400,
      'idempotency_key_invalid',
    );
    expectRefusal(await post({ items: 'nope' }), 400, 'required');
  });

  it('answers in the request language', async () => {
    const response = await post(payload([itemFor(L.pixRefund, REFUND)], { cpfCliente: '11111111111' }), { lang: 'en' });
    expect(response.json()).toMatchObject({ code: 'invalid_cpf', message: expect.stringContaining('Invalid CPF') });
  });

  it('created nothing while refusing', async () => {
    const { db } = testApp.database;
    const [anaRow] = await db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    const anaProtocols = await db.select().from(protocols).where(eq(protocols.consumerId, anaRow!.id));
    expect(anaProtocols.every((row) => row.id < 200000 && row.createdAt < testApp.clock.now())).toBe(true);
    expect(anaProtocols.map((row) => row.id).sort()).toEqual(
      [
        DEMO.protocols.opened,
        DEMO.protocols.awaitingAnalysis,
        DEMO.protocols.finished,
        DEMO.protocols.rejected,
        DEMO.protocols.storeStockout,
      ].sort(),
    );
  });
});

describe('POST /api/returns/protocols/generate/b2c creates the protocol', () => {
  it('size exchange (T) with stock: protocol, item, history Opened and the exchange timeline', async () => {
    // numeroNF as the orders call sends it: a number, so '000231845' arrives as '231845'.
    const numeroNF = String(Number(L.sizeExchange.invoiceNumber));
    expect(numeroNF).not.toBe(L.sizeExchange.invoiceNumber);
    const response = await post(
      payload([itemFor(L.sizeExchange, { ...SIZE_EXCHANGE, tamanhoTroca: '41' }, { numeroNF })]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(`Protocolo gerado com sucesso (${body.prt_id})`);
    const stored = await storedProtocol(body.prt_id);
    expect(stored.protocol).toMatchObject({
      brandId: DEMO.brand.correBrasil,
      statusId: STATUS.OPENED,
      trigger: 'T',
      reasonId: 16,
      desireId: 1,
      origin: 'ecom',
      contactType: 5,
      invoiceNumber: L.sizeExchange.invoiceNumber,
      originalOrderCode: L.sizeExchange.orderCode,
      cpf: DEMO.ana.cpf,
      email: DEMO.ana.email,
      cep: DEMO.ana.cep,
      addressId: 'END001',
      addressSeq: '1',
      bankCode: null,
      pixKey: null,
    });
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({
      position: 1,
      productCode: L.sizeExchange.productCode,
      size: L.sizeExchange.size,
      exchangeSize: '41',
      exchangeColour: null,
      unitCents: L.sizeExchange.grossCents,
      reasonId: 16,
      subReasonId: 161,
      desireId: 1,
      trigger: 'T',
      bonusAccepted: false,
      bonusCents: null,
      invoiceSeq: L.sizeExchange.invoiceSeq,
      itemSeq: L.sizeExchange.itemSeq,
    });
    expect(stored.history).toHaveLength(1);
    expect(stored.history[0]).toMatchObject({ statusId: STATUS.OPENED });
    expect(stored.timeline).toEqual(futureStepsFor('T'));

    // Issue 11: the opening note reads in the request language (pt kept as the back office's note).
    const historic = async (lang: string) => {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `/api/returns/protocols/b2c/historic/${body.prt_id}`,
        headers: { cookie: ana, 'accept-language': lang },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().history.map((entry: { PHS_OBS: string | null }) => entry.PHS_OBS);
    };
    expect(stored.history[0]!.note).toBe('Protocolo aberto pelo portal do cliente.');
    expect(await historic('pt-BR')).toEqual(['Protocolo aberto pelo portal do cliente.']);
    expect(await historic('en')).toEqual(['Protocol opened through the customer portal.']);
    expect(await historic('es')).toEqual(['Protocolo abierto por el portal del cliente.']);
  });

  it('refund (E) of a bank-slip line stores the bank data and the refund timeline', async () => {
    const response = await post(payload([itemFor(L.bankSlipRefund, REFUND)], { ...BANK_DATA, cli_agencia: '1234-5' }));
    expect(response.statusCode).toBe(200);
    const stored = await storedProtocol(response.json().prt_id);
    expect(stored.protocol).toMatchObject({
      trigger: 'E',
      desireId: 3,
      bankCode: BANK_DATA.ban_codigo,
      bankAgency: '1234-5',
      bankAccount: BANK_DATA.cli_conta,
      pixKey: BANK_DATA.cli_chavepix,
    });
    expect(stored.items[0]).toMatchObject({ trigger: 'E', exchangeSize: null, bonusAccepted: false });
    expect(stored.history.map((entry) => entry.statusId)).toEqual([STATUS.OPENED]);
    expect(stored.timeline).toEqual(futureStepsFor('E'));
  });

  it('accepted voucher (C) stores the bonus of the domain formula and the voucher timeline, without bank data', async () => {
    const bonus = voucherBonusCents(L.voucherOffer.grossCents, VOUCHER_BONUS.percent);
    const response = await post(
      payload(
        [
          itemFor(L.voucherOffer, {
            motivoCodigo: 16,
            smotivoCodigo: 161,
            desejoCodigo: VOUCHER_OFFER_DESIRE,
            motivoGatilho: 'C',
            prt_sit_bonus: 'S',
            prt_valor_bonus: bonus,
          }),
        ],
        // The address was edited: the order's address keys must not be kept.
        { ...BANK_DATA, numeroEndrCliente: '1002' },
      ),
      { lang: 'es' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toContain('gerado com sucesso');
    expect(body.message).toContain(`(${body.prt_id})`);
    const stored = await storedProtocol(body.prt_id);
    expect(stored.protocol).toMatchObject({
      trigger: 'C',
      desireId: VOUCHER_OFFER_DESIRE,
      streetNumber: '1002',
      addressId: null,
      addressSeq: null,
      bankCode: null,
      bankAgency: null,
    });
    expect(stored.items[0]).toMatchObject({ trigger: 'C', bonusAccepted: true, bonusCents: bonus });
    expect(bonus).toBe(1899);
    expect(stored.timeline).toEqual(futureStepsFor('C'));
  });

  it('a second exchange where the reason allows it, to a size with stock', async () => {
    const response = await post(
      payload([
        itemFor(L.reinvoice, {
          motivoCodigo: 20,
          smotivoCodigo: 203,
          desejoCodigo: 9,
          motivoGatilho: 'T',
          tamanhoTroca: '41',
        }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const stored = await storedProtocol(response.json().prt_id);
    expect(stored.items[0]).toMatchObject({ exchangeSize: '41', trigger: 'T', reasonId: 20 });
  });

  it('several items in one protocol, at a brand that does not validate the delivery date', async () => {
    const host = 'brand4.localhost';
    const cookie = await loginAs(testApp, { email: DEMO.ana.email }, host);
    const delivered = await lineOfOrder(DEMO.orders.anaBrand4, 1);
    const undelivered = await lineOfOrder(DEMO.orders.anaBrand4, 2);
    const response = await post(
      // Reason 16 needs no photos: a photos-required reason would send its item alone (spec §4, R36).
      payload([itemFor(delivered, REFUND), itemFor(undelivered, REFUND, { itemDevolucao: 2 })], {
        marcaCodigo: DEMO.brand.mareSports,
        cli_enddes: undefined,
        cli_endseqdes: undefined,
      }),
      { cookie, host },
    );
    expect(response.statusCode).toBe(200);
    const stored = await storedProtocol(response.json().prt_id);
    expect(stored.protocol).toMatchObject({ brandId: DEMO.brand.mareSports, trigger: 'E' });
    expect(stored.items.map((item) => [item.position, item.productCode])).toEqual([
      [1, delivered.productCode],
      [2, undelivered.productCode],
    ]);
    expect(stored.timeline).toEqual(futureStepsFor('E'));
  });

  it('refuses a line that is already in an open protocol', async () => {
    const body = payload([itemFor(L.stockEmpty, REFUND)]);
    expect((await post(body)).statusCode).toBe(200);
    expectRefusal(await post(body), 409, 'line_in_open_protocol');
  });

  it('twenty different requests for one line at once: one protocol, nineteen 409', async () => {
    const body = payload([itemFor(L.longAgo, DEFECT_REFUND)]);
    const before = await protocolCount();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await protocolCount()).toBe(before + 1);
  });
});

describe('Idempotency-Key', () => {
  it('two sequential submits with one key give one protocol', async () => {
    const body = payload([
      itemFor(L.colourExchange, { ...COLOUR_EXCHANGE, tamanhoTroca: 'M', corTroca: 'Azul Marinho' }),
    ]);
    const key = nextKey();
    const before = await protocolCount();
    const first = await post(body, { key });
    const second = await post(body, { key, lang: 'en' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().prt_id).toBe(first.json().prt_id);
    // The contract's message stays the spec's Portuguese in every language; the shopper's is beside it (ADR 0031).
    expect(second.json().message).toBe(`Protocolo gerado com sucesso (${first.json().prt_id})`);
    expect(second.json().localized_message).toBe(`Protocol created successfully (${first.json().prt_id})`);
    expect(await protocolCount()).toBe(before + 1);
    const stored = await storedProtocol(first.json().prt_id);
    expect(stored.items[0]).toMatchObject({ exchangeSize: 'M', exchangeColour: 'Azul Marinho' });
  });

  it('twenty concurrent submits with one key give one protocol and the same answer', async () => {
    const body = payload([itemFor(L.pixRefund, REFUND)]);
    const key = nextKey();
    const before = await protocolCount();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(body, { key })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(20).fill(200));
    expect(new Set(responses.map((response) => response.json().prt_id)).size).toBe(1);
    expect(await protocolCount()).toBe(before + 1);
  });

  it('the same key with another body is refused with 409', async () => {
    const key = nextKey();
    const first = await post(payload([itemFor(L.fortyFiveDays, DEFECT_REFUND)]), { key });
    expect(first.statusCode).toBe(200);
    const other = await post(payload([itemFor(L.fortyFiveDays, { ...DEFECT_REFUND, observacao: 'outro texto' })]), {
      key,
    });
    expectRefusal(other, 409, 'idempotency_key_reused');
  });

  it("a key is the customer's own: another customer's identical key creates their own protocol", async () => {
    const bruno = await loginAs(testApp, { email: DEMO.bruno.email });
    const key = nextKey();
    const line = await lineOfOrder(DEMO.orders.brunoBankSlip);
    const body = payload([itemFor(line, REFUND)], {
      ...BANK_DATA,
      // Bruno's saved bank data are complete, so locked (spec §4): the request sends them as saved.
      cli_chavepix: DEMO.bruno.bank.pixKey,
      nomeCliente: DEMO.bruno.name,
      cpfCliente: DEMO.bruno.cpf,
      emailCliente: DEMO.bruno.email,
      cli_enddes: undefined,
      cli_endseqdes: undefined,
    });
    const response = await post(body, { cookie: bruno, key });
    expect(response.statusCode).toBe(200);
    const { db } = testApp.database;
    const [row] = await db.select().from(protocols).where(eq(protocols.id, response.json().prt_id));
    const [brunoRow] = await db.select().from(consumers).where(eq(consumers.email, DEMO.bruno.email));
    expect(row!.consumerId).toBe(brunoRow!.id);
  });
});

describe('one transaction', () => {
  it('a crash after the protocol is written, before the key and the commit, leaves nothing, not even the key', async () => {
    const { db } = testApp.database;
    const [anaRow] = await db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    const before = await protocolCount();
    let insertedId = 0;
    const key = nextKey();
    await expect(
      generateProtocol(
        {
          db,
          brand: { id: DEMO.brand.correBrasil, policyUrl: seededPolicyUrl(DEMO.brand.correBrasil) },
          consumerId: anaRow!.id,
          now: testApp.clock.now(),
        },
        payload([itemFor(L.otherSizeSoldOut, REFUND)]),
        key,
        {
          afterProtocolInsert: (_tx, protocolId) => {
            insertedId = protocolId;
            throw new Error('simulated crash');
          },
        },
      ),
    ).rejects.toThrow('simulated crash');
    expect(insertedId).toBeGreaterThan(0);
    expect(await protocolCount()).toBe(before);
    expect(await db.select().from(protocols).where(eq(protocols.id, insertedId))).toEqual([]);
    expect(await db.select().from(protocolItems).where(eq(protocolItems.protocolId, insertedId))).toEqual([]);
    expect(await db.select().from(protocolHistory).where(eq(protocolHistory.protocolId, insertedId))).toEqual([]);
    expect(await db.select().from(protocolTimeline).where(eq(protocolTimeline.protocolId, insertedId))).toEqual([]);
    expect(
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.consumerId, anaRow!.id), eq(idempotencyKeys.key, key))),
    ).toEqual([]);

    // The line is still free: the same request (same key) now goes through.
    const retried = await post(payload([itemFor(L.otherSizeSoldOut, REFUND)]), { key });
    expect(retried.statusCode).toBe(200);
  });
});
