/**
 * Home's four catalogue calls answered from memory while the catalogue's generation holds (issue 29, ADR 0069): the
 * same bytes as afresh, per brand and language, no statement of their own, and an admin's change seen by the very
 * next call (the generation is raised in the change's own transaction and read with the session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NO_DESIRE_TERMS, NO_REASON_TERMS, REASON } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { settingsCall } from '../settings/test-support';

let t: TestApp;
let admin: string;
const ana: Record<1 | 2, { cookie: string; host: string }> = {
  1: { cookie: '', host: 'localhost' },
  2: { cookie: '', host: 'brand2.localhost' },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1, 2, 4] })).id);
  for (const brand of [1, 2] as const) ana[brand].cookie = await loginAs(t, { email: DEMO.ana.email }, ana[brand].host);
});
afterAll(async () => t?.close());

/** Home's four catalogue calls, unfiltered, as the web app makes them. */
const HOME_CALLS = {
  subjects: { method: 'POST', url: '/returns/protocols/subjects/b2c', body: { ass_ativo: 'S', ass_mot_ope: 'N' } },
  subReasons: { method: 'GET', url: '/returns/protocols/subreasons' },
  desires: { method: 'GET', url: '/returns/protocols/reasons/b2c' },
  settings: { method: 'GET', url: '/returns/settings/b2c' },
} as const;
type HomeCall = keyof typeof HOME_CALLS;

function shopperCall(
  call: { method: 'GET' | 'POST'; url: string; body?: unknown },
  options: { brand?: 1 | 2; lang?: string } = {},
) {
  const { cookie, host } = ana[options.brand ?? 1];
  return t.app.inject({
    method: call.method,
    url: `/api${call.url}`,
    headers: {
      host,
      cookie,
      'accept-language': options.lang ?? 'pt',
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}),
  });
}

async function home(name: HomeCall, options?: { brand?: 1 | 2; lang?: string }) {
  const answer = await shopperCall(HOME_CALLS[name], options);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

async function generation(): Promise<number> {
  const rows = await t.database.db.execute<{ generation: number }>(
    sql`select generation from catalogue_generation where id = 1`,
  );
  return Number((rows as unknown as { rows: { generation: number }[] }).rows[0]!.generation);
}

const sizeReason = async () =>
  ((await home('subjects')).json().productBalance as { ASS_ID: number; ASS_SLA_TROCA: number }[]).find(
    (reason) => reason.ASS_ID === REASON.SIZE_DID_NOT_FIT,
  )!;

describe("Home's catalogue answers kept in memory (ADR 0069)", () => {
  it('answer the very bytes and headers of a fresh answer, kept apart per brand and language', async () => {
    const before = t.app.keptAnswers.size;
    for (const name of Object.keys(HOME_CALLS) as HomeCall[]) {
      const fresh = await home(name);
      const kept = await home(name);
      expect(kept.body, name).toBe(fresh.body);
      expect(kept.headers['content-type'], name).toBe(fresh.headers['content-type']);
      expect(kept.headers['content-type'], name).toBe('application/json; charset=utf-8');
    }
    expect(t.app.keptAnswers.size).toBe(before + 4);
    // Another language and another brand are answers of their own, never another's kept one.
    const english = await home('subjects', { lang: 'en' });
    expect(english.body).not.toBe((await home('subjects')).body);
    expect(english.body).toBe((await home('subjects', { lang: 'en' })).body);
    await home('settings', { brand: 2 });
    expect(t.app.keptAnswers.size).toBe(before + 6);
  });

  it('cost no statement of their own: a change made behind the generation is not seen until it moves', async () => {
    const db = t.database.db;
    const { ASS_SLA_TROCA: days } = await sizeReason();
    await db.execute(sql`alter table reasons disable trigger catalogue_changed`);
    try {
      await db.execute(sql`update reasons set sla_days = sla_days + 1 where id = ${REASON.SIZE_DID_NOT_FIT}`);
    } finally {
      await db.execute(sql`alter table reasons enable trigger catalogue_changed`);
    }
    expect((await sizeReason()).ASS_SLA_TROCA).toBe(days);
    // A filtered question is asked afresh.
    const filtered = await shopperCall({ ...HOME_CALLS.subjects, body: { ass_id: REASON.SIZE_DID_NOT_FIT } });
    expect(filtered.json().productBalance[0].ASS_SLA_TROCA).toBe(days + 1);
    // Any committed change of the catalogue moves the generation: the next call reads the table again.
    await db.execute(sql`update reasons set sla_days = sla_days - 1 where id = ${REASON.SIZE_DID_NOT_FIT}`);
    expect((await sizeReason()).ASS_SLA_TROCA).toBe(days);
    await db.execute(sql`update reasons set sla_days = sla_days + 2 where id = ${REASON.SIZE_DID_NOT_FIT}`);
    expect((await sizeReason()).ASS_SLA_TROCA).toBe(days + 2);
    await db.execute(sql`update reasons set sla_days = sla_days - 2 where id = ${REASON.SIZE_DID_NOT_FIT}`);
  });

  it("show an admin's change at the very next call, on each of the four", async () => {
    for (const name of Object.keys(HOME_CALLS) as HomeCall[]) await home(name);

    const terms = await settingsCall(t, 'PUT', `/brands/1/reasons/${REASON.SIZE_DID_NOT_FIT}/terms`, admin, {
      ...NO_REASON_TERMS,
      slaDays: 6,
    });
    expect(terms.statusCode, terms.body).toBe(200);
    expect((await sizeReason()).ASS_SLA_TROCA).toBe(6);

    const subReasonIds = async () =>
      ((await home('subReasons')).json().subReasons as { SMOT_ID: number }[]).map((row) => row.SMOT_ID);
    expect(await subReasonIds()).toContain(161);
    expect((await settingsCall(t, 'PUT', '/brands/1/sub-reasons/161/terms', admin, { active: false })).statusCode).toBe(
      200,
    );
    expect(await subReasonIds()).not.toContain(161);

    const desireIds = async () =>
      ((await home('desires')).json().reasons as { MOT_ID: number }[]).map((row) => row.MOT_ID);
    expect(await desireIds()).toContain(1);
    const desire = await settingsCall(t, 'PUT', '/brands/1/desires/1/terms', admin, {
      ...NO_DESIRE_TERMS,
      active: false,
    });
    expect(desire.statusCode, desire.body).toBe(200);
    expect(await desireIds()).not.toContain(1);

    const couponQuantity = async () => (await home('settings')).json().settings[0].SCO_QTD_CUPOM as number;
    const brand = (await settingsCall(t, 'GET', '/brands/1', admin, undefined)).json();
    const quantity = brand.general.couponQuantity === 4 ? 3 : 4;
    expect(await couponQuantity()).toBe(brand.general.couponQuantity);
    const general = await settingsCall(t, 'PUT', '/brands/1/general', admin, {
      ...brand.general,
      couponQuantity: quantity,
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(await couponQuantity()).toBe(quantity);

    // Brand 2's shopper still sees the shared values.
    expect(
      ((await home('subReasons', { brand: 2 })).json().subReasons as { SMOT_ID: number }[]).map((row) => row.SMOT_ID),
    ).toContain(161);
  });
});

describe("the catalogue's generation (migration 0020)", () => {
  const TABLES = [
    'reasons',
    'sub_reasons',
    'desires',
    'brand_reason_terms',
    'brand_sub_reason_terms',
    'brand_desire_terms',
    'settings',
  ];

  it('moves with every committed statement on the tables the catalogue calls read, never with a rolled-back one', async () => {
    for (const table of TABLES) {
      const before = await generation();
      await t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`delete from ${sql.identifier(table)} where false`);
          tx.rollback();
        })
        .catch(() => {});
      expect(await generation(), `${table}, rolled back`).toBe(before);
      await t.database.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await generation(), `${table}, committed`).toBe(before + 1);
    }
  });

  it("is not moved by what the catalogue calls do not read (a shopper's protocol, a bonus)", async () => {
    const before = await generation();
    await t.database.db.execute(sql`delete from protocols where false`);
    await t.database.db.execute(sql`delete from bonuses where false`);
    expect(await generation()).toBe(before);
  });
});
