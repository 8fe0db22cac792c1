import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBrand } from '../../plugins/brand';
import type { Brand } from './repo';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answer';
import { binaryAnswer } from '../../lib/binary-answer';

const publicBrandAnswer = z.object({
  brand: z.object({
    id: z.number().int(),
    name: z.string(),
    palette: z.array(z.string()).describe('The brand colour scale, lightest to darkest, as #RRGGBB.'),
    logoUrl: z.string().describe('Where the logo is: GET /api/brand/logo.svg.'),
    policyUrl: z.string(),
    contactUrl: z.string(),
    shopUrl: z.string(),
    companyCodes: z.array(z.number().int()).describe("The brand's company codes (PED_EMPRESA of its orders)."),
  }),
});
const logo = binaryAnswer(['image/svg+xml'], "The brand's logo, an SVG image.");
/** Both calls resolve the brand from the Host header: an unknown host is a 404. */
const unknownBrand = errorAnswers(404);

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
  app.get('/brand', { schema: { response: { 200: publicBrandAnswer, ...unknownBrand } } }, async (request) => {
    return { brand: publicBrand(requireBrand(request)) };
  });

  app.get('/brand/logo.svg', { schema: { response: { 200: logo, ...unknownBrand } } }, async (request, reply) => {
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
