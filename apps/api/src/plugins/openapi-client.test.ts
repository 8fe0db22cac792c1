import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { DEMO } from '../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../test/test-app';
import { latestCode } from '../modules/auth/test-support';
import { itemFor, payload } from '../modules/protocols/test-payload';
import { OPENAPI_PATH } from './openapi';

/**
 * Issue 45: the document as a brand's engineer uses it, through tools we did not write. A third-party validator
 * accepts it, openapi-typescript generates a client's types from it that `tsc --strict` compiles, and a client built
 * with openapi-fetch from those paths signs a shopper in (the code read from the dev outbox) and opens a protocol.
 * The generated files live in a temporary folder for the test only.
 */

let t: TestApp;
let document: Record<string, unknown>;
let tempDir: string;

/** openapi-fetch's fetch, answered by the app in-process; the session cookie kept as a browser would. */
function injectFetch(jar: { cookie?: string }) {
  return async (input: Request): Promise<Response> => {
    const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(input.headers.entries());
    headers.host = new URL(input.url).host;
    if (jar.cookie) headers.cookie = jar.cookie;
    const url = new URL(input.url);
    const answer = await t.app.inject({
      method: input.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const setCookie = [answer.headers['set-cookie'] ?? []].flat();
    if (setCookie.length > 0) jar.cookie = setCookie.map((cookie) => String(cookie).split(';')[0]).join('; ');
    return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Ana's size exchange of a seeded line: what the web sends to open a protocol. */
const exchange = () =>
  payload([
    itemFor(DEMO.lines.sizeExchange, {
      motivoCodigo: 16,
      smotivoCodigo: 161,
      desejoCodigo: 1,
      motivoGatilho: 'T',
      tamanhoTroca: '41',
    }),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: 'localhost' } });
  document = answer.json();
  // Inside the API's node_modules, so that the compiled client resolves the installed openapi-fetch as a client would.
  const cache = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  tempDir = mkdtempSync(path.join(cache, 'openapi-client-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tempDir, { recursive: true, force: true });
});

/**
 * A client's own code, written against the generated paths as a brand's engineer would: every body is a literal the
 * generated types check, so a body the document gets wrong (or a requestBody it drops) fails to compile. The same
 * code, compiled, then runs against the app.
 */
const clientSource = (openBody: unknown) => `import createClient from 'openapi-fetch';
import type { paths } from './api';

type Json<Body> = Body extends { content: { 'application/json': infer Shape } } ? Shape : never;
type OpenBody = Json<paths['/api/returns/protocols/generate/b2c']['post']['requestBody']>;

export async function signInAndOpen(options: {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  readCode: () => Promise<string>;
}) {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const sent = await client.POST('/api/authentication/fastaccess/code', {
    body: { brand: ${DEMO.brand.correBrasil}, email: '${DEMO.ana.email}' },
  });
  if (!sent.response.ok) throw new Error('code: ' + sent.response.status + ' ' + JSON.stringify(sent.error));
  const user: string | undefined = sent.data?.user;
  const login = await client.POST('/api/authentication/fastaccess/login', {
    body: { brand: ${DEMO.brand.correBrasil}, email: '${DEMO.ana.email}', tokenCode: await options.readCode() },
  });
  if (!login.response.ok) throw new Error('login: ' + login.response.status + ' ' + JSON.stringify(login.error));
  const body: OpenBody = ${JSON.stringify(openBody, null, 2)};
  const opened = await client.POST('/api/returns/protocols/generate/b2c', {
    body,
    params: { header: { 'idempotency-key': 'client-1' } },
  });
  if (!opened.response.ok) throw new Error('open: ' + opened.response.status + ' ' + JSON.stringify(opened.error));
  const prtId: number | undefined = opened.data?.prt_id;
  return { user, token: login.data?.token, prtId, message: opened.data?.message };
}
`;

/** The client's code type-checked with tsc --strict against types generated from `served`; the problems found. */
async function compileClient(served: Record<string, unknown>, dir: string, emit: boolean): Promise<string[]> {
  writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(served as never)));
  writeFileSync(path.join(dir, 'client.mts'), clientSource(exchange()));
  const program = ts.createProgram([path.join(dir, 'client.mts')], {
    strict: true,
    noEmit: !emit,
    outDir: dir,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  if (emit && problems.length === 0) program.emit();
  return problems;
}

describe('the API document, read by third-party tools', () => {
  it('is valid for @apidevtools/swagger-parser', async () => {
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('a client generated with openapi-typescript, compiled with tsc --strict, signs a shopper in and opens a protocol with openapi-fetch', async () => {
    expect(await compileClient(document, tempDir, true)).toEqual([]);
    const client = (await import(pathToFileURL(path.join(tempDir, 'client.mjs')).href)) as {
      signInAndOpen: (options: {
        baseUrl: string;
        fetch: (request: Request) => Promise<Response>;
        readCode: () => Promise<string>;
      }) => Promise<{ user?: string; token?: string; prtId?: number; message?: string }>;
    };
    const jar: { cookie?: string } = {};
    const result = await client.signInAndOpen({
      baseUrl: 'http://localhost',
      fetch: injectFetch(jar),
      readCode: () => latestCode(t.app, DEMO.ana.email),
    });
    expect(jar.cookie).toMatch(/portal_sid=/);
    expect(result).toMatchObject({ prtId: expect.any(Number), message: expect.stringContaining('gerado') });
  }, 120_000);

  it('the client does not compile when the document drops a requestBody', async () => {
    const broken = structuredClone(document) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    delete broken.paths['/api/returns/protocols/generate/b2c']!.post!.requestBody;
    const dir = mkdtempSync(path.join(tempDir, 'broken-'));
    const problems = await compileClient(broken as Record<string, unknown>, dir, false);
    // Exactly the open call's body: the rest of the client still compiles.
    expect(problems).toEqual([expect.stringMatching(/not assignable to type 'never'/)]);
  }, 120_000);
});
