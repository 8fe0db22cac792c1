import fp from 'fastify-plugin';
import helmet from 'helmet';
import { DomainError } from '../lib/errors';
import { coreMessages } from '../lib/messages';
import { VTEX_GIFTCARD_CONTENT_TYPE } from '@portal/domain';
import { isProduction } from '../config';

const GIFTCARD_PROVIDER_PATH = '/api/vtex/giftcard-provider/';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One year and every subdomain (the brands' hosts are subdomains): the browser then refuses plain http outright. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The caching rule of ARCHITECTURE §6 for every /api answer, in one place so routes added later follow it:
 * `no-store` unless the route itself declared a `public` Cache-Control (data that is the same for every visitor, such
 * as the brand logo) AND the answer is not an error. Anything a session can see (user, consumers, orders,
 * protocols, wallet, outbox) and every error answer is `no-store`; a route that wants a cache must say `public`.
 */
export function apiCacheControl(statusCode: number, declared: unknown): string {
  if (statusCode < 400 && typeof declared === 'string' && /^\s*public\b/i.test(declared)) return declared;
  return 'no-store';
}

/** A request carries a body when it announces a length above zero or any transfer coding (chunked, gzip…). */
function hasRequestBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length.trim() !== '0';
}

/**
 * Security headers and the CSRF rule of ARCHITECTURE §7: state-changing calls must be JSON or multipart
 * (the only bodies a cross-site form cannot send without a preflight) and, when the browser says where the
 * request came from, that Origin must be this host.
 */
export default fp(async function security(app) {
  // helmet is built once: @fastify/helmet rebuilds it (and re-parses the CSP) on every request.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Set below: only in production and only on https answers (the demo runs on plain http on localhost).
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  const production = isProduction(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on: a client cannot fake https itself.
    if (production && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // onSend runs for every answer, errors included, after the route and the error handler set their headers.
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header('Cache-Control', apiCacheControl(reply.statusCode, reply.getHeader('cache-control')));
    }
  });

  // onRequest: the check needs headers only, and must answer before body parsing and schema validation.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host.toLowerCase();
      } catch {
        originHost = null;
      }
      const requestHost = (request.host ?? '').toLowerCase();
      if (originHost !== requestHost) {
        throw new DomainError('forbidden', coreMessages.originMismatch, { code: 'origin_mismatch' });
      }
    }
    const type = (request.headers['content-type'] ?? '').toLowerCase();
    // Chunked bodies have no Content-Length: the check looks at whether a body comes, however it is framed.
    if (
      hasRequestBody(request.headers) &&
      !type.startsWith('application/json') &&
      !type.startsWith('multipart/form-data') &&
      // VTEX's gift card provider calls carry their own JSON media type (Giftcard Provider Protocol, issue 49): a
      // server-to-server call, no browser form can send it without a preflight.
      !(request.url.startsWith(GIFTCARD_PROVIDER_PATH) && type.startsWith(VTEX_GIFTCARD_CONTENT_TYPE))
    ) {
      throw new DomainError('unsupported_media_type', coreMessages.unsupportedMediaType, {
        code: 'unsupported_media_type',
      });
    }
  });
});
