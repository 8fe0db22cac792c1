/**
 * Hardening items 12 and 13: input that used to reach the database and fail there as a 500. Integers above the
 * int4 columns (2147483648) and text holding a NUL or another control character are refused at the schema with a
 * 400 naming the field, in the request language, by the shared domain fields (packages/domain/src/schemas/fields.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@portal/domain';
import { protocols } from '../db/schema';
import { DEMO } from '../db/seed/demo-logins';
import { itemFor, payload, type ItemChoice } from '../modules/protocols/test-payload';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './login-as';

const TOO_LARGE = 2147483648;
const LARGEST = 2147483647;
const TOO_LARGE_TEXT = validationMessage('numberTooLarge', 'en');
const CONTROL_TEXT = validationMessage('invalidCharacters', 'en');
const SIZE_EXCHANGE: ItemChoice = {
  motivoCodigo: 16,
  smotivoCodigo: 161,
  desejoCodigo: 1,
  motivoGatilho: 'T',
  tamanhoTroca: '41',
};

let t: TestApp;
let ana: string;

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<Response> {
  return t.app.inject({
    method,
    url,
    headers: {
      cookie: ana,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A 400 whose message names the field and says why, in English. */
function expectRefused(response: Response, field: string, reason: string) {
  const body = response.json();
  expect({ status: response.statusCode, type: body.type }).toEqual({ status: 400, type: 'ERROR' });
  expect(body.message).toContain(field);
  expect(body.message).toContain(reason);
}

function generate(general: Record<string, unknown> = {}, item: Record<string, unknown> = {}) {
  return call(
    'POST',
    '/api/returns/protocols/generate/b2c',
    payload([itemFor(DEMO.lines.sizeExchange, SIZE_EXCHANGE, item)], general),
  );
}

async function protocolCount(): Promise<number> {
  return (await t.database.db.select({ id: protocols.id }).from(protocols)).length;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(() => t?.close());

describe('text that is fine', () => {
  // First: it creates a protocol on the size-exchange line, which later calls may then find taken (409, still no 500).
  it('a note typed on several lines is still taken (line breaks are allowed there)', async () => {
    const response = await generate({}, { observacao: 'Prefiro\r\nazul\tou verde.' });
    expect(response.statusCode).toBe(200);
  });
});

describe('integers above the database column (int4)', () => {
  const itemFields = [
    'sequenciaFat',
    'empresaCodigo',
    'itemFatSequencia',
    'motivoCodigo',
    'smotivoCodigo',
    'desejoCodigo',
    'produtoValor',
    'quantidadeNF',
    'qtdDevolucao',
    'itemDevolucao',
    'filialCodigo',
    'agrupador',
  ];

  it('protocol payload items: 400 naming the field, nothing stored; the largest int4 is no 500', async () => {
    const before = await protocolCount();
    for (const field of itemFields) {
      expectRefused(await generate({}, { [field]: TOO_LARGE }), `items[0].${field}`, TOO_LARGE_TEXT);
    }
    expect(await protocolCount()).toBe(before);
    for (const field of itemFields)
      expect((await generate({}, { [field]: LARGEST })).statusCode, field).toBeLessThan(500);
  });

  it('protocol payload top level: 400 naming the field', async () => {
    for (const field of ['marcaCodigo', 'tipo_contato']) {
      expectRefused(await generate({ [field]: TOO_LARGE }), field, TOO_LARGE_TEXT);
      expect((await generate({ [field]: LARGEST })).statusCode, field).toBeLessThan(500);
    }
    // The order's address keys are text in the database, but a number sent for them is still bounded.
    expectRefused(await generate({ cli_enddes: TOO_LARGE }), 'cli_enddes', 'cli_enddes');
  });

  it('subjects body: ass_id and cto_id', async () => {
    for (const field of ['ass_id', 'cto_id']) {
      expectRefused(
        await call('POST', '/api/returns/protocols/subjects/b2c', { [field]: TOO_LARGE }),
        field,
        TOO_LARGE_TEXT,
      );
      expect((await call('POST', '/api/returns/protocols/subjects/b2c', { [field]: LARGEST })).statusCode).toBe(200);
    }
  });

  it('query strings: ?ass_id=, ?bonCodigo=, ?bonPercentual=, ?mar_id=, ?brand=', async () => {
    const queries: [string, string][] = [
      ['/api/returns/protocols/subreasons', 'ass_id'],
      ['/api/returns/protocols/reasons/b2c', 'ass_id'],
      ['/api/returns/bonus', 'bonCodigo'],
      ['/api/returns/bonus', 'bonPercentual'],
      ['/api/returns/settings/b2c', 'mar_id'],
      ['/api/dev/outbox', 'brand'],
    ];
    for (const [path, field] of queries) {
      expectRefused(await call('GET', `${path}?${field}=${TOO_LARGE}`), field, TOO_LARGE_TEXT);
      // Far past 2^53 too: still 'too large', never a 500.
      expectRefused(await call('GET', `${path}?${field}=${'9'.repeat(30)}`), field, TOO_LARGE_TEXT);
      expect((await call('GET', `${path}?${field}=${LARGEST}`)).statusCode, `${path} ${field}`).toBeLessThan(500);
    }
  });

  it('identity and login bodies: con_id and brand', async () => {
    const orders = await call('POST', '/api/returns/orders', { con_id: TOO_LARGE });
    expect(orders.statusCode).toBe(400);
    expect(orders.json().message).toContain('con_id');
    const code = await call('POST', '/api/authentication/fastaccess/code', { brand: TOO_LARGE, email: DEMO.ana.email });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toContain(TOO_LARGE_TEXT);
  });
});

describe('control characters in text', () => {
  it('protocol payload: NUL in nomeCliente and other texts is a 400 naming the field, nothing stored', async () => {
    const before = await protocolCount();
    expectRefused(await generate({ nomeCliente: 'Ana\u0000Souza' }), 'nomeCliente', CONTROL_TEXT);
    expectRefused(await generate({ enderecoCliente: 'Av. Paulista\u0000' }), 'enderecoCliente', CONTROL_TEXT);
    expectRefused(await generate({ complementoEndrCliente: 'Apto\u001b82' }), 'complementoEndrCliente', CONTROL_TEXT);
    expectRefused(await generate({ cli_enddes: 'END\u0000001' }), 'cli_enddes', CONTROL_TEXT);
    expectRefused(await generate({}, { produtoNome: 'Tênis\u0000' }), 'items[0].produtoNome', CONTROL_TEXT);
    expectRefused(await generate({}, { tamanhoTroca: '4\u00001' }), 'items[0].tamanhoTroca', CONTROL_TEXT);
    expectRefused(await generate({}, { observacao: 'ok\u0000' }), 'items[0].observacao', CONTROL_TEXT);
    // DEL and C1 as well.
    expectRefused(await generate({ bairroCliente: 'Bela\u007fVista' }), 'bairroCliente', CONTROL_TEXT);
    expectRefused(await generate({ cidadeCliente: 'S\u0085o Paulo' }), 'cidadeCliente', CONTROL_TEXT);
    expect(await protocolCount()).toBe(before);
  });

  it('stock, subjects, consumers, bank data, CEP and the dev outbox: 400 naming the field', async () => {
    expectRefused(
      await call('POST', '/api/returns/protocols/product/balance/b2c', { pro_codigo: 'X', pro_modelo: 'M\u0000' }),
      'pro_modelo',
      CONTROL_TEXT,
    );
    expectRefused(
      await call('POST', '/api/returns/protocols/subjects/b2c', { ass_nome: '\u0000' }),
      'ass_nome',
      CONTROL_TEXT,
    );
    expectRefused(await call('GET', '/api/returns/consumers?email=a%00b%40example.com'), 'email', CONTROL_TEXT);
    expectRefused(await call('GET', '/api/dev/outbox?to=ana%00'), 'to', CONTROL_TEXT);
    expectRefused(await call('GET', '/api/AddressBook/cep/01310%00100'), 'cep', CONTROL_TEXT);
    const bank = await call('PUT', '/api/returns/consumers/bank', {
      ban_codigo: '341',
      cli_agencia: '4321\u0000',
      cli_conta: '98765-4',
      cli_chavepix: DEMO.ana.email,
    });
    expect({ status: bank.statusCode, code: bank.json().code }).toEqual({ status: 400, code: 'invalid_cli_agencia' });
    const login = await call('POST', '/api/authentication/fastaccess/code', {
      brand: 1,
      email: 'ana\u0000@example.com',
    });
    expect(login.statusCode).toBe(400);
  });
});
