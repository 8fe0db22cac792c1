import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { protocolHistory } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { anaOpens } from '../backoffice/test-support';
import { loadConfig } from '../../config';
import { DEVELOPMENT_ERP_API_KEYS, erpApiKeys } from './config';

let t: TestApp;
let call: ReturnType<typeof callWith>;
const KEY = (brand: number) => `${DEVELOPMENT_ERP_API_KEYS}${brand}`;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
});
afterAll(async () => t?.close());

const url = (prtId: number) => `/api/erp/protocols/${prtId}/transitions`;

describe('POST /api/erp/protocols/:prtId/transitions', () => {
  it('moves a protocol of the key’s brand, records the ERP as the source, and a replay answers the first answer', async () => {
    const prtId = await anaOpens(t, 'refund');
    const body = { transitionId: 'erp-0001', to: 2, note: 'Coleta agendada' };
    const first = await call('POST', url(prtId), { apiKey: KEY(1), body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe(2);
    expect(first.json().history.at(-1)).toMatchObject({
      status: 2,
      source: 'erp',
      operator: null,
      note: 'Coleta agendada',
    });

    const replay = await call('POST', url(prtId), { apiKey: KEY(1), body });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const entries = await t.database.db
      .select()
      .from(protocolHistory)
      .where(and(eq(protocolHistory.protocolId, prtId), eq(protocolHistory.statusId, 2)));
    expect(entries).toHaveLength(1);

    const reused = await call('POST', url(prtId), { apiKey: KEY(1), body: { ...body, to: 3 } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');

    const next = await call('POST', url(prtId), { apiKey: KEY(1), body: { transitionId: 'erp-0002', to: 3 } });
    expect(next.json().status).toBe(3);
    const refused = await call('POST', url(prtId), { apiKey: KEY(1), body: { transitionId: 'erp-0003', to: 11 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('transition_not_allowed');
  });

  it('refuses without a key, with a wrong key, and answers 404 for another brand’s protocol', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const body = { transitionId: 'erp-x', to: 2 };
    expect((await call('POST', url(prtId), { body })).statusCode).toBe(401);
    expect((await call('POST', url(prtId), { apiKey: 'x'.repeat(40), body })).statusCode).toBe(401);
    // A shopper's or operator's cookie is never a credential here.
    expect((await call('POST', url(prtId), { cookie: 'op_session=abc', body })).statusCode).toBe(401);
    expect((await call('POST', url(prtId), { apiKey: KEY(2), host: 'brand2.localhost', body })).statusCode).toBe(404);
    // The host names brand 1 but the key is brand 2's.
    expect((await call('POST', url(prtId), { apiKey: KEY(2), body })).statusCode).toBe(401);
  });

  it('ERP_API_KEYS: production has no development keys and refuses them; a bad value is a configuration error', () => {
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'c'.repeat(32), CODE_HASH_SECRET: 'h'.repeat(32) };
    expect(erpApiKeys(loadConfig(production)).size).toBe(0);
    expect(() => loadConfig({ ...production, ERP_API_KEYS: `1=${KEY(1)}` })).toThrow(/development keys/);
    expect(() => loadConfig({ ERP_API_KEYS: '1=short' })).toThrow(/ERP_API_KEYS/);
    const key = 'k'.repeat(40);
    expect(erpApiKeys(loadConfig({ ...production, ERP_API_KEYS: `2=${key}` }))).toEqual(new Map([[2, key]]));
  });
});
