import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { symbols, type Logger } from 'pino';
import { resolveLanguage, type Language } from '@portal/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request language from Accept-Language (pt when absent). */
    lang: Language;
  }
}

/** The log key of the request id: Fastify's default, which its request logger binds. */
export const REQUEST_ID_LOG_KEY = 'reqId';

/**
 * An id a proxy may hand us: letters, digits, '.', '_', '-' and ':' (UUIDs, nginx's $request_id, trace ids), 8 to 128
 * characters. Nothing else gets into a log line or a header we echo.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The request id. A random UUID, unique across restarts and instances, so the X-Request-Id a shopper reports finds
 * one request's log lines. Behind a trusted proxy (TRUST_PROXY) the proxy's own X-Request-Id is kept when well formed,
 * so its access log and ours share the id; a client talking to us directly could otherwise choose ids that collide.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  };
}

/** The id of the request whose work is running (hooks, handler and whatever they start), for the log mixin. */
const currentRequestId = new AsyncLocalStorage<string>();

/**
 * pino mixin: a line logged while a request's work runs carries its id even when the code logs through the app's
 * logger (the messenger, services given `app.log`), not only through `request.log`, which binds it already.
 */
export function requestIdMixin(_object: object, _level: number, logger: Logger): Record<string, string> {
  const id = currentRequestId.getStore();
  if (!id) return {};
  // Fastify's request child logger already carries the key: writing it twice would give two keys in one JSON line.
  const bindings = (logger as unknown as Record<symbol, unknown>)[symbols.chindingsSym];
  if (typeof bindings === 'string' && bindings.includes(`"${REQUEST_ID_LOG_KEY}":`)) return {};
  return { [REQUEST_ID_LOG_KEY]: id };
}

export default fp(async function requestContext(app) {
  app.decorateRequest('lang', 'pt');
  // Callback style on purpose: the remaining hooks and the handler run inside done(), so inside this context. The
  // body is read on the socket's own events, which lose it: preValidation (after parsing) enters it again.
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) => currentRequestId.run(request.id, done);
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLanguage(request.headers['accept-language']);
  });
});
