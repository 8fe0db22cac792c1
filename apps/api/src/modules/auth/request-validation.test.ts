import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextIp } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CODE_URL = '/api/authentication/fastaccess/code';
const LOGIN_URL = '/api/authentication/fastaccess/login';

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('malformed bodies answer 400 with { type, message } in the request language', () => {
  it('bad JSON', async () => {
    const pt = await post(CODE_URL, '{"brand": 1, "email": ');
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({ type: 'ERROR', message: 'Requisição inválida: JSON' });
    const en = await post(CODE_URL, '{"brand": 1, "email": ', { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ type: 'ERROR', message: 'Invalid request: JSON' });
  });

  it('a body that is not an object', async () => {
    const response = await post(CODE_URL, '[1, 2]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ERROR', message: 'Requisição inválida: JSON' });
  });

  it.each([
    ['neither e-mail nor phone', { brand: 1 }, 'chooseEmailOrPhone'],
    ['both e-mail and phone', { brand: 1, email: DEMO.ana.email, fone: DEMO.ana.phone }, 'chooseEmailOrPhone'],
    ['a malformed e-mail', { brand: 1, email: 'ana.souza@' }, 'invalidEmail'],
    ['a malformed phone', { brand: 1, fone: '123' }, 'invalidPhone'],
    ['an empty e-mail', { brand: 1, email: '  ' }, 'invalidEmail'],
    ['an e-mail that is not text', { brand: 1, email: 42 }, 'invalidEmail'],
  ] as const)('code request with %s', async (_label, body, code) => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      const response = await post(CODE_URL, JSON.stringify(body), { 'accept-language': lang });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'ERROR', message: VALIDATION_MESSAGES[lang][code], code });
    }
  });

  it('a missing brand names the field', async () => {
    const response = await post(CODE_URL, JSON.stringify({ email: DEMO.ana.email }), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'ERROR', message: 'Invalid request: brand', code: 'invalid_request' });
  });

  it.each([
    ['a missing code', { brand: 1, email: DEMO.ana.email }],
    ['letters in the code', { brand: 1, email: DEMO.ana.email, tokenCode: '12a456' }],
    ['a code longer than 7 digits', { brand: 1, email: DEMO.ana.email, tokenCode: '12345678' }],
  ])('login with %s', async (_label, body) => {
    const pt = await post(LOGIN_URL, JSON.stringify(body));
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toEqual({ type: 'ERROR', message: VALIDATION_MESSAGES.pt.invalidCode, code: 'invalidCode' });
    const en = await post(LOGIN_URL, JSON.stringify(body), { 'accept-language': 'en' });
    expect(en.json().message).toBe(VALIDATION_MESSAGES.en.invalidCode);
  });

  it('login with both e-mail and phone', async () => {
    const response = await post(
      LOGIN_URL,
      JSON.stringify({ brand: 1, email: DEMO.ana.email, fone: DEMO.ana.phone, tokenCode: '123456' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('chooseEmailOrPhone');
  });
});

describe('the cross-site rules of ARCHITECTURE §7 apply before the body is looked at', () => {
  it('refuses another Origin with 403', async () => {
    const response = await post(CODE_URL, JSON.stringify({ brand: 1, email: DEMO.ana.email }), {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: 'ERROR', message: 'Origem da requisição não permitida.' });
  });

  it('refuses another Origin with 403 even when the body is also invalid', async () => {
    const response = await post(LOGIN_URL, JSON.stringify({ brand: 1 }), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same Origin', async () => {
    const response = await post(CODE_URL, JSON.stringify({ brand: 1, email: 'same.origin@example.com' }), {
      origin: 'http://localhost',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a text/plain body with 415', async () => {
    const response = await post(CODE_URL, JSON.stringify({ brand: 1, email: DEMO.ana.email }), {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ type: 'ERROR', message: 'Formato de envio não suportado.' });
  });

  it('refuses a form-encoded body with 415', async () => {
    const response = await post(CODE_URL, 'brand=1&email=a%40b.com', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
  });
});
