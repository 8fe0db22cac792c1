import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DDI,
  ONE_TIME_CODE_MAX_TRIES,
  ONE_TIME_CODE_TTL_MINUTES,
  RESEND_COUNTDOWN_SECONDS,
} from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { and, desc, eq } from 'drizzle-orm';
import { consumers, orders, sessions } from '../../db/schema';
import { createTestApp, cookieHeader, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session';
import { askForCode, HOUR_MS, latestCode, logIn, signIn, validate, wrongCode } from './test-support';

let t: TestApp;
const ana = { brand: 1, email: DEMO.ana.email };
const MINUTE_MS = 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.advance(HOUR_MS + 1000);
});

async function consumerIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, email));
  return row!.id;
}

async function freshCode(identity: Record<string, unknown> = ana): Promise<string> {
  const asked = await askForCode(t.app, identity);
  expect(asked.statusCode).toBe(200);
  return latestCode(t.app, String(identity.email ?? identity.fone));
}

describe('POST /api/authentication/fastaccess/login', () => {
  it('logs in with the code and answers { user, token } from the consumer and their latest order at the brand', async () => {
    const tokenCode = await freshCode();
    const response = await logIn(t.app, { ...ana, tokenCode });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [latest] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.consumerId, await consumerIdOf(DEMO.ana.email)), eq(orders.companyCode, 1)))
      .orderBy(desc(orders.orderedAt), desc(orders.id))
      .limit(1);
    expect(body.user).toEqual({
      email: DEMO.ana.email,
      phone: DEMO.ana.phone,
      cpf: DEMO.ana.cpf,
      nome: DEMO.ana.name,
      telefone: `${latest!.phoneDdi || DEFAULT_DDI}${latest!.phoneDdd}${latest!.phoneNumber}`,
      address: {
        cep: latest!.cep,
        endereco: latest!.street,
        numero: latest!.streetNumber,
        complemento: latest!.complement,
        bairro: latest!.district,
        cidade: latest!.city,
        uf: latest!.uf,
      },
    });
    expect(body.user.address.cep).toBe(DEMO.ana.cep);
    // The token is not the session: it is neither the cookie nor anything stored.
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const sid = cookieHeader(response.headers['set-cookie']).split('=')[1];
    expect(body.token).not.toBe(sid);
    const stored = await t.database.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain(body.token);
    expect(JSON.stringify(stored)).not.toContain(sid);
  });

  it('logs in by phone, with the phone typed in any mask', async () => {
    const tokenCode = await freshCode({ brand: 1, fone: DEMO.phoneOnly.phone });
    const response = await logIn(t.app, { brand: 1, fone: '+55 (21) 99876-5432', tokenCode });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: null,
      phone: DEMO.phoneOnly.phone,
      cpf: DEMO.phoneOnly.cpf,
      nome: DEMO.phoneOnly.name,
    });
  });

  it(`accepts the code at ${ONE_TIME_CODE_TTL_MINUTES - 1}:59 and refuses it at ${ONE_TIME_CODE_TTL_MINUTES}:01`, async () => {
    const first = await freshCode();
    t.clock.advance(ONE_TIME_CODE_TTL_MINUTES * MINUTE_MS - 1000);
    expect((await logIn(t.app, { ...ana, tokenCode: first })).statusCode).toBe(200);

    t.clock.advance(HOUR_MS);
    const second = await freshCode();
    t.clock.advance(ONE_TIME_CODE_TTL_MINUTES * MINUTE_MS + 1000);
    const late = await logIn(t.app, { ...ana, tokenCode: second });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      type: 'WARN',
      message: `Este código expirou (validade de ${ONE_TIME_CODE_TTL_MINUTES} minutos). Peça um novo código.`,
      code: 'code_expired',
    });
  });

  it('accepts a code once only', async () => {
    const tokenCode = await freshCode();
    expect((await logIn(t.app, { ...ana, tokenCode })).statusCode).toBe(200);
    const again = await logIn(t.app, { ...ana, tokenCode }, { lang: 'en' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      type: 'WARN',
      message: 'This code has already been used. Ask for a new code.',
      code: 'code_used',
    });
  });

  it('voids the previous code when a new one is sent', async () => {
    const old = await freshCode();
    let current = old;
    // Two codes are equal once in a million; ask again so the old one is really a different string.
    while (current === old) {
      t.clock.advance(RESEND_COUNTDOWN_SECONDS * 1000);
      current = await freshCode();
    }
    const withOld = await logIn(t.app, { ...ana, tokenCode: old });
    expect(withOld.statusCode).toBe(422);
    expect(withOld.json().code).toBe('code_wrong');
    expect((await logIn(t.app, { ...ana, tokenCode: current })).statusCode).toBe(200);
  });

  it(`allows ${ONE_TIME_CODE_MAX_TRIES} wrong tries, then refuses even the right code`, async () => {
    const tokenCode = await freshCode();
    for (let i = 1; i < ONE_TIME_CODE_MAX_TRIES; i += 1) {
      const wrong = await logIn(t.app, { ...ana, tokenCode: wrongCode(tokenCode) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        type: 'WARN',
        message: `Código incorreto. Tentativas restantes: ${ONE_TIME_CODE_MAX_TRIES - i}.`,
        code: 'code_wrong',
      });
    }
    const last = await logIn(t.app, { ...ana, tokenCode: wrongCode(tokenCode) });
    expect(last.json().code).toBe('code_locked');

    const right = await logIn(t.app, { ...ana, tokenCode });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      type: 'WARN',
      message: `Este código foi bloqueado após ${ONE_TIME_CODE_MAX_TRIES} tentativas erradas. Peça um novo código.`,
      code: 'code_locked',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('counts concurrent wrong tries exactly', async () => {
    const tokenCode = await freshCode();
    const tries = await Promise.all(
      Array.from({ length: ONE_TIME_CODE_MAX_TRIES + 3 }, () =>
        logIn(t.app, { ...ana, tokenCode: wrongCode(tokenCode) }),
      ),
    );
    const codes = tries.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'code_wrong')).toHaveLength(ONE_TIME_CODE_MAX_TRIES - 1);
    expect((await logIn(t.app, { ...ana, tokenCode })).json().code).toBe('code_locked');
  });

  it('answers a wrong code for an identity without purchases exactly as for a customer', async () => {
    await askForCode(t.app, { brand: 1, email: 'stranger@example.com' });
    const stranger = await logIn(t.app, { brand: 1, email: 'stranger@example.com', tokenCode: '123456' });
    const tokenCode = await freshCode();
    const customer = await logIn(t.app, { ...ana, tokenCode: wrongCode(tokenCode) });
    expect(stranger.statusCode).toBe(customer.statusCode);
    expect(stranger.json()).toEqual(customer.json());
  });

  it('tells an identity that never asked for a code to ask for one', async () => {
    const response = await logIn(t.app, { brand: 1, email: 'never.asked@example.com', tokenCode: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ type: 'WARN', code: 'code_not_found' });
  });

  it('does not accept a code at another brand', async () => {
    const tokenCode = await freshCode();
    const response = await logIn(t.app, { brand: 2, email: DEMO.ana.email, tokenCode }, { host: 'brand2.localhost' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('code_not_found');
  });

  it('starts a new session, with a new id, at every login', async () => {
    const first = await signIn(t.app, { email: DEMO.ana.email });
    t.clock.advance(RESEND_COUNTDOWN_SECONDS * 1000);
    const second = await signIn(t.app, { email: DEMO.ana.email });
    expect(first.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}$`));
    expect(second.cookie).not.toBe(first.cookie);
    // Logging in again with a session cookie still gives a new id (no fixation).
    t.clock.advance(RESEND_COUNTDOWN_SECONDS * 1000);
    const third = await signIn(t.app, { email: DEMO.ana.email }, { cookie: second.cookie });
    expect(third.cookie).not.toBe(second.cookie);
    expect((await validate(t.app, { cookie: third.cookie })).statusCode).toBe(200);
  });
});
