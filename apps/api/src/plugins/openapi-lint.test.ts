import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
// The JSON-schema validator Redocly itself validates examples with (ajv 8, draft 2020-12, the document's dialect).
import Ajv2020 from '@redocly/ajv/dist/2020';
import { createTestApp, type TestApp } from '../test/test-app';
import { OPENAPI_PATH } from './openapi';
import { sampleOf } from './openapi-examples';
import { OPERATION_SUMMARIES } from './openapi-summaries';

/**
 * Issue 45: the served document linted with a third-party linter's recommended rules (Redocly), and what the README
 * promises of it: every operation with an operationId (unique), a summary and its security, every request body and
 * 2xx answer with an example its own schema accepts, the payment-type codes listed.
 */

/**
 * The recommended rules' findings the document keeps on purpose, each with its reason (ADR 0081). A finding is
 * matched by rule and, where given, by the pointer it is at.
 */
const LINT_EXCEPTIONS: { rule: string; at?: RegExp; reason: string }[] = [
  {
    rule: 'info-license',
    at: /^#\/info$/,
    reason: "The portal is the brands' private product, not published under a licence: there is none to name.",
  },
  {
    rule: 'no-ambiguous-paths',
    at: /^#\/paths\/~1api~1returns~1protocols~1b2c~1/,
    reason:
      "The spec's own URLs (/b2c/historic/{prt_id} beside /b2c/{prt_id}/files, spec §7): kept as the spec names " +
      'them; Fastify matches a static segment before a parameter, so each URL reaches one route.',
  },
  {
    rule: 'no-server-example.com',
    at: /^#\/servers\/0\/url$/,
    reason:
      'The server is the origin the document was fetched from (ADR 0081), and this test fetches it as localhost; ' +
      "served on a brand's host, it names that host.",
  },
  {
    rule: 'operation-4xx-response',
    at: /^#\/paths\/~1api~1(health|ready)\/get\/responses$/,
    reason: 'The probes take no input and no credential: they answer 200 or 500/503, never a 4xx.',
  },
];

const excused = (problem: { rule: string; at: string }) =>
  LINT_EXCEPTIONS.some(
    (exception) => exception.rule === problem.rule && (!exception.at || exception.at.test(problem.at)),
  );

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: Json; example?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Json>; securitySchemes?: Record<string, { in: string; name: string }> };
  servers?: { url: string }[];
}

let t: TestApp;
let source: string;
let document: Document;

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: 'localhost' } });
  source = answer.body;
  document = answer.json();
});
afterAll(async () => {
  await t.close();
});

describe('the API document, linted and complete (issue 45)', () => {
  it("passes Redocly's recommended rules but for the written exceptions", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((problem) => ({
      rule: problem.ruleId,
      at: problem.location[0]?.pointer ?? '',
      message: problem.message,
    }));
    const unexcused = found.filter((problem) => !excused(problem));
    expect(unexcused).toEqual([]);
    // Every exception is still needed: one the linter no longer reports is taken off the list.
    const unused = LINT_EXCEPTIONS.filter(
      (exception) =>
        !found.some((problem) => problem.rule === exception.rule && (!exception.at || exception.at.test(problem.at))),
    );
    expect(unused).toEqual([]);
  }, 60_000);

  it('the linter catches a missing summary and a duplicate operationId (it can fail)', async () => {
    const broken = structuredClone(document);
    const [first, second] = operations().slice(0, 2);
    const copy = structuredClone(broken) as Document;
    const [firstPath, firstMethod] = [first!.name.split(' ')[1]!, first!.name.split(' ')[0]!.toLowerCase()];
    const [secondPath, secondMethod] = [second!.name.split(' ')[1]!, second!.name.split(' ')[0]!.toLowerCase()];
    delete copy.paths[firstPath]![firstMethod]!.summary;
    copy.paths[secondPath]![secondMethod]!.operationId = copy.paths[firstPath]![firstMethod]!.operationId;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(copy), absoluteRef: 'openapi.json', config });
    expect(problems.map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(['operation-summary', 'operation-operationId-unique']),
    );
  }, 60_000);

  it('every operation has a unique operationId, a summary and its security', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(all.length);
    expect(all.filter(({ operation }) => !operation.summary).map(({ name }) => name)).toEqual([]);
    expect(all.filter(({ operation }) => !Array.isArray(operation.security)).map(({ name }) => name)).toEqual([]);
    // The summaries' list names only routes that exist.
    const routes = new Set(all.map(({ name }) => name.replace(/\{([^}]+)\}/g, ':$1')));
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('declares the cookies and the X-Api-Key keys the routes read, and the server it was fetched from', () => {
    const schemes = document.components.securitySchemes ?? {};
    expect(
      Object.fromEntries(Object.entries(schemes).map(([name, scheme]) => [name, `${scheme.in}:${scheme.name}`])),
    ).toEqual({
      shopperSession: 'cookie:portal_sid',
      operatorSession: 'cookie:op_session',
      operatorPreauth: 'cookie:op_preauth',
      integrationKey: 'header:X-Api-Key',
      erpKey: 'header:X-Api-Key',
      giftcardKey: 'header:X-Api-Key',
      vtexProviderAppKey: 'header:X-PROVIDER-API-AppKey',
      vtexProviderAppToken: 'header:X-PROVIDER-API-AppToken',
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: 'http://localhost' })]);
  });

  it('every request body and every 2xx answer has an example its own schema accepts (ajv, draft 2020-12)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
    const refsToDoc = (schema: Json) =>
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
    const missing: string[] = [];
    const invalid: string[] = [];
    let checked = 0;
    for (const { name, operation } of operations()) {
      const contents = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(
          ([type, media]) => [`${name} body ${type}`, media] as const,
        ),
        ...Object.entries(operation.responses ?? {})
          .filter(([status]) => /^2\d\d$/.test(status))
          .flatMap(([status, response]) =>
            Object.entries(response.content ?? {}).map(
              ([type, media]) => [`${name} ${status} ${type}`, media] as const,
            ),
          ),
      ];
      for (const [at, media] of contents) {
        if (!media.schema) continue;
        if (media.example === undefined) {
          missing.push(at);
          continue;
        }
        const validate = ajv.compile(refsToDoc(media.schema));
        if (!validate(media.example)) invalid.push(`${at}: ${ajv.errorsText(validate.errors)}`);
        checked += 1;
      }
    }
    expect(missing).toEqual([]);
    expect(invalid).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(170);
  });

  it('the example check can fail: a value its schema refuses is reported', () => {
    const ajv = new Ajv2020({ strict: false });
    const schema = { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] };
    expect(ajv.validate(schema, sampleOf(schema, {}))).toBe(true);
    expect(ajv.validate(schema, { n: 0 })).toBe(false);
  });

  it('lists the payment-type codes with their names where a payment type is sent or answered', () => {
    const paymentType = (path: string, method: string, pick: (operation: Operation) => unknown) =>
      pick(document.paths[path]![method]!) as { enum?: number[]; 'x-enumDescriptions'?: Record<string, string> };
    const orders = paymentType('/api/returns/orders', 'post', (operation) =>
      findProperty(operation.responses!['200']!.content!['application/json']!.schema as Json, 'PED_TIPOPGTO'),
    );
    expect(orders.enum).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15]);
    expect(orders['x-enumDescriptions']).toMatchObject({ '7': 'Bank slip', '11': 'Pix' });
    const refund = paymentType('/api/returns/giftcards/refund', 'post', (operation) =>
      findProperty(operation.requestBody!.content!['application/json']!.schema as Json, 'tipo_pag'),
    );
    expect(refund.enum).toEqual([6, 11]);
    const integration = paymentType('/api/integration/v1/orders', 'put', (operation) =>
      findProperty(operation.requestBody!.content!['application/json']!.schema as Json, 'paymentType'),
    );
    expect(integration.enum).toHaveLength(14);
  });
});

/** The first property of that name anywhere inside a schema. */
function findProperty(schema: unknown, name: string): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  const node = schema as Json;
  const properties = node.properties as Json | undefined;
  if (properties && name in properties) return properties[name];
  for (const child of Object.values(node)) {
    const found = findProperty(child, name);
    if (found) return found;
  }
  return undefined;
}
