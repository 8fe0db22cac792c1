import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBrand } from '../../plugins/brand';
import type { Brand } from './repo';

/** What any visitor may know of a brand: GET /api/brand's answer, also embedded in every rendered page (ADR 0024). */
export function publicBrand(brand: Brand) {
  return {
    id: brand.id,
    name: brand.name,
    palette: brand.palette,
    logoUrl: '/api/brand/logo.svg',
    policyUrl: brand.policyUrl,
    contactUrl: brand.contactUrl,
    shopUrl: brand.shopUrl,
    companyCodes: brand.companyCodes,
  };
}

/** Public brand config (ARCHITECTURE §5). Liveness and readiness live in modules/health. */
const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brand', async (request) => {
    return { brand: publicBrand(requireBrand(request)) };
  });

  app.get('/brand/logo.svg', async (request, reply) => {
    const brand = requireBrand(request);
    // Served as an image only: the sandbox CSP keeps any script inside an SVG from running.
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=3600')
      .send(brand.logoSvg);
  });
};

export default brandRoutes;
