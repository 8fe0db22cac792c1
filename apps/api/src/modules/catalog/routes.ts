import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coercedIntField, productBalanceRequest } from '@portal/domain';
import { routeCall } from '../../plugins/page-calls';
import { requireSession } from '../../plugins/session';
import { requireBrand } from '../../plugins/brand';
import * as service from './service';
import { errorAnswers } from '../../lib/error-answer';
import { banksAnswer, bonusAnswer, stockAnswer } from './answers';
import { optionalId, reasonsCall, refusals, settingsCall, subjectsCall, subReasonsCall } from './page-data';

/** A query-string value: absent or empty means 'no filter'. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const bonusQuery = z.object({
  bonCodigo: optionalId,
  bonPercentual: z.preprocess(emptyAsAbsent, coercedIntField(0).optional()),
  bonStatus: z.preprocess(emptyAsAbsent, z.enum(['A', 'I', 'S', 'N']).optional()),
});

/**
 * Reference data for the order card (ARCHITECTURE §3 'catalog'): reasons, sub-reasons, desires, stock, bonus, settings
 * and banks. Everything needs a session; reasons are cut down to what a customer may choose (spec §6), with the host
 * brand's terms over the shared catalogue (ADR 0055).
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Home's calls, also answered in-process for a server-rendered page: defined once, in page-data.ts.
  for (const call of [subjectsCall, subReasonsCall, reasonsCall, settingsCall]) routeCall(app, call);

  app.post(
    '/returns/protocols/product/balance/b2c',
    // 404 model_not_purchased: stock is told only for a model the shopper bought (issue 45: it was not documented).
    { schema: { body: productBalanceRequest, response: { 200: stockAnswer, ...refusals, ...errorAnswers(404) } } },
    async (request) => {
      const session = requireSession(request);
      const brand = requireBrand(request);
      const productBalance = await service.stockForPurchasedModel(app.db, {
        consumerId: session.consumerId,
        companyCodes: brand.companyCodes,
        productModel: request.body.pro_modelo,
        productCode: request.body.pro_codigo,
        lang: request.lang,
      });
      return { productBalance };
    },
  );

  app.get(
    '/returns/bonus',
    { schema: { querystring: bonusQuery, response: { 200: bonusAnswer, ...refusals } } },
    async (request) => {
      requireSession(request);
      const { bonCodigo, bonPercentual, bonStatus } = request.query;
      return {
        bonus: await service.offeredBonuses(app.db, { code: bonCodigo, percent: bonPercentual, status: bonStatus }),
      };
    },
  );

  app.get('/returns/bank', { schema: { response: { 200: banksAnswer, ...errorAnswers(401) } } }, async (request) => {
    requireSession(request);
    return { bankData: await service.listBanks(app.db) };
  });
};

export default catalogRoutes;
