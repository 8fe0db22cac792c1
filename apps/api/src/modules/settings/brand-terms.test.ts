/**
 * A brand's terms over the shared catalogue (issue 27, ADR 0055): its admins change them, every shopper read of the
 * catalogue takes them (the catalogue calls, protocol creation and its opening terms, the missing-files rule, the
 * deadline preview), and another brand's shoppers keep the shared values. Each change audited with the brand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_DESIRE_TERMS, NO_REASON_TERMS, ORIGIN, REASON, saoPauloDateKey } from '@portal/domain';
import { VOUCHER_BONUS, VOUCHER_OFFER_DESIRE } from '../../db/seed/catalogue';
import { DEMO } from '../../db/seed/demo-logins';
import { brandReasonTerms, policySettingChanges, protocolItems } from '../../db/schema';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { settingsCall, type SettingsMethod } from './test-support';
import { missingFilesInputs } from '../protocols/repo';
import { BANK_DATA, outsideStoreItem, payload } from '../protocols/test-payload';

let t: TestApp;
let brand1Admin: string;
let brand2Admin: string;
let agent: string;
/** Ana signed in on brand 1's host and on brand 2's: the same shopper, two brands' portals. */
const shopper: Record<1 | 2, { cookie: string; host: string }> = {
  1: { cookie: '', host: 'localhost' },
  2: { cookie: '', host: 'brand2.localhost' },
};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (role: 'agent' | 'admin', brands: number[]) =>
    operatorCookie(t, (await addOperator(t, { role, brands })).id);
  brand1Admin = await signedIn('admin', [1]);
  brand2Admin = await signedIn('admin', [2]);
  agent = await signedIn('agent', [1, 2, 4]);
  for (const brand of [1, 2] as const) {
    shopper[brand].cookie = await loginAs(t, { email: DEMO.ana.email }, shopper[brand].host);
  }
});
afterAll(async () => t?.close());

type Method = SettingsMethod;
const call = (method: Method, path: string, cookie: string | null, body?: unknown) =>
  settingsCall(t, method, path, cookie, body);

function shopperCall(brand: 1 | 2, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      host: shopper[brand].host,
      cookie: shopper[brand].cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function reasonSeen(brand: 1 | 2, reasonId: number) {
  const answer = await shopperCall(brand, 'POST', '/returns/protocols/subjects/b2c', { ass_id: reasonId });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().productBalance as Record<string, unknown>[])[0];
}
async function idsSeen(brand: 1 | 2, path: string, key: string, list: string) {
  const answer = await shopperCall(brand, 'GET', `${path}?ass_id=${REASON.SIZE_DID_NOT_FIT}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json()[list] as Record<string, unknown>[]).map((row) => row[key]);
}

function openOutsideStore(brand: 1 | 2, purchaseDate: string, choice: Record<string, number>) {
  const items = [outsideStoreItem(purchaseDate, { motivoCodigo: REASON.SIZE_DID_NOT_FIT, ...choice })];
  return shopperCall(
    brand,
    'POST',
    '/returns/protocols/generate/b2c',
    payload(items, { origem: ORIGIN.SAC, cli_enddes: '', cli_endseqdes: '', ...BANK_DATA, marcaCodigo: brand }),
  );
}

const daysAgo = (days: number) => saoPauloDateKey(new Date(t.clock.now().getTime() - days * 86_400_000));

describe("who may change a brand's terms", () => {
  it('no session 401, an agent 403, another brand’s admin 404; its own admin 200', async () => {
    const writes: [Method, string, unknown?][] = [
      ['GET', '/brands/1/terms'],
      ['PUT', `/brands/1/reasons/${REASON.SIZE_DID_NOT_FIT}/terms`, { ...NO_REASON_TERMS, slaDays: 10 }],
      ['PUT', '/brands/1/sub-reasons/161/terms', { active: false }],
      ['PUT', '/brands/1/desires/1/terms', { ...NO_DESIRE_TERMS, active: false }],
      ['GET', `/brands/1/history/reason/${REASON.SIZE_DID_NOT_FIT}`],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(method, path, null, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, agent, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, path, brand2Admin, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    // The shared definitions stay an all-brands admin's: a brand admin's write to them is refused.
    const shared = await call('PUT', '/reasons/16', brand1Admin, {});
    expect([400, 403]).toContain(shared.statusCode);
    const own = await call('GET', '/brands/1/terms', brand1Admin);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().reasons.find((row: { reasonId: number }) => row.reasonId === REASON.SIZE_DID_NOT_FIT)).toEqual({
      reasonId: REASON.SIZE_DID_NOT_FIT,
      terms: NO_REASON_TERMS,
      effective: { active: true, operatorOnly: false, slaRestricted: true, slaDays: 30, requiresImages: false },
    });
    expect((await call('PUT', '/brands/1/reasons/999999/terms', brand1Admin, NO_REASON_TERMS)).statusCode).toBe(404);
  });

  it('the domain’s rules refuse what the form refuses', async () => {
    const path = `/brands/1/reasons/${REASON.SIZE_DID_NOT_FIT}/terms`;
    for (const [slaDays, code] of [
      [0, 'deadlineRange'],
      [2.5, 'wholeDays'],
      [10_000, 'deadlineRange'],
    ] as const) {
      const answer = await call('PUT', path, brand1Admin, { ...NO_REASON_TERMS, slaDays });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().code).toBe(code);
    }
    const refundBonus = await call('PUT', '/brands/1/desires/3/terms', brand1Admin, {
      ...NO_DESIRE_TERMS,
      bonus: { code: VOUCHER_BONUS.code },
    });
    expect(refundBonus.statusCode, refundBonus.body).toBe(400);
    expect(refundBonus.json().code).toBe('bonusNeedsStoreCredit');
    const unknownBonus = await call('PUT', `/brands/1/desires/${VOUCHER_OFFER_DESIRE}/terms`, brand1Admin, {
      ...NO_DESIRE_TERMS,
      bonus: { code: 2 },
    });
    expect(unknownBonus.json().code).toBe('bonus_unknown');
  });
});

describe("brand 1's change leaves brand 2's shopper as she was", () => {
  it('catalogue calls, protocol creation and its terms, the photo rule, the preview, the history', async () => {
    const set = await call('PUT', `/brands/1/reasons/${REASON.SIZE_DID_NOT_FIT}/terms`, brand1Admin, {
      ...NO_REASON_TERMS,
      slaDays: 5,
      requiresImages: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().effective).toMatchObject({ slaDays: 5, requiresImages: true, active: true });
    expect((await call('PUT', '/brands/1/sub-reasons/161/terms', brand1Admin, { active: false })).statusCode).toBe(200);
    expect(
      (await call('PUT', '/brands/1/desires/1/terms', brand1Admin, { ...NO_DESIRE_TERMS, active: false })).statusCode,
    ).toBe(200);
    const noBonus = await call('PUT', `/brands/1/desires/${VOUCHER_OFFER_DESIRE}/terms`, brand1Admin, {
      ...NO_DESIRE_TERMS,
      bonus: { code: null },
      auxiliaryMessage: { pt: 'Sem bônus nesta marca.', en: 'No bonus here.', es: 'Sin bono aquí.' },
    });
    expect(noBonus.statusCode, noBonus.body).toBe(200);
    expect(noBonus.json().effective).toMatchObject({ bonusCode: null, active: true });

    // The catalogue calls.
    expect(await reasonSeen(1, REASON.SIZE_DID_NOT_FIT)).toMatchObject({ ASS_SLA_TROCA: 5, ASS_EXIGE_IMG: 'S' });
    expect(await reasonSeen(2, REASON.SIZE_DID_NOT_FIT)).toMatchObject({ ASS_SLA_TROCA: 30, ASS_EXIGE_IMG: 'N' });
    // The out-of-deadline text names the brand's own deadline, not the catalogue's 30 days (issue 46).
    expect((await reasonSeen(1, REASON.SIZE_DID_NOT_FIT))?.ASS_MSG_FORA_PRAZO).toContain('é de 5 dias após a entrega');
    expect((await reasonSeen(2, REASON.SIZE_DID_NOT_FIT))?.ASS_MSG_FORA_PRAZO).toContain('é de 30 dias após a entrega');
    expect(await idsSeen(1, '/returns/protocols/subreasons', 'SMOT_ID', 'subReasons')).not.toContain(161);
    expect(await idsSeen(2, '/returns/protocols/subreasons', 'SMOT_ID', 'subReasons')).toContain(161);
    expect(await idsSeen(1, '/returns/protocols/reasons/b2c', 'MOT_ID', 'reasons')).not.toContain(1);
    expect(await idsSeen(2, '/returns/protocols/reasons/b2c', 'MOT_ID', 'reasons')).toContain(1);
    const desires = async (brand: 1 | 2) =>
      (
        (await shopperCall(brand, 'GET', `/returns/protocols/reasons/b2c?ass_id=${REASON.SIZE_DID_NOT_FIT}`)).json()
          .reasons as { MOT_ID: number; BON_CODIGO: number | null; MOT_MSG_AUXILIAR: string | null }[]
      ).find((row) => row.MOT_ID === VOUCHER_OFFER_DESIRE);
    expect(await desires(1)).toMatchObject({ BON_CODIGO: null, MOT_MSG_AUXILIAR: 'Sem bônus nesta marca.' });
    expect((await desires(2))?.BON_CODIGO).toBe(VOUCHER_BONUS.code);

    // Protocol creation: the deadline, the sub-reason, and the terms each item is opened under.
    const late1 = await openOutsideStore(1, daysAgo(10), { smotivoCodigo: 162, desejoCodigo: 3 });
    expect(late1.statusCode, late1.body).toBe(422);
    expect(late1.json().code).toBe('out_of_deadline');
    expect(late1.json().message).toContain('é de 5 dias');
    const subReason1 = await openOutsideStore(1, daysAgo(1), { smotivoCodigo: 161, desejoCodigo: 3 });
    expect(subReason1.json().code).toBe('sub_reason_not_available');
    const opened1 = await openOutsideStore(1, daysAgo(1), { smotivoCodigo: 162, desejoCodigo: 3 });
    expect(opened1.statusCode, opened1.body).toBe(200);
    const opened2 = await openOutsideStore(2, daysAgo(10), { smotivoCodigo: 161, desejoCodigo: 3 });
    expect(opened2.statusCode, opened2.body).toBe(200);
    const itemOf = async (prtId: number) =>
      (await t.database.db.select().from(protocolItems).where(eq(protocolItems.protocolId, prtId)))[0]!;
    const prt1 = opened1.json().prt_id as number;
    const prt2 = opened2.json().prt_id as number;
    expect(await itemOf(prt1)).toMatchObject({ termsDeadlineDays: 5, termsPhotosRequired: true });
    expect(await itemOf(prt2)).toMatchObject({ termsDeadlineDays: 30, termsPhotosRequired: false });

    // The uploads' photo rule: an item opened before terms were stored reads its brand's term, then the shared one.
    await t.database.db.update(protocolItems).set({ termsPhotosRequired: null });
    expect((await missingFilesInputs(t.database.db, prt1)).items[0]!.photosRequired).toBe(true);
    expect((await missingFilesInputs(t.database.db, prt2)).items[0]!.photosRequired).toBe(false);

    // The preview counts from the brand's own deadline.
    const preview = async (brandId: number, admin: string) =>
      (
        await call('POST', '/preview/deadline', admin, {
          brandId,
          reasonId: REASON.WRONG_PIECE_RECEIVED,
          slaRestricted: true,
          slaDays: 1,
        })
      ).json() as { becomeIneligible: number; lines: number };
    const brand2Before = await preview(2, brand2Admin);
    expect(
      (
        await call('PUT', `/brands/1/reasons/${REASON.WRONG_PIECE_RECEIVED}/terms`, brand1Admin, {
          ...NO_REASON_TERMS,
          slaDays: 1,
        })
      ).statusCode,
    ).toBe(200);
    // Brand 1 already has a one-day deadline: nothing more becomes ineligible. Brand 2's count is unmoved.
    expect((await preview(1, brand1Admin)).becomeIneligible).toBe(0);
    expect(await preview(2, brand2Admin)).toEqual(brand2Before);

    // The history is the brand's, and every row carries it.
    const history = await call('GET', `/brands/1/history/reason/${REASON.SIZE_DID_NOT_FIT}`, brand1Admin);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().changes[0]).toMatchObject({
      before: null,
      after: { ...NO_REASON_TERMS, slaDays: 5, requiresImages: true },
    });
    const other = await call('GET', `/brands/2/history/reason/${REASON.SIZE_DID_NOT_FIT}`, brand2Admin);
    expect(other.json().changes).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(policySettingChanges)
      .where(eq(policySettingChanges.setting, 'reasonTerms'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.brandId === 1)).toBe(true);

    // Setting nothing removes the row: brand 1 follows the shared catalogue again.
    const reset = await call('PUT', `/brands/1/reasons/${REASON.SIZE_DID_NOT_FIT}/terms`, brand1Admin, NO_REASON_TERMS);
    expect(reset.json().effective).toMatchObject({ slaDays: 30, requiresImages: false });
    const left = await t.database.db
      .select()
      .from(brandReasonTerms)
      .where(eq(brandReasonTerms.reasonId, REASON.SIZE_DID_NOT_FIT));
    expect(left).toEqual([]);
    expect(await reasonSeen(1, REASON.SIZE_DID_NOT_FIT)).toMatchObject({ ASS_SLA_TROCA: 30, ASS_EXIGE_IMG: 'N' });
  });
});
