/** Admins' side of issue 28: who read a shopper's personal data (LGPD art. 37), brand-scoped. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answer';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { listReads, protocolOwnerForOperator } from './reads';
import { operatorReadsAnswer } from './wire';

const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/privacy/reads',
    {
      schema: {
        querystring: z.object({
          prtId: z.coerce
            .number()
            .int()
            .min(1)
            .max(2_147_483_647)
            .describe('A protocol of the shopper: whose reads to list.'),
        }),
        response: { 200: operatorReadsAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const operator = await requireOperator(app.db, request, app.clock());
      requireAdmin(operator);
      const consumerId = await protocolOwnerForOperator(app.db, operator, request.query.prtId);
      return { reads: await listReads(app.db, { consumerId, brands: operator.brands }) };
    },
  );
};

export default privacyAdminRoutes;
