/**
 * The API against a PostgreSQL that goes away (issue 9, items 1-3 and 6): connections terminated by the server, the
 * server stopped and started again, the server frozen. Runs on its own private cluster, in the PGlite stage only
 * (`privateClusterTestsRun`): the cluster does not depend on the stage, and running it twice would only cost time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO } from '../db/seed/demo-logins';
import type { AddressInfo } from 'node:net';
import { databaseTimeouts, longestDatabaseWaitMs } from '../db/client';
import { drainAndClose } from '../shutdown';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode } from '../db/connection-errors';
import { coreMessages } from '../lib/messages';
import { loginAs } from '../test/login-as';
import { destroyAllPrivateClusters, privateClusterTestsRun } from '../test/private-cluster';
import { itemFor, payload } from '../modules/protocols/test-payload';
import { START_UP_LIMIT_MS, startFaultApp, waitFor, within, type FaultApp } from './fault-app';

type Lang = 'pt' | 'en';

let t: FaultApp;
let ana: string;
let keyCounter = 0;

/** A representative call of each kind: public brand data, session-scoped orders, the login code, a protocol. */
const CALLS = {
  brand: (app: FastifyInstance, lang: Lang) =>
    app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'localhost', 'accept-language': lang } }),
  orders: (app: FastifyInstance, lang: Lang) =>
    app.inject({
      method: 'POST',
      url: '/api/returns/orders',
      headers: { host: 'localhost', cookie: ana, 'accept-language': lang },
      payload: {},
    }),
  codeRequest: (app: FastifyInstance, lang: Lang) =>
    app.inject({
      method: 'POST',
      url: '/api/authentication/fastaccess/code',
      headers: { host: 'localhost', 'accept-language': lang },
      remoteAddress: '198.51.100.77',
      payload: { brand: 1, email: DEMO.ana.email },
    }),
  generate: (app: FastifyInstance, lang: Lang) => {
    keyCounter += 1;
    return app.inject({
      method: 'POST',
      url: '/api/returns/protocols/generate/b2c',
      headers: {
        host: 'localhost',
        cookie: ana,
        'accept-language': lang,
        'idempotency-key': `fault-${keyCounter}-${Date.now()}`,
      },
      payload: payload([
        itemFor(DEMO.lines.sizeExchange, {
          motivoCodigo: 16,
          smotivoCodigo: 161,
          desejoCodigo: 1,
          motivoGatilho: 'T',
          tamanhoTroca: '41',
        }),
      ]),
    });
  },
};

function expectUnavailable(response: LightMyRequestResponse, lang: Lang) {
  expect({ status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] }).toEqual({
    status: 503,
    body: { type: 'WARN', message: coreMessages.unavailable[lang], code: 'database_unavailable' },
    retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
  });
}

function logsWith(message: string) {
  return t.logs.filter((line) => line.msg === message);
}

describe.runIf(privateClusterTestsRun)('the API while PostgreSQL fails', () => {
  // initdb, migrations and the seed: seconds on an idle machine, a minute or more on a loaded one. Only a cap.
  beforeAll(async () => {
    // The shutdown bound the cut-request case drains with (its background jobs are held to it too).
    t = await startFaultApp({ SHUTDOWN_TIMEOUT_MS: '200' });
    ana = await loginAs(t, { email: DEMO.ana.email });
  }, START_UP_LIMIT_MS);
  // Closing is bounded piece by piece (the drain's bound, the pool's timeouts, pg_ctl's -t 30), not by the default hook
  // cap of 60 s: with the other API files on both cores it once took longer (2026-11-28 CI check, load ~3.5).
  afterAll(async () => {
    await t?.close();
    // Also the cluster of a beforeAll that timed out while starting it (t is then unset).
    await destroyAllPrivateClusters();
  }, START_UP_LIMIT_MS);

  it('opens its connections with the configured statement and idle-in-transaction timeouts', async () => {
    const show = async (setting: string) => {
      // The pg driver's result (the handle's type covers both drivers).
      const result = (await t.database.db.execute(sql.raw(`show ${setting}`))) as { rows: Record<string, string>[] };
      return result.rows[0]?.[setting];
    };
    expect(await show('statement_timeout')).toBe('1s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('2s');
  });

  it('survives the server terminating its pooled connections, logs it without details, and serves the next call', async () => {
    // Several calls at once leave several idle connections in the pool.
    const warm = await Promise.all([CALLS.orders(t.app, 'pt'), CALLS.orders(t.app, 'pt'), CALLS.brand(t.app, 'pt')]);
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const lostBefore = logsWith('database connection lost').length;
    const terminated = await t.cluster.terminateBackends('portal');
    expect(terminated).toBeGreaterThan(0);
    // Without a listener, the pool's 'error' event would have ended the process (and failed this run) here. Every
    // terminated idle connection is reported (and dropped) on its own: waiting for the first only, the next call could
    // still be handed one whose report had not come yet on a busy machine (a flake seen at load ~12).
    await waitFor(
      () => logsWith('database connection lost').length >= lostBefore + terminated,
      'every lost connection to be logged',
    );
    for (const line of logsWith('database connection lost')) {
      // A loss noticed while a request runs also carries that request's id (issue 15): an id, not a detail.
      const keys = Object.keys(line).filter((key) => key !== 'reqId');
      expect(keys.sort()).toEqual(['errCode', 'hostname', 'level', 'msg', 'pid', 'time']);
      if ('reqId' in line) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      // 57P01 for an idle connection; a background job's query cut mid-way reads 'connection_terminated', or the
      // socket's ECONNRESET when it was being written: a code either way, never the error's text.
      expect(['57P01', 'connection_terminated', 'ECONNRESET']).toContain(line.errCode);
    }

    expect((await CALLS.orders(t.app, 'pt')).statusCode).toBe(200);
  });

  it('survives a connection terminated in the middle of a transaction', async () => {
    const lostBefore = logsWith('database connection lost').length;
    let lossLogged = false;
    const failed = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The connection is checked out and no statement runs: the case the pool does not listen for.
        await t.cluster.terminateBackends('portal');
        await waitFor(() => logsWith('database connection lost').length > lostBefore, 'the lost connection');
        lossLogged = true;
        await tx.execute(sql`select 1`);
        return 'committed';
      })
      .catch((error: unknown) => error);
    expect(lossLogged).toBe(true);
    // The transaction's next statement fails (its connection is gone) as an outage, so a route would answer 503.
    expect(databaseUnavailableCode(failed)).not.toBeNull();
    expect((await CALLS.orders(t.app, 'pt')).statusCode).toBe(200);
  });

  it('answers 503 WARN with Retry-After in the request language while PostgreSQL is down, and recovers by itself', async () => {
    await t.cluster.stop('fast');
    try {
      // A fresh app has no brand cached yet, so /api/brand needs the database too (the warm one serves its cache).
      const cold = await t.buildSibling();
      for (const lang of ['pt', 'en'] as const) {
        expectUnavailable(await CALLS.brand(cold, lang), lang);
        expectUnavailable(await CALLS.orders(t.app, lang), lang);
        expectUnavailable(await CALLS.codeRequest(t.app, lang), lang);
        expectUnavailable(await CALLS.generate(t.app, lang), lang);
        expectUnavailable(await t.app.inject({ url: '/api/ready', headers: { 'accept-language': lang } }), lang);
      }
      // Liveness does not depend on the database.
      const health = await t.app.inject({ url: '/api/health' });
      expect({ status: health.statusCode, body: health.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await t.cluster.start();
    }

    // Same app, same pool: the next calls simply succeed.
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready', database: 'pg' });
    expect((await CALLS.orders(t.app, 'pt')).statusCode).toBe(200);
    expect((await CALLS.brand(await t.buildSibling(), 'pt')).statusCode).toBe(200);
    expect((await CALLS.codeRequest(t.app, 'en')).statusCode).toBe(200);
    const generated = await CALLS.generate(t.app, 'pt');
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().message).toContain('gerado com sucesso');
  });

  it('answers a prompt 503 while PostgreSQL is frozen, bounded by the configured timeouts, and recovers when it thaws', async () => {
    expect((await CALLS.orders(t.app, 'pt')).statusCode).toBe(200);
    // Twice the longest a query can wait by configuration (room for timers firing late on a loaded machine); without
    // the timeouts the calls would wait for as long as the database stays frozen.
    const boundMs = 2 * longestDatabaseWaitMs(databaseTimeouts(t.config));
    t.cluster.freeze();
    try {
      const calls = await Promise.all([
        within(CALLS.orders(t.app, 'en'), boundMs),
        within(CALLS.orders(t.app, 'pt'), boundMs),
        within(t.app.inject({ url: '/api/ready' }), boundMs),
      ]);
      for (const [index, call] of calls.entries()) {
        expect(call.settled, `call ${index} still waiting after ${boundMs} ms`).toBe(true);
        if (call.settled) expectUnavailable(call.value, index === 0 ? 'en' : 'pt');
      }
    } finally {
      t.cluster.thaw();
    }
    const after = await CALLS.orders(t.app, 'pt');
    expect(after.statusCode).toBe(200);
  });

  it('cuts a request still running at the shutdown bound instead of waiting for it', async () => {
    const sibling = await t.buildSibling();
    await sibling.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sibling.server.address() as AddressInfo;
    const readyBefore = t.logs.filter(isIncomingReady).length;
    t.cluster.freeze();
    try {
      // Cold brand cache and a frozen database: the request waits for the database.
      const inFlight = fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (response) => response.status,
        (error: Error) => error,
      );
      await waitFor(() => t.logs.filter(isIncomingReady).length > readyBefore, 'the request to reach the server');
      // Far below the driver's own read timeout, so only the bound can end the request this soon.
      const boundMs = 200;
      const drain = await within(
        drainAndClose(sibling, { close: async () => {} }, boundMs),
        longestDatabaseWaitMs(databaseTimeouts(t.config)),
      );
      // The bound ended the drain (forced), and it cut the request: the client lost its connection. Had the driver's
      // own timeout ended the request first, the client would have had the route's 503 answer instead of an error.
      // (No wall-clock check: the drain took 2,015 ms of a 2,000 ms limit once at a load of 6, forced all the same.)
      expect(drain.settled && drain.value).toEqual({ forced: true });
      expect(await inFlight).toBeInstanceOf(Error);
    } finally {
      t.cluster.thaw();
    }
  });
});

function isIncomingReady(line: Record<string, unknown>) {
  return line.msg === 'incoming request' && JSON.stringify(line.req ?? {}).includes('/api/ready');
}
