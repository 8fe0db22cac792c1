/**
 * Policy settings (issue 27, ADR 0046): admins only, brand scope on every call, the domain's rules refused as the
 * console's form refuses them, every change in its history, deactivation instead of deletion once something refers
 * to a row, and an open protocol keeping the terms it was opened under across a deadline change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO } from '../../db/seed/demo-logins';
import { NEW_REASON_DEFAULTS, ORIGIN, REASON, saoPauloDateKey } from '@portal/domain';
import { campaignCoupons, protocolItems, reasons, subReasons } from '../../db/schema';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { settingsCall, type SettingsMethod } from './test-support';
import { missingFilesInputs } from '../protocols/repo';
import { BANK_DATA, outsideStoreItem, payload } from '../protocols/test-payload';

let t: TestApp;
let allBrandsAdmin: string;
let brand2Admin: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (role: 'agent' | 'admin', brands: number[]) =>
    operatorCookie(t, (await addOperator(t, { role, brands })).id);
  allBrandsAdmin = await signedIn('admin', [1, 2, 4]);
  brand2Admin = await signedIn('admin', [2]);
  agent = await signedIn('agent', [1, 2, 4]);
});
afterAll(async () => t?.close());

type Method = SettingsMethod;
const call = (method: Method, path: string, cookie: string | null, body?: unknown) =>
  settingsCall(t, method, path, cookie, body);

const text = (pt: string) => ({ pt, en: `${pt} (en)`, es: `${pt} (es)` });
const newReason = { ...NEW_REASON_DEFAULTS, name: text('Motivo de teste') };

async function reasonRow(id: number) {
  const [row] = await t.database.db.select().from(reasons).where(eq(reasons.id, id));
  return row!;
}
const reasonBody = ({ id: _id, ...row }: Awaited<ReturnType<typeof reasonRow>>) => row;

/** Every write to the shared catalogue, with a body the checks would accept. */
function catalogueWrites(): [Method, string, unknown?][] {
  const subReason = { reasonId: REASON.SIZE_DID_NOT_FIT, contactType: 5, name: text('Sub'), active: true };
  const desire = {
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: text('Troca'),
    active: true,
    trigger: 'T',
    sizeChange: true,
    colourChange: false,
    refund: false,
    storeCredit: false,
    bonusCode: null,
    auxiliaryMessage: null,
  };
  const bonus = { percent: 10, active: true };
  return [
    ['POST', '/reasons', newReason],
    ['PUT', `/reasons/${REASON.SIZE_DID_NOT_FIT}`, newReason],
    ['DELETE', `/reasons/${REASON.SIZE_DID_NOT_FIT}`],
    ['POST', '/sub-reasons', subReason],
    ['PUT', '/sub-reasons/161', subReason],
    ['DELETE', '/sub-reasons/161'],
    ['POST', '/desires', desire],
    ['PUT', '/desires/1', desire],
    ['DELETE', '/desires/1'],
    ['POST', '/bonuses', bonus],
    ['PUT', '/bonuses/1', bonus],
    ['DELETE', '/bonuses/1'],
  ];
}

describe('who may call', () => {
  it('no session 401, an agent 403, every call', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/catalogue'],
      ...catalogueWrites(),
      ['GET', '/brands/1'],
      [
        'PUT',
        '/brands/1/general',
        {
          validateDeliveryDate: true,
          couponQuantity: 3,
          couponValidityDays: 30,
          couponMessage: text('Cupom'),
          couponInstructions: text('Instruções'),
          shoppingMessage: text('Compras'),
          refundMessage: text('Estorno'),
        },
      ],
      ['PUT', '/brands/1/campaign', { discountPercent: 5 }],
      ['GET', `/history/reason/${REASON.SIZE_DID_NOT_FIT}`],
      ['POST', '/preview/deadline', { brandId: 1, reasonId: REASON.SIZE_DID_NOT_FIT, slaRestricted: true, slaDays: 5 }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, null, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, agent, body)).statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('the shared catalogue is changed only by an admin of every brand; a brand’s settings only by its admins', async () => {
    const catalogue = await call('GET', '/catalogue', brand2Admin);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().canEdit).toBe(false);
    for (const [method, path, body] of catalogueWrites()) {
      const refused = await call(method, path, brand2Admin, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().code).toBe('catalogue_needs_all_brands');
    }
    // Brand 1 is not hers: as unknown as elsewhere.
    expect((await call('GET', '/brands/1', brand2Admin)).statusCode).toBe(404);
    expect((await call('PUT', '/brands/1/campaign', brand2Admin, { discountPercent: 5 })).statusCode).toBe(404);
    const brand1 = (await call('GET', '/brands/1', allBrandsAdmin)).json();
    expect((await call('PUT', '/brands/1/general', brand2Admin, brand1.general)).statusCode).toBe(404);
    expect((await call('GET', '/history/generalSettings/1', brand2Admin)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/preview/deadline', brand2Admin, {
          brandId: 1,
          reasonId: REASON.SIZE_DID_NOT_FIT,
          slaRestricted: true,
          slaDays: 5,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/brands/2', brand2Admin)).statusCode).toBe(200);
    expect((await reasonRow(REASON.SIZE_DID_NOT_FIT)).name.pt).toBe('Tamanho não serviu');
  });
});

describe('validation: the API refuses what the form refuses', () => {
  it('a deadline is whole days within limits; a name in every language', async () => {
    for (const [slaDays, code] of [
      [0, 'deadlineRange'],
      [731, 'deadlineRange'],
      [2.5, 'wholeDays'],
    ] as const) {
      const answer = await call('POST', '/reasons', allBrandsAdmin, { ...newReason, slaDays });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe(code);
    }
    const blank = await call('POST', '/reasons', allBrandsAdmin, { ...newReason, name: { ...newReason.name, en: '' } });
    expect(blank.json()).toMatchObject({ code: 'required', message: 'Valor inválido em name.en.' });
  });

  it("a desire's trigger must fit its flags; a bonus needs store credit and an active bonus", async () => {
    const desire = {
      reasonId: REASON.SIZE_DID_NOT_FIT,
      name: text('Troca'),
      active: true,
      trigger: 'T',
      sizeChange: false,
      colourChange: false,
      refund: false,
      storeCredit: false,
      bonusCode: null,
      auxiliaryMessage: null,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'exchangeNeedsSizeOrColour'],
      [{ trigger: 'E', refund: false }, 'refundNeedsRefundFlag'],
      [{ trigger: 'C', storeCredit: false }, 'voucherNeedsStoreCredit'],
      [{ trigger: 'X', sizeChange: true }, 'triggerUnknown'],
      [{ sizeChange: true, bonusCode: 1 }, 'bonusNeedsStoreCredit'],
      [{ trigger: 'C', storeCredit: true, bonusCode: 2 }, 'bonus_unknown'],
    ];
    for (const [change, code] of cases) {
      const answer = await call('POST', '/desires', allBrandsAdmin, { ...desire, ...change });
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().code).toBe(code);
    }
    const created = await call('POST', '/desires', allBrandsAdmin, { ...desire, sizeChange: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ trigger: 'T', sizeChange: true });
  });

  it('bonus, coupon settings and campaign percentages within limits', async () => {
    expect((await call('POST', '/bonuses', allBrandsAdmin, { percent: 101, active: true })).json().code).toBe(
      'percentRange',
    );
    const brand = (await call('GET', '/brands/1', allBrandsAdmin)).json();
    const general = { ...brand.general, couponQuantity: -1 };
    expect((await call('PUT', '/brands/1/general', allBrandsAdmin, general)).json().code).toBe('quantityRange');
    const validity = { ...brand.general, couponValidityDays: 0 };
    expect((await call('PUT', '/brands/1/general', allBrandsAdmin, validity)).json().code).toBe('validityRange');
    expect((await call('PUT', '/brands/1/campaign', allBrandsAdmin, { discountPercent: 120 })).statusCode).toBe(400);
  });
});

describe('changes and their history', () => {
  it('each change is audited with who, when, before and after; the shopper reads the new terms on the next call', async () => {
    const before = await reasonRow(REASON.COLOUR_EXCHANGE);
    const answer = await call('PUT', `/reasons/${REASON.COLOUR_EXCHANGE}`, allBrandsAdmin, {
      ...reasonBody(before),
      slaDays: 7,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().slaDays).toBe(7);
    const history = (await call('GET', `/history/reason/${REASON.COLOUR_EXCHANGE}`, brand2Admin)).json().changes;
    expect(history[0]).toMatchObject({
      changedAt: t.clock.now().toISOString(),
      before: { slaDays: before.slaDays },
      after: { slaDays: 7 },
    });
    expect(history[0].operatorName).toBe('Operador admin');

    const campaign = await call('PUT', '/brands/1/campaign', allBrandsAdmin, { discountPercent: 25 });
    expect(campaign.statusCode, campaign.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(campaignCoupons)
      .where(eq(campaignCoupons.code, campaign.json().code));
    expect(row!.discountPercent).toBe(25);
    const campaignHistory = (await call('GET', '/history/campaignCoupon/1', allBrandsAdmin)).json().changes;
    expect(campaignHistory[0]).toMatchObject({ after: { discountPercent: 25 } });

    const brand = (await call('GET', '/brands/1', allBrandsAdmin)).json();
    const general = await call('PUT', '/brands/1/general', allBrandsAdmin, { ...brand.general, couponQuantity: 4 });
    expect(general.json().couponQuantity).toBe(4);
    expect((await call('GET', '/history/generalSettings/1', allBrandsAdmin)).json().changes[0]).toMatchObject({
      before: { couponQuantity: brand.general.couponQuantity },
      after: { couponQuantity: 4 },
    });
  });

  it('deletes what nothing refers to, deactivates what something does', async () => {
    const created = (await call('POST', '/reasons', allBrandsAdmin, newReason)).json();
    expect((await call('DELETE', `/reasons/${created.id}`, allBrandsAdmin)).json()).toEqual({ outcome: 'deleted' });
    expect(await t.database.db.select().from(reasons).where(eq(reasons.id, created.id))).toEqual([]);
    // Seeded protocols and desires refer to reason 16 and its sub-reason 162.
    expect((await call('DELETE', `/reasons/${REASON.SIZE_DID_NOT_FIT}`, allBrandsAdmin)).json()).toEqual({
      outcome: 'deactivated',
    });
    expect((await reasonRow(REASON.SIZE_DID_NOT_FIT)).active).toBe(false);
    const history = (await call('GET', `/history/reason/${created.id}`, allBrandsAdmin)).json().changes;
    expect(history.map((change: { before: unknown; after: unknown }) => [!!change.before, !!change.after])).toEqual([
      [true, false],
      [false, true],
    ]);
    await t.database.db.update(reasons).set({ active: true }).where(eq(reasons.id, REASON.SIZE_DID_NOT_FIT));
    // The seeded voucher desire refers to bonus 1.
    expect((await call('DELETE', `/bonuses/1`, allBrandsAdmin)).json()).toEqual({ outcome: 'deactivated' });
  });
});

describe('an open protocol keeps its terms', () => {
  it('a deadline and photo change after opening leaves the protocol’s items as they were opened', async () => {
    const ana = await loginAs(t, { email: DEMO.ana.email });
    const items = [
      outsideStoreItem(saoPauloDateKey(t.clock.now()), {
        motivoCodigo: REASON.SIZE_DID_NOT_FIT,
        smotivoCodigo: 162,
        desejoCodigo: 3,
      }),
    ];
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/generate/b2c',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify(payload(items, { origem: ORIGIN.SAC, cli_enddes: '', cli_endseqdes: '', ...BANK_DATA })),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const prtId = opened.json().prt_id as number;
    const reason = await reasonRow(REASON.SIZE_DID_NOT_FIT);
    expect(reason).toMatchObject({ slaDays: 30, requiresImages: false });

    const changed = await call('PUT', `/reasons/${REASON.SIZE_DID_NOT_FIT}`, allBrandsAdmin, {
      ...reasonBody(reason),
      slaDays: 3,
      requiresImages: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const [item] = await t.database.db.select().from(protocolItems).where(eq(protocolItems.protocolId, prtId));
    expect(item).toMatchObject({ termsDeadlineDays: 30, termsPhotosRequired: false });
    // The missing-files rule reads the terms the item was opened under, not the reason as it is now.
    expect((await missingFilesInputs(t.database.db, prtId)).items[0]!.photosRequired).toBe(false);

    // The shopper's next load of the reasons shows the new deadline (nothing cached in between).
    const subjects = await t.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/subjects/b2c',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify({ ass_id: REASON.SIZE_DID_NOT_FIT }),
    });
    expect(subjects.statusCode, subjects.body).toBe(200);
    expect(JSON.stringify(subjects.json())).toContain('"ASS_SLA_TROCA":3');

    // The protocol refers to sub-reason 162: removing it deactivates it; shoppers no longer see it nor can send it.
    expect((await call('DELETE', '/sub-reasons/162', allBrandsAdmin)).json()).toEqual({ outcome: 'deactivated' });
    const [subReason] = await t.database.db.select().from(subReasons).where(eq(subReasons.id, 162));
    expect(subReason!.active).toBe(false);
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/returns/protocols/subreasons?ass_id=${REASON.SIZE_DID_NOT_FIT}`,
      headers: { cookie: ana },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(JSON.stringify(offered.json())).not.toContain('"SMOT_ID":162');
    expect(JSON.stringify(offered.json())).toContain('"SMOT_ID":161');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/generate/b2c',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify(payload(items, { origem: ORIGIN.SAC, cli_enddes: '', cli_endseqdes: '', ...BANK_DATA })),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('sub_reason_not_available');
  });

  it('the preview counts the brand’s lines a shorter deadline makes ineligible', async () => {
    const answer = await call('POST', '/preview/deadline', allBrandsAdmin, {
      brandId: 1,
      reasonId: REASON.WRONG_PIECE_RECEIVED,
      slaRestricted: true,
      slaDays: 1,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const count = answer.json();
    expect(count.lines).toBeGreaterThan(0);
    expect(count.becomeIneligible + count.becomeEligible + count.unchanged).toBe(count.lines);
    expect(count.becomeIneligible).toBeGreaterThan(0);
    expect(count.becomeEligible).toBe(0);
  });
});
