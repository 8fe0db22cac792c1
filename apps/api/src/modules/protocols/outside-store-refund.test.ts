/**
 * Issue 46 (High): a refund of a purchase made in a shop has no payment to reverse, so it is paid into the account the
 * shopper names. The server refuses a refund protocol without one, and keeps none for store credit (ADR 0080).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORIGIN, PAYMENT_TYPE, saoPauloDateKey } from '@portal/domain';
import { protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { BANK_DATA, outsideStoreItem, payload } from './test-payload';

const URL = '/api/returns/protocols/generate/b2c';
/** Reason 16 'size did not fit': desire 3 is its refund, 14 its store credit. */
const REFUND = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' };
const CREDIT = { ...REFUND, desejoCodigo: 14 };

let testApp: TestApp;
let ana: string;
let keyCounter = 0;

type Json = Record<string, unknown>;

function body(choice: Json, general: Json = {}): Json {
  const today = saoPauloDateKey(testApp.clock.now());
  return payload([outsideStoreItem(today, choice)], {
    origem: ORIGIN.SAC,
    cli_enddes: '',
    cli_endseqdes: '',
    ...general,
  });
}

function post(request: Json, lang = 'pt') {
  return callWith(testApp)('POST', URL, { cookie: ana, lang, key: `shop-refund-${++keyCounter}`, body: request });
}

async function protocolOf(prtId: number) {
  const [row] = await testApp.database.db.select().from(protocols).where(eq(protocols.id, prtId));
  return row;
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
});
afterAll(() => testApp.close());

describe('issue 46: an outside-store refund names where the money goes', () => {
  it('refuses a refund without bank data, naming the field, in each language', async () => {
    const texts = { pt: 'Selecione o banco', en: 'Select the bank', es: 'Selecciona el banco' };
    for (const lang of ['pt', 'en', 'es'] as const) {
      const response = await post(body(REFUND), lang);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: 'ERROR', code: 'bank_required' });
      expect(response.json().message).toContain(texts[lang]);
      expect(response.json().message).toContain('ban_codigo');
    }
  });

  it('refuses an invalid Pix key as the bank-slip path does', async () => {
    const response = await post(body(REFUND, { ...BANK_DATA, cli_chavepix: 'not a key' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_pix' });
  });

  it('stores the account of a refund on its protocol', async () => {
    const response = await post(body(REFUND, BANK_DATA));
    expect(response.statusCode).toBe(200);
    expect(await protocolOf(response.json().prt_id as number)).toMatchObject({
      bankAgency: BANK_DATA.cli_agencia,
      bankAccount: BANK_DATA.cli_conta,
      pixKey: BANK_DATA.cli_chavepix,
      bankCode: expect.any(String),
    });
  });

  it('tells the console the purchase was a physical-store sale, beside the account, not an undefined payment', async () => {
    const response = await post(body(REFUND, BANK_DATA));
    const prtId = response.json().prt_id as number;
    const brandId = (await protocolOf(prtId))!.brandId;
    const admin = await operatorCookie(testApp, (await addOperator(testApp, { role: 'admin', brands: [brandId] })).id);
    const detail = await callWith(testApp)('GET', `/api/backoffice/protocols/${prtId}`, { cookie: admin });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().protocol.payment).toMatchObject({ type: PAYMENT_TYPE.PHYSICAL_STORE, bankCode: expect.any(String) });
  });

  it('takes store credit without bank data, and keeps none that was sent', async () => {
    const bare = await post(body(CREDIT));
    expect(bare.statusCode).toBe(200);
    const sent = await post(body(CREDIT, BANK_DATA));
    expect(sent.statusCode).toBe(200);
    expect(await protocolOf(sent.json().prt_id as number)).toMatchObject({ bankCode: null, pixKey: null });
  });
});
