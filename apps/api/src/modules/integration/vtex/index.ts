/**
 * The VTEX connector as the integration module registers it (issue 25, ADR 0043): the workers bound to the integration
 * API's own upsert, so an order from VTEX is validated and written exactly as one sent to PUT /api/integration/v1/orders.
 * Off (registers nothing) unless a VTEX_<BRAND>_ACCOUNT is set.
 */
import type { FastifyPluginAsync } from 'fastify';
import { upsertOrders } from '../orders-service';
import vtexConsoleRoutes from './console-routes';
import giftcardProviderRoutes from './giftcard-provider/routes';
import vtexConnectorPlugin from './plugin';

const vtexConnector: FastifyPluginAsync = async (app) => {
  await app.register(vtexConnectorPlugin, { upsertOrders });
  // The console's list of unmapped orders and its 'try again' (/api/backoffice/vtex, ADR 0078), connected or not.
  await app.register(vtexConsoleRoutes);
  // The wallet as the brand's VTEX gift card provider (/api/vtex/giftcard-provider, issue 49, ADR 0092).
  await app.register(giftcardProviderRoutes);
};

export default vtexConnector;
