/**
 * The connector as the API runs it: VTEX_* variables in the environment, the worker started by the app itself
 * (registered by the integration module), its first batch awaited as an event, the shopper's orders read through the
 * app's own routes. PGlite or PostgreSQL (DATABASE_URL).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/login-as';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { vtexRuntime } from './plugin';
import { startFakeVtex, type FakeVtex } from './test/fake-vtex';
import { SHOPPER, vtexOrderJson } from './test/vtex-orders';

const HOST = 'brand2.localhost';
let fake: FakeVtex;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeVtex();
  fake.putOrder(
    vtexOrderJson({
      orderId: '1400000000001-01',
      lastChange: '2026-11-10T09:00:00.0000000+00:00',
      deliveredDate: '2026-11-10T08:00:00.0000000+00:00',
    }),
  );
  vi.stubEnv('VTEX_2_ACCOUNT', 'trilhanorte');
  vi.stubEnv('VTEX_2_APP_KEY', fake.appKey);
  vi.stubEnv('VTEX_2_APP_TOKEN', fake.appToken);
  vi.stubEnv('VTEX_2_BASE_URL', fake.url);
  vi.stubEnv('VTEX_2_COMPANY_CODE', '38');
  vi.stubEnv('VTEX_POLL_INTERVAL_SECONDS', '3600');
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  vi.unstubAllEnvs();
});

it('runs inside the API when configured: the first batch brings the order to the shopper', async () => {
  const worker = vtexRuntime(t.app)?.workers.get(2);
  expect(worker).toBeDefined();
  expect(await worker!.batch(1)).toMatchObject({ committed: 1, outcomes: expect.objectContaining({ created: 1 }) });
  expect(fake.feed()).toEqual([]);

  const cookie = await loginAs(t, { email: SHOPPER.email }, HOST);
  const response = await t.app.inject({ method: 'POST', url: '/api/returns/orders', headers: { host: HOST, cookie }, payload: {} });
  const lines = (response.json() as { productBalance: Record<string, unknown>[] }).productBalance;
  expect(lines).toEqual([
    expect.objectContaining({ PED_CODIGO: '1400000000001-01', PED_EMPRESA: 38, ITE_SEQUENCIA: 1, COR_NOME: 'Azul Marinho' }),
  ]);
});
