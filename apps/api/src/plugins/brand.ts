import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { loadBrandsByHost, type Brand } from '../modules/brand/repo';
import { DomainError } from '../lib/errors';
import { coreMessages } from '../lib/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the host the request came to, or null for an unknown host. */
    brand: Brand | null;
  }
  interface FastifyInstance {
    /** Forgets the cached brand table (after seeding or editing brands). */
    reloadBrands(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** The route serves no brand's data (liveness, readiness): no brand lookup, so no database round trip. */
    brandless?: boolean;
  }
}

/** Brands change rarely; a short cache keeps the lookup off the database for every request. */
const BRAND_CACHE_MS = 60_000;

export default fp(async function brandResolution(app) {
  let cache: { byHost: Map<string, Brand>; loadedAt: number } | null = null;

  async function brandsByHost(): Promise<Map<string, Brand>> {
    if (!cache || Date.now() - cache.loadedAt > BRAND_CACHE_MS) {
      cache = { byHost: await loadBrandsByHost(app.db), loadedAt: Date.now() };
    }
    return cache.byHost;
  }

  app.decorate('reloadBrands', async () => {
    cache = null;
    await brandsByHost();
  });
  app.decorateRequest('brand', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.brandless) return;
    // request.hostname honours X-Forwarded-Host only when trustProxy is on, and has no port.
    const host = request.hostname.toLowerCase().replace(/^\[|\]$/g, '');
    request.brand = (await brandsByHost()).get(host) ?? null;
  });
});

/** The request's brand, or the 404 that the SPA shows as 'Erro ao definir a marca atual...'. */
export function requireBrand(request: Pick<FastifyRequest, 'brand'>): Brand {
  if (!request.brand) throw new DomainError('not_found', coreMessages.brandUnknown, { code: 'brand_unknown' });
  return request.brand;
}
