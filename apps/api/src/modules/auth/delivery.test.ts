import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ONE_TIME_CODE_TTL_MINUTES } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  askForCode,
  HOUR_MS,
  logIn,
  outboxFor,
  startSmsSink,
  startSmtpSink,
  type SmsSink,
  type SmtpSink,
} from './test-support';

let smtp: SmtpSink;
let sms: SmsSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  sms = await startSmsSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url, MAIL_FROM: 'Portal <no-reply@portal.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});
beforeEach(() => {
  t.clock.advance(HOUR_MS + 1000);
  sms.status = 200;
});

describe('delivery of the code', () => {
  it('e-mails the code over SMTP, in the brand name and the request language, with text and HTML', async () => {
    const index = smtp.mails.length;
    const response = await askForCode(t.app, { brand: 1, email: DEMO.ana.email });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.mailAt(index);
    const [recorded] = await outboxFor(t.app, DEMO.ana.email);

    expect(mail.to).toEqual([DEMO.ana.email]);
    expect(mail.from).toBe('no-reply@portal.test');
    expect(recorded).toMatchObject({ delivery: 'sent', channel: 'email' });
    const code = recorded!.code!;
    expect(mail.text).toContain(code);
    expect(mail.text).toContain(`${ONE_TIME_CODE_TTL_MINUTES} minutos`);
    expect(mail.html).toContain(code);
    expect(mail.html).toMatch(/^<!doctype html><html lang="pt-BR">/);

    const brandName = (await t.app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'localhost' } })).json()
      .brand.name as string;
    expect(mail.subject).toBe(`${brandName}: seu código de acesso`);
    expect(mail.html).toContain(brandName.replace(/&/g, '&amp;'));

    // The code that arrived by e-mail logs in.
    expect((await logIn(t.app, { brand: 1, email: DEMO.ana.email, tokenCode: code })).statusCode).toBe(200);
  });

  it('e-mails an unknown address a no-purchases message, in English when asked', async () => {
    const index = smtp.mails.length;
    await askForCode(t.app, { brand: 1, email: 'not.a.customer@example.com' }, { lang: 'en' });
    const mail = await smtp.mailAt(index);
    expect(mail.to).toEqual(['not.a.customer@example.com']);
    expect(mail.subject).toMatch(/: no purchases found$/);
    expect(mail.text).toContain('found no purchases made with it');
    expect(mail.text).not.toMatch(/\d{6}/);
  });

  it('texts the code through the SMS webhook as JSON { to, text }', async () => {
    const before = sms.requests.length;
    const response = await askForCode(t.app, { brand: 1, fone: DEMO.phoneOnly.phone });
    expect(response.statusCode).toBe(200);
    expect(sms.requests).toHaveLength(before + 1);
    const request = sms.requests[before]!;
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    const [recorded] = await outboxFor(t.app, DEMO.phoneOnly.phone);
    expect(recorded).toMatchObject({ delivery: 'sent', channel: 'sms' });
    expect(request.body).toEqual({ to: `+${DEMO.phoneOnly.phone}`, text: recorded!.text });
    expect(recorded!.text).toContain(recorded!.code!);
  });

  it('answers 503 and records the failure when the SMS provider refuses', async () => {
    sms.status = 500;
    const response = await askForCode(t.app, { brand: 1, fone: DEMO.ana.phone }, { lang: 'en' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      type: 'ERROR',
      message: 'The code could not be sent right now. Please try again shortly.',
      code: 'delivery_failed',
    });
    const [recorded] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, DEMO.ana.phone));
    expect(recorded!.delivery).toBe('failed');
  });
});

describe('delivery when the SMTP server is down', () => {
  it('answers 503 and records the failure', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const down = await createTestApp({ env: { SMTP_URL: closed.url } });
    try {
      const response = await askForCode(down.app, { brand: 1, email: DEMO.bruno.email });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('delivery_failed');
      const [recorded] = await outboxFor(down.app, DEMO.bruno.email);
      expect(recorded!.delivery).toBe('failed');
    } finally {
      await down.close();
    }
  });
});
