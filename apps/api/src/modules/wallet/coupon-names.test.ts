/**
 * Issue 23, ADR 0032: the coupon's campaign name (TIC_CAMPANHA) is the brand's own, in pt; beside it the answer gives
 * the name to show in the request language, the brand's text where it gives one, else its own name said to be pt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discountCouponsResponseSchema } from '@portal/domain';
import { coupons } from '../../db/schema';
import { CAMPAIGN_NAME_TEXTS } from '../../db/seed/catalogue-texts';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';

const COUPONS = '/api/returns/wallet/b2c/coupons';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(async () => {
  await t?.close();
});

async function campaignOf(code: string, lang?: string) {
  const response = await call('GET', COUPONS, { cookie: ana, lang });
  expect(response.statusCode).toBe(200);
  const coupon = discountCouponsResponseSchema
    .parse(response.json())
    .discountCoupons.find((c) => c.TCM_CODIGO === code);
  return { stored: coupon?.TIC_CAMPANHA, shown: coupon?.TIC_CAMPANHA_SHOWN };
}

describe('GET /returns/wallet/b2c/coupons campaign names (issue 23)', () => {
  it("answers the brand's campaign name in en and es, and its own pt name in pt or without a language", async () => {
    const code = DEMO.coupons.active;
    expect(await campaignOf(code, 'en-US,en;q=0.9')).toEqual({
      stored: 'Troca Premiada',
      shown: { text: CAMPAIGN_NAME_TEXTS.en, lang: 'en' },
    });
    expect(await campaignOf(code, 'es')).toEqual({
      stored: 'Troca Premiada',
      shown: { text: CAMPAIGN_NAME_TEXTS.es, lang: 'es' },
    });
    expect((await campaignOf(code, 'pt-BR')).shown).toEqual({ text: 'Troca Premiada', lang: 'pt' });
    expect((await campaignOf(code)).shown).toEqual({ text: 'Troca Premiada', lang: 'pt' });
  });

  it('answers the stored name as pt where the brand gives no text in the language', async () => {
    const code = DEMO.coupons.expired;
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    await t.database.db
      .update(coupons)
      .set({ campaignTexts: { es: 'Cambio Premiado' } })
      .where(eq(coupons.code, code));
    try {
      expect((await campaignOf(code, 'en')).shown).toEqual({ text: 'Troca Premiada', lang: 'pt' });
      expect((await campaignOf(code, 'es')).shown).toEqual({ text: 'Cambio Premiado', lang: 'es' });
    } finally {
      await t.database.db.update(coupons).set({ campaignTexts: row!.campaignTexts }).where(eq(coupons.code, code));
    }
  });
});
