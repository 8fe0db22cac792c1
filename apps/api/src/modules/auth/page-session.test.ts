/**
 * A page's session lookup with its shopper (ADR 0069): what a server-rendered page's session check answers from it is
 * what the browser's own check (the hook's lookup, then the consumer and their latest order) answers, with or without
 * an order at the brand; and it finds no session where the hook finds none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadBrandsByHost } from '../brand/repo';
import type { SessionCarrier } from '../../plugins/session';
import { isPageSession } from './page-session';
import { toSessionUser } from './session-user';

let t: TestApp;
const HOSTS = { 1: 'localhost', 2: 'brand2.localhost' } as const;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function carrierFor(brandId: 1 | 2, cookie: string | null): Promise<SessionCarrier> {
  const brand = (await loadBrandsByHost(t.database.db)).get(HOSTS[brandId]) ?? null;
  return { brand, cookies: { portal_sid: cookie?.split('=')[1] }, session: null };
}

async function browserCheck(brandId: 1 | 2, cookie: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/authentication/valid',
    headers: { host: HOSTS[brandId], cookie },
  });
  return answer;
}

describe("a page's session lookup (ADR 0069)", () => {
  it("gives the session, its shopper and their latest order at the brand, as the browser's check reads them", async () => {
    // Diego has one order, at brand 1: at brand 2 his latest order is none.
    for (const brandId of [1, 2] as const) {
      const cookie = await loginAs(t, { email: DEMO.diego.email }, HOSTS[brandId]);
      const carrier = await carrierFor(brandId, cookie);
      await t.app.loadPageSession(carrier);
      const session = carrier.session!;
      expect(session.brandId).toBe(brandId);
      expect(isPageSession(session)).toBe(true);
      if (!isPageSession(session)) return;
      expect(session.shopper.latestOrder === undefined, `brand ${brandId}`).toBe(brandId === 2);
      expect(typeof session.catalogueGeneration).toBe('number');
      const check = await browserCheck(brandId, cookie);
      expect(check.statusCode).toBe(200);
      expect(JSON.parse(check.body).user).toEqual(
        JSON.parse(JSON.stringify(toSessionUser(session.shopper.consumer, session.shopper.latestOrder))),
      );
      // The hook's lookup finds the same session.
      const hooked = await carrierFor(brandId, cookie);
      await t.app.loadSession(hooked);
      expect(hooked.session).toMatchObject({
        consumerId: session.consumerId,
        brandId,
        catalogueGeneration: session.catalogueGeneration,
      });
    }
  });

  it("finds none for another brand's cookie, an unknown one or an expired one", async () => {
    const cookie = await loginAs(t, { email: DEMO.ana.email }, HOSTS[1]);
    const lookedUp = async (brandId: 1 | 2, with_: string | null) => {
      const carrier = await carrierFor(brandId, with_);
      await t.app.loadPageSession(carrier);
      return carrier.session;
    };
    expect(await lookedUp(1, cookie)).not.toBeNull();
    expect(await lookedUp(2, cookie)).toBeNull();
    expect(await lookedUp(1, 'portal_sid=unknown')).toBeNull();
    expect(await lookedUp(1, null)).toBeNull();
    t.clock.advance(SESSION_MAX_AGE_SECONDS * 1000 + 1000);
    try {
      expect(await lookedUp(1, cookie)).toBeNull();
      expect((await browserCheck(1, cookie)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(SESSION_MAX_AGE_SECONDS * 1000 + 1000));
    }
  });
});
