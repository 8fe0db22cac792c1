/**
 * Issue 44: every number and date a route takes is bounded by what the database holds and refused with a 400 (the
 * shared domain fields: coercedIntField, isDbBigintText, calendarDayField); every status a caller names is one of the
 * catalogue's; every text an operator sends follows the one text rule (no control or bidi characters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocolInternalNotes, statusAgeTargets } from '../db/schema';
import { addOperator, anaOpens, operatorCookie } from '../modules/backoffice/test-support';
import { callWith } from './call-with';
import { createTestApp, type TestApp } from './test-app';

const FEED_KEY = 'development-only-integration-key-brand-1';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let admin = '';
let prtId = 0;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  admin = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1] })).id);
  prtId = await anaOpens(t, 'exchange');
});
afterAll(async () => t?.close());

const statusOf = async (url: string, options: Parameters<typeof call>[2] = {}, method: 'GET' | 'POST' = 'GET') =>
  (await call(method, url, { cookie: admin, lang: 'en', ...options })).statusCode;

describe('numbers and dates past what the database holds (issue 44)', () => {
  it('refuses a feed cursor past the bigint range with 400, and still reads one at its edge', async () => {
    const feed = (after: string) => call('GET', `/api/integration/v1/events?after=${after}`, { apiKey: FEED_KEY });
    for (const after of ['9999999999999999999-1', '1-9223372036854775808']) {
      const answer = await feed(after);
      expect([after, answer.statusCode]).toEqual([after, 400]);
      expect(answer.json()).toMatchObject({ type: 'ERROR' });
    }
    expect((await feed('9223372036854775807-9223372036854775807')).statusCode).toBe(200);
  });

  it('refuses a dashboard day that does not exist, and a report month of year 0, with 400', async () => {
    expect(await statusOf('/api/backoffice/dashboard/time-to-settle?from=2026-02-30&to=2026-03-10')).toBe(400);
    expect(await statusOf('/api/backoffice/dashboard/time-to-settle?from=2026-03-01&to=2026-04-31')).toBe(400);
    expect(await statusOf('/api/backoffice/dashboard/time-to-settle?from=2028-02-29&to=2028-03-10')).toBe(200);
    expect(await statusOf('/api/backoffice/reports/reasons?from=0000-01&to=2026-01')).toBe(400);
  });

  it('refuses ids past the int4 range in queries and paths with 400', async () => {
    expect(await statusOf('/api/backoffice/webhooks/deliveries?subscription=99999999999')).toBe(400);
    expect(await statusOf('/api/backoffice/protocols?brand=2147483648')).toBe(400);
    expect(await statusOf('/api/backoffice/protocols?page=1e3')).toBe(400);
  });
});

describe('statuses outside the catalogue (issue 44)', () => {
  it('refuses a workload target, a move and a queue filter naming status 99 or 20', async () => {
    for (const status of [99, 20]) {
      expect(
        await statusOf('/api/backoffice/workload/targets', { body: { brandId: 1, status, targetHours: 5 } }, 'POST'),
      ).toBe(400);
      expect(await statusOf(`/api/backoffice/protocols/${prtId}/transitions`, { body: { to: status } }, 'POST')).toBe(
        400,
      );
      expect(await statusOf(`/api/backoffice/protocols?status=${status}`)).toBe(400);
    }
    expect(await t.database.db.select().from(statusAgeTargets).where(eq(statusAgeTargets.statusId, 99))).toEqual([]);
    expect(await statusOf('/api/backoffice/protocols?status=-1')).toBe(200);
  });
});

describe('the one text rule in what an operator sends (issue 44)', () => {
  it('refuses an internal note holding a bidi control, and keeps one without', async () => {
    for (const control of ['\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f']) {
      const note = `Cliente devolveu ${control}exe.fdp`;
      const answer = await call('POST', `/api/backoffice/protocols/${prtId}/internal-notes`, {
        cookie: admin,
        lang: 'en',
        body: { note },
      });
      expect([JSON.stringify(control), answer.statusCode]).toEqual([JSON.stringify(control), 400]);
    }
    const kept = await statusOf(
      `/api/backoffice/protocols/${prtId}/internal-notes`,
      { body: { note: 'Cliente devolveu a caixa.\nConferido.' } },
      'POST',
    );
    expect(kept).toBe(200);
    const notes = await t.database.db
      .select()
      .from(protocolInternalNotes)
      .where(eq(protocolInternalNotes.protocolId, prtId));
    expect(notes.map((row) => row.note)).toEqual(['Cliente devolveu a caixa.\nConferido.']);
  });
});
