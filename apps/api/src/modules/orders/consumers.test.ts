import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { validationMessage } from '@portal/domain';
import { consumers } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

const CONSUMER_KEYS = ['BAN_CODIGO', 'CLI_AGENCIA', 'CLI_CHAVEPIX', 'CLI_CONTA', 'CON_CPF', 'CON_ID'];

let t: TestApp;
let ana: string;
let bruno: string;
let carla: string;

function getConsumers(cookie: string | undefined, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/returns/consumers${query}`,
    headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
  });
}

function saveBank(cookie: string | undefined, payload: object, lang = 'pt') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/returns/consumers/bank',
    headers: { host: 'localhost', 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function consumerId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
  bruno = await loginAs(t, { email: DEMO.bruno.email });
  carla = await loginAs(t, { phone: DEMO.phoneOnly.phone });
});
afterAll(() => t?.close());

describe('GET /api/returns/consumers', () => {
  it('answers 401 without a session', async () => {
    expect((await getConsumers(undefined)).statusCode).toBe(401);
    expect((await getConsumers(undefined, `?email=${DEMO.ana.email}`)).statusCode).toBe(401);
  });

  it("gives the session customer's record and saved bank data", async () => {
    const response = await getConsumers(bruno);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['consumers']);
    expect(body.consumers).toHaveLength(1);
    expect(Object.keys(body.consumers[0]).sort()).toEqual(CONSUMER_KEYS);
    expect(body.consumers[0]).toEqual({
      CON_ID: await consumerId(DEMO.bruno.email),
      CON_CPF: DEMO.bruno.cpf,
      BAN_CODIGO: DEMO.bruno.bank.code,
      CLI_AGENCIA: DEMO.bruno.bank.agency,
      CLI_CONTA: DEMO.bruno.bank.account,
      CLI_CHAVEPIX: DEMO.bruno.bank.pixKey,
    });
  });

  it('accepts the own e-mail in any case', async () => {
    const body = (await getConsumers(ana, `?email=${encodeURIComponent(' ANA.Souza@example.com')}`)).json();
    expect(body.consumers.map((c: { CON_CPF: string }) => c.CON_CPF)).toEqual([DEMO.ana.cpf]);
  });

  it('answers the same 404 as elsewhere for an e-mail that is not the session customer (ARCHITECTURE §6)', async () => {
    const response = await getConsumers(bruno, `?email=${encodeURIComponent(DEMO.ana.email)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'ERROR', code: 'identity_mismatch' });
    // A phone-only customer has no e-mail at all: any e-mail is someone else's.
    expect((await getConsumers(carla, `?email=${encodeURIComponent(DEMO.ana.email)}`)).statusCode).toBe(404);
    expect((await getConsumers(carla, '?email=')).json().consumers[0].CON_CPF).toBe(DEMO.phoneOnly.cpf);
    expect((await getConsumers(carla)).json().consumers[0].CON_CPF).toBe(DEMO.phoneOnly.cpf);
  });
});

describe('PUT /api/returns/consumers/bank', () => {
  const valid = { ban_codigo: '237', cli_agencia: '0001-9', cli_conta: '123456-7', cli_chavepix: '529.982.247-25' };

  it('answers 401 without a session', async () => {
    expect((await saveBank(undefined, valid)).statusCode).toBe(401);
  });

  it("saves the session customer's bank data, the Pix key without its mask", async () => {
    const response = await saveBank(ana, valid);
    expect(response.statusCode).toBe(200);
    const saved = {
      CON_ID: await consumerId(DEMO.ana.email),
      CON_CPF: DEMO.ana.cpf,
      BAN_CODIGO: '237',
      CLI_AGENCIA: '0001-9',
      CLI_CONTA: '123456-7',
      CLI_CHAVEPIX: '52998224725',
    };
    expect(response.json()).toEqual({ consumers: [saved] });
    expect((await getConsumers(ana)).json()).toEqual({ consumers: [saved] });
    // Bruno's record is untouched.
    expect((await getConsumers(bruno)).json().consumers[0].BAN_CODIGO).toBe(DEMO.bruno.bank.code);
  });

  it('takes a numeric bank code as the listed three-digit one', async () => {
    // The previous test saved Ana's data complete, which locks them (spec §4): start again from an empty record.
    await t.database.db
      .update(consumers)
      .set({ bankCode: null, bankAgency: null, bankAccount: null, pixKey: null })
      .where(eq(consumers.email, DEMO.ana.email));
    const response = await saveBank(ana, { ...valid, ban_codigo: 1, cli_chavepix: 'ana.souza@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().consumers[0]).toMatchObject({ BAN_CODIGO: '001', CLI_CHAVEPIX: 'ana.souza@example.com' });
  });

  it('refuses invalid data with the spec message of the field, in the request language', async () => {
    const cases: [object, Parameters<typeof validationMessage>[0], string][] = [
      [{ cli_agencia: '12' }, 'invalidAgency', 'invalid_cli_agencia'],
      [{ cli_agencia: '123456' }, 'invalidAgency', 'invalid_cli_agencia'],
      [{ cli_conta: '12' }, 'invalidAccount', 'invalid_cli_conta'],
      [{ cli_conta: '1234567890123' }, 'invalidAccount', 'invalid_cli_conta'],
      [{ cli_chavepix: '123' }, 'invalidPix', 'invalid_cli_chavepix'],
      [{ cli_chavepix: 'ana@invalid' }, 'pixInvalidEmail', 'invalid_cli_chavepix'],
      // Issue 23 #13: an invalid CPF is refused as one, 11 bare digits that fail as a CPF as ambiguous.
      [{ cli_chavepix: '111.111.111-11' }, 'pixInvalidCpf', 'invalid_cli_chavepix'],
      [{ cli_chavepix: '11987654321' }, 'pixAmbiguous', 'invalid_cli_chavepix'],
      [{ cli_chavepix: '1234-5' }, 'invalidPix', 'invalid_cli_chavepix'],
      [{ ban_codigo: '' }, 'bankRequired', 'invalid_ban_codigo'],
      [{ ban_codigo: 'abc' }, 'bankRequired', 'invalid_ban_codigo'],
      // Not a bank: a bookkeeping entry of the same table, and a code nobody has.
      [{ ban_codigo: '999' }, 'bankRequired', 'invalid_ban_codigo'],
      [{ ban_codigo: '555' }, 'bankRequired', 'invalid_ban_codigo'],
    ];
    for (const [change, code, errorCode] of cases) {
      for (const lang of ['pt', 'en'] as const) {
        const response = await saveBank(bruno, { ...valid, ...change }, lang);
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json()).toEqual({ type: 'ERROR', message: validationMessage(code, lang), code: errorCode });
      }
    }
    expect(validationMessage('invalidAgency', 'pt')).toContain('0000-7 (de 4 a 5 dígitos)');
    const missing = await saveBank(bruno, { ban_codigo: '341' });
    expect(missing.statusCode).toBe(400);
    // Nothing was saved by the refused calls.
    expect((await getConsumers(bruno)).json().consumers[0]).toMatchObject({
      BAN_CODIGO: DEMO.bruno.bank.code,
      CLI_AGENCIA: DEMO.bruno.bank.agency,
    });
  });
});
