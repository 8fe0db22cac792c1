/**
 * The integration API (issue 25, ADR 0041): the brand's ERP or e-commerce platform upserts orders and sets stock.
 * Server to server with the brand's X-Api-Key: a wrong or missing key is refused before the body is read, and the key
 * alone names the brand (orders of another brand's company codes are refused per order).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationApiKeys } from '../../config';
import { brandKeyGuard, guardedBrand } from '../../lib/brand-api-key';
import { errorAnswers } from '../../lib/error-answer';
import { upsertOrders } from './orders-service';
import { upsertStock } from './stock-service';
import vtexConnector from './vtex';
import { ordersAnswer, ordersBody, stockAnswer, stockBody } from './wire';

/** 500 orders of a few lines are well under 2 MiB; the app's default 1 MiB would cut a full call of long orders. */
const ORDERS_BODY_LIMIT = 8 * 1024 * 1024;

/** The integration module's routes (mounted under /api by app.ts). */
const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = brandKeyGuard(integrationApiKeys(app.config));

  app.put(
    '/integration/v1/orders',
    {
      onRequest: guard,
      bodyLimit: ORDERS_BODY_LIMIT,
      schema: {
        tags: ['integration'],
        summary: 'Create or update orders (up to 500 per call)',
        description:
          'Each order is applied or refused on its own, in one transaction. Re-sending a document that is already ' +
          'stored answers unchanged and writes nothing, so a retried call is safe.',
        body: ordersBody,
        response: { 200: ordersAnswer, ...errorAnswers(400, 401, 413, 415, 503) },
      },
    },
    async (request) => ({
      results: await upsertOrders(app.db, guardedBrand(request), request.body.orders, app.clock()),
    }),
  );

  app.put(
    '/integration/v1/stock',
    {
      onRequest: guard,
      schema: {
        tags: ['integration'],
        summary: 'Set absolute stock per variant',
        description:
          'Sets the stock the size and colour exchange reads. An item older (asOf) than the stored level is ' +
          'ignored, so deliveries arriving out of order are safe.',
        body: stockBody,
        response: { 200: stockAnswer, ...errorAnswers(400, 401, 413, 415, 503) },
      },
    },
    async (request) => ({ results: await upsertStock(app.db, guardedBrand(request), request.body.items) }),
  );

  // The VTEX connector's workers: started when the app is ready, stopped when it closes (vtex/plugin.ts, ADR 0043).
  await app.register(vtexConnector);
};

export default integrationRoutes;
