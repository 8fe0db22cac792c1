/** Admins' side of issue 28: who read a shopper's personal data (LGPD art. 37), brand-scoped. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answer';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { listReads, protocolOwnerForOperator } from './reads';
import { operatorReadsAnswer, operatorReadsQuery, READS_PAGE_SIZE } from './wire';

const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/privacy/reads',
    {
      schema: {
        querystring: operatorReadsQuery,
        response: { 200: operatorReadsAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const operator = await requireOperator(app.db, request, app.clock());
      requireAdmin(operator);
      const consumerId = await protocolOwnerForOperator(app.db, operator, request.query.prtId);
      const { page } = request.query;
      return listReads(app.db, { consumerId, brands: operator.brands, page, pageSize: READS_PAGE_SIZE });
    },
  );
};

export default privacyAdminRoutes;
