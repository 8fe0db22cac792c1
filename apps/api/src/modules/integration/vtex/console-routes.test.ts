/**
 * The console's list of unmapped VTEX orders and its 'try again' (issue 45, ADR 0078), with the connector running
 * inside the API against the fake store: brand-scoped for admins and agents, errors in the request's language.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addOperator, operatorCookie } from '../../backoffice/test-support';
import { vtexRuntime } from './plugin';
import { startFakeVtex, type FakeVtex } from './test/fake-vtex';
import { vtexOrderJson } from './test/vtex-orders';

const ORDER = '1500000000001-01';
let t: TestApp;
let fake: FakeVtex;

beforeAll(async () => {
  fake = await startFakeVtex();
  // 'Camisa Linho' carries no '<colour> - <size>', and the SKU has no specifications yet: the line cannot be mapped.
  fake.putOrder(vtexOrderJson({ orderId: ORDER, lastChange: '2026-11-12T09:00:00.0000000+00:00', skuName: 'Camisa Linho' }));
  vi.stubEnv('VTEX_2_ACCOUNT', 'trilhanorte');
  vi.stubEnv('VTEX_2_APP_KEY', fake.appKey);
  vi.stubEnv('VTEX_2_APP_TOKEN', fake.appToken);
  vi.stubEnv('VTEX_2_BASE_URL', fake.url);
  vi.stubEnv('VTEX_2_COMPANY_CODE', '38');
  vi.stubEnv('VTEX_2_SIZE_SPEC', 'Tamanho');
  vi.stubEnv('VTEX_2_COLOUR_SPEC', 'Cor');
  vi.stubEnv('VTEX_POLL_INTERVAL_SECONDS', '3600');
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  vi.unstubAllEnvs();
});

const list = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/backoffice/vtex/unmapped${query}`, headers: { cookie } });
const retry = (cookie: string, brand: number, lang = 'pt') =>
  t.app.inject({
    method: 'POST',
    url: `/api/backoffice/vtex/unmapped/${ORDER}/retry`,
    headers: { cookie, 'accept-language': lang },
    payload: { brand },
  });

it('lists the order whose line could not be mapped, to its brand only, and maps it on try again', async () => {
  expect(await vtexRuntime(t.app)!.workers.get(2)!.batch(1)).toMatchObject({ committed: 1 });
  // Committed out of the feed, but not silently: it is listed with its reason.
  expect(fake.feed()).toEqual([]);

  const agent = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [2] })).id);
  const response = await list(agent);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    rows: [
      {
        brandId: 2,
        vtexOrderId: ORDER,
        lastChange: '2026-11-12T09:00:00.000Z',
        recordedAt: expect.any(String),
        reasons: [expect.objectContaining({ code: 'vtex_sku_variant', field: 'itemMetadata.Items[Id=20431].SkuName' })],
      },
    ],
  });

  const otherBrand = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1] })).id);
  expect((await list(otherBrand)).json()).toEqual({ rows: [] });
  expect((await list(otherBrand, '?brand=2')).statusCode).toBe(404);
  const refused = await retry(otherBrand, 2, 'es');
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({ code: 'brand_not_found', message: 'Marca no encontrada.' });

  // The brand fixes the SKU's specifications in VTEX; the agent tries again.
  fake.putSku('20431', [
    { FieldName: 'Tamanho', FieldValues: ['G'] },
    { FieldName: 'Cor', FieldValues: ['Areia'] },
  ]);
  const again = await retry(agent, 2);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ outcome: 'created' });
  expect((await list(agent)).json()).toEqual({ rows: [] });

  // No longer listed: a second try is refused in the request's language.
  const twice = await retry(agent, 2, 'en');
  expect(twice.statusCode).toBe(404);
  expect(twice.json()).toMatchObject({ code: 'vtex_order_not_listed', message: 'This order is not in the list of unmapped orders.' });
});

it('needs an operator session', async () => {
  expect((await list('')).statusCode).toBe(401);
});
