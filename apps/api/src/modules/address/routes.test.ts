import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ceps } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

const ANA = { email: 'ana.souza@example.com' };
const LOCAL_CEP = '01001000';
/** When the fake upstream answers its slow CEP: far past the lookup's own timeout (CEP_UPSTREAM_TIMEOUT_MS, 3 s). */
const LATE_ANSWER_MS = 10_000;

async function seedLocalCep(testApp: TestApp) {
  await testApp.database.db
    .insert(ceps)
    .values({ cep: LOCAL_CEP, city: 'São Paulo', uf: 'SP', street: 'Praça da Sé', district: 'Sé' })
    .onConflictDoNothing();
}


/** The seeded local CEP's answer. */
const SE = { LOC_NOME: 'São Paulo', UF_CODIGO: 'SP', LOG_NOME: 'Praça da Sé', BAI_NOME: 'Sé' };
describe('GET /api/AddressBook/cep/:cep without an upstream', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedLocalCep(testApp);
    cookie = await loginAs(testApp, ANA);
  });
  afterAll(() => testApp.close());

  const get = (cep: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/AddressBook/cep/${cep}`, headers: { cookie, ...headers } });

  it('answers city and state from the CEP table, masked or not', async () => {
    for (const cep of [LOCAL_CEP, '01001-000']) {
      const response = await get(cep);
      expect(response.statusCode).toBe(200);
      // Issue 46: street and district too, so the form fills them in with the city.
      expect(response.json()).toEqual({ ceps: [SE] });
    }
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/AddressBook/cep/${LOCAL_CEP}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: 'WARN', code: 'session_missing' });
  });

  it.each(['0100100', '010010001', 'abcdefgh', '01001.000'])('refuses the malformed CEP %s with 400', async (cep) => {
    const response = await get(cep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ERROR', code: 'cep_invalid' });
  });

  it('answers an unknown CEP with a WARN 404 in the request language', async () => {
    const pt = await get('99999999');
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toEqual({ type: 'WARN', message: 'CEP não encontrado', code: 'cep_not_found' });
    const en = await get('99999999', { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ type: 'WARN', message: 'Zip code not found', code: 'cep_not_found' });
  });
});

describe('GET /api/AddressBook/cep/:cep with an upstream service', () => {
  let testApp: TestApp;
  let cookie: string;
  let upstream: Server;
  const hits: string[] = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const cep = (request.url ?? '').split('/').filter(Boolean).at(-2) ?? '';
      hits.push(request.url ?? '');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (cep === '64000999')
        return json(200, {
          cep: '64000-999',
          logradouro: 'Rua Areolino de Abreu',
          bairro: 'Centro',
          localidade: 'Teresina',
          uf: 'PI',
        });
      if (cep === '64000998') return json(200, { city: 'Parnaíba', state: 'pi' });
      if (cep === '99999999') return json(200, { erro: 'true' });
      if (cep === '88888888') return json(404, {});
      if (cep === '77777777') return json(500, { message: 'boom' });
      if (cep === '66666666') return json(200, { localidade: 'Nowhere', uf: 'XX' });
      if (cep === '55555555') {
        // Never answers in time: the lookup must give up after its timeout.
        const timer = setTimeout(() => json(200, { localidade: 'Late', uf: 'SP' }), LATE_ANSWER_MS);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      return json(404, {});
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    testApp = await createTestApp({ env: { CEP_UPSTREAM_URL: `http://127.0.0.1:${port}/ws/{cep}/json` } });
    await seedLocalCep(testApp);
    cookie = await loginAs(testApp, ANA);
  });
  afterAll(async () => {
    await testApp.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = (cep: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/AddressBook/cep/${cep}`, headers: { cookie } });

  it('uses the local table without asking upstream', async () => {
    const before = hits.length;
    expect((await get(LOCAL_CEP)).json()).toEqual({ ceps: [SE] });
    expect(hits.length).toBe(before);
  });

  it('asks upstream for an unknown CEP, caches the answer and does not ask again', async () => {
    const before = hits.length;
    const first = await get('64000-999');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ceps: [{ LOC_NOME: 'Teresina', UF_CODIGO: 'PI', LOG_NOME: 'Rua Areolino de Abreu', BAI_NOME: 'Centro' }],
    });
    expect(hits.slice(before)).toEqual(['/ws/64000999/json']);

    const [row] = await testApp.database.db.select().from(ceps).where(eq(ceps.cep, '64000999'));
    expect(row).toMatchObject({ city: 'Teresina', uf: 'PI', street: 'Rua Areolino de Abreu', district: 'Centro' });
    expect(row!.fetchedAt).toBeInstanceOf(Date);

    const second = await get('64000999');
    expect(second.json()).toEqual(first.json());
    expect(hits.length).toBe(before + 1);
  });

  it('accepts city/state field names and upper-cases the UF', async () => {
    // A town-wide CEP names no street: null, and the shopper types it.
    expect((await get('64000998')).json()).toEqual({
      ceps: [{ LOC_NOME: 'Parnaíba', UF_CODIGO: 'PI', LOG_NOME: null, BAI_NOME: null }],
    });
  });

  it.each(['99999999', '88888888'])(
    'gives a WARN 404 when upstream does not know %s, and caches nothing',
    async (cep) => {
      const response = await get(cep);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: 'WARN', code: 'cep_not_found' });
      expect(await testApp.database.db.select().from(ceps).where(eq(ceps.cep, cep))).toEqual([]);
    },
  );

  it.each(['77777777', '66666666'])('gives a WARN 503 when upstream fails or answers nonsense for %s', async (cep) => {
    const response = await get(cep);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ type: 'WARN', code: 'cep_lookup_failed' });
  });

  it('gives up on a slow upstream after the timeout', async () => {
    const started = Date.now();
    const response = await get('55555555');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'cep_lookup_failed' });
    // The 503 itself says the lookup gave up (waiting would have brought the late 200); it did so before the late answer
    // came. No tighter wall-clock bound: a busy CI machine stretches the 3 s timeout unpredictably.
    expect(Date.now() - started).toBeLessThan(LATE_ANSWER_MS);
  });
});
