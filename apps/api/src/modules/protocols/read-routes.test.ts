import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  isInternalHistoryNote,
  protocolListResponseSchema,
  STATUS,
  voucherBonusCents,
  type ProtocolSummary,
} from '@portal/domain';
import { consumers, protocolHistory, protocolStockouts } from '../../db/schema';
import { VOUCHER_BONUS } from '../../db/seed/catalogue';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { callWith, consumerIdOf, insertProtocolLike, type CallOptions } from './read-test-support';

const P = DEMO.protocols;
const LIST = '/api/returns/protocols/b2c';
const READ_CALLS = [
  (id: number) => `/api/returns/protocols/b2c/historic/${id}`,
  (id: number) => `/api/returns/protocols/b2c/timeline/${id}`,
  (id: number) => `/api/returns/protocols/b2c/items/${id}`,
  (id: number) => `/api/returns/stockouts/b2c/ecomm/${id}`,
];

let testApp: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;
let anaAtBrand2: string;

const get = (url: string, options: CallOptions = {}) => call('GET', url, { cookie: ana, ...options });
const list = (body: unknown = {}, options: CallOptions = {}) => call('POST', LIST, { cookie: ana, body, ...options });

async function timelineOf(id: number): Promise<number[]> {
  const response = await get(`/api/returns/protocols/b2c/timeline/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json().timeline as { SIT_ID_NEW: number }[]).map((step) => step.SIT_ID_NEW);
}

async function historyOf(id: number, lang?: string) {
  const response = await get(`/api/returns/protocols/b2c/historic/${id}`, { lang });
  expect(response.statusCode).toBe(200);
  return response.json().history as { SIT_ID: number; SIT_NOME: string; PHS_DATA: string; PHS_OBS: string | null }[];
}

beforeAll(async () => {
  testApp = await createTestApp();
  call = callWith(testApp);
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  anaAtBrand2 = await loginAs(testApp, { email: DEMO.ana.email }, 'brand2.localhost');
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /returns/protocols/b2c', () => {
  it("lists the session customer's protocols at this brand, newest first, with the spec §3 fields", async () => {
    const response = await list({}, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    // The route encodes without re-parsing (read-routes.ts): the answer must still be what the schema says.
    expect(protocolListResponseSchema.safeParse(response.json()).success).toBe(true);
    const calls = response.json().calls as ProtocolSummary[];
    expect(calls.map((entry) => entry.PRT_ID)).toEqual([
      P.opened,
      P.storeStockout,
      P.awaitingAnalysis,
      P.finished,
      P.rejected,
    ]);
    const times = calls.map((entry) => Date.parse(entry.PRT_DTCRIACAO));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(calls[0]).toMatchObject({
      SIT_ID: STATUS.OPENED,
      SIT_NOME: 'Opened',
      MOT_NOME: expect.any(String),
      PRT_DTCRIACAO: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      PRT_NFISCAL: expect.any(String),
      PEDIDO_ORIGINAL: '4820480',
      CTO_ID: 5,
      USU_EMAIL: DEMO.ana.email,
      CON_FONE_CEL: expect.stringMatching(/^55\d{10,11}$/),
      CON_CEP: expect.stringMatching(/^\d{8}$/),
      CON_UF: expect.stringMatching(/^[A-Z]{2}$/),
      MOT_GATILHO: 'T',
    });
    expect(calls[0]!.MOT_NOME).not.toBe('');
    for (const key of ['CON_CPF', 'CON_NOME', 'CON_ENDERECO', 'CON_ENDNUM', 'CON_BAIRRO', 'CON_CIDADE'] as const) {
      expect(calls[0]![key], key).toBeTruthy();
    }
  });

  it('names statuses in the request language', async () => {
    const pt = (await list({}, { lang: 'pt' })).json().calls as ProtocolSummary[];
    const es = (await list({}, { lang: 'es' })).json().calls as ProtocolSummary[];
    expect(pt.find((entry) => entry.PRT_ID === P.finished)!.SIT_NOME).toBe('Finalizado');
    expect(es.find((entry) => entry.PRT_ID === P.rejected)!.SIT_NOME).toBe('Rechazado');
  });

  it('puts a protocol created later first', async () => {
    const later = new Date(testApp.clock.now().getTime() + 60_000);
    const id = await insertProtocolLike(testApp, P.opened, {
      trigger: 'T',
      history: [{ statusId: STATUS.OPENED }],
      createdAt: later,
    });
    const calls = (await list()).json().calls as ProtocolSummary[];
    expect(calls[0]!.PRT_ID).toBe(id);
  });

  it('narrows to one protocol with prt_id (number or digits) and says whether its contact can be edited', async () => {
    for (const prtId of [P.opened, String(P.opened)]) {
      const calls = (await list({ prt_id: prtId })).json().calls as ProtocolSummary[];
      expect(calls.map((entry) => entry.PRT_ID)).toEqual([P.opened]);
      expect(calls[0]!.EDITA_CONTATO).toBe('S');
    }
    const analysed = (await list({ prt_id: P.awaitingAnalysis })).json().calls as ProtocolSummary[];
    expect(analysed[0]!.EDITA_CONTATO).toBe('N');
  });

  it('accepts its own identity fields and brand, and answers 404 for anyone else', async () => {
    expect((await list({ usu_email: DEMO.ana.email, usu_login: DEMO.ana.email, mar_id: 1 })).statusCode).toBe(200);
    expect((await list({ usu_email: DEMO.bruno.email })).statusCode).toBe(404);
    expect((await list({ usu_login: DEMO.bruno.email })).statusCode).toBe(404);
    expect((await list({ mar_id: 2 })).statusCode).toBe(404);
  });

  it("answers the same 404 for another customer's, another brand's and a missing protocol", async () => {
    const foreign = await list({ prt_id: P.bruno });
    const missing = await list({ prt_id: 999_999 });
    const otherBrand = await list({ prt_id: P.opened }, { cookie: anaAtBrand2, host: 'brand2.localhost' });
    for (const response of [foreign, otherBrand]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });

  it("lists nothing of another brand's protocols", async () => {
    const response = await list({}, { cookie: anaAtBrand2, host: 'brand2.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.json().calls).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await list({}, { cookie: '' })).statusCode).toBe(401);
  });
});

describe('a customer with neither e-mail nor phone', () => {
  it('gets an empty list, also when naming one of their protocols', async () => {
    const { db } = testApp.database;
    const [row] = await db
      .insert(consumers)
      .values({ name: 'Sem Contato', email: 'sem.contato@example.com' })
      .returning({ id: consumers.id });
    const cookie = await loginAs(testApp, { email: 'sem.contato@example.com' });
    const id = await insertProtocolLike(testApp, P.opened, {
      trigger: 'T',
      history: [{ statusId: STATUS.OPENED }],
      consumerId: row!.id,
    });
    expect(((await list({}, { cookie })).json().calls as ProtocolSummary[]).map((c) => c.PRT_ID)).toEqual([id]);
    await db.update(consumers).set({ email: null }).where(eq(consumers.id, row!.id));
    for (const body of [{}, { prt_id: id }]) {
      const response = await list(body, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().calls).toEqual([]);
    }
  });
});

describe('GET /returns/protocols/b2c/historic/:prt_id', () => {
  it("drops 'Fluxo atend' entries and keeps the rest oldest first, the last being the current status", async () => {
    const history = await historyOf(P.awaitingAnalysis, 'en');
    expect(history.map((entry) => entry.SIT_ID)).toEqual([1, 2, 3]);
    expect(history.some((entry) => entry.PHS_OBS?.includes('Fluxo atend'))).toBe(false);
    expect(history.at(-1)).toMatchObject({ SIT_ID: 3, SIT_NOME: 'Awaiting analysis' });
    const times = history.map((entry) => Date.parse(entry.PHS_DATA));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("drops 'Erro' entries", async () => {
    const history = await historyOf(P.finished);
    expect(history.map((entry) => entry.SIT_ID)).toEqual([1, 2, 3, 22, 23, 11]);
    expect(history.some((entry) => entry.PHS_OBS?.includes('Erro'))).toBe(false);
  });

  it('sends the seeded notes in the request language (pt when none is asked)', async () => {
    const notes = async (lang?: string) => (await historyOf(P.rejected, lang)).map((entry) => entry.PHS_OBS);
    expect(await notes('en')).toEqual([
      'Protocol opened through the exchanges portal.',
      'Waiting for the product to be posted at a Correios post office.',
      'Product received for inspection.',
      'Inspection completed: the pair received is the size 41 of the order. Request rejected; the product will be sent back to the customer.',
    ]);
    expect(await notes('es-ES')).toEqual([
      'Protocolo abierto por el portal de cambios.',
      'Esperando el envío del producto en una agencia de Correios.',
      'Producto recibido para revisión.',
      'Revisión concluida: el par recibido es la talla 41 del pedido. Solicitud rechazada; el producto se reenviará al cliente.',
    ]);
    const pt = await notes('pt-BR');
    expect(pt[0]).toBe('Protocolo aberto pelo portal de trocas.');
    expect(await notes()).toEqual(pt);
    expect((await historyOf(P.finished, 'es')).at(-1)?.PHS_OBS).toBe(
      `Vale de compra acreditado en la cartera con un bono del ${VOUCHER_BONUS.percent}%.`,
    );
  });

  it('has every seeded note the shopper sees in pt, en and es, and the internal ones in pt only', async () => {
    const seeded = await testApp.database.db
      .select()
      .from(protocolHistory)
      .where(inArray(protocolHistory.protocolId, Object.values(P)));
    expect(seeded.filter((entry) => isInternalHistoryNote(entry.note)).length).toBeGreaterThan(0);
    for (const entry of seeded) {
      if (isInternalHistoryNote(entry.note)) {
        expect(entry.noteTexts, entry.note ?? '').toBeNull();
      } else {
        expect(entry.noteTexts?.pt, entry.note ?? '').toBe(entry.note);
        expect(entry.noteTexts?.en, entry.note ?? '').toMatch(/\S/);
        expect(entry.noteTexts?.es, entry.note ?? '').toMatch(/\S/);
      }
    }
    // Ana's protocols (Bruno's is another customer's) never send a pt note to en or es.
    for (const id of [P.opened, P.awaitingAnalysis, P.finished, P.rejected, P.storeStockout]) {
      for (const lang of ['en', 'es']) {
        const history = await historyOf(id, lang);
        const pt = await historyOf(id, 'pt');
        history.forEach((entry, index) => expect(entry.PHS_OBS, `${id} ${lang}`).not.toBe(pt[index]!.PHS_OBS));
      }
    }
  });

  it('keeps entries of the same instant in the order they were written', async () => {
    const id = await insertProtocolLike(testApp, P.opened, {
      trigger: 'E',
      history: [{ statusId: 1 }, { statusId: 0, note: 'Nota' }, { statusId: 2 }],
    });
    const history = await historyOf(id);
    expect(history.map((entry) => entry.SIT_ID)).toEqual([1, 2]);
    // The comment is a note on the step it followed (issue 24), not on the later one.
    expect(history[0]).toMatchObject({ PHS_NOTAS: [{ PHS_OBS: 'Nota' }] });
  });
});

describe('GET /returns/protocols/b2c/timeline/:prt_id', () => {
  it('gives the seeded protocols the rest of their path after the visible history', async () => {
    expect(await timelineOf(P.opened)).toEqual([2, 3, 4, 5, 15, 11]);
    expect(await timelineOf(P.awaitingAnalysis)).toEqual([17, 18, 11]);
    // The stockout turned the exchange into a refund: the protocol follows the refund path.
    expect(await timelineOf(P.storeStockout)).toEqual([18, 11]);
    expect(await timelineOf(P.finished)).toEqual([]);
    expect(await timelineOf(P.rejected)).toEqual([]);
  });

  it.each([
    ['T', [1, 2], [3, 4, 5, 15, 11]],
    ['E', [1, 2, 3], [17, 18, 11]],
    ['C', [1, 2, 3, 22], [23, 11]],
    ['T', [1, 0], [2, 3, 4, 5, 15, 11]],
    ['E', [1, 2, 21], [3, 17, 18, 11]],
    ['C', [1, 2, 3, 0, 21], [22, 23, 11]],
    ['T', [1, 2, 8], []],
    ['E', [1, 7], []],
    ['C', [1, 2, 3, 22, 23, 11], []],
  ] as const)('trigger %s after %j: %j, consistent with the history', async (trigger, statuses, expected) => {
    const id = await insertProtocolLike(testApp, P.opened, {
      trigger,
      history: statuses.map((statusId) => ({ statusId })),
    });
    expect(await timelineOf(id)).toEqual(expected);
    const history = (await historyOf(id)).map((entry) => entry.SIT_ID);
    // Comments (status 0) are notes on a step, not steps (issue 24).
    expect(history).toEqual(statuses.filter((status) => status !== STATUS.COMMENTS));
    // No future step is one the history already reached on the path.
    expect((await timelineOf(id)).filter((step) => history.includes(step))).toEqual([]);
  });

  it('is empty when the protocol closed on an internal error entry the shopper does not see', async () => {
    const id = await insertProtocolLike(testApp, P.opened, {
      trigger: 'T',
      history: [{ statusId: 1 }, { statusId: STATUS.ERROR, note: 'Erro na integração' }],
    });
    expect((await historyOf(id)).map((entry) => entry.SIT_ID)).toEqual([1]);
    expect(await timelineOf(id)).toEqual([]);
  });

  it('names the steps in the request language', async () => {
    const response = await get(`/api/returns/protocols/b2c/timeline/${P.awaitingAnalysis}`, { lang: 'es' });
    expect(response.json().timeline[0]).toEqual({ SIT_ID_NEW: 17, SIT_NOME: 'Esperando reembolso' });
  });
});

describe('GET /returns/protocols/b2c/items/:prt_id', () => {
  it('gives each item its product, quantity, unit value in cents, size, colour, exchange, reason and desire', async () => {
    const response = await get(`/api/returns/protocols/b2c/items/${P.opened}`, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    const [item, ...rest] = response.json().itemsb2c;
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      ITP_ID: expect.any(Number),
      LINK_IMAGEM: expect.stringMatching(/\S/),
      PRO_RESUMIDO: expect.stringMatching(/\S/),
      PRO_CODIGO: expect.stringMatching(/\S/),
      ITP_QTDEV: 1,
      ITF_VLUNIT: expect.any(Number),
      GRA_TAMANHO: expect.stringMatching(/\S/),
      COR_NOME: expect.stringMatching(/\S/),
      TAMANHO_TROCA: 'G',
      COR_TROCA: null,
      ASS_NOME: expect.stringMatching(/\S/),
      MOT_NOME: expect.stringMatching(/\S/),
      PRT_VALOR_BONUS: null,
    });
    expect(Number.isInteger(item.ITF_VLUNIT) && item.ITF_VLUNIT > 0).toBe(true);
  });

  it('gives the bonus of the voucher taken instead of the refund, in cents', async () => {
    const [item] = (await get(`/api/returns/protocols/b2c/items/${P.finished}`)).json().itemsb2c;
    expect(item.PRT_VALOR_BONUS).toBe(voucherBonusCents(item.ITF_VLUNIT, VOUCHER_BONUS.percent));
    expect(item.PRT_VALOR_BONUS).toBeGreaterThan(0);
  });
});

describe('GET /returns/stockouts/b2c/ecomm/:prt_id', () => {
  it('gives the stockout items of a store stockout protocol (CTO_ID 6)', async () => {
    const response = await get(`/api/returns/stockouts/b2c/ecomm/${P.storeStockout}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().stockouts).toEqual([
      expect.objectContaining({ PRO_CODIGO: expect.any(String), GRA_TAMANHO: 'G', COR_NOME: 'Branca', ITP_QTDEV: 1 }),
    ]);
  });

  it('is empty for any other contact type, even with stockout rows stored', async () => {
    const id = await insertProtocolLike(testApp, P.opened, { trigger: 'T', history: [{ statusId: 1 }] });
    await testApp.database.db.insert(protocolStockouts).values({
      protocolId: id,
      productCode: 'X1',
      productName: 'Produto',
      size: 'M',
      colourName: 'Azul',
      unitCents: 1000,
    });
    expect((await get(`/api/returns/stockouts/b2c/ecomm/${id}`)).json().stockouts).toEqual([]);
  });
});

describe('ownership on every reading call', () => {
  it("answers the same 404 for another customer's, another brand's and a missing protocol", async () => {
    const anaId = await consumerIdOf(testApp, DEMO.ana.email);
    const atBrand2 = await insertProtocolLike(testApp, P.opened, {
      trigger: 'T',
      history: [{ statusId: 1 }],
      consumerId: anaId,
      brandId: 2,
    });
    for (const url of READ_CALLS) {
      const missing = await get(url(999_999));
      expect(missing.statusCode, url(999_999)).toBe(404);
      for (const response of [
        await get(url(P.bruno)),
        await get(url(atBrand2)),
        await get(url(P.opened), { cookie: anaAtBrand2, host: 'brand2.localhost' }),
      ]) {
        expect(response.statusCode, url(P.bruno)).toBe(404);
        expect(response.json()).toEqual(missing.json());
      }
      expect((await get(url(atBrand2), { cookie: anaAtBrand2, host: 'brand2.localhost' })).statusCode).toBe(200);
    }
  });

  it('refuses ids that cannot exist before any lookup', async () => {
    for (const url of READ_CALLS) {
      for (const bad of ['abc', '0', '99999999999']) {
        expect((await get(url(bad as unknown as number))).statusCode).toBe(400);
      }
    }
  });
});
