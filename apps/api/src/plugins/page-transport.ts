import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLanguage } from '@portal/domain';
import {
  compileCall,
  JSON_CONTENT_TYPE,
  keptAnswerText,
  pageCalls,
  type AnySharedCall,
  type CallRequest,
  type CompiledCall,
} from './page-calls';
import type { SessionInfo } from './session';

/**
 * How a server-rendered page's API calls are answered (ADR 0057). The calls the signed-in pages make are answered by
 * their routes' own handlers (plugins/page-calls.ts) with the page request's session, looked up once for the whole
 * page; anything else, and any call its route would refuse, goes through the whole stack (`app.inject`), so an
 * error answer is exactly the route's.
 */

/** The app's API transport during a render (apps/web/src/lib/api-transport.ts). */
export type PageTransport = (url: string, init: RequestInit) => Promise<Response>;

const JSON_ANSWER = { 'content-type': JSON_CONTENT_TYPE };

/**
 * Compiles the page calls once (at start); `forPage` gives one page request its transport. The calls are those the
 * modules offered with `routeCall` (the signed-in first pages' data and the session check before them), registered
 * before the SPA plugin that builds this (app.ts).
 */
export function createPageTransports(app: FastifyInstance, calls: readonly AnySharedCall[] = pageCalls(app)) {
  const byRoute = new Map<string, CompiledCall>(
    calls.map((call) => [`${call.method} /api${call.url}`, compileCall(app, call)]),
  );
  return {
    forPage(request: FastifyRequest): PageTransport {
      // The page's session: one lookup, shared by every call of the page that needs it, read with its shopper for the
      // session check (auth/page-session.ts).
      let session: Promise<SessionInfo | null> | null = null;
      const pageSession = () => {
        session ??= (async () => {
          const carrier = { brand: request.brand, cookies: request.cookies, session: null };
          await app.loadPageSession(carrier);
          return carrier.session;
        })();
        return session;
      };
      return async (url, init) => {
        const target = new URL(url, 'http://page.invalid');
        const compiled = byRoute.get(`${(init.method ?? 'GET').toUpperCase()} ${target.pathname}`);
        const direct =
          compiled && request.brand ? await answerDirectly(app, request, compiled, target, init, pageSession) : null;
        return direct ?? answerThroughStack(app, request, url, init);
      };
    },
  };
}

/**
 * The route's handler called as the route would call it: the query and body through its validators, the session as
 * its hook would set it, the answer through its serializer. Null when the route would not answer 200 (a refusal, a
 * failure): the caller then asks the whole stack, whose answer is the route's own.
 */
async function answerDirectly(
  app: FastifyInstance,
  request: FastifyRequest,
  compiled: CompiledCall,
  target: URL,
  init: RequestInit,
  pageSession: () => Promise<SessionInfo | null>,
): Promise<Response | null> {
  const headers = new Headers(init.headers);
  const query = compiled.validate('querystring', queryOf(target.searchParams));
  const body = bodyOf(init.body, headers);
  const validBody = body && compiled.validate('body', body.value);
  if (!query || !validBody) return null;
  const { call } = compiled;
  const callRequest: CallRequest = {
    brand: request.brand,
    cookies: request.cookies,
    lang: resolveLanguage(headers.get('accept-language')),
    query: query.value,
    body: validBody.value,
    // As the session hook: a route whose statement checks the session itself starts without it.
    session: call.config?.sessionInQuery ? null : await pageSession(),
  };
  try {
    const text = await (keptAnswerText(app, call, callRequest, compiled.encode) ??
      call.handle(app, callRequest).then(compiled.encode));
    return new Response(text, { status: 200, headers: JSON_ANSWER });
  } catch {
    return null;
  }
}

/** The query string as Fastify's parser leaves it: strings, and an array for a repeated name. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

/** A JSON body parsed as Fastify would; null for anything its parser or the security plugin would refuse. */
function bodyOf(body: RequestInit['body'], headers: Headers): { value: unknown } | null {
  if (body === undefined || body === null) return { value: undefined };
  if (typeof body !== 'string' || !(headers.get('content-type') ?? '').startsWith('application/json')) return null;
  try {
    return { value: JSON.parse(body) as unknown };
  } catch {
    return null;
  }
}

/** A call answered by this process through every hook, as the visitor: their cookie, host and address. */
async function answerThroughStack(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  init: RequestInit,
): Promise<Response> {
  const headers = new Headers(init.headers);
  const forwarded: Record<string, string> = {};
  headers.forEach((value, key) => {
    forwarded[key] = value;
  });
  if (request.headers.cookie) forwarded.cookie = request.headers.cookie;
  if (request.headers.host) forwarded.host = request.headers.host;
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: forwarded,
    remoteAddress: request.ip,
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const responseHeaders = new Headers();
  for (const [key, value] of Object.entries(answer.headers)) {
    if (value === undefined || key === 'content-encoding' || key === 'content-length') continue;
    responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(answer.statusCode === 204 ? null : answer.body, {
    status: answer.statusCode,
    headers: responseHeaders,
  });
}
