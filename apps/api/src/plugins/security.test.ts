import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO } from '../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginAs } from '../test/login-as';
import { apiCacheControl, HSTS_VALUE } from './security';

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

/** Sends raw bytes to the app's port and resolves with the status line and headers of the answer. */
async function rawRequest(port: number, request: string): Promise<{ status: number; head: string; body: string }> {
  const socket = connect({ host: '127.0.0.1', port });
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  await once(socket, 'connect');
  socket.end(request);
  await once(socket, 'close');
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
}

describe('content-type check whatever the transfer encoding (issue 9 item 14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('refuses a chunked text/plain body (no Content-Length) through inject', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/fastaccess/code',
      headers: { host: 'localhost', 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      payload: Readable.from(['email=ana.souza@example.com']),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses a chunked text/plain body on a real socket, and still takes chunked JSON', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const chunked = (type: string, body: string) =>
      'POST /api/authentication/fastaccess/code HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
      `Content-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n` +
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;

    const plain = await rawRequest(port, chunked('text/plain', 'email=ana.souza@example.com'));
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body)).toMatchObject({ code: 'unsupported_media_type' });

    const formLike = await rawRequest(port, chunked('application/x-www-form-urlencoded', 'email=a%40b.com'));
    expect(formLike.status).toBe(415);

    // JSON may come chunked (fetch with a stream body does): it passes the check and reaches the route.
    const json = await rawRequest(port, chunked('application/json', JSON.stringify({ brand: 1, email: 'x@y.com' })));
    expect(json.status).not.toBe(415);
  });
});

describe('caching and request ids (issue 9 item 9)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAs(t, { email: DEMO.ana.email });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('sends no-store on every answer with a session and on every error answer', async () => {
    const answers = [
      await get('/api/authentication/valid', { cookie }),
      await get('/api/returns/consumers', { cookie }),
      await get('/api/returns/wallet?x=1', { cookie }),
      await get('/api/authentication/valid'),
      await get('/api/nope'),
      await t.app.inject({
        method: 'POST',
        url: '/api/returns/orders',
        headers: { host: 'localhost', cookie, 'content-type': 'application/json' },
        payload: '{}',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/authentication/fastaccess/code',
        headers: { host: 'localhost', 'content-type': 'text/plain' },
        payload: 'x',
      }),
      // A route's own public cache never covers an error answer.
      await get('/api/brand/logo.svg', { host: 'unknown.example' }),
    ];
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[1]!.statusCode).toBe(200);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
  });

  it('keeps a public cache a route declares for data that is the same for everyone', async () => {
    const logo = await get('/api/brand/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    // The brand's settings are not declared public: the rule's default holds.
    expect((await get('/api/brand')).headers['cache-control']).toBe('no-store');
  });

  it('the rule: public only when declared public and not an error', () => {
    expect(apiCacheControl(200, 'public, max-age=60')).toBe('public, max-age=60');
    expect(apiCacheControl(200, 'private, max-age=60')).toBe('no-store');
    expect(apiCacheControl(200, undefined)).toBe('no-store');
    expect(apiCacheControl(404, 'public, max-age=60')).toBe('no-store');
  });

  it('sends a unique X-Request-Id on every answer, API, error or not', async () => {
    const answers = [await get('/api/brand'), await get('/api/nope'), await get('/api/brand'), await get('/no-page')];
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('HSTS (issue 9 item 21)', () => {
  const secrets = { COOKIE_SECRET: 'a-production-like-secret-of-32-chars-or-more', CODE_HASH_SECRET: 'h'.repeat(40) };
  let base: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    base = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await base.close();
  });
  /** The app as started with this environment, on the one test database (HSTS needs no data). */
  async function appWith(env: Record<string, string>) {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: base.dataDir, LOG_LEVEL: 'silent', ...env }),
      database: base.database,
      logger: false,
    });
    apps.push(app);
    return { app };
  }
  const brand = (t: { app: FastifyInstance }, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'localhost', ...headers } });

  it('in production, on https answers only (X-Forwarded-Proto honoured behind a trusted proxy)', async () => {
    const t = await appWith({ NODE_ENV: 'production', TRUST_PROXY: 'true', ...secrets });
    const https = await brand(t, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(HSTS_VALUE)![1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    // Errors and pages outside /api too.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
    expect(missing.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect((await brand(t, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
    expect((await brand(t)).headers['strict-transport-security']).toBeUndefined();
  });

  it('in production without a trusted proxy, a client cannot claim https by header', async () => {
    const t = await appWith({ NODE_ENV: 'production', TRUST_PROXY: 'false', ...secrets });
    expect((await brand(t, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('never outside production, even on https', async () => {
    const t = await appWith({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
    expect((await brand(t, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    const test = await appWith({ NODE_ENV: 'test', TRUST_PROXY: 'true' });
    expect((await brand(test, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});
