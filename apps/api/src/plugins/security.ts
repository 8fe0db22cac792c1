import fp from 'fastify-plugin';
import helmet from 'helmet';
import { DomainError } from '../lib/errors';
import { coreMessages } from '../lib/messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    // The SPA is served over plain http on localhost in the demo; HSTS is the proxy's job in production.
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
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
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    if (hasBody && !type.startsWith('application/json') && !type.startsWith('multipart/form-data')) {
      throw new DomainError('unsupported_media_type', coreMessages.unsupportedMediaType, {
        code: 'unsupported_media_type',
      });
    }
  });
});
