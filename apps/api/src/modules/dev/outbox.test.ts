import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-logins';
import { outbox, throttleEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OUTBOX_REFRESH_SECONDS } from './page';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function askForCode(body: Record<string, unknown>, host = 'localhost') {
  return t.app.inject({ method: 'POST', url: '/api/authentication/fastaccess/code', headers: { host }, payload: body });
}

function getOutbox(query = '') {
  return t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}`, headers: { host: 'localhost' } });
}

describe('GET /api/dev/outbox', () => {
  it('lists the messages sent, newest first, with the code', async () => {
    await askForCode({ brand: 1, email: DEMO.ana.email });
    t.clock.advance(1000);
    await askForCode({ brand: 1, fone: DEMO.phoneOnly.phone });

    const response = await getOutbox();
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      brandId: 1,
      channel: 'sms',
      to: DEMO.phoneOnly.phone,
      subject: '',
      text: expect.stringContaining(messages[0].code),
      code: expect.stringMatching(/^\d{6}$/),
      delivery: 'outbox',
      createdAt: t.clock.now().toISOString(),
    });
    expect(messages[1]).toMatchObject({ channel: 'email', to: DEMO.ana.email, code: expect.stringMatching(/^\d{6}$/) });
  });

  it('filters by recipient, written in any case or phone mask', async () => {
    const byEmail = (await getOutbox(`?to=${encodeURIComponent(' ANA.Souza@example.com')}`)).json().messages;
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((m: { to: string }) => m.to === DEMO.ana.email)).toBe(true);

    const byPhone = (await getOutbox(`?to=${encodeURIComponent('(21) 99876-5432')}`)).json().messages;
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((m: { to: string }) => m.to === DEMO.phoneOnly.phone)).toBe(true);

    expect((await getOutbox('?to=nobody%40example.com')).json().messages).toEqual([]);
  });

  it('filters by brand', async () => {
    await askForCode({ brand: 2, email: DEMO.ana.email }, 'brand2.localhost');
    const brand2 = (await getOutbox('?brand=2')).json().messages;
    expect(brand2.length).toBe(1);
    expect(brand2[0]).toMatchObject({ brandId: 2, to: DEMO.ana.email });
  });
});

describe('DELETE /api/dev/throttles', () => {
  it('forgets every throttle, so a test run can log in again at once', async () => {
    await askForCode({ brand: 1, email: DEMO.bruno.email });
    expect((await askForCode({ brand: 1, email: DEMO.bruno.email })).statusCode).toBe(429);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/dev/throttles', headers: { host: 'localhost' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(throttleEvents)).toEqual([]);
    expect((await askForCode({ brand: 1, email: DEMO.bruno.email })).statusCode).toBe(200);
  });

  it("with brand and to, forgets only that identity's spacing at that brand", async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/dev/throttles', headers: { host: 'localhost' } });
    await askForCode({ brand: 1, email: DEMO.bruno.email });
    await askForCode({ brand: 1, email: DEMO.ana.email });
    const url = `/api/dev/throttles?brand=1&to=${encodeURIComponent(DEMO.bruno.email.toUpperCase())}`;
    const reset = await t.app.inject({ method: 'DELETE', url, headers: { host: 'localhost' } });
    expect(reset.statusCode).toBe(200);
    expect((await askForCode({ brand: 1, email: DEMO.bruno.email })).statusCode).toBe(200);
    expect((await askForCode({ brand: 1, email: DEMO.ana.email })).statusCode).toBe(429);
  });
});

describe('GET /dev/outbox (page)', () => {
  it('shows the latest messages with the code, refreshing itself', async () => {
    const { messages } = (await getOutbox()).json();
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    expect(html).toContain(`<meta http-equiv="refresh" content="${OUTBOX_REFRESH_SECONDS}">`);
    expect(html).toContain(`<p class="code"><span class="visually-hidden">Código: </span>${messages[0].code}</p>`);
    expect(html).toContain('<h1>Caixa de saída (desenvolvimento)</h1>');
    expect(html).toContain('<label for="to">');
  });

  it('speaks the request language and lets the reader pause the refresh', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox?refresh=off',
      headers: { host: 'localhost', 'accept-language': 'en' },
    });
    expect(response.body).toMatch(/<html lang="en">/);
    expect(response.body).not.toContain('http-equiv="refresh"');
    expect(response.body).toContain('<a href="/dev/outbox">Resume auto-refresh</a>');
  });

  it('escapes what it shows', async () => {
    await t.database.db.insert(outbox).values({
      brandId: 1,
      channel: 'email',
      recipientMasked: 'x***@example.com',
      recipient: 'x@example.com',
      subject: '<script>alert(1)</script>',
      text: '<img src=x onerror=alert(2)>',
      code: null,
      delivery: 'outbox',
      createdAt: t.clock.now(),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=%22%3E%3Cb%3E',
      headers: { host: 'localhost' },
    });
    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(all.body).not.toContain('<script>alert(1)');
    expect(all.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(all.body).not.toContain('<img src=x');
    expect(response.body).toContain('value="&quot;&gt;&lt;b&gt;"');
  });
});
