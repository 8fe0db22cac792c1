import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBrand } from '../../plugins/brand';
import { requireSession } from '../../plugins/session';
import { consumersFor, saveBankData } from './consumers';
import { ordersBody } from './schemas';
import { assertOwnIdentity, listOrderLines } from './service';

/** The customer's orders at the host brand and their consumer record (ARCHITECTURE §3 'orders'). */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/returns/orders', { schema: { body: ordersBody } }, async (request) => {
    const session = requireSession(request);
    const brand = requireBrand(request);
    await assertOwnIdentity(app.db, session.consumerId, request.body ?? {});
    const productBalance = await listOrderLines(app.db, {
      consumerId: session.consumerId,
      brandId: brand.id,
      companyCodes: brand.companyCodes,
    });
    return { productBalance };
  });

  app.get(
    '/returns/consumers',
    { schema: { querystring: z.object({ email: z.string().optional() }) } },
    async (request) => {
      const session = requireSession(request);
      return { consumers: await consumersFor(app.db, session.consumerId, request.query.email) };
    },
  );

  // The body is checked by the domain's bank form schema inside the use-case, so a refusal carries the spec §5 message
  // of the field (invalid agency with its example…) rather than a generic schema error.
  app.put('/returns/consumers/bank', { schema: { body: z.looseObject({}) } }, async (request) => {
    const session = requireSession(request);
    return { consumers: [await saveBankData(app.db, session.consumerId, request.body)] };
  });
};

export default ordersRoutes;
