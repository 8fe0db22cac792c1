import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankFormSchema } from '@portal/domain';
import { assertOwnIdentity, readIdentityClaims } from '../../db/identity-claims';
import { routeCall } from '../../plugins/page-calls';
import { requireSession } from '../../plugins/session';
import { consumersFor, saveBankData } from './consumers';
import { consumersQuery } from './schemas';
import { errorAnswers } from '../../lib/error-answer';
import { consumersAnswer } from './answers';
import { ordersCall } from './page-data';

/** The customer's orders at the host brand and their consumer record (ARCHITECTURE §3 'orders'). */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Home's call, also answered in-process for a server-rendered page: defined once, in page-data.ts.
  routeCall(app, ordersCall);

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
    {
      schema: {
        body: z.looseObject({}),
        documentedBody: bankFormSchema,
        response: { 200: consumersAnswer, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await assertOwnIdentity(app.db, session.consumerId, readIdentityClaims(request.body));
      return { consumers: [await saveBankData(app.db, session.consumerId, request.body)] };
    },
  );
};

export default ordersRoutes;
