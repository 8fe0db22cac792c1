import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CODE_REQUESTS_PER_HOUR_PER_IDENTITY,
  CODE_REQUESTS_PER_HOUR_PER_IP,
  ONE_TIME_CODE_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
} from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { oneTimeCodes, outbox, throttleEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { askForCode, BRAND2_HOST, HOUR_MS, nextIp, outboxFor } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Each test starts an hour later, so no throttle of one test is still counting in the next.
beforeEach(() => {
  t.clock.advance(HOUR_MS + 1000);
});

describe('POST /api/authentication/fastaccess/code', () => {
  it('sends a 6-digit code to a customer with orders at the brand and answers where it went, masked', async () => {
    const response = await askForCode(t.app, { brand: 1, email: 'Ana.Souza@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: 'a***@example.com' });

    const [message] = await outboxFor(t.app, DEMO.ana.email);
    expect(message).toMatchObject({ channel: 'email', to: DEMO.ana.email, delivery: 'outbox', brandId: 1 });
    expect(message!.code).toMatch(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`));
    expect(message!.text).toContain(message!.code);
    expect(new Date(message!.createdAt).getTime()).toBe(t.clock.now().getTime());
  });

  it('stores the code only as a salted hash', async () => {
    await askForCode(t.app, { brand: 1, email: DEMO.ana.email });
    const [message] = await outboxFor(t.app, DEMO.ana.email);
    const rows = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.identity, `email:${DEMO.ana.email}`));
    const latest = rows.sort((a, b) => b.id - a.id)[0]!;
    expect(latest.consumerId).not.toBeNull();
    expect(latest.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(latest)).not.toContain(`"${message!.code}"`);
    // Two codes never share a salt, so equal codes do not give equal hashes.
    expect(new Set(rows.map((row) => row.salt)).size).toBe(rows.length);
  });

  it('sends an SMS code to a phone, normalised to digits with the default country code', async () => {
    const response = await askForCode(t.app, { brand: 1, fone: '(21) 99876-5432' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: '+55 (21) *****-5432' });
    const [message] = await outboxFor(t.app, DEMO.phoneOnly.phone);
    expect(message).toMatchObject({ channel: 'sms', to: DEMO.phoneOnly.phone });
    expect(message!.code).toMatch(/^\d{6}$/);
  });

  it('answers an unknown e-mail exactly as a known one, and sends it a no-purchases message instead of a code', async () => {
    const known = await askForCode(t.app, { brand: 1, email: DEMO.ana.email });
    const unknown = await askForCode(t.app, { brand: 1, email: 'nobody.here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json()).toEqual({ user: 'n***@example.com' });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    const [message] = await outboxFor(t.app, 'nobody.here@example.com');
    expect(message!.code).toBeNull();
    expect(message!.subject).toContain('nenhuma compra encontrada');
    expect(message!.text).not.toMatch(/\d{6}/);
  });

  it('answers an unknown phone exactly as a known one', async () => {
    const known = await askForCode(t.app, { brand: 1, fone: DEMO.ana.phone });
    const unknown = await askForCode(t.app, { brand: 1, fone: '11912345678' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ user: '+55 (11) *****-4321' });
    expect(unknown.json()).toEqual({ user: '+55 (11) *****-5678' });
    const [message] = await outboxFor(t.app, '5511912345678');
    expect(message).toMatchObject({ channel: 'sms', code: null });
  });

  it('treats a customer without orders at this brand as unknown (no code)', async () => {
    // Bruno has orders at brand 1 only.
    const response = await askForCode(t.app, { brand: 2, email: DEMO.bruno.email }, { host: BRAND2_HOST });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: 'b***@example.com' });
    const [message] = await outboxFor(t.app, DEMO.bruno.email);
    expect(message).toMatchObject({ brandId: 2, code: null });
  });

  it('writes the message in the request language', async () => {
    await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { lang: 'en-US,en;q=0.9' });
    const [english] = await outboxFor(t.app, DEMO.ana.email);
    expect(english!.subject).toContain('your access code');
    t.clock.advance(RESEND_COUNTDOWN_SECONDS * 1000);
    await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { lang: 'es' });
    const [spanish] = await outboxFor(t.app, DEMO.ana.email);
    expect(spanish!.subject).toContain('tu código de acceso');
  });

  it('refuses a brand that is not the host brand with the unknown-brand 404', async () => {
    const response = await askForCode(t.app, { brand: 2, email: DEMO.ana.email });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'ERROR', message: 'Erro ao definir a marca atual...' });
  });

  it(`refuses a resend within ${RESEND_COUNTDOWN_SECONDS} s with 429 and Retry-After, and allows it afterwards`, async () => {
    const ip = nextIp();
    expect((await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { ip })).statusCode).toBe(200);

    t.clock.advance(10_000);
    const early = await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { ip });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe(String(RESEND_COUNTDOWN_SECONDS - 10));
    expect(early.json()).toEqual({
      type: 'WARN',
      message: `Aguarde ${RESEND_COUNTDOWN_SECONDS - 10} segundos para pedir um novo código.`,
      code: 'code_resend_too_soon',
    });

    t.clock.advance((RESEND_COUNTDOWN_SECONDS - 10) * 1000 - 1000);
    const stillEarly = await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { ip, lang: 'en' });
    expect(stillEarly.statusCode).toBe(429);
    expect(stillEarly.headers['retry-after']).toBe('1');
    // Issue 46: one second, in the singular.
    expect(stillEarly.json().message).toBe('Please wait 1 second before asking for a new code.');
    const inPt = await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { ip });
    expect(inPt.json().message).toBe('Aguarde 1 segundo para pedir um novo código.');

    t.clock.advance(1000);
    expect((await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { ip })).statusCode).toBe(200);
  });

  it('throttles the same way for an unknown identity, so 429 reveals nothing either', async () => {
    expect((await askForCode(t.app, { brand: 1, email: 'ghost@example.com' })).statusCode).toBe(200);
    const again = await askForCode(t.app, { brand: 1, email: 'ghost@example.com' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('code_resend_too_soon');
  });

  it(`caps code requests at ${CODE_REQUESTS_PER_HOUR_PER_IDENTITY} an hour per identity`, async () => {
    const step = RESEND_COUNTDOWN_SECONDS * 1000;
    for (let i = 0; i < CODE_REQUESTS_PER_HOUR_PER_IDENTITY; i += 1) {
      if (i > 0) t.clock.advance(step);
      expect((await askForCode(t.app, { brand: 1, email: DEMO.ana.email })).statusCode).toBe(200);
    }
    t.clock.advance(step);
    const capped = await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { lang: 'en' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ type: 'WARN', code: 'code_hourly_limit_identity' });
    const retryAfter = Number(capped.headers['retry-after']);
    // The first request of the hour leaves the window 3600 s after it was made.
    expect(retryAfter).toBe(3600 - (CODE_REQUESTS_PER_HOUR_PER_IDENTITY * step) / 1000);
    expect(capped.json().message).toBe(
      `You asked for too many codes in the last hour. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );

    // The cap is per identity: another address from the same network still gets its code.
    expect((await askForCode(t.app, { brand: 1, email: DEMO.bruno.email })).statusCode).toBe(200);

    t.clock.advance(retryAfter * 1000);
    expect((await askForCode(t.app, { brand: 1, email: DEMO.ana.email })).statusCode).toBe(200);
  });

  it(`caps code requests at ${CODE_REQUESTS_PER_HOUR_PER_IP} an hour per client IP`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < CODE_REQUESTS_PER_HOUR_PER_IP; i += 1) {
      const response = await askForCode(t.app, { brand: 1, email: `visitor${i}@example.com` }, { ip });
      expect(response.statusCode).toBe(200);
    }
    const capped = await askForCode(t.app, { brand: 1, email: 'one.more@example.com' }, { ip });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ type: 'WARN', code: 'code_hourly_limit_ip' });
    expect(capped.json().message).toMatch(/^Muitos pedidos de código a partir desta rede/);
    expect(Number(capped.headers['retry-after'])).toBe(3600);

    // Another client is not affected; a refused request did not count for its identity.
    expect(
      (await askForCode(t.app, { brand: 1, email: 'one.more@example.com' }, { ip: '203.0.113.78' })).statusCode,
    ).toBe(200);
  });

  it('keeps the throttles in the database, where every API instance sees them', async () => {
    const ip = nextIp();
    await askForCode(t.app, { brand: 1, email: DEMO.ana.email }, { ip });
    const events = await t.database.db.select().from(throttleEvents);
    const recent = events.filter((event) => event.createdAt.getTime() === t.clock.now().getTime());
    const buckets = recent.map((event) => event.bucket);
    expect(buckets).toHaveLength(2);
    expect(buckets).toContain(`code:ip:${ip}`);
    expect(buckets.some((bucket) => /^code:identity:1:[0-9a-f]{64}$/.test(bucket))).toBe(true);
    // The identity bucket is hashed: the throttle table holds no address.
    expect(JSON.stringify(events)).not.toContain(DEMO.ana.email);
  });

  it('records every message in the outbox, with the recipient masked', async () => {
    await askForCode(t.app, { brand: 1, email: DEMO.ana.email });
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, DEMO.ana.email));
    expect(rows.every((row) => row.recipientMasked === 'a***@example.com')).toBe(true);
  });
});
