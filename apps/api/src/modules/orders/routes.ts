import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnIdentity, hasIdentityClaims, readIdentityClaims } from '../../lib/identity-claims';
import { requireSession, sessionScopeOf } from '../../plugins/session';
import { consumersFor, saveBankData } from './consumers';
import { consumersQuery, ordersBody } from './schemas';
import { listOrderLines } from './service';
import { errorAnswers } from '../../lib/error-answer';
import { consumersAnswer, ordersAnswer } from './answers';

/** The customer's orders at the host brand and their consumer record (ARCHITECTURE §3 'orders'). */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The home page's call: the lines statement checks the session itself, so a plain call is one round trip. The
  // session is looked up on its own only when identity fields are sent or no line came back (no session: 401).
  app.post(
    '/returns/orders',
    {
      schema: { body: ordersBody, response: { 200: ordersAnswer, ...errorAnswers(400, 401, 404) } },
      config: { sessionInQuery: true },
    },
    async (request) => {
      const scope = sessionScopeOf(request, app.clock());
      const claims = request.body ?? {};
      if (hasIdentityClaims(claims)) {
        await app.loadSession(request);
        await assertOwnIdentity(app.db, requireSession(request).consumerId, claims);
      }
      const productBalance = await listOrderLines(app.db, scope, request.lang);
      if (productBalance.length === 0 && !request.session) {
        await app.loadSession(request);
        requireSession(request);
      }
      return { productBalance };
    },
  );

  // An e-mail (or other identity field) of someone else is the same 404 as elsewhere (ARCHITECTURE §6).
  app.get(
    '/returns/consumers',
    { schema: { querystring: consumersQuery, response: { 200: consumersAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => {
      const session = requireSession(request);
      await assertOwnIdentity(app.db, session.consumerId, request.query);
      return { consumers: await consumersFor(app.db, session.consumerId) };
    },
  );

  // The body is checked by the domain's bank form schema inside the use-case, so a refusal carries the spec §5 message
  // of the field (invalid agency with its example…) rather than a generic schema error.
  app.put(
    '/returns/consumers/bank',
    { schema: { body: z.looseObject({}), response: { 200: consumersAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => {
      const session = requireSession(request);
      await assertOwnIdentity(app.db, session.consumerId, readIdentityClaims(request.body));
      return { consumers: [await saveBankData(app.db, session.consumerId, request.body)] };
    },
  );
};

export default ordersRoutes;
