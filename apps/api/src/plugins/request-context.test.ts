import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../test/test-app';
import { LogCapture } from '../test/log-capture';
import { askForCode } from '../modules/auth/test-support';
import { requestIdGenerator } from './request-context';

/**
 * Issue 15 item 1: support finds a request by the id the shopper reads in the error toast (the X-Request-Id header),
 * so every log line the request causes must carry that id, whichever logger wrote it.
 */

const log = new LogCapture();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logStream: log });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => log.clear());

describe('request id in the log', () => {
  it('every line of a code request (route, messenger through app.log, completion) carries the answer id once', async () => {
    const answer = await askForCode(t.app, { brand: 1, email: DEMO.ana.email });
    expect(answer.statusCode).toBe(200);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The app's background work (the upload sweep at start-up) may log meanwhile, without an id: only this request's
    // lines are checked. The messenger logs through the app's logger, not request.log: the mixin gives it the id.
    const lines = log
      .entries()
      .filter((line) => ['incoming request', 'message recorded', 'request completed'].includes(line.msg as string));
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'message recorded', 'request completed']);
    for (const line of lines) expect(line.reqId, JSON.stringify(line)).toBe(id);
    for (const line of log.entries()) if ('reqId' in line) expect(line.reqId).toBe(id);
    // A line logged through request.log already binds the id: it is not written a second time.
    for (const raw of log.lines) expect(raw.split('"reqId":').length).toBeLessThanOrEqual(2);
  });

  it('two requests never share an id, and lines outside any request carry none', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: 'localhost' } });
    const second = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: 'localhost' } });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    t.app.log.info('outside any request');
    expect(log.entries('outside any request')[0]).not.toHaveProperty('reqId');
  });

  it('an incoming X-Request-Id is ignored without a trusted proxy', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost', 'x-request-id': 'chosen-by-the-client-0001' },
    });
    expect(answer.headers['x-request-id']).not.toBe('chosen-by-the-client-0001');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request id behind a trusted proxy', () => {
  const incoming = (value: string | undefined) =>
    ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as Parameters<
      ReturnType<typeof requestIdGenerator>
    >[0];

  it("keeps the proxy's well-formed id and replaces a malformed one", () => {
    const trusted = requestIdGenerator(true);
    expect(trusted(incoming('0f8fad5b-d9cb-469f-a165-70867728950e'))).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(trusted(incoming('5d8e1c0a9b7f4e2d8c6b5a4f3e2d1c0b'))).toBe('5d8e1c0a9b7f4e2d8c6b5a4f3e2d1c0b');
    for (const bad of ['short', 'ana@example.com', 'a b c d e f g h', '"quoted-value-x"', 'x'.repeat(129), '']) {
      expect(trusted(incoming(bad))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(trusted(incoming(undefined))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers with it through the app', async () => {
    const { buildApp } = await import('../app');
    const { loadConfig } = await import('../config');
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' }),
      database: t.database,
      logger: false,
    });
    try {
      const kept = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'localhost', 'x-request-id': 'proxy-req-0123456789' },
      });
      expect(kept.headers['x-request-id']).toBe('proxy-req-0123456789');
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'localhost', 'x-request-id': 'bad id' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});
