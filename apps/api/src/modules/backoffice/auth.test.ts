import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { brands, operators, outbox } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { cookieHeader, createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie, totpAt } from './test-support';
import { askOperatorCode, startGatedSmtp, type GatedSmtp } from './auth-test-support';
import { OPERATOR_CODE_SETTLED, operatorCodeEvents } from './auth-service';
import { once } from 'node:events';
import { encryptTotpSecret } from './totp';

let t: TestApp;
let call: ReturnType<typeof callWith>;
/** The app's mail server: codes go out by SMTP (and are kept in the dev outbox too, outside production). */
let smtp: GatedSmtp;

beforeAll(async () => {
  smtp = await startGatedSmtp();
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
  // The brands table is needed for the host's brand: the seedless template has none.
  await (await import('../../db/seed/brands')).seedBrands(t.database.db);
  await t.app.reloadBrands();
  call = callWith(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const MINUTE = 60_000;

async function codeFor(email: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row?.code) throw new Error('no code sent');
  return row.code;
}

/** Code asked and verified: the pre-auth cookie and the verify answer. */
async function passCode(email: string) {
  expect((await askOperatorCode(call, email)).outcome).toEqual({ email: 'known', delivery: 'sent' });
  const verify = await call('POST', '/api/backoffice/auth/verify', { body: { email, code: await codeFor(email) } });
  expect(verify.statusCode, verify.body).toBe(200);
  return { preauth: cookieHeader(verify.headers['set-cookie']), answer: verify.json() };
}

describe('operator sign-in', () => {
  it('enrols on the first sign-in (QR code), signs in with the TOTP, and the session cookie is the back office’s own', async () => {
    const op = await addOperator(t, { role: 'agent', brands: [1, 2], enrolled: false });
    const { preauth, answer } = await passCode(op.email);
    expect(answer.next).toBe('totp-enrol');
    expect(answer.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(answer.qrSvg).toMatch(/^<svg/);
    const secret = new URL(answer.otpauthUri).searchParams.get('secret')!;
    const [stored] = await t.database.db.select().from(operators).where(eq(operators.id, op.id));
    expect(stored!.totpSecret).not.toContain(secret);

    const totp = await call('POST', '/api/backoffice/auth/totp', {
      cookie: preauth,
      body: { token: await totpAt(secret, t.clock.now()) },
    });
    expect(totp.statusCode, totp.body).toBe(200);
    expect(totp.json().operator).toEqual({
      id: op.id,
      email: op.email,
      name: 'Operador agent',
      role: 'agent',
      brands: [1, 2],
      brandNames: [
        { id: 1, name: 'Corre Brasil' },
        { id: 2, name: 'Trilha Norte' },
      ],
    });
    expect(totp.body).not.toContain(secret);
    const setCookie = [totp.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/op_session=[^;]+;.*Path=\/api\/backoffice/);
    expect(setCookie).toMatch(/op_session=.*HttpOnly/);
    expect(setCookie).toMatch(/op_session=.*SameSite=Strict/);
    const session = cookieHeader(totp.headers['set-cookie'])
      .split('; ')
      .find((c) => c.startsWith('op_session='))!;
    const me = await call('GET', '/api/backoffice/me', { cookie: session });
    expect(me.json().operator).toEqual(totp.json().operator);

    // Enrolled now: the next sign-in asks for the TOTP only; the token already used is refused even within its
    // time window, the next step's token is accepted.
    const firstAt = t.clock.now().getTime();
    t.clock.advance(26_000);
    const second = await passCode(op.email);
    expect(second.answer).toEqual({ next: 'totp' });
    const replay = await call('POST', '/api/backoffice/auth/totp', {
      cookie: second.preauth,
      body: { token: await totpAt(secret, new Date(firstAt)) },
    });
    expect(replay.statusCode).toBe(422);
    const nextStep = new Date((Math.floor(firstAt / 30_000) + 1) * 30_000);
    const fresh = await call('POST', '/api/backoffice/auth/totp', {
      cookie: second.preauth,
      body: { token: await totpAt(secret, nextStep) },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);

    expect((await call('POST', '/api/backoffice/auth/logout', { cookie: session, body: {} })).statusCode).toBe(204);
    expect((await call('GET', '/api/backoffice/me', { cookie: session })).statusCode).toBe(401);
  });

  it('answers an unknown e-mail the same and sends it nothing; its code can never match', async () => {
    const email = 'nobody@backoffice.test';
    const { response, outcome } = await askOperatorCode(call, email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    expect(outcome).toEqual({ email: 'unknown' });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
    const verify = await call('POST', '/api/backoffice/auth/verify', { body: { email, code: '123456' } });
    expect(verify.statusCode).toBe(422);
    expect(verify.json().code).toBe('code_wrong');
  });

  it('a known and an unknown e-mail get the same answer: status, body and headers; the e-mail goes after it', async () => {
    const op = await addOperator(t, { role: 'agent', brands: [1] });
    const known = await askOperatorCode(call, op.email);
    const unknown = await askOperatorCode(call, 'not-an-operator@backoffice.test');
    // What may differ between two answers whatever they are: the date and the request id.
    const shape = (response: typeof known.response) => {
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    expect(shape(known.response)).toEqual(shape(unknown.response));
    expect(known.response.statusCode).toBe(202);
    // Only the operator's e-mail was sent, and only after the answer (the event comes from the send).
    expect(known.outcome).toEqual({ email: 'known', delivery: 'sent' });
    expect(unknown.outcome).toEqual({ email: 'unknown' });
  });

  it('answers before the mail server does: a slow one delays nothing, a failing one changes nothing', async () => {
    const slow = await addOperator(t, { role: 'agent', brands: [1] });
    smtp.hold();
    const sent = smtp.accepted();
    const settled = once(operatorCodeEvents, OPERATOR_CODE_SETTLED);
    // The server holds the message: had the route waited for the send, this answer would never come.
    const answer = await call('POST', '/api/backoffice/auth/code', { body: { email: slow.email } });
    expect(answer.statusCode).toBe(202);
    expect(smtp.accepted()).toBe(sent);
    smtp.release();
    expect(await settled).toEqual([{ email: 'known', delivery: 'sent' }]);
    expect(smtp.accepted()).toBe(sent + 1);

    // The mail server refuses the operator's address (it was 503 for a known address, 202 for an unknown one).
    const refused = await addOperator(t, { role: 'agent', brands: [1] });
    smtp.refused.add(refused.email);
    const failing = await askOperatorCode(call, refused.email);
    const unknown = await askOperatorCode(call, 'nobody-either@backoffice.test');
    expect([failing.response.statusCode, failing.response.body]).toEqual([202, unknown.response.body]);
    expect(failing.outcome).toEqual({ email: 'known', delivery: 'failed' });
  });

  it('code rules: resend after 25 s, five wrong tries lock the code, a used code is refused', async () => {
    const op = await addOperator(t, { role: 'admin', brands: [1] });
    await askOperatorCode(call, op.email);
    const tooSoon = (await askOperatorCode(call, op.email)).response;
    expect(tooSoon.statusCode).toBe(429);
    const code = await codeFor(op.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(
        (await call('POST', '/api/backoffice/auth/verify', { body: { email: op.email, code: wrong } })).json().code,
      ).toBe('code_wrong');
    }
    const fifth = await call('POST', '/api/backoffice/auth/verify', { body: { email: op.email, code: wrong } });
    expect(fifth.json().code).toBe('code_locked');
    const right = await call('POST', '/api/backoffice/auth/verify', { body: { email: op.email, code } });
    expect(right.json().code).toBe('code_locked');

    t.clock.advance(MINUTE);
    const { answer } = await passCode(op.email);
    expect(answer).toEqual({ next: 'totp' });
    const reused = await call('POST', '/api/backoffice/auth/verify', {
      body: { email: op.email, code: await codeFor(op.email) },
    });
    expect(reused.json().code).toBe('code_used');
  });

  it('the TOTP step needs a valid pre-auth cookie and allows five tries in 15 minutes', async () => {
    const op = await addOperator(t, { role: 'agent', brands: [4] });
    const token = await totpAt(op.secret, t.clock.now());
    expect((await call('POST', '/api/backoffice/auth/totp', { body: { token } })).statusCode).toBe(401);
    const forged = `op_preauth=${op.id}.${t.clock.now().getTime() + MINUTE}.${'A'.repeat(43)}`;
    expect((await call('POST', '/api/backoffice/auth/totp', { cookie: forged, body: { token } })).statusCode).toBe(401);

    t.clock.advance(MINUTE);
    const { preauth } = await passCode(op.email);
    const bad = token === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/api/backoffice/auth/totp', { cookie: preauth, body: { token: bad } })).statusCode,
      ).toBe(422);
    }
    const good = await totpAt(op.secret, t.clock.now());
    expect(
      (await call('POST', '/api/backoffice/auth/totp', { cookie: preauth, body: { token: good } })).statusCode,
    ).toBe(429);

    // The pre-auth state lasts ten minutes.
    t.clock.advance(11 * MINUTE);
    const late = await call('POST', '/api/backoffice/auth/totp', { cookie: preauth, body: { token: good } });
    expect(late.statusCode).toBe(401);
  });
});

describe('a secret sealed under another key (CODE_HASH_SECRET rotated)', () => {
  it('makes the operator enrol again, and the new secret signs in', async () => {
    const op = await addOperator(t, { role: 'agent', brands: [1] });
    await t.database.db
      .update(operators)
      .set({ totpSecret: encryptTotpSecret(op.secret, 'another-key-of-at-least-32-characters!!') })
      .where(eq(operators.id, op.id));
    t.clock.advance(MINUTE);
    const { preauth, answer } = await passCode(op.email);
    expect(answer.next).toBe('totp-enrol');
    const secret = new URL(answer.otpauthUri).searchParams.get('secret')!;
    expect(secret).not.toBe(op.secret);
    const totp = await call('POST', '/api/backoffice/auth/totp', {
      cookie: preauth,
      body: { token: await totpAt(secret, t.clock.now()) },
    });
    expect(totp.statusCode, totp.body).toBe(200);
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes idle', async () => {
    const op = await addOperator(t, { role: 'agent', brands: [1] });
    const cookie = await operatorCookie(t, op.id);
    t.clock.advance(29 * MINUTE);
    expect((await call('GET', '/api/backoffice/me', { cookie })).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await call('GET', '/api/backoffice/me', { cookie })).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await call('GET', '/api/backoffice/me', { cookie })).statusCode).toBe(401);
  });

  it('end 8 hours after sign-in however busy, and at once when the operator is deactivated', async () => {
    const op = await addOperator(t, { role: 'agent', brands: [1] });
    const cookie = await operatorCookie(t, op.id);
    for (let i = 0; i < 16; i++) {
      t.clock.advance(29 * MINUTE);
      expect((await call('GET', '/api/backoffice/me', { cookie })).statusCode).toBe(200);
    }
    // 464 minutes of work, 20 more idle: not idle for 30, but past the 8 hours.
    t.clock.advance(20 * MINUTE);
    expect((await call('GET', '/api/backoffice/me', { cookie })).statusCode).toBe(401);

    const other = await operatorCookie(t, op.id);
    await t.database.db
      .update(operators)
      .set({ active: false })
      .where(and(eq(operators.id, op.id)));
    expect((await call('GET', '/api/backoffice/me', { cookie: other })).statusCode).toBe(401);
  });
});

describe('the session answer names the operator’s brands', () => {
  it('from the brands table, in the order of the brands, read afresh; a number with no brand row has no name', async () => {
    const op = await addOperator(t, { role: 'admin', brands: [4, 99, 1] });
    const cookie = await operatorCookie(t, op.id);
    const me = async () => (await call('GET', '/api/backoffice/me', { cookie })).json().operator;
    expect(await me()).toMatchObject({
      brands: [1, 4, 99],
      brandNames: [
        { id: 1, name: 'Corre Brasil' },
        { id: 4, name: 'Maré Sports' },
      ],
    });
    // A renamed brand is named anew at the next call: the names are read, not remembered.
    await t.database.db.update(brands).set({ name: 'Maré Sports Club' }).where(eq(brands.id, 4));
    try {
      expect((await me()).brandNames).toEqual([
        { id: 1, name: 'Corre Brasil' },
        { id: 4, name: 'Maré Sports Club' },
      ]);
    } finally {
      await t.database.db.update(brands).set({ name: 'Maré Sports' }).where(eq(brands.id, 4));
    }
  });
});
