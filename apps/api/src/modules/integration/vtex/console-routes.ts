/**
 * The console's VTEX calls (issue 45, ADR 0078), under /api/backoffice so the operator cookie reaches them: the list of
 * orders the connector recorded as rejected (an unmapped line, an unreadable order) with their reasons, and 'try again'
 * once the mapping is fixed. Admins and agents alike, each only for their own brands.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../lib/error-answer';
import { DomainError } from '../../../lib/errors';
import { requireOperator } from '../../backoffice/operator-session';
import { isUnmapped, listUnmapped } from './console-repo';
import { vtexMessages } from './messages';
import { vtexRuntime } from './plugin';
import {
  vtexRetryAnswer as retryAnswer,
  vtexRetryBody as retryBody,
  vtexRetryParams as retryParams,
  vtexUnmappedAnswer as unmappedAnswer,
  vtexUnmappedQuery as unmappedQuery,
} from '@portal/domain/backoffice';

const vtexConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const brandsOf = async (request: Parameters<typeof requireOperator>[1], brand: number | undefined) => {
    const operator = await requireOperator(app.db, request, app.clock());
    if (brand === undefined) return operator.brands;
    if (!operator.brands.includes(brand)) {
      throw new DomainError('not_found', vtexMessages.brandNotYours, { code: 'brand_not_found' });
    }
    return [brand];
  };

  app.get(
    '/backoffice/vtex/unmapped',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'VTEX orders the connector could not map, with their reasons',
        querystring: unmappedQuery,
        response: { 200: unmappedAnswer, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({ rows: await listUnmapped(app.db, await brandsOf(request, request.query.brand)) }),
  );

  app.post(
    '/backoffice/vtex/unmapped/:vtexOrderId/retry',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Try a listed VTEX order again, as VTEX holds it now',
        params: retryParams,
        body: retryBody,
        response: { 200: retryAnswer, ...errorAnswers(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const [brand] = await brandsOf(request, request.body.brand);
      const { vtexOrderId } = request.params;
      if (!(await isUnmapped(app.db, brand!, vtexOrderId))) {
        throw new DomainError('not_found', vtexMessages.notListed, { code: 'vtex_order_not_listed' });
      }
      const worker = vtexRuntime(app)?.workers.get(brand!);
      if (!worker) throw new DomainError('conflict', vtexMessages.connectorOff, { code: 'vtex_connector_off' });
      const outcome = await worker.connector.retryOrder(vtexOrderId);
      if (outcome === 'leftInFeed') {
        throw new DomainError('unavailable', vtexMessages.vtexUnavailable, { code: 'vtex_unavailable' });
      }
      return { outcome };
    },
  );
};

export default vtexConsoleRoutes;
