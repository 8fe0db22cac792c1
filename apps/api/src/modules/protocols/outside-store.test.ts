/**
 * Issue 13: POST /api/returns/protocols/generate/b2c with origem 'sac', items bought outside the online store (no
 * order line), checked on the server (ADR 0021).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CONTACT_TYPE, futureStepsFor, ORIGIN, saoPauloDateKey, STATUS } from '@portal/domain';
import { protocolHistory, protocolItems, protocols, protocolTimeline } from '../../db/schema';
import { INACTIVE_REASON, OPERATOR_ONLY_REASON, VOUCHER_OFFER_DESIRE } from '../../db/seed/catalogue';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { BANK_DATA, payload } from './test-payload';

const URL = '/api/returns/protocols/generate/b2c';
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let ana: string;
let keyCounter = 0;

type Json = Record<string, unknown>;

/** Reason 20 'arrived defective': no deadline, photos required; desire 13 is its refund. */
const DEFECT_REFUND = { motivoCodigo: 20, smotivoCodigo: 201, desejoCodigo: 13, motivoGatilho: 'E' };
/** Reason 16 'size did not fit': 30 days from the purchase, no photos; desire 3 refund, 14 store credit, 1 size exchange. */
const SIZE_REFUND = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' };

function daysAgo(days: number): string {
  return saoPauloDateKey(new Date(testApp.clock.now().getTime() - days * DAY_MS));
}

/** One outside-store item as the web's form sends it: store, purchase, product, reason chain, no order line. */
function storeItem(overrides: Json = {}): Json {
  return {
    itemDevolucao: 1,
    agrupador: 1,
    produtoCodigo: '',
    produtoNome: 'Tênis de corrida',
    produtoCor: 'Azul',
    produtoValor: 29990,
    ...SIZE_REFUND,
    motivoNome: 'Motivo',
    desejoNome: 'Desejo',
    gradeCodigo: '',
    gradeTamanho: '40',
    tamanhoTroca: '',
    corTroca: '',
    filialCodigo: 1,
    numeroNF: '12345678901234',
    quantidadeNF: 1,
    qtdDevolucao: 1,
    observacao: 'Comprei na loja do shopping.',
    prt_valor_bonus: 0,
    prt_sit_bonus: 'N',
    motivooperador: 'N',
    nomeLoja: 'Loja Centro',
    cidadeLoja: 'São Paulo',
    dataCompraLoja: daysAgo(3),
    ...overrides,
  };
}

/** With the account a refund is paid into (issue 46): a shop purchase has no payment to reverse. */
function outsideStore(items: Json[], general: Json = {}): Json {
  return payload(items, { origem: ORIGIN.SAC, cli_enddes: '', cli_endseqdes: '', ...BANK_DATA, ...general });
}

function post(body: unknown, key: string | null = `outside-${++keyCounter}`, lang = 'pt') {
  const headers: Record<string, string> = { 'content-type': 'application/json', cookie: ana, 'accept-language': lang };
  if (key) headers['idempotency-key'] = key;
  return testApp.app.inject({ method: 'POST', url: URL, headers, payload: JSON.stringify(body) });
}

function get(url: string, lang = 'pt') {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie: ana, 'accept-language': lang } });
}

async function expectRefusal(body: Json, status: number, code: string) {
  const before = await protocolCount();
  const response = await post(body);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { type: expect.stringMatching(/^(ERROR|WARN)$/), code, message: expect.any(String) },
  });
  expect(await protocolCount()).toBe(before);
  return response.json() as { message: string };
}

async function protocolCount(): Promise<number> {
  return (await testApp.database.db.select({ id: protocols.id }).from(protocols)).length;
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
});
afterAll(() => testApp.close());

describe('generate with origem sac: the server refuses what the outside-store rules forbid', () => {
  it('needs the store name and city, the purchase date and the product name, colour and size', async () => {
    for (const field of ['nomeLoja', 'cidadeLoja', 'dataCompraLoja', 'produtoNome', 'produtoCor', 'gradeTamanho']) {
      await expectRefusal(outsideStore([storeItem({ [field]: '' })]), 400, 'required');
    }
    await expectRefusal(outsideStore([storeItem({ numeroNF: '' })]), 400, 'required');
    await expectRefusal(outsideStore([storeItem({ numeroNF: '123456789012345' })]), 400, 'required');
  });

  it('refuses a value of zero, a CNPJ or store phone that is given but invalid', async () => {
    await expectRefusal(outsideStore([storeItem({ produtoValor: 0 })]), 400, 'purchase_price');
    await expectRefusal(outsideStore([storeItem({ cnpjLoja: '11.111.111/1111-11' })]), 400, 'invalid_cnpj');
    await expectRefusal(outsideStore([storeItem({ telefoneLoja: '123' })]), 400, 'invalid_phone');
  });

  it('refuses a purchase date that is not a date or is in the future (São Paulo calendar)', async () => {
    await expectRefusal(outsideStore([storeItem({ dataCompraLoja: '2026-02-31' })]), 400, 'invalid_date');
    const refusal = await expectRefusal(
      outsideStore([storeItem({ dataCompraLoja: daysAgo(-1) })]),
      400,
      'invalid_date',
    );
    expect(refusal.message).toContain('items[0].dataCompraLoja');
  });

  it('refuses an inactive, operator-only or unknown reason, and a sub-reason or desire of another reason', async () => {
    await expectRefusal(outsideStore([storeItem({ motivoCodigo: INACTIVE_REASON })]), 422, 'reason_not_available');
    await expectRefusal(outsideStore([storeItem({ motivoCodigo: OPERATOR_ONLY_REASON })]), 422, 'reason_not_available');
    await expectRefusal(outsideStore([storeItem({ motivoCodigo: 999 })]), 422, 'reason_not_available');
    await expectRefusal(outsideStore([storeItem({ smotivoCodigo: 201 })]), 422, 'sub_reason_not_available');
    await expectRefusal(outsideStore([storeItem({ desejoCodigo: 13 })]), 422, 'desire_not_available');
  });

  it('needs the sub-reason of a reason that has some, and a desire', async () => {
    await expectRefusal(outsideStore([storeItem({ smotivoCodigo: '' })]), 400, 'select_sub_reason');
    await expectRefusal(outsideStore([storeItem({ desejoCodigo: '' })]), 422, 'desire_not_available');
  });

  it('counts the deadline from the purchase date, in the shopper language', async () => {
    await expectRefusal(outsideStore([storeItem({ dataCompraLoja: daysAgo(30) })]), 422, 'out_of_deadline');
    const response = await post(outsideStore([storeItem({ dataCompraLoja: daysAgo(31) })]), null, 'es');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('30 días');
    // Reason 20 has no deadline: a purchase of a year ago still counts.
    const old = await post(outsideStore([storeItem({ ...DEFECT_REFUND, dataCompraLoja: daysAgo(365) })]));
    expect(old.statusCode).toBe(200);
  });

  it('refuses a size or colour exchange, the refund-or-voucher desire and a voucher taken', async () => {
    await expectRefusal(
      outsideStore([storeItem({ desejoCodigo: 1, tamanhoTroca: '41' })]),
      422,
      'desire_not_available',
    );
    await expectRefusal(
      outsideStore([storeItem({ motivoCodigo: 17, smotivoCodigo: 171, desejoCodigo: 2, observacao: 'Azul' })]),
      422,
      'desire_not_available',
    );
    await expectRefusal(outsideStore([storeItem({ desejoCodigo: VOUCHER_OFFER_DESIRE })]), 422, 'desire_not_available');
    await expectRefusal(
      outsideStore([storeItem({ desejoCodigo: 14, prt_sit_bonus: 'S', prt_valor_bonus: 1000 })]),
      422,
      'voucher_not_offered',
    );
  });

  it('refuses a store-only item sent as an online purchase (it has no order line)', async () => {
    await expectRefusal(payload([storeItem()]), 400, 'required');
  });
});

describe('generate with origem sac: the protocol it writes', () => {
  it('stores the store, purchase and product of every item, the history and the timeline', async () => {
    const first = storeItem({
      cnpjLoja: '11.222.333/0001-81',
      telefoneLoja: '(11) 3333-4444',
      enderecoLoja: 'Rua Augusta, 100',
      observacao: 'Sola\r\n\r\ndescolou.',
    });
    const second = storeItem({
      ...DEFECT_REFUND,
      itemDevolucao: 2,
      agrupador: 2,
      produtoNome: 'Meia',
      produtoValor: 3990,
    });
    const response = await post(outsideStore([first, second]));
    expect(response.statusCode).toBe(200);
    const prtId = response.json().prt_id as number;

    const { db } = testApp.database;
    const [protocol] = await db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(protocol).toMatchObject({
      origin: ORIGIN.SAC,
      statusId: STATUS.OPENED,
      contactType: CONTACT_TYPE.COMPLAINT,
      invoiceNumber: '12345678901234',
      originalOrderCode: null,
      addressId: null,
      bankAgency: BANK_DATA.cli_agencia,
      pixKey: BANK_DATA.cli_chavepix,
    });
    const items = await db
      .select()
      .from(protocolItems)
      .where(eq(protocolItems.protocolId, prtId))
      .orderBy(asc(protocolItems.position));
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      orderLineId: null,
      position: 1,
      productName: 'Tênis de corrida',
      colourName: 'Azul',
      size: '40',
      unitCents: 29990,
      reasonId: 16,
      subReasonId: 162,
      desireId: 3,
      observation: 'Sola descolou.',
      storeName: 'Loja Centro',
      storeCnpj: '11.222.333/0001-81',
      storePhone: '(11) 3333-4444',
      storeAddress: 'Rua Augusta, 100',
      storeCity: 'São Paulo',
      storePurchaseDate: daysAgo(3),
      invoiceNumber: '12345678901234',
    });
    expect(items[1]).toMatchObject({ position: 2, productName: 'Meia', reasonId: 20, desireId: 13 });

    const history = await db.select().from(protocolHistory).where(eq(protocolHistory.protocolId, prtId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ statusId: STATUS.OPENED });
    const timeline = await db
      .select()
      .from(protocolTimeline)
      .where(eq(protocolTimeline.protocolId, prtId))
      .orderBy(asc(protocolTimeline.position));
    expect(timeline.map((step) => step.statusId)).toEqual(futureStepsFor('E'));

    // The reading calls show it like any other protocol.
    const read = (await get(`/api/returns/protocols/b2c/items/${prtId}`, 'en')).json().itemsb2c;
    expect(read).toHaveLength(2);
    expect(read[0]).toMatchObject({
      PRO_RESUMIDO: 'Tênis de corrida',
      COR_NOME: 'Azul',
      GRA_TAMANHO: '40',
      ITF_VLUNIT: 29990,
    });
    const historic = (await get(`/api/returns/protocols/b2c/historic/${prtId}`, 'en')).json().history;
    expect(historic).toEqual([expect.objectContaining({ SIT_ID: STATUS.OPENED })]);
    const steps = (await get(`/api/returns/protocols/b2c/timeline/${prtId}`)).json().timeline;
    expect(steps.length).toBeGreaterThan(0);
  });

  it('takes a store-credit desire (trigger C) and a purchase made today', async () => {
    const response = await post(outsideStore([storeItem({ desejoCodigo: 14, dataCompraLoja: daysAgo(0) })]));
    expect(response.statusCode).toBe(200);
    const [protocol] = await testApp.database.db
      .select()
      .from(protocols)
      .where(eq(protocols.id, response.json().prt_id as number));
    expect(protocol?.trigger).toBe('C');
  });

  it('answers a repeat with the same Idempotency-Key with the first protocol, and a changed body with 409', async () => {
    const body = outsideStore([storeItem({ produtoNome: 'Jaqueta' })]);
    const first = await post(body, 'outside-same-key');
    expect(first.statusCode).toBe(200);
    const before = await protocolCount();
    const again = await post(body, 'outside-same-key');
    expect(again.statusCode).toBe(200);
    expect(again.json().prt_id).toBe(first.json().prt_id);
    expect(await protocolCount()).toBe(before);
    const changed = await post(outsideStore([storeItem({ produtoNome: 'Calça' })]), 'outside-same-key');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('idempotency_key_reused');
    expect(await protocolCount()).toBe(before);
  });
});

describe('issue 24: the server refuses what only the web refused', () => {
  /** A 400 naming the field, in each language, and no protocol written. */
  async function expectFieldRefusal(
    body: Json,
    code: string,
    field: string,
    texts: Record<'pt' | 'en' | 'es', string>,
  ) {
    for (const lang of ['pt', 'en', 'es'] as const) {
      const before = await protocolCount();
      const response = await post(body, null, lang);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
      expect(response.json().message).toContain(texts[lang]);
      expect(response.json().message).toContain(field);
      expect(await protocolCount()).toBe(before);
    }
  }

  it('refuses an outside-store item without notes', async () => {
    await expectFieldRefusal(outsideStore([storeItem({ observacao: '  ' })]), 'required', 'items[0].observacao', {
      pt: 'Campo obrigatório.',
      en: 'Required field.',
      es: 'Campo obligatorio.',
    });
  });

  it('refuses an outside-store size longer than 3 characters', async () => {
    await expectFieldRefusal(
      outsideStore([storeItem({ gradeTamanho: 'XGGG' })]),
      'size_too_long',
      'items[0].gradeTamanho',
      {
        pt: 'O tamanho tem no máximo 3 caracteres.',
        en: 'The size has at most 3 characters.',
        es: 'La talla tiene como máximo 3 caracteres.',
      },
    );
  });

  it('refuses a city or state that is not the CEP’s', async () => {
    const texts = {
      pt: 'A cidade e a UF devem ser as do CEP informado.',
      en: 'The city and state must be those of the CEP given.',
      es: 'La ciudad y el estado deben ser los del CEP informado.',
    };
    await expectFieldRefusal(
      outsideStore([storeItem()], { cidadeCliente: 'Campinas' }),
      'address_not_of_cep',
      'cidadeCliente',
      texts,
    );
    await expectFieldRefusal(
      outsideStore([storeItem()], { UFCliente: 'RJ' }),
      'address_not_of_cep',
      'UFCliente',
      texts,
    );
    // The CEP's own, written another way, is taken.
    expect((await post(outsideStore([storeItem()], { cidadeCliente: 'SAO PAULO' }))).statusCode).toBe(200);
  });

  it('refuses a CPF other than the one on the shopper’s record', async () => {
    await expectFieldRefusal(outsideStore([storeItem()], { cpfCliente: DEMO.bruno.cpf }), 'cpf_not_own', 'cpfCliente', {
      pt: 'O CPF deve ser o do seu cadastro.',
      en: 'The CPF must be the one in your account.',
      es: 'El CPF debe ser el de tu registro.',
    });
  });
});
