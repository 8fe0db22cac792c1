import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-logins';
import { outbox } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { askForCode, logIn, startSmtpSink, type SmtpSink } from './test-support';

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'a-production-like-secret-of-32-chars-or-more',
      CODE_HASH_SECRET: 'a-production-like-code-hash-secret-32-chars',
      SMTP_URL: smtp.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('in production', () => {
  it('sets the session cookie Secure, keeps codes and addresses out of the outbox, and has no dev outbox', async () => {
    const index = smtp.mails.length;
    expect((await askForCode(t.app, { brand: 1, email: DEMO.ana.email })).statusCode).toBe(200);
    const mail = await smtp.mailAt(index);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const rows = await t.database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipient: null,
      code: null,
      recipientMasked: 'a***@example.com',
      delivery: 'sent',
    });
    expect(rows[0]!.text).not.toContain(code);

    const login = await logIn(t.app, { brand: 1, email: DEMO.ana.email, tokenCode: code });
    expect(login.statusCode).toBe(200);
    const setCookie = [login.headers['set-cookie']].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
  });

  it('answers 404 for /api/dev/outbox and /dev/outbox', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: 'localhost' } });
    expect(api.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(404);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/dev/throttles', headers: { host: 'localhost' } });
    expect(reset.statusCode).toBe(404);
  });
});
