import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { DEV_OPERATOR_TOTP_SECRET, DEV_OPERATORS } from '../../db/seed/operators';
import { askOperatorCode } from './auth-test-support';
import { callWith } from '../../test/call-with';
import { cookieHeader, createTestApp, type TestApp } from '../../test/test-app';
import { totpAt } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the development operators of the seed', () => {
  it('the agent signs in with the code from the dev outbox and the seed’s TOTP secret, and sees every brand', async () => {
    const call = callWith(t);
    const { email } = DEV_OPERATORS.agent;
    expect((await askOperatorCode(call, email, { host: 'brand2.localhost' })).outcome).toMatchObject({
      email: 'known',
    });
    const [sent] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const verify = await call('POST', '/api/backoffice/auth/verify', {
      host: 'brand2.localhost',
      body: { email, code: sent!.code },
    });
    expect(verify.json()).toEqual({ next: 'totp' });
    const totp = await call('POST', '/api/backoffice/auth/totp', {
      host: 'brand2.localhost',
      cookie: cookieHeader(verify.headers['set-cookie']),
      body: { token: await totpAt(DEV_OPERATOR_TOTP_SECRET, t.clock.now()) },
    });
    expect(totp.statusCode, totp.body).toBe(200);
    expect(totp.json().operator).toMatchObject({ email, role: 'agent', brands: [1, 2, 4] });
  });
});
