/**
 * The Pix key of a bank-slip refund at protocol creation (issue 23 #13): classified as the central bank does, an
 * invalid CPF or 11 ambiguous digits refused with their own code, a '+55' phone accepted and stored in E.164 form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BANK_DATA, itemFor, payload, type ItemChoice } from './test-payload';

const URL = '/api/returns/protocols/generate/b2c';
/** Reason 16 'size did not fit', sub-reason 162, desire 3: a refund, which on a bank-slip order needs bank data. */
const REFUND: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' };

let t: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;
let keyCounter = 0;

const create = (pixKey: string, lang = 'pt-BR') =>
  call('POST', URL, {
    cookie: ana,
    lang,
    key: `protocol-pix-${(keyCounter += 1)}`,
    body: payload([itemFor(DEMO.lines.bankSlipRefund, REFUND)], { ...BANK_DATA, cli_chavepix: pixKey }),
  });

const protocolCount = async () => (await t.database.db.select({ id: protocols.id }).from(protocols)).length;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  ana = await loginAs(t, { email: DEMO.ana.email });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /returns/protocols/generate/b2c: the Pix key', () => {
  it('refuses an invalid CPF and 11 ambiguous digits with their reasons, creating nothing', async () => {
    const before = await protocolCount();
    const cases = [
      ['111.111.111-11', 'pix_invalid_cpf', /este CPF não existe/],
      ['11987654321', 'pix_ambiguous', /podem ser um CPF ou um telefone/],
      ['+1 212 555 0100', 'pix_invalid_phone', /telefone deve ser do Brasil/],
    ] as const;
    for (const [typed, code, message] of cases) {
      const response = await create(typed);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 400, code });
      expect(response.json().message).toMatch(message);
    }
    expect((await create('11987654321', 'es')).json().message).toMatch(/podrían ser un CPF o un teléfono/);
    expect(await protocolCount()).toBe(before);
  });

  it('accepts a +55 phone key and stores it in E.164 form', async () => {
    const response = await create('+55 (11) 98765-4321');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ pixKey: protocols.pixKey })
      .from(protocols)
      .where(eq(protocols.id, response.json().prt_id));
    expect(stored).toEqual({ pixKey: '+5511987654321' });
  });
});
