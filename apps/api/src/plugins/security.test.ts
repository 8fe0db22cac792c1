import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('security baseline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a state-changing call from another origin before reading its body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/returns/orders',
      headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'ERROR', code: 'origin_mismatch' });
  });

  it('refuses bodies a cross-site form could send (text/plain)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/fastaccess/code',
      headers: { host: 'localhost', 'content-type': 'text/plain', 'accept-language': 'en' },
      payload: 'email=ana.souza@example.com',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ type: 'ERROR', message: 'Unsupported content type.' });
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'ERROR', message: 'Recurso não encontrado.', code: 'not_found' });
  });
});
