import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coercedIntField, optionalQueryIdField, productBalanceRequest, subjectsRequest } from '@portal/domain';
import { requireSession } from '../../plugins/session';
import { requireBrand } from '../../plugins/brand';
import * as service from './service';
import { errorAnswers } from '../../lib/error-answer';
import {
  banksAnswer,
  bonusAnswer,
  desiresAnswer,
  reasonsAnswer,
  settingsAnswer,
  stockAnswer,
  subReasonsAnswer,
} from './answers';

/** Every catalogue call needs a session (401) and validates its query or body (400). */
const refusals = errorAnswers(400, 401);

/** A query-string value: absent or empty means 'no filter'. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);
/** Ids bounded to the database's integer range by the shared domain field (a larger one is a 400, never a 500). */
const optionalId = optionalQueryIdField();
const byReason = z.object({ ass_id: optionalId });
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
  app.post(
    '/returns/protocols/subjects/b2c',
    { schema: { body: subjectsRequest.nullish(), response: { 200: reasonsAnswer, ...refusals } } },
    async (request) => {
      requireSession(request);
      const brandId = requireBrand(request).id;
      return { productBalance: await service.customerReasons(app.db, brandId, request.body ?? null, request.lang) };
    },
  );

  app.get(
    '/returns/protocols/subreasons',
    { schema: { querystring: byReason, response: { 200: subReasonsAnswer, ...refusals } } },
    async (request) => {
      requireSession(request);
      const brandId = requireBrand(request).id;
      return { subReasons: await service.customerSubReasons(app.db, brandId, request.query.ass_id, request.lang) };
    },
  );

  app.get(
    '/returns/protocols/reasons/b2c',
    { schema: { querystring: byReason, response: { 200: desiresAnswer, ...refusals } } },
    async (request) => {
      requireSession(request);
      const brandId = requireBrand(request).id;
      return { reasons: await service.customerDesires(app.db, brandId, request.query.ass_id, request.lang) };
    },
  );

  app.post(
    '/returns/protocols/product/balance/b2c',
    { schema: { body: productBalanceRequest, response: { 200: stockAnswer, ...refusals } } },
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

  app.get(
    '/returns/settings/b2c',
    {
      schema: {
        querystring: z.object({ mar_id: optionalId }),
        response: { 200: settingsAnswer, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      requireSession(request);
      const brand = requireBrand(request);
      return { settings: [await service.hostSettings(app.db, brand.id, request.query.mar_id, request.lang)] };
    },
  );

  app.get('/returns/bank', { schema: { response: { 200: banksAnswer, ...errorAnswers(401) } } }, async (request) => {
    requireSession(request);
    return { bankData: await service.listBanks(app.db) };
  });
};

export default catalogRoutes;
