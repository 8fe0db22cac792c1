import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBrand } from '../../plugins/brand';

/** Public brand config (ARCHITECTURE §5). Liveness and readiness live in modules/health. */
const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brand', async (request) => {
    const brand = requireBrand(request);
    return {
      brand: {
        id: brand.id,
        name: brand.name,
        palette: brand.palette,
        logoUrl: '/api/brand/logo.svg',
        policyUrl: brand.policyUrl,
        contactUrl: brand.contactUrl,
        shopUrl: brand.shopUrl,
        companyCodes: brand.companyCodes,
      },
    };
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
