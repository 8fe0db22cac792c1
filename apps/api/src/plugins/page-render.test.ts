import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createStateSerializer, pageBytes } from './page-template';
import { pageCalls } from './page-calls';

/**
 * The page plugin (ADR 0024) around a stand-in for the web's server build: what it puts in the page (language, brand,
 * inline CSS, preloads, the state), the headers, the in-process API calls made as the visitor, and the static shell
 * whenever a render cannot be made. The real React render is covered end to end (e2e/specs/first-visit.spec.ts).
 */

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <link rel="icon" href="data:," />
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><!--page--><div class="boot-shell"></div><!--/page--></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/dialog.tsx'],
    css: ['assets/page-1.css'],
  },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  // The page's dialog: its own chunk and a form library, run once the browser is idle.
  'src/dialog.tsx': { file: 'assets/dialog-1.js', isDynamicEntry: true, imports: ['_shared.js', '_forms.js'] },
  '_forms.js': { file: 'assets/forms-1.js' },
};

// The stand-in render: asks the API for the brand and the session as the visitor (through the transport it is
// given), and answers what the plugin must place. `boom` in the URL makes it fail; globalThis.__busy fakes a queue.
const ENTRY = `
export function pendingRenders() { return globalThis.__busy ?? 0; }
export async function render(request) {
  if (request.url.includes('boom')) throw new Error('render failed');
  if (request.url === '/data') {
    // A page's data calls, made together as a page makes them; their answers travel in the state as they came.
    const answers = await Promise.all((globalThis.__calls ?? []).map(async (call) => {
      const response = await request.transport(call.url, call.init);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    }));
    return { html: '<main class="entry page"></main>', status: 200, state: { user: null, answers }, pageSources: [] };
  }
  const brand = await request.transport('/api/brand', { headers: { Accept: 'application/json' } });
  const session = await request.transport('/api/authentication/valid', { headers: { Accept: 'application/json' } });
  const brandName = (await brand.json()).brand.name;
  const signedIn = session.status === 200;
  return {
    html: '<main class="entry page"><h1>' + brandName + ' ' + request.language + ' ' + session.status + '</h1></main>',
    status: request.url === '/missing' ? 404 : 200,
    state: { brand: request.brand, language: request.language, user: signedIn ? { nome: 'x' } : null, note: '</script><script>alert(1)</script>' },
    pageSources: ['src/page.tsx'],
    timings: { queue: 0.04, session: 12.345, data: 30, render: 8.5, passes: 2 },
  };
}`;

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  mkdirSync(path.join(distDir, '.server'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(distDir, '.server', 'entry-server.js'), ENTRY);
  writeFileSync(path.join(distDir, 'assets', 'index-1.css'), '.entry{color:red}.modal{z-index:2}');
  writeFileSync(path.join(distDir, 'assets', 'page-1.css'), '.page{color:blue}');
  writeFileSync(path.join(distDir, 'assets', 'shared-1.css'), '.shared{color:green}');
  writeFileSync(path.join(distDir, 'assets', 'index-1.js'), 'export {}');
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

/** Ana's session cookie at brand 1, from a one-time code login as the browser makes it (once per file). */
let anaSession: Promise<string> | null = null;
function anaCookie(): Promise<string> {
  anaSession ??= (async () => {
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/fastaccess/code',
      headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json' },
      payload: { brand: 1, email: 'ana.souza@example.com' },
    });
    expect(code.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ana.souza%40example.com' });
    const tokenCode = (outbox.json() as { messages: { code: string }[] }).messages[0]!.code;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/fastaccess/login',
      headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json' },
      payload: { brand: 1, email: 'ana.souza@example.com', tokenCode },
    });
    expect(login.statusCode).toBe(200);
    return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  })();
  return anaSession;
}

describe('a page opened directly', () => {
  it('arrives rendered: brand, language, inline CSS, the page chunk preloaded, the state before the entry script', async () => {
    const response = await page('/login', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/Cookie/);
    const html = response.payload;
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Corre Brasil</title>');
    expect(html).toContain('<link rel="icon" href="/api/brand/logo.svg" />');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9A-F]{6}" \/>/i);
    // The brand came from the in-process API call, which had no session cookie: 401.
    expect(html).toContain('<div id="root"><main class="entry page"><h1>Corre Brasil en 401</h1></main></div>');
    expect(html).not.toContain('boot-shell');
    // The entry's and the page's CSS that the markup uses is inline, nothing else; no render-blocking stylesheet.
    expect(html).toContain('<style data-critical>.entry{color:red}.page{color:blue}</style>');
    expect(html).not.toContain('.modal{');
    expect(html).not.toContain('.shared{');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Nothing is painted before the page's markup is whole: rendering waits for the state element after #root.
    expect(html).toContain('<link rel="expect" href="#portal-state" blocking="render" />');
    expect(html.indexOf('blocking="render"')).toBeLessThan(html.indexOf('<div id="root">'));
    // The page's chunks are preloaded and its whole stylesheets linked by the boot script, after the first paint;
    // each chunk after the chunks it imports (the order the browser evaluates them in, one per task).
    expect(html).toContain(
      '<script data-preload="/assets/shared-1.js /assets/page-1.js" ' +
        // The dialog's chunks not already among the page's, each after what it imports.
        'data-later="/assets/forms-1.js /assets/dialog-1.js" ' +
        'data-styles="/assets/index-1.css /assets/page-1.css /assets/shared-1.css">',
    );
    expect(html).not.toContain('rel="modulepreload"');
    // The state sits right after #root (outside what React hydrates), then the boot script, then the end of the body.
    expect(html).toMatch(
      /<\/main><\/div><script type="application\/json" id="portal-state">[^<]*<\/script><script data-preload="[^"]*" data-later="[^"]*" data-styles="[^"]*">[^<]+<\/script>\s*<\/body>/,
    );
  });

  it('starts the entry script after the first paint, from an inline boot script the CSP allows by its hash alone', async () => {
    const response = await page('/login');
    const html = response.payload;
    expect(html).not.toContain('<script type="module"');
    const boot = /<script data-preload="[^"]*" data-later="[^"]*" data-styles="[^"]*">([^<]+)<\/script>/.exec(
      html,
    )![1]!;
    // It waits for the browser to report the first paint (requestAnimationFrame where paint timing is missing).
    expect(boot).toContain("observe({type:'paint',buffered:true})");
    expect(boot).toContain('requestAnimationFrame');
    expect(boot).toContain('"/assets/index-1.js"');
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
    // Elsewhere (the API, files) the policy stays 'self' only.
    const api = await t.app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'localhost' } });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('keeps every value inside the state element (no `</script>` can close it)', async () => {
    const html = (await page('/login')).payload;
    const start = html.indexOf('id="portal-state">') + 'id="portal-state">'.length;
    const json = html.slice(start, html.indexOf('</script>', start));
    expect(JSON.parse(json).note).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it("follows the visitor's language cookie over Accept-Language, and Portuguese without either", async () => {
    expect((await page('/login', { 'accept-language': 'en', cookie: 'portal_lang=es' })).payload).toContain(
      '<html lang="es"',
    );
    expect((await page('/login', { cookie: 'portal_lang=klingon' })).payload).toContain('<html lang="pt-BR"');
  });

  it('passes the visitor cookie to the API calls of the render; a signed-in page is never stored by a cache', async () => {
    const response = await page('/home', { cookie: await anaCookie() });
    expect(response.payload).toContain('<h1>Corre Brasil pt 200</h1>');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers with the status the page means (404 for an unknown path) and compresses for the browser', async () => {
    const response = await page('/missing', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Corre Brasil pt 401</h1>');
  });

  it('sends the static shell when the render fails, the host has no brand, or renders are queuing', async () => {
    for (const response of [
      await page('/boom'),
      await page('/login', { host: 'unknown.example' }),
      await (async () => {
        (globalThis as { __busy?: number }).__busy = 8;
        try {
          return await page('/login');
        } finally {
          delete (globalThis as { __busy?: number }).__busy;
        }
      })(),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.payload).toContain('<div class="boot-shell"></div>');
      expect(response.payload).not.toContain('portal-state');
    }
  });

  it("tells where the render's time went in a Server-Timing header", async () => {
    const response = await page('/home');
    expect(response.headers['server-timing']).toBe(
      'queue;dur=0.0, session;dur=12.3, data;dur=30.0, render;dur=8.5, passes;desc="2"',
    );
  });

  it('never serves the server build or the manifest as files', async () => {
    for (const url of ['/.server/entry-server.js', '/.vite/manifest.json']) {
      const response = await page(url);
      expect(response.payload).not.toContain('pendingRenders');
      expect(response.payload).not.toContain('isDynamicEntry');
    }
  });
});

describe("the page's state (ADR 0050)", () => {
  it('reads back as the state, script-safe, its translations serialised once per language and namespace set', () => {
    const serializeParts = createStateSerializer();
    const serialize = (value: Parameters<typeof serializeParts>[0]) =>
      pageBytes(serializeParts(value)).toString('utf8');
    const translations = { common: { title: 'Olá </script>\u2028' } };
    const state = { brand: { id: 1 }, language: 'pt', translations, user: { nome: '<b>Ana</b>' }, queries: {} };
    const first = serialize(state);
    expect(first).not.toMatch(/<\/?(script|b)>/);
    expect(first).not.toContain('\u2028');
    expect(JSON.parse(first)).toEqual(state);
    // The same language and namespaces: the kept text, even if the caller's object were another.
    const second = serialize({ ...state, user: { nome: 'Bia' }, translations: { common: { title: 'changed' } } });
    expect(JSON.parse(second)).toEqual({ ...state, user: { nome: 'Bia' } });
    // Another language is serialised on its own.
    const english = { ...state, language: 'en', translations: { common: { title: 'Hello' } } };
    expect(JSON.parse(serialize(english))).toEqual(english);
  });
});

describe("a page's bytes (ADR 0069)", () => {
  it('are the UTF-8 of its parts in order, text and kept bytes alike, whatever their characters', () => {
    // A part past 64 k characters with one above U+00FF: the case the parts exist for.
    const long = `${'ação '.repeat(14_000)}▾ “fim”`;
    const parts = ['<p>', long, Buffer.from('—€', 'utf8'), '', '</p>'];
    const bytes = pageBytes(parts);
    expect(bytes.equals(Buffer.from(`<p>${long}—€</p>`, 'utf8'))).toBe(true);
    expect(bytes.toString('utf8')).toBe(`<p>${long}—€</p>`);
  });
});

/** A call as the web app's API client sends it (apps/web/src/lib/api-client.ts): what the page's transport gets. */
interface WebCall {
  url: string;
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
}

const webCall = (url: string, language = 'pt', body?: unknown): WebCall => ({
  url,
  init: {
    ...(body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(body) }),
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  },
});

/** The data calls of Home, the wallet and the protocol list, as their prefetch modules make them (ADR 0024). */
const PAGE_DATA_CALLS: WebCall[] = [
  webCall('/api/authentication/valid'),
  webCall('/api/returns/orders', 'pt', {}),
  webCall('/api/returns/protocols/subjects/b2c', 'pt', { ass_ativo: 'S', ass_mot_ope: 'N' }),
  webCall('/api/returns/protocols/subreasons'),
  webCall('/api/returns/protocols/reasons/b2c'),
  // An English Home also asks for the desires' Portuguese names (features/orders/api/get-desire-rule-names.ts).
  webCall('/api/returns/protocols/reasons/b2c', 'en'),
  webCall('/api/returns/settings/b2c?mar_id=1', 'es'),
  webCall('/api/returns/wallet/b2c/total'),
  webCall('/api/returns/wallet/b2c/coupons', 'en'),
  webCall('/api/returns/wallet/b2c'),
  webCall('/api/returns/protocols/b2c', 'pt', {}),
];

/** The same call asked of the API as the browser asks it: through every hook, with the visitor's cookie. */
async function browserAnswer(call: WebCall, cookie: string | null) {
  const answer = await t.app.inject({
    method: call.init.method ?? 'GET',
    url: call.url,
    headers: { host: 'localhost', ...call.init.headers, ...(cookie ? { cookie } : {}) },
    ...(call.init.body === undefined ? {} : { payload: call.init.body }),
  });
  return { status: answer.statusCode, text: answer.body };
}

/** Renders the stand-in's /data page, whose render makes `calls` together, and reads back their answers. */
async function pageAnswers(calls: WebCall[], cookie: string | null) {
  (globalThis as { __calls?: WebCall[] }).__calls = calls;
  try {
    const html = (await page('/data', cookie ? { cookie } : {})).payload;
    const start = html.indexOf('id="portal-state">') + 'id="portal-state">'.length;
    const state = JSON.parse(html.slice(start, html.indexOf('</script>', start))) as {
      answers: { status: number; type: string | null; text: string }[];
    };
    return state.answers;
  } finally {
    delete (globalThis as { __calls?: WebCall[] }).__calls;
  }
}

describe("a signed-in page's data (ADR 0057)", () => {
  it("embeds exactly what the browser's own calls answer, byte for byte", async () => {
    const cookie = await anaCookie();
    const answers = await pageAnswers(PAGE_DATA_CALLS, cookie);
    for (const [at, call] of PAGE_DATA_CALLS.entries()) {
      const expected = await browserAnswer(call, cookie);
      expect(expected.status, call.url).toBe(200);
      expect({ status: answers[at]!.status, text: answers[at]!.text }, call.url).toEqual(expected);
      expect(answers[at]!.type).toMatch(/^application\/json/);
    }
    // Ana has data on every page, so the comparison is not between empty lists.
    const [, orders, , , , , , , , statement, protocols] = answers.map((answer) => JSON.parse(answer.text));
    expect(orders.productBalance.length).toBeGreaterThan(0);
    expect(statement.wallet.length).toBeGreaterThan(0);
    expect(protocols.calls.length).toBeGreaterThan(0);
  });

  it('covers every call the page transport answers itself', () => {
    const tested = new Set(
      PAGE_DATA_CALLS.map((call) => `${call.init.method ?? 'GET'} ${new URL(call.url, 'http://x').pathname}`),
    );
    const offered = pageCalls(t.app).map((call) => `${call.method} /api${call.url}`);
    // The modules offered their calls (routeCall): the session check, Home's, the wallet's and the protocol list's.
    expect(offered).toHaveLength(10);
    for (const route of offered) expect(tested).toContain(route);
  });

  it("answers a refused call with the route's own refusal: invalid, another brand's, signed out", async () => {
    const cookie = await anaCookie();
    const refused = [
      webCall('/api/returns/settings/b2c?mar_id=2'),
      webCall('/api/returns/protocols/subreasons?ass_id=abc'),
      webCall('/api/returns/protocols/b2c', 'pt', { mar_id: 2 }),
    ];
    const answers = await pageAnswers(refused, cookie);
    for (const [at, call] of refused.entries()) {
      const expected = await browserAnswer(call, cookie);
      expect(expected.status, call.url).toBeGreaterThanOrEqual(400);
      expect({ status: answers[at]!.status, text: answers[at]!.text }, call.url).toEqual(expected);
    }
    const signedOut = await pageAnswers(PAGE_DATA_CALLS, null);
    for (const [at, call] of PAGE_DATA_CALLS.entries()) {
      expect({ status: signedOut[at]!.status, text: signedOut[at]!.text }, call.url).toEqual(
        await browserAnswer(call, null),
      );
    }
    expect(signedOut[0]!.status).toBe(401);
  });

  it('looks the session up once for the whole page, with its shopper, however many calls need it', async () => {
    const cookie = await anaCookie();
    const { loadSession, loadPageSession } = t.app;
    let lookups = 0;
    let pageLookups = 0;
    t.app.loadSession = (request) => {
      lookups += 1;
      return loadSession(request);
    };
    t.app.loadPageSession = (carrier) => {
      pageLookups += 1;
      return loadPageSession(carrier);
    };
    try {
      const answers = await pageAnswers(PAGE_DATA_CALLS, cookie);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      // One statement for the session, its shopper and their latest order (ADR 0069): the session check reads none.
      expect([pageLookups, lookups]).toEqual([1, 0]);
      // The browser's own calls: one lookup each (the orders and statement calls check it in their statement).
      pageLookups = 0;
      for (const call of PAGE_DATA_CALLS) await browserAnswer(call, cookie);
      expect([pageLookups, lookups]).toEqual([0, PAGE_DATA_CALLS.length - 2]);
    } finally {
      Object.assign(t.app, { loadSession, loadPageSession });
    }
  });
});
