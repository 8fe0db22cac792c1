import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { OPENAPI_PATH } from './openapi';
import { sampleOf } from './openapi-examples';
import { documentCallers } from './openapi-test-support';

/**
 * Issue 45: every status a route answers is in its document. Each operation is called the ways a client gets it
 * wrong (no credentials; a body of the wrong shape; ids that name nothing) and right (the document's own example,
 * on the seeded database), and each answered status must be listed in that operation's responses. The anonymous
 * call also holds the declared security to the truth: exactly the operations that require a credential answer 401.
 */

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Json;
}
interface Operation {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }> };
  responses?: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Json> };
}
interface Call {
  operation: string;
  how: string;
  status: number;
  body: string;
}

/** Called apart: signing out ends the sessions the other calls use; the dev tools are not the API's contract. */
const NOT_CALLED = /^(GET \/api\/authentication\/logout|POST \/api\/backoffice\/auth\/logout|\w+ \/api\/dev\/)/;
const INTEGRATION_KEY = 'development-only-integration-key-brand-1';

let t: TestApp;
let document: Document;
let cookies: string;
let prtId: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: 'localhost' } })).json();
  const callers = await documentCallers(t);
  cookies = callers.cookies;
  prtId = String(callers.prtId);
});
afterAll(async () => {
  await t.close();
});

/** The operation's URL with each path parameter (and each required query one) given a value. */
function urlOf(path: string, operation: Operation, ids: 'real' | 'unknown'): string {
  const components = document.components.schemas ?? {};
  const value = (param: Parameter) => {
    if (ids === 'unknown' && /id$/i.test(param.name)) return '999999';
    if (/^prt_?id$/i.test(param.name)) return prtId;
    return String(sampleOf(param.schema ?? {}, components));
  };
  const params = operation.parameters ?? [];
  const url = path.replace(/\{([^}]+)\}/g, (_all, name: string) =>
    encodeURIComponent(
      value(params.find((param) => param.in === 'path' && param.name === name) ?? { in: 'path', name }),
    ),
  );
  const query = params
    .filter((param) => param.in === 'query' && param.required)
    .map((param) => `${param.name}=${encodeURIComponent(value(param))}`)
    .join('&');
  return query ? `${url}?${query}` : url;
}

async function send(method: string, url: string, options: { credentials: boolean; body?: unknown }) {
  const headers: Record<string, string> = { host: 'localhost', 'idempotency-key': `statuses-${(counter += 1)}` };
  if (options.credentials) {
    headers.cookie = cookies;
    headers['x-api-key'] = INTEGRATION_KEY;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}

const exampleBody = (operation: Operation) => {
  const content = operation.requestBody?.content;
  return content ? Object.values(content)[0]?.example : undefined;
};
const requiresCredential = (operation: Operation) =>
  (operation.security ?? []).length > 0 && !(operation.security ?? []).some((entry) => Object.keys(entry).length === 0);

describe('every status a route answers is documented (issue 45)', () => {
  it('POST /api/returns/protocols/product/balance/b2c documents its 404 model_not_purchased', async () => {
    const path = '/api/returns/protocols/product/balance/b2c';
    const answer = await send('POST', path, {
      credentials: true,
      body: { pro_modelo: 'NEVER-BOUGHT', pro_codigo: '999999' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'model_not_purchased' });
    expect(Object.keys(document.paths[path]!.post!.responses ?? {})).toContain('404');
  });

  it('each operation, called wrongly and rightly, answers only statuses its document lists', async () => {
    const undocumented: Call[] = [];
    const securityWrong: string[] = [];
    const serverErrors: Call[] = [];
    let calls = 0;
    const entries = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    // Reading calls first, then the changing ones, so that no change hides a route's read answers.
    entries.sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const { path, method, operation } of entries) {
      const name = `${method} ${path}`;
      if (NOT_CALLED.test(name)) continue;
      const body = exampleBody(operation);
      const ways: { how: string; url: string; credentials: boolean; body?: unknown }[] = [
        { how: 'without credentials', url: urlOf(path, operation, 'real'), credentials: false, body },
        ...(operation.requestBody
          ? [
              {
                how: 'with a body of the wrong shape',
                url: urlOf(path, operation, 'real'),
                credentials: true,
                body: [],
              },
            ]
          : []),
        { how: 'with ids that name nothing', url: urlOf(path, operation, 'unknown'), credentials: true, body },
        { how: "with the document's example", url: urlOf(path, operation, 'real'), credentials: true, body },
      ];
      for (const way of ways) {
        const answer = await send(method, way.url, way);
        calls += 1;
        const call = { operation: name, how: way.how, status: answer.statusCode, body: answer.body.slice(0, 160) };
        if (answer.statusCode >= 500 && answer.statusCode !== 503 && answer.statusCode !== 507) serverErrors.push(call);
        if (!(String(answer.statusCode) in (operation.responses ?? {}))) undocumented.push(call);
        if (way.how === 'without credentials' && requiresCredential(operation) !== (answer.statusCode === 401)) {
          securityWrong.push(
            `${name}: declared ${JSON.stringify(operation.security)}, answered ${answer.statusCode} ${call.body}`,
          );
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(undocumented).toEqual([]);
    expect(securityWrong).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(400);
  }, 240_000);
});
