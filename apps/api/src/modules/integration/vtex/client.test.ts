import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVtexClient, retryAfterMs, VtexCallError } from './client';
import { startFakeVtex, type FakeVtex } from './test/fake-vtex';
import { vtexOrderJson } from './test/vtex-orders';

let fake: FakeVtex;
/** The waits the client asked for, instead of waiting them. */
let waits: number[];

const settings = { requestTimeoutMs: 300, maxAttempts: 4, backoffBaseMs: 100, maxBackoffMs: 1000 };
const client = (overrides: Partial<typeof settings> = {}) =>
  createVtexClient({
    connection: { baseUrl: fake.url, appKey: fake.appKey, appToken: fake.appToken },
    settings: { ...settings, ...overrides },
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
  });

beforeAll(async () => {
  fake = await startFakeVtex();
  fake.putOrder(vtexOrderJson({ orderId: '1172452900788-01', lastChange: '2026-11-06T18:02:11.7654321+00:00' }));
});
afterAll(() => fake.close());
beforeEach(() => {
  waits = [];
  fake.calls.length = 0;
});

describe('VTEX client', () => {
  it('reads the feed and an order with the app key and token', async () => {
    const { items } = await client().retrieveFeed(10);
    expect(items).toEqual([expect.objectContaining({ orderId: '1172452900788-01', handle: expect.any(String) })]);
    const order = (await client().getOrder('1172452900788-01')) as { orderId: string };
    expect(order.orderId).toBe('1172452900788-01');
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/orders/feed?maxlot=10',
      '/api/oms/pvt/orders/1172452900788-01',
    ]);
  });

  it("waits a 429's Retry-After, then succeeds", async () => {
    fake.failNext('order', { status: 429, retryAfter: '7' });
    await client().getOrder('1172452900788-01');
    expect(waits).toEqual([7000]);
    expect(fake.calls).toHaveLength(2);
  });

  it('backs off exponentially (with jitter) on 5xx until an answer comes', async () => {
    fake.failNext('feed', { status: 503 }, 3);
    await client().retrieveFeed(5);
    // random() = 0.5 of a ceiling doubling from 100 ms
    expect(waits).toEqual([50, 100, 200]);
  });

  it('gives up after maxAttempts with a transient error, so the caller leaves the items in the feed', async () => {
    fake.failNext('order', { status: 502 }, 4);
    const error = await client().getOrder('1172452900788-01').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VtexCallError);
    expect(error).toMatchObject({ kind: 'transient', status: 502, code: 'vtex_server_error' });
    expect(fake.calls).toHaveLength(4);
  });

  it('a slow answer within the timeout is read', async () => {
    fake.failNext('order', { delayMs: 50 });
    await expect(client().getOrder('1172452900788-01')).resolves.toMatchObject({ orderId: '1172452900788-01' });
    expect(waits).toEqual([]);
  });

  it('a hanging answer is cut at the timeout and retried', async () => {
    fake.failNext('order', { hang: true });
    await expect(client().getOrder('1172452900788-01')).resolves.toMatchObject({ orderId: '1172452900788-01' });
    expect(waits).toHaveLength(1);
    expect(fake.calls).toHaveLength(2);
  });

  it('a hanging answer on every attempt ends as a transient timeout', async () => {
    fake.failNext('feed', { hang: true }, 2);
    await expect(client({ maxAttempts: 2 }).retrieveFeed(1)).rejects.toMatchObject({ code: 'vtex_timeout' });
  });

  it('retries an answer cut short', async () => {
    fake.failNext('feed', { truncated: true });
    expect((await client().retrieveFeed(1)).items).toHaveLength(1);
  });

  it('does not retry what retrying cannot fix (401, 404)', async () => {
    const wrongToken = createVtexClient({
      connection: { baseUrl: fake.url, appKey: fake.appKey, appToken: 'not-the-token-0123456789' },
      settings,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(wrongToken.retrieveFeed(1)).rejects.toMatchObject({ kind: 'permanent', status: 401 });
    await expect(client().getOrder('no-such-order')).rejects.toMatchObject({ kind: 'permanent', status: 404 });
    expect(waits).toEqual([]);
    expect(fake.calls).toHaveLength(2);
  });

  it('commits handles with POST { handles }', async () => {
    const [item] = (await client().retrieveFeed(1)).items;
    await client().commitFeed([item!.handle]);
    expect(fake.committed).toEqual([item!.handle]);
    expect(fake.feed()).toEqual([]);
  });
});

/** A server that answers every request with `answer` and records the credentials each request carried. */
async function startServer(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const seen: { path: string; appKey?: string; appToken?: string }[] = [];
  const server = http.createServer((request, response) => {
    seen.push({
      path: request.url ?? '',
      appKey: request.headers['x-vtex-api-appkey'] as string | undefined,
      appToken: request.headers['x-vtex-api-apptoken'] as string | undefined,
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('VTEX client on a redirect (issue 45)', () => {
  it('never sends the app key and token to another origin: the redirect is refused', async () => {
    const elsewhere = await startServer((_request, response) => response.end('[]'));
    const store = await startServer((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/api/orders/feed?maxlot=1` });
      response.end();
    });
    const redirected = createVtexClient({
      connection: { baseUrl: store.url, appKey: fake.appKey, appToken: fake.appToken },
      settings,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(redirected.retrieveFeed(1)).rejects.toMatchObject({ kind: 'permanent', code: 'vtex_redirect_refused' });
    expect(elsewhere.seen).toEqual([]);
    expect(waits).toEqual([]);
    await Promise.all([store.close(), elsewhere.close()]);
  });

  it("follows a redirect within the store's own origin, with the credentials", async () => {
    const store = await startServer((request, response) => {
      if (request.url?.startsWith('/moved')) return response.end('[]');
      response.writeHead(301, { location: '/moved/api/orders/feed?maxlot=1' });
      response.end();
    });
    const redirected = createVtexClient({
      connection: { baseUrl: store.url, appKey: fake.appKey, appToken: fake.appToken },
      settings,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(redirected.retrieveFeed(1)).resolves.toEqual({ items: [], unreadable: [] });
    expect(store.seen.map((request) => [request.path, request.appToken])).toEqual([
      ['/api/orders/feed?maxlot=1', fake.appToken],
      ['/moved/api/orders/feed?maxlot=1', fake.appToken],
    ]);
    await store.close();
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, caps absurd values, ignores garbage', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('86400', now)).toBe(300_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
