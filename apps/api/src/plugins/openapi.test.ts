import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO } from '../db/seed/demo-logins';
import { protocols } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginAs } from '../test/login-as';
import { callWith } from '../test/call-with';
import { consumerIdOf } from '../modules/protocols/read-test-support';
import { addOperator, operatorCookie } from '../modules/backoffice/test-support';
import { readyExportFor } from '../modules/privacy/test-support';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi';

/**
 * Issue 15 item 2: the OpenAPI document must tell integrators the truth. It fails when a route registered under /api
 * (whoever adds it later) is missing from the document, and when a documented 2xx answer's keys differ from what the
 * route really answers on the seeded database: every documented GET is called, and a few POSTs.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Routes whose 2xx answer has no schema yet (issue 15 report): the list may only shrink. A route added later must
 * declare its answer, and a listed route that gains one must leave the list (the test says so).
 */
const ANSWER_NOT_DOCUMENTED_YET = new Set([
  'GET /api/brand',
  'GET /api/brand/logo.svg',
  'POST /api/authentication/fastaccess/code',
  'POST /api/authentication/fastaccess/login',
  'GET /api/authentication/valid',
  'GET /api/authentication/logout',
  'POST /api/authentication/profile',
  'GET /api/dev/outbox',
  'DELETE /api/dev/throttles',
  'GET /api/AddressBook/cep/{cep}',
  'GET /api/returns/protocols/b2c/files/{prt_id}/{file_id}',
  'POST /api/returns/protocols/generate/b2c',
  'POST /api/upload/protocols/upload/file',
  'GET /api/returns/protocols/b2c/{prtId}/files',
  'POST /api/returns/protocols/subjects/b2c',
  'GET /api/returns/protocols/subreasons',
  'GET /api/returns/protocols/reasons/b2c',
  'POST /api/returns/protocols/product/balance/b2c',
  'GET /api/returns/bonus',
  'GET /api/returns/settings/b2c',
  'GET /api/returns/bank',
  'POST /api/returns/orders',
  'GET /api/returns/consumers',
  'PUT /api/returns/consumers/bank',
  // Back office, added beside issue 15: a logout, a file download and a CSV report (non-JSON answers to declare).
  'POST /api/backoffice/auth/logout',
  'GET /api/backoffice/protocols/{prtId}/files/{fileId}',
  'GET /api/backoffice/reports/reasons.csv',
]);

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** An operation's first documented 2xx answer (JSON, or another type such as an image), or null. */
function documentedAnswer(operation: Operation): { status: number; schema: JsonSchema; contentType: string } | null {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const [contentType, content] = Object.entries(response.content ?? {})[0] ?? [];
    if (/^2\d\d$/.test(status) && contentType && content?.schema) {
      return { status: Number(status), schema: content.schema, contentType };
    }
  }
  return null;
}

/**
 * Where a value's keys differ from the schema: a key the schema does not name, or a required key missing; into
 * nested objects and every array element. A union matches when one branch does.
 */
function keyDifferences(schema: JsonSchema, value: unknown, at = '$'): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const results = branches.map((branch) => keyDifferences(branch, value, at));
    return results.find((result) => result.length === 0) ?? results[0] ?? [];
  }
  if (Array.isArray(value) && schema.items) {
    return value.flatMap((item, index) => keyDifferences(schema.items!, item, `${at}[${index}]`));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !schema.properties) return [];
  // A record (additionalProperties as a schema, no fixed keys) has no key list to compare.
  const properties = schema.properties;
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in properties)) problems.push(`${at}.${key} is answered but not documented`);
  }
  for (const key of schema.required ?? []) {
    if (!(key in value)) problems.push(`${at}.${key} is documented as required but not answered`);
  }
  for (const [key, child] of Object.entries(value)) {
    if (properties[key]) problems.push(...keyDifferences(properties[key], child, `${at}.${key}`));
  }
  return problems;
}

let t: TestApp;
let document: OpenApiDocument;
/** Ana's session and an admin operator's of every brand, both sent: each route reads the cookie it knows. */
let cookies: string;
let call: ReturnType<typeof callWith>;
/** Values for path and required query parameters, by name, taken from the seeded database. */
const samples: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  const operator = await addOperator(t, { role: 'admin', brands: [1, 2, 4] });
  cookies = `${await loginAs(t, { email: DEMO.ana.email })}; ${await operatorCookie(t, operator.id)}`;
  const anaId = await consumerIdOf(t, DEMO.ana.email);
  const [protocol] = await t.database.db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(eq(protocols.consumerId, anaId), eq(protocols.brandId, 1)))
    .limit(1);
  samples.prt_id = String(protocol!.id);
  // Its return shipping code (what 16 'Post object generated' gives), so the QR code image answers too.
  await t.database.db.update(protocols).set({ shippingCode: 'LR123456785BR' }).where(eq(protocols.id, protocol!.id));
  samples.prtId = samples.prt_id;
  // A month range (the back-office reports): the seeded data's own month.
  samples.from = t.clock.now().toISOString().slice(0, 7);
  samples.to = samples.from;
  // The policy settings (issue 27): brand 1's, and the history of the seeded reason 16.
  samples.brandId = '1';
  samples.kind = 'reason';
  samples.key = '16';
  // A ready export of Ana's data (issue 28), for its one-time download.
  samples.token = await readyExportFor(t, anaId);
  const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: 'localhost' } });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 and documents every route registered under /api', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = t.app.registeredRoutes.filter(
      (route) => (route.url === '/api' || route.url.startsWith('/api/')) && !route.hidden && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // Nothing outside the API (the SPA, the dev page) is in it.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('every route declares its 2xx answer, but for the known gaps, which only shrink', () => {
    const undocumented: string[] = [];
    const nowDocumented: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const documented = documentedAnswer(operation) !== null;
        if (!documented && !ANSWER_NOT_DOCUMENTED_YET.has(name)) undocumented.push(name);
        if (documented && ANSWER_NOT_DOCUMENTED_YET.has(name)) nowDocumented.push(name);
      }
    }
    expect(undocumented, 'declare schema.response[2xx] on these routes').toEqual([]);
    expect(nowDocumented, 'remove these from ANSWER_NOT_DOCUMENTED_YET').toEqual([]);
  });

  it('every documented GET answers, on the seeded database, the keys its document says', async () => {
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const operation = operations.get;
      const answer = operation && documentedAnswer(operation);
      if (!operation || !answer) continue;
      const params = operation.parameters ?? [];
      const unknown = params.filter((param) => (param.in === 'path' || param.required) && !samples[param.name]);
      expect(
        unknown.map((param) => param.name),
        `give ${path}'s parameters a sample value`,
      ).toEqual([]);
      const url = path.replace(/\{([^}]+)\}/g, (_all, name: string) => samples[name]!);
      const query = params
        .filter((param) => param.in === 'query' && param.required)
        .map((param) => `${param.name}=${encodeURIComponent(samples[param.name]!)}`)
        .join('&');
      // The brand's integration key too, for the calls behind it (the event feed); the others ignore it.
      const response = await call('GET', query ? `${url}?${query}` : url, {
        cookie: cookies,
        host: 'localhost',
        apiKey: 'development-only-integration-key-brand-1',
      });
      expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 200)}`).toBe(answer.status);
      expect(response.headers['content-type'], `GET ${path}`).toMatch(
        new RegExp(`^${answer.contentType.replace('+', '\\+')}`),
      );
      if (answer.contentType === 'application/json') {
        expect(keyDifferences(answer.schema, response.json()), `GET ${path}`).toEqual([]);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('a few POSTs answer the keys their document says', async () => {
    const posts = [
      { path: '/api/returns/protocols/b2c', body: {} },
      { path: '/api/returns/giftcards/refund', body: { vlr_estorno: '10,5', tipo_pag: 6, commit: false } },
      { path: '/api/returns/wallet/b2c/coupons', body: { tic_codigo: DEMO.campaignCoupons[1] }, key: 'openapi-test-1' },
    ];
    for (const post of posts) {
      const answer = documentedAnswer(document.paths[post.path]!.post!);
      expect(answer, post.path).not.toBeNull();
      const response = await call('POST', post.path, {
        cookie: cookies,
        host: 'localhost',
        body: post.body,
        key: post.key,
      });
      expect([200, 201], `POST ${post.path}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      expect(keyDifferences(answer!.schema, response.json()), `POST ${post.path}`).toEqual([]);
    }
  });

  it('the key comparison catches an extra key and a missing required one', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        calls: { type: 'array', items: { type: 'object', properties: { A: {}, B: {} }, required: ['A'] } },
      },
      required: ['calls'],
    };
    expect(keyDifferences(schema, { calls: [{ A: 1 }] })).toEqual([]);
    expect(keyDifferences(schema, { calls: [{ B: 1, C: 2 }] })).toEqual([
      '$.calls[0].C is answered but not documented',
      '$.calls[0].A is documented as required but not answered',
    ]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page outside production', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/`, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('is not served in production, where the document still is', async () => {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        COOKIE_SECRET: 'a-production-like-secret-of-32-chars-or-more',
        CODE_HASH_SECRET: 'h'.repeat(40),
      }),
      database: t.database,
      logger: false,
    });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect((await get(`${API_DOCS_PATH}/`)).statusCode).toBe(404);
      expect((await get(OPENAPI_PATH)).json()).toMatchObject({ openapi: '3.1.0' });
    } finally {
      await app.close();
    }
  });
});
