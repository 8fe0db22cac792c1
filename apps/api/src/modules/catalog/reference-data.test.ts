import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banks } from '../../db/schema';
import { BRAND_SEEDS } from '../../db/seed/brands';
import { VOUCHER_BONUS } from '../../db/seed/catalogue';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

const SETTINGS_KEYS = [
  'SCO_VAL_ENTREGA',
  'SCO_QTD_CUPOM',
  'SCO_VAL_CUPOM',
  'SCO_MSG_CUPOM',
  'SCO_MSG_CUPOM_INST',
  'SCO_MSG_COMPRAS',
  'SCO_MSG_ESTORNO',
].sort();

let t: TestApp;
let ana: string;

function get(url: string, options: { cookie?: string | null; host?: string; lang?: string } = {}) {
  const cookie = options.cookie === undefined ? ana : options.cookie;
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: options.host ?? 'localhost',
      'accept-language': options.lang ?? 'pt',
      ...(cookie ? { cookie } : {}),
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(() => t?.close());

describe('GET /api/returns/bonus', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/returns/bonus', { cookie: null })).statusCode).toBe(401);
  });

  it('gives the active bonuses as BON_CODIGO and BON_PERCENTUAL', async () => {
    const response = await get('/api/returns/bonus');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bonus: [{ BON_CODIGO: VOUCHER_BONUS.code, BON_PERCENTUAL: VOUCHER_BONUS.percent }],
    });
  });

  it('filters by code, percent and status; a retired bonus is never offered', async () => {
    const one = `/api/returns/bonus?bonCodigo=${VOUCHER_BONUS.code}&bonPercentual=&bonStatus=`;
    expect((await get(one)).json().bonus).toEqual([
      { BON_CODIGO: VOUCHER_BONUS.code, BON_PERCENTUAL: VOUCHER_BONUS.percent },
    ]);
    expect(
      (await get(`/api/returns/bonus?bonPercentual=${VOUCHER_BONUS.percent}&bonStatus=A`)).json().bonus,
    ).toHaveLength(1);
    expect((await get(`/api/returns/bonus?bonPercentual=${VOUCHER_BONUS.percent + 1}`)).json().bonus).toEqual([]);
    expect((await get('/api/returns/bonus?bonCodigo=2')).json().bonus).toEqual([]);
    expect((await get('/api/returns/bonus?bonStatus=I')).json().bonus).toEqual([]);
    expect((await get('/api/returns/bonus?bonCodigo=x')).statusCode).toBe(400);
  });
});

describe('GET /api/returns/settings/b2c', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/returns/settings/b2c?mar_id=1', { cookie: null })).statusCode).toBe(401);
  });

  it("gives the host brand's settings in the request language", async () => {
    const seed = BRAND_SEEDS.find((brand) => brand.id === DEMO.brand.correBrasil)!;
    for (const url of ['/api/returns/settings/b2c', `/api/returns/settings/b2c?mar_id=${seed.id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const { settings } = response.json();
      expect(Object.keys(response.json())).toEqual(['settings']);
      expect(settings).toHaveLength(1);
      expect(Object.keys(settings[0]).sort()).toEqual(SETTINGS_KEYS);
      expect(settings[0]).toMatchObject({
        SCO_VAL_ENTREGA: seed.validateDeliveryDate ? 'S' : 'N',
        SCO_QTD_CUPOM: seed.couponQuantity,
        SCO_VAL_CUPOM: seed.couponValidityDays,
      });
    }
    const pt = (await get('/api/returns/settings/b2c')).json().settings[0];
    const en = (await get('/api/returns/settings/b2c', { lang: 'en' })).json().settings[0];
    expect(en.SCO_MSG_CUPOM).toContain('Congratulations');
    expect(en.SCO_MSG_ESTORNO).not.toBe(pt.SCO_MSG_ESTORNO);
  });

  it('answers 404 when mar_id names another brand than the host', async () => {
    const response = await get(`/api/returns/settings/b2c?mar_id=${DEMO.brand.trilhaNorte}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'ERROR', code: 'brand_mismatch' });

    const anaBrand4 = await loginAs(t, { email: DEMO.ana.email }, 'brand4.localhost');
    const brand4 = await get('/api/returns/settings/b2c?mar_id=4', { cookie: anaBrand4, host: 'brand4.localhost' });
    expect(brand4.statusCode).toBe(200);
    expect(brand4.json().settings[0].SCO_VAL_ENTREGA).toBe('N');
    expect(
      (await get('/api/returns/settings/b2c?mar_id=1', { cookie: anaBrand4, host: 'brand4.localhost' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/returns/bank', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/returns/bank', { cookie: null })).statusCode).toBe(401);
  });

  it('lists the real banks sorted by code, without the bookkeeping entries', async () => {
    const response = await get('/api/returns/bank');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['bankData']);
    const { bankData } = response.json() as { bankData: { BAN_CODIGO: string; BAN_NOME: string }[] };
    for (const bank of bankData) expect(Object.keys(bank).sort()).toEqual(['BAN_CODIGO', 'BAN_NOME']);

    const codes = bankData.map((bank) => Number(bank.BAN_CODIGO));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    const nonBanks = await t.database.db.select({ code: banks.code }).from(banks).where(eq(banks.isBank, false));
    expect(nonBanks.length).toBeGreaterThan(0);
    for (const { code } of nonBanks) expect(bankData.map((bank) => bank.BAN_CODIGO)).not.toContain(code);
    const real = await t.database.db.select({ code: banks.code }).from(banks).where(eq(banks.isBank, true));
    expect(bankData).toHaveLength(real.length);
    expect(bankData[0]).toEqual({ BAN_CODIGO: '001', BAN_NOME: 'Banco do Brasil S.A.' });
  });
});
