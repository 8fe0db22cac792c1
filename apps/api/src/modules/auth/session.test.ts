import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSUMER_MODULE_ID, SESSION_DAYS, SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { DEMO } from '../../db/seed/demo-logins';
import { consumers, sessions } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BRAND2_HOST, HOUR_MS, signIn, validate } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.advance(HOUR_MS + 1000);
});

const SESSION_MESSAGE_PT = 'Houve um erro ao carregar sua sessão faça login novamente.';

function sessionSetCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error('no session cookie was set');
  return found;
}

describe('session cookie', () => {
  it(`is HttpOnly, SameSite=Lax, Path=/, expires in ${SESSION_DAYS} days, and not Secure outside production`, async () => {
    const { response } = await signIn(t.app, { email: DEMO.ana.email });
    const cookie = sessionSetCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const expires = new Date(/; Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    // The cookie's Expires has one-second precision.
    expect(Math.abs(expires - (t.clock.now().getTime() + SESSION_MAX_AGE_SECONDS * 1000))).toBeLessThan(1000);
  });

  it('stores only a hash of the session id', async () => {
    const { cookie } = await signIn(t.app, { email: DEMO.ana.email });
    const id = cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(id);
  });
});

describe('GET /api/authentication/valid', () => {
  it('answers the session user', async () => {
    const { response, cookie } = await signIn(t.app, { email: DEMO.ana.email });
    const valid = await validate(t.app, { cookie });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ user: response.json().user });
  });

  it('answers 401 with the spec message without a session, in the request language', async () => {
    const pt = await validate(t.app);
    expect(pt.statusCode).toBe(401);
    expect(pt.json()).toEqual({ type: 'WARN', message: SESSION_MESSAGE_PT, code: 'session_missing' });
    const en = await validate(t.app, { lang: 'en' });
    expect(en.json().message).toBe('There was an error loading your session, please log in again.');
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await validate(t.app, { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` });
    expect(response.statusCode).toBe(401);
  });

  it(`expires the session ${SESSION_DAYS} days after login, whatever the activity`, async () => {
    const { cookie } = await signIn(t.app, { email: DEMO.ana.email });
    t.clock.advance(SESSION_MAX_AGE_SECONDS * 1000 - 1000);
    expect((await validate(t.app, { cookie })).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await validate(t.app, { cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(SESSION_MESSAGE_PT);
  });

  it("binds the session to its brand: brand 1's cookie gives 401 on brand 2's host", async () => {
    const { cookie } = await signIn(t.app, { email: DEMO.ana.email });
    expect((await validate(t.app, { cookie })).statusCode).toBe(200);
    const elsewhere = await validate(t.app, { cookie, host: BRAND2_HOST });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(SESSION_MESSAGE_PT);
  });

  it('answers 404 on a host that is no brand', async () => {
    const response = await validate(t.app, { host: 'unknown.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Erro ao definir a marca atual...');
  });
});

describe('GET /api/authentication/logout', () => {
  it('deletes the session server-side and clears the cookie', async () => {
    const { cookie } = await signIn(t.app, { email: DEMO.ana.email });
    const before = await t.database.db.select().from(sessions);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/logout',
      headers: { host: 'localhost', cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = sessionSetCookie(response.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length - 1);
    // The old cookie, replayed, no longer opens anything.
    expect((await validate(t.app, { cookie })).statusCode).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/logout',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('POST /api/authentication/profile', () => {
  function askProfile(body: unknown, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/authentication/profile',
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
      payload: body as Record<string, unknown>,
    });
  }

  it(`answers the session customer's profile for module ${CONSUMER_MODULE_ID}`, async () => {
    const { cookie } = await signIn(t.app, { email: DEMO.ana.email });
    const response = await askProfile({ mod_sub_modulo: CONSUMER_MODULE_ID }, cookie);
    expect(response.statusCode).toBe(200);
    const [ana] = await t.database.db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    expect(response.json()).toEqual({
      profile: { con_id: ana!.id, nome: DEMO.ana.name, email: DEMO.ana.email, modulo: CONSUMER_MODULE_ID },
    });
  });

  it('answers 401 without a session and 400 for another module', async () => {
    expect((await askProfile({ mod_sub_modulo: CONSUMER_MODULE_ID })).statusCode).toBe(401);
    const { cookie } = await signIn(t.app, { email: DEMO.ana.email });
    const other = await askProfile({ mod_sub_modulo: CONSUMER_MODULE_ID + 1 }, cookie);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      type: 'ERROR',
      message: 'Módulo não disponível para este portal.',
      code: 'module_not_available',
    });
    expect((await askProfile({}, cookie)).statusCode).toBe(400);
  });
});
