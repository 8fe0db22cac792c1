import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO } from '../db/seed/demo-logins';
import { protocols } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { callWith } from '../test/call-with';
import { consumerIdOf } from '../modules/protocols/read-test-support';
import { readyExportFor } from '../modules/privacy/test-support';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi';
import { documentCallers } from './openapi-test-support';
import { PROVIDER_HEADERS, providerSamples } from '../modules/integration/vtex/giftcard-provider/test-support';

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
  /** A tuple's items (SALDO_POR_TIPO_PGTO). */
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  description?: string;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * An operation's first documented 2xx answer (JSON, or another type such as an image), or null. A 204 has no body:
 * its schema is the empty one.
 */
function documentedAnswer(operation: Operation): { status: number; schema: JsonSchema; contentType: string } | null {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (status === '204') return { status: 204, schema: {}, contentType: '' };
    const [contentType, content] = Object.entries(response.content ?? {})[0] ?? [];
    if (/^2\d\d$/.test(status) && contentType && content?.schema) {
      return { status: Number(status), schema: content.schema, contentType };
    }
  }
  return null;
}

/** The JSON schema an operation documents for an answer status, or null. */
function documentedSchema(operation: Operation, status: number): JsonSchema | null {
  const content = operation.responses?.[String(status)]?.content ?? {};
  return content['application/json']?.schema ?? null;
}

/** The schema a `$ref` names in the document's components (zod's registered schemas land there). */
function resolved(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = components[name];
  if (!target) throw new Error(`unresolvable $ref ${schema.$ref}`);
  return resolved(target, components);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Where a value leaves its JSON schema: a wrong type, a value outside its enum or const, a key the schema does not
 * name (when it closes its keys), a required key missing; into nested objects and every array element. A union
 * matches when one branch does. What the document's schemas use, not all of JSON Schema: enough to hold the answers
 * to their contract (ajv is not a dependency of the API, and the installed one predates draft 2020-12).
 */
function schemaProblems(
  schema: JsonSchema,
  value: unknown,
  components: Record<string, JsonSchema> = {},
  at = '$',
): string[] {
  const node = resolved(schema, components);
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const results = branches.map((branch) => schemaProblems(branch, value, components, at));
    return results.find((result) => result.length === 0) ?? results[0] ?? [];
  }
  const problems = (node.allOf ?? []).flatMap((part) => schemaProblems(part, value, components, at));
  const actual = typeOf(value);
  const types = node.type === undefined ? [] : [node.type].flat();
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
    return [...problems, `${at} is ${actual}, documented as ${types.join(' or ')}`];
  }
  if ('const' in node && node.const !== value) problems.push(`${at} is ${JSON.stringify(value)}, documented as const`);
  if (node.enum && !node.enum.includes(value)) problems.push(`${at} is ${JSON.stringify(value)}, not in its enum`);
  if (Array.isArray(value) && node.items) {
    value.forEach((item, index) => problems.push(...schemaProblems(node.items!, item, components, `${at}[${index}]`)));
  }
  if (actual !== 'object') return problems;
  const object = value as Record<string, unknown>;
  const properties = node.properties ?? {};
  for (const [key, child] of Object.entries(object)) {
    if (properties[key]) problems.push(...schemaProblems(properties[key], child, components, `${at}.${key}`));
    else if (typeof node.additionalProperties === 'object') {
      problems.push(...schemaProblems(node.additionalProperties, child, components, `${at}.${key}`));
    } else if (node.properties && node.additionalProperties !== true) {
      problems.push(`${at}.${key} is answered but not documented`);
    }
  }
  for (const key of node.required ?? []) {
    if (!(key in object)) problems.push(`${at}.${key} is documented as required but not answered`);
  }
  return problems;
}

/**
 * Money on the wire (ADR 0039): a field named like an amount must say its unit (cents or reais) in its description.
 * The names: the spec's VALOR/VLR/SALDO/VAL… fields and the new APIs' …Cents.
 */
const MONEY_FIELD = /Cents$|^(VALOR|VLR_|vlr_|vco_valor|SALDO_|SALDO$|ITE_VALBRUTO|PED_VALTOTAL|PRT_VALOR|VALUE$)/;
const STATES_UNIT = /cents|reais|centavos/i;

interface MoneyField {
  at: string;
  /** The field's types, its nullable branches' included ('null' left out). */
  types: string[];
  /** Its descriptions: its own, its reference's, its branches'. */
  described: string[];
}

/** Every money field of a schema (into nested ones), with where it is. */
function moneyFields(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  at: string,
  seen = new Set<JsonSchema>(),
): MoneyField[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const node = resolved(schema, components);
  const children: [string, JsonSchema][] = [
    ...Object.entries(node.properties ?? {}),
    ...(node.items ? [['[]', node.items] as [string, JsonSchema]] : []),
    ...(node.prefixItems ?? []).map((item, index) => [`[${index}]`, item] as [string, JsonSchema]),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].map(
      (branch) => ['|', branch] as [string, JsonSchema],
    ),
    ...(typeof node.additionalProperties === 'object'
      ? [['*', node.additionalProperties] as [string, JsonSchema]]
      : []),
  ];
  return children.flatMap(([key, child]) => {
    const own = resolved(child, components);
    const branches = (own.anyOf ?? []).map((branch) => resolved(branch, components));
    const field: MoneyField = {
      at: `${at}.${key}`,
      types: [own, ...branches].flatMap((part) => [part.type ?? []].flat()).filter((type) => type !== 'null'),
      described: [own.description, child.description, ...branches.map((branch) => branch.description)].filter(
        (text): text is string => Boolean(text),
      ),
    };
    const here = MONEY_FIELD.test(key) ? [field] : [];
    return [...here, ...moneyFields(child, components, `${at}.${key}`, seen)];
  });
}

/** Every money field of a schema (into nested ones) whose description does not state its unit, with where it is. */
function moneyWithoutUnit(schema: JsonSchema, components: Record<string, JsonSchema>, at: string): string[] {
  return moneyFields(schema, components, at)
    .filter((field) => !field.described.some((text) => STATES_UNIT.test(text)))
    .map((field) => field.at);
}

/** ADR 0053: every amount an answer carries is integer cents, described so; none is a number in reais. */
function moneyNotInCents(schema: JsonSchema, components: Record<string, JsonSchema>, at: string): string[] {
  return (
    moneyFields(schema, components, at)
      // A list or object named like an amount (SALDO_POR_TIPO_PGTO) is checked through the amounts inside it.
      .filter((field) => field.types.length === 0 || field.types.some((type) => type !== 'array' && type !== 'object'))
      .filter(
        (field) =>
          field.types.length === 0 ||
          field.types.some((type) => type !== 'integer') ||
          !field.described.some((text) => /cents/i.test(text)) ||
          field.described.some((text) => /reais/i.test(text)),
      )
      .map((field) => field.at)
  );
}

/** Every operation of the document, as 'METHOD /path' with its definition. */
function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

/** Parameters naming a file that must be made first: the routes taking them are called in their own tests. */
const CALLED_IN_THEIR_OWN_TESTS = new Set(['file_id', 'fileId']);
const LOGOUT = '/api/authentication/logout';
const HEALTH_PROBES = new Set(['GET /api/health', 'GET /api/ready']);

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
  const callers = await documentCallers(t);
  cookies = callers.cookies;
  samples.prt_id = String(callers.prtId);
  // Its return shipping code (what 16 'Post object generated' gives), so the QR code image answers too.
  await t.database.db.update(protocols).set({ shippingCode: 'LR123456785BR' }).where(eq(protocols.id, callers.prtId));
  samples.prtId = samples.prt_id;
  // A CEP the lookup knows (the seeded cache).
  samples.cep = '01310100';
  // A month range (the back-office reports): the seeded data's own month.
  samples.from = t.clock.now().toISOString().slice(0, 7);
  samples.to = samples.from;
  // The policy settings (issue 27): brand 1's, and the history of the seeded reason 16.
  samples.brandId = '1';
  samples.kind = 'reason';
  samples.key = '16';
  // A ready export of Ana's data (issue 28), for its one-time download.
  samples.token = await readyExportFor(t, await consumerIdOf(t, DEMO.ana.email));
  // Ana's VTEX gift card and one Debit on it (issue 49), for the provider's GETs.
  const provider = await providerSamples(t);
  samples.giftCardId = provider.giftCardId;
  samples.transactionId = provider.transactionId;
  samples.tId = provider.transactionId;
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

  it('every operation documents its 2xx answer and its error answers, each with the one error body', () => {
    const noAnswer: string[] = [];
    const noErrors: string[] = [];
    const otherErrorBody: string[] = [];
    const errorBody = documentedSchema(document.paths['/api/authentication/valid']!.get!, 401);
    expect(errorBody, 'the error body of GET /api/authentication/valid').not.toBeNull();
    for (const [name, operation] of operationsOf(document)) {
      if (!documentedAnswer(operation)) noAnswer.push(name);
      const errorStatuses = Object.keys(operation.responses ?? {}).filter((status) => /^[45]\d\d$/.test(status));
      // The probes take no input and no brand: they answer only a server-side failure (500, or 503 not ready).
      const needs = HEALTH_PROBES.has(name) ? /^5/ : /^4/;
      if (!errorStatuses.some((status) => needs.test(status))) noErrors.push(name);
      for (const status of errorStatuses) {
        const schema = documentedSchema(operation, Number(status));
        if (JSON.stringify(schema?.properties) !== JSON.stringify(errorBody!.properties)) {
          otherErrorBody.push(`${name} ${status}`);
        }
      }
    }
    expect(noAnswer, 'declare schema.response[2xx] on these routes').toEqual([]);
    expect(noErrors, 'declare ...errorAnswers(4xx…) (lib/error-answer) on these routes').toEqual([]);
    expect(otherErrorBody, 'error answers must use lib/error-answer').toEqual([]);
  });

  it('every body a route parses is documented with its schema, none as an empty one (issue 45)', () => {
    type Body = { content?: Record<string, { schema: JsonSchema & { required?: string[] } }> };
    const bodyOf = (path: string, method: string) =>
      (document.paths[path]?.[method] as { requestBody?: Body } | undefined)?.requestBody;
    // The routes that parse their body in the handler (auth/request-body.ts) or take a multipart form.
    const parsedInHandler: [string, string, string][] = [
      ['post', '/api/authentication/fastaccess/code', 'application/json'],
      ['post', '/api/authentication/fastaccess/login', 'application/json'],
      ['post', '/api/authentication/profile', 'application/json'],
      ['post', '/api/upload/protocols/upload/file', 'multipart/form-data'],
      ['post', '/api/returns/protocols/generate/b2c', 'application/json'],
      ['patch', '/api/returns/protocols/updateProtocolData/b2c', 'application/json'],
      ['put', '/api/returns/consumers/bank', 'application/json'],
      ['patch', '/api/privacy/me/name', 'application/json'],
      ['patch', '/api/privacy/me/bank', 'application/json'],
      ['patch', '/api/privacy/me/address', 'application/json'],
      ['post', '/api/privacy/me/contact', 'application/json'],
    ];
    const undocumented = parsedInHandler.filter(([method, path, type]) => {
      const schema = bodyOf(path, method)?.content?.[type]?.schema;
      return !schema || !(schema.properties || schema.anyOf || schema.oneOf || schema.$ref);
    });
    expect(undocumented).toEqual([]);
    expect(
      bodyOf('/api/returns/protocols/generate/b2c', 'post')!.content!['application/json']!.schema.required,
    ).toEqual(expect.arrayContaining(['items']));
    expect(
      Object.keys(
        bodyOf('/api/upload/protocols/upload/file', 'post')!.content!['multipart/form-data']!.schema.properties!,
      ),
    ).toEqual(expect.arrayContaining(['prt_id', 'is_nfe', 'uploadFile']));
    const emptyBodies = operationsOf(document).flatMap(([name, operation]) =>
      Object.entries((operation as { requestBody?: Body }).requestBody?.content ?? {})
        .filter(([, content]) => Object.keys(content.schema ?? {}).length === 0)
        .map(([type]) => `${name} ${type}`),
    );
    expect(emptyBodies).toEqual([]);
  });

  it('declares Idempotency-Key on every route that reads it, required where a missing key is refused (issue 45)', () => {
    const header = (path: string, method: string) =>
      document.paths[path]?.[method]?.parameters?.find(
        (param) => param.in === 'header' && param.name.toLowerCase() === 'idempotency-key',
      );
    const readers: [string, string, boolean][] = [
      ['post', '/api/backoffice/protocols/{prtId}/transitions', true],
      ['post', '/api/returns/wallet/b2c/coupons', true],
      ['post', '/api/returns/giftcards/refund', false],
      ['post', '/api/returns/protocols/generate/b2c', false],
      ['post', '/api/upload/protocols/upload/file', false],
    ];
    const wrong = readers.filter(
      ([method, path, required]) => Boolean(header(path, method)?.required) !== required || !header(path, method),
    );
    expect(wrong).toEqual([]);
  });

  it('every parameter has a schema object, and only the names the route reads (issue 45)', () => {
    const broken = operationsOf(document).flatMap(([name, operation]) =>
      (operation.parameters ?? [])
        .filter((param) => typeof (param as { schema?: unknown }).schema !== 'object' || param.name === 'type')
        .map((param) => `${name} ${param.name}`),
    );
    expect(broken).toEqual([]);
  });

  it('every money field states its unit in its description', () => {
    const components = document.components?.schemas ?? {};
    const missing = operationsOf(document).flatMap(([name, operation]) => {
      const answers = Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
        Object.values(response.content ?? {}).map((content) =>
          moneyWithoutUnit(content.schema, components, `${name} ${status}`),
        ),
      );
      const body = (operation as { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }).requestBody;
      const sent = Object.values(body?.content ?? {}).map((content) =>
        moneyWithoutUnit(content.schema, components, `${name} body`),
      );
      return [...answers, ...sent].flat();
    });
    expect(missing, "say 'cents' or 'reais' in these fields' .describe()").toEqual([]);
  });

  it('every amount an answer carries is integer cents, never reais (ADR 0053)', () => {
    const components = document.components?.schemas ?? {};
    const inReais = operationsOf(document).flatMap(([name, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^2/.test(status))
        .flatMap(([status, response]) =>
          Object.values(response.content ?? {}).flatMap((content) =>
            moneyNotInCents(content.schema, components, `${name} ${status}`),
          ),
        ),
    );
    expect(inReais, "answer these in integer cents, typed integer and described 'integer cents of BRL'").toEqual([]);
    // The wallet's and the shop's answers are among those checked.
    const walletTotals = documentedSchema(document.paths['/api/returns/wallet/b2c/total']!.get!, 200);
    expect(moneyFields(walletTotals!, components, '$').length).toBeGreaterThanOrEqual(5);
  });

  it('every documented GET answers, on the seeded database, what its document says', async () => {
    const components = document.components?.schemas ?? {};
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const operation = operations.get;
      const answer = operation && documentedAnswer(operation);
      if (!operation || !answer) continue;
      const params = operation.parameters ?? [];
      // The download of a stored file or of a privacy export needs that file first: their own tests call them.
      if (params.some((param) => CALLED_IN_THEIR_OWN_TESTS.has(param.name))) continue;
      // Signing out would end the session the other calls use: the last test calls it.
      if (path === LOGOUT) continue;
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
        headers: PROVIDER_HEADERS,
      });
      expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 200)}`).toBe(answer.status);
      expect(response.headers['content-type'], `GET ${path}`).toMatch(
        new RegExp(`^${answer.contentType.replace('+', '\\+')}`),
      );
      if (answer.contentType === 'application/json') {
        expect(schemaProblems(answer.schema, response.json(), components), `GET ${path}`).toEqual([]);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a few POSTs answer what their document says', async () => {
    const components = document.components?.schemas ?? {};
    const posts = [
      { path: '/api/returns/protocols/b2c', body: {} },
      { path: '/api/returns/orders', body: {} },
      { path: '/api/returns/protocols/subjects/b2c', body: {} },
      { path: '/api/returns/protocols/product/balance/b2c', body: { pro_modelo: 'VELOZ', pro_codigo: '100101' } },
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
      expect(schemaProblems(answer!.schema, response.json(), components), `POST ${post.path}`).toEqual([]);
    }
  });

  it('error answers (400, 401, 404, 422) are sent as documented: { type, message, code }', async () => {
    const components = document.components?.schemas ?? {};
    const refusals = [
      { status: 400, method: 'GET' as const, path: '/api/returns/bonus', url: '/api/returns/bonus?bonStatus=X' },
      {
        status: 401,
        method: 'GET' as const,
        path: '/api/authentication/valid',
        url: '/api/authentication/valid',
        anonymous: true,
      },
      {
        status: 404,
        method: 'GET' as const,
        path: '/api/returns/protocols/b2c/historic/{prt_id}',
        url: '/api/returns/protocols/b2c/historic/999999',
      },
      {
        status: 422,
        method: 'POST' as const,
        path: '/api/returns/wallet/b2c/coupons',
        url: '/api/returns/wallet/b2c/coupons',
        body: { tic_codigo: 901 },
        key: 'openapi-test-422',
      },
    ];
    for (const refusal of refusals) {
      const operation = document.paths[refusal.path]![refusal.method.toLowerCase()]!;
      const schema = documentedSchema(operation, refusal.status);
      expect(schema, `${refusal.method} ${refusal.path} documents ${refusal.status}`).not.toBeNull();
      const response = await call(refusal.method, refusal.url, {
        cookie: refusal.anonymous ? undefined : cookies,
        host: 'localhost',
        body: refusal.body,
        key: refusal.key,
      });
      expect(response.statusCode, `${refusal.url}: ${response.body.slice(0, 200)}`).toBe(refusal.status);
      const body = response.json();
      // Through the route's error schema, the serializer keeps the body whole: the code survives.
      expect(body).toMatchObject({ type: expect.any(String), message: expect.any(String), code: expect.any(String) });
      expect(schemaProblems(schema!, body, components), refusal.url).toEqual([]);
    }
  });

  it('signing out answers what its document says (last: it ends the session)', async () => {
    const answer = documentedAnswer(document.paths[LOGOUT]!.get!)!;
    const response = await call('GET', LOGOUT, { cookie: cookies, host: 'localhost' });
    expect(response.statusCode).toBe(answer.status);
    expect(schemaProblems(answer.schema, response.json(), document.components?.schemas)).toEqual([]);
  });

  it('the schema check catches an extra key, a missing required one, a wrong type and a value off its enum', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        calls: {
          type: 'array',
          items: {
            type: 'object',
            properties: { A: { type: 'integer' }, B: { type: ['string', 'null'] }, C: { enum: ['S', 'N'] } },
            required: ['A'],
            additionalProperties: false,
          },
        },
      },
      required: ['calls'],
    };
    expect(schemaProblems(schema, { calls: [{ A: 1, B: null, C: 'S' }] })).toEqual([]);
    expect(schemaProblems(schema, { calls: [{ B: 1, C: 'X', D: 2 }] })).toEqual([
      '$.calls[0].B is integer, documented as string or null',
      '$.calls[0].C is "X", not in its enum',
      '$.calls[0].D is answered but not documented',
      '$.calls[0].A is documented as required but not answered',
    ]);
  });

  it('the money check finds an amount whose description has no unit', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        SALDO_TOTAL: { type: 'number', description: 'Balance in reais, two decimals.' },
        items: { type: 'array', items: { type: 'object', properties: { priceCents: { type: 'integer' } } } },
      },
    };
    expect(moneyWithoutUnit(schema, {}, '$')).toEqual(['$.items.[].priceCents']);
  });

  it('the cents check finds an amount in reais, a fractional number or an integer without its unit', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        SALDO_TOTAL: { type: 'number', description: 'Balance in reais, two decimals.' },
        VALOR: { type: 'number', description: 'The amount, in cents.' },
        VALUE: { type: 'integer', description: 'The amount.' },
        PRT_VALOR_BONUS: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'In integer cents of BRL.' },
        ITE_VALBRUTO: { type: 'integer', description: 'In integer cents of BRL.' },
        SALDO_POR_TIPO_PGTO: {
          type: 'array',
          items: { type: 'object', properties: { SALDO_X: { type: 'number', description: 'In reais.' } } },
        },
      },
    };
    expect(moneyNotInCents(schema, {}, '$')).toEqual([
      '$.SALDO_TOTAL',
      '$.VALOR',
      '$.VALUE',
      '$.SALDO_POR_TIPO_PGTO.[].SALDO_X',
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
