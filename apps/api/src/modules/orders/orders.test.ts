import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLineUniqueKey, STATUS } from '@portal/domain';
import { consumers, orderLines, orders, protocolItems, protocols, sessions } from '../../db/schema';
import { hashSessionId } from '../../plugins/session';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

const ORDER_LINE_KEYS = [
  'MAR_CODIGO',
  'FAT_SEQUENCIA',
  'ITE_SEQUENCIA',
  'PRO_CODIGO',
  'PRO_NOME',
  'PRO_NOME_SHOWN',
  'PRO_MODELO',
  'GRA_CODIGO',
  'GRA_TAMANHO',
  'COR_NOME',
  'COR_NOME_SHOWN',
  'NUMERONF',
  'QUANTIDADENF',
  'PED_CODIGO',
  'PED_EMPRESA',
  'PED_FILIAL',
  'PED_TIPOPGTO',
  'PED_VALTOTAL',
  'ITE_VALBRUTO',
  'DATA',
  'DATA_ENTREGA',
  'LINK_IMAGEM',
  'VOL_RASTREIO',
  'ORIGEM',
  'PEDIDO_MKTP',
  'TIPO_REFATU',
  'UNIQUE_KEY',
  'CPF',
  'CLI_NOME',
  'EMAIL',
  'CLI_DDI',
  'CLI_DDD',
  'CLI_FONE',
  'CLI_CEP',
  'CLI_ENDERECO',
  'CLI_CIDADE',
  'CLI_UF',
  'CLI_ENDNUM',
  'CLI_COMPL',
  'CLI_BAIRRO',
  'CLI_ENDDES',
  'CLI_ENDSEQDES',
  'IN_OPEN_PROTOCOL',
  'OPEN_PROTOCOL_ID',
  'SETTLED_BY',
].sort();

type Line = Record<string, unknown> & {
  PED_CODIGO: string;
  PED_EMPRESA: number;
  ITE_SEQUENCIA: number;
  DATA_ENTREGA: string | null;
  UNIQUE_KEY: string;
  IN_OPEN_PROTOCOL: 'S' | 'N';
  OPEN_PROTOCOL_ID: number | null;
};

let t: TestApp;
let ana: string;
let bruno: string;

async function fetchOrders(cookie: string | undefined, options: { host?: string; body?: object } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/returns/orders',
    headers: { host: options.host ?? 'localhost', ...(cookie ? { cookie } : {}) },
    payload: options.body ?? {},
  });
  return { status: response.statusCode, body: response.json() as { productBalance: Line[]; message?: string } };
}

function lineOf(lines: Line[], demo: { orderCode: string; itemSeq: number }): Line {
  const line = lines.find((l) => l.PED_CODIGO === demo.orderCode && l.ITE_SEQUENCIA === demo.itemSeq);
  if (!line) throw new Error(`line ${demo.orderCode}/${demo.itemSeq} missing`);
  return line;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
  bruno = await loginAs(t, { email: DEMO.bruno.email });
});
afterAll(() => t?.close());

describe('POST /api/returns/orders', () => {
  it('answers 401 without a session', async () => {
    const { status, body } = await fetchOrders(undefined);
    expect(status).toBe(401);
    expect(body).toMatchObject({ type: 'WARN', message: 'Houve um erro ao carregar sua sessão faça login novamente.' });
  });

  it('answers 401 for a forged cookie and for an expired session, in the request language', async () => {
    expect((await fetchOrders('portal_sid=forged-session-id')).status).toBe(401);

    const shortLived = await loginAs(t, { email: DEMO.ana.email });
    expect((await fetchOrders(shortLived)).body.productBalance.length).toBeGreaterThan(0);
    const hash = hashSessionId(shortLived.slice(shortLived.indexOf('=') + 1));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(sessions.idHash, hash));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/returns/orders',
      headers: { host: 'localhost', cookie: shortLived, 'accept-language': 'en' },
      payload: {},
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ type: 'WARN', code: 'session_missing' });
    expect(expired.json().message).not.toBe('Houve um erro ao carregar sua sessão faça login novamente.');
  });

  it('travels compressed to a client that accepts Brotli or gzip, with the same lines', async () => {
    const request = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/returns/orders',
        headers: { host: 'localhost', cookie: ana, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: {},
      });
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('gives an empty list, not a 401, to a signed-in customer without lines at this brand', async () => {
    const brunoBrand4 = await loginAs(t, { email: DEMO.bruno.email }, 'brand4.localhost');
    const { status, body } = await fetchOrders(brunoBrand4, { host: 'brand4.localhost' });
    expect(status).toBe(200);
    expect(body).toEqual({ productBalance: [] });
  });

  it('gives every field of the order line, the order record and the open-protocol flag', async () => {
    const { status, body } = await fetchOrders(ana);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['productBalance']);
    expect(body.productBalance.length).toBeGreaterThan(0);
    for (const line of body.productBalance) expect(Object.keys(line).sort()).toEqual(ORDER_LINE_KEYS);
  });

  it('maps a line to the wire exactly: cents, flags, ISO dates and the unique key', async () => {
    const { body } = await fetchOrders(ana);
    const demo = DEMO.lines.sizeExchange;
    const line = lineOf(body.productBalance, demo);
    expect(line).toMatchObject({
      MAR_CODIGO: DEMO.brand.correBrasil,
      FAT_SEQUENCIA: demo.invoiceSeq,
      ITE_SEQUENCIA: demo.itemSeq,
      PRO_CODIGO: demo.productCode,
      PRO_MODELO: demo.productModel,
      PRO_NOME: demo.productName,
      GRA_TAMANHO: demo.size,
      COR_NOME: demo.colour,
      // A string with its leading zeros, never a number (ADR 0039).
      NUMERONF: demo.invoiceNumber,
      PED_EMPRESA: demo.companyCode,
      PED_TIPOPGTO: demo.paymentType,
      ITE_VALBRUTO: demo.grossCents,
      PEDIDO_MKTP: 'N',
      TIPO_REFATU: 'N',
      CPF: DEMO.ana.cpf,
      EMAIL: DEMO.ana.email,
      IN_OPEN_PROTOCOL: 'N',
      OPEN_PROTOCOL_ID: null,
      SETTLED_BY: null,
    });
    expect(Number.isInteger(line.PED_VALTOTAL)).toBe(true);
    expect(line.PED_VALTOTAL as number).toBeGreaterThanOrEqual(demo.grossCents);
    expect(line.UNIQUE_KEY).toBe(orderLineUniqueKey(line as never));
    expect(new Date(line.DATA_ENTREGA!).toISOString()).toBe(line.DATA_ENTREGA);
    expect(new Date(line.DATA as string).toISOString()).toBe(line.DATA);

    expect(lineOf(body.productBalance, DEMO.lines.marketplace).PEDIDO_MKTP).toBe('S');
    expect(lineOf(body.productBalance, DEMO.lines.reinvoice).TIPO_REFATU).toBe('S');
    expect(lineOf(body.productBalance, DEMO.lines.noDeliveryDate).DATA_ENTREGA).toBeNull();
  });

  it('lists the newest delivery first, lines without a delivery date last', async () => {
    const { body } = await fetchOrders(ana);
    const dates = body.productBalance.map((line) => line.DATA_ENTREGA);
    const dated = dates.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.slice(dated.length).every((d) => d === null)).toBe(true);
    const keys = body.productBalance.map((line) => line.UNIQUE_KEY);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('scopes lines to the host brand: brand-2 lines never show on brand 1', async () => {
    const brand1 = await fetchOrders(ana);
    const codes1 = new Set(brand1.body.productBalance.map((line) => line.PED_CODIGO));
    expect(codes1.has(DEMO.orders.anaBrand2Company9)).toBe(false);
    expect(codes1.has(DEMO.orders.anaBrand2Company38)).toBe(false);
    expect(codes1.has(DEMO.orders.anaBrand4)).toBe(false);
    expect(brand1.body.productBalance.every((line) => line.PED_EMPRESA === 1 && line.MAR_CODIGO === 1)).toBe(true);

    const anaBrand2 = await loginAs(t, { email: DEMO.ana.email }, 'brand2.localhost');
    const brand2 = await fetchOrders(anaBrand2, { host: 'brand2.localhost' });
    expect(brand2.status).toBe(200);
    const codes2 = new Set(brand2.body.productBalance.map((line) => line.PED_CODIGO));
    expect(codes2).toEqual(new Set([DEMO.orders.anaBrand2Company9, DEMO.orders.anaBrand2Company38]));
    expect(
      brand2.body.productBalance.every((line) => [9, 38].includes(line.PED_EMPRESA) && line.MAR_CODIGO === 2),
    ).toBe(true);

    const anaBrand4 = await loginAs(t, { email: DEMO.ana.email }, 'brand4.localhost');
    const brand4 = await fetchOrders(anaBrand4, { host: 'brand4.localhost' });
    expect(new Set(brand4.body.productBalance.map((line) => line.PED_CODIGO))).toEqual(
      new Set([DEMO.orders.anaBrand4]),
    );
  });

  it('does not accept a brand-1 session on the brand-2 host', async () => {
    const { status } = await fetchOrders(ana, { host: 'brand2.localhost' });
    expect(status).toBe(401);
  });

  it("accepts identity fields that are the session's own", async () => {
    const [row] = await t.database.db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    const { status, body } = await fetchOrders(ana, {
      body: { email: 'Ana.Souza@Example.com ', usu_email: DEMO.ana.email, cpf: '529.982.247-25', con_id: row!.id },
    });
    expect(status).toBe(200);
    expect(body.productBalance.length).toBeGreaterThan(0);
  });

  it("never returns another customer's lines, whatever identity fields are sent", async () => {
    const [anaRow] = await t.database.db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    const attempts: object[] = [
      { email: DEMO.ana.email },
      { usu_email: DEMO.ana.email },
      { usu_login: DEMO.ana.email },
      { cpf: DEMO.ana.cpf },
      { con_id: anaRow!.id },
      { con_id: String(anaRow!.id) },
      { email: DEMO.bruno.email, cpf: DEMO.ana.cpf },
    ];
    for (const body of attempts) {
      const response = await fetchOrders(bruno, { body });
      expect(response.status, JSON.stringify(body)).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(DEMO.ana.cpf);
    }
    const own = await fetchOrders(bruno);
    expect(own.body.productBalance.length).toBeGreaterThan(0);
    expect(own.body.productBalance.every((line) => line.CPF === DEMO.bruno.cpf)).toBe(true);
  });

  it('flags a line held by an open protocol, and releases it when the protocol closes', async () => {
    const demo = DEMO.lines.pixRefund;
    const before = lineOf((await fetchOrders(ana)).body.productBalance, demo);
    expect(before.IN_OPEN_PROTOCOL).toBe('N');

    const db = t.database.db;
    const [held] = await db
      .select({ line: orderLines, consumerId: orders.consumerId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.orderCode, demo.orderCode), eq(orderLines.itemSeq, demo.itemSeq)));
    const orderLine = held!.line;
    const [protocol] = await db
      .insert(protocols)
      .values({
        brandId: 1,
        consumerId: held!.consumerId,
        statusId: STATUS.OPENED,
        trigger: 'E',
        contactType: 5,
        origin: 'ecom',
        cpf: DEMO.ana.cpf,
        name: DEMO.ana.name,
        email: DEMO.ana.email,
        phoneDdi: '55',
        phoneDdd: '11',
        phoneNumber: '987654321',
        cep: DEMO.ana.cep,
        street: 'Avenida Paulista',
        streetNumber: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
      })
      .returning();
    await db.insert(protocolItems).values({
      protocolId: protocol!.id,
      orderLineId: orderLine.id,
      position: 1,
      productCode: orderLine.productCode,
      productName: orderLine.productName,
      colourName: orderLine.colourName,
      size: orderLine.size,
      unitCents: orderLine.grossCents,
      reasonId: 16,
      desireId: 3,
      trigger: 'E',
    });

    const lines = (await fetchOrders(ana)).body.productBalance;
    expect(lines.filter((l) => l.UNIQUE_KEY === before.UNIQUE_KEY).map((l) => l.IN_OPEN_PROTOCOL)).toEqual(['S']);
    // Issue 46: which protocol, so Home can name and link it.
    expect(lineOf(lines, demo).OPEN_PROTOCOL_ID).toBe(protocol!.id);

    for (const closed of [STATUS.FINISHED, STATUS.REJECTED, STATUS.EXPIRED]) {
      await db.update(protocols).set({ statusId: closed }).where(eq(protocols.id, protocol!.id));
      const line = lineOf((await fetchOrders(ana)).body.productBalance, demo);
      expect([line.IN_OPEN_PROTOCOL, line.OPEN_PROTOCOL_ID]).toEqual(['N', null]);
    }
    await db.update(protocols).set({ statusId: STATUS.AWAITING_ANALYSIS }).where(eq(protocols.id, protocol!.id));
    expect(lineOf((await fetchOrders(ana)).body.productBalance, demo).IN_OPEN_PROTOCOL).toBe('S');
  });

  it('takes a call without a body like an empty one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/returns/orders',
      headers: { host: 'localhost', cookie: ana },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().productBalance).toEqual((await fetchOrders(ana)).body.productBalance);
  });

  it('refuses a body that is not an object of identity fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/returns/orders',
      headers: { host: 'localhost', cookie: ana },
      payload: { con_id: { $ne: 1 } },
    });
    expect(response.statusCode).toBe(400);
  });
});
