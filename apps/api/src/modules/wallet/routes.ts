import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptCouponResponseSchema,
  campaignCompanyCode,
  codeError,
  coercedIntField,
  couponsCampaignResponseSchema,
  optionalQueryIdField,
} from '@portal/domain';
import { idempotencyKeyHeader, idempotencyMessages, readIdempotencyKey } from '../../db/idempotency';
import { createMessenger } from '../mail';
import { requireBrand } from '../../plugins/brand';
import { routeCall } from '../../plugins/page-calls';
import { DomainError } from '../../lib/errors';
import { acceptCoupon, couponsCampaign, walletNotFound } from './service';
import { errorAnswers } from '../../lib/error-answer';
import { deliverEventsSoon } from '../events/committed';
import { claims, couponsCall, shortText, statementCall, walletOwner, walletTotalsCall } from './page-data';

const campaignQuery = z
  .object({ ...claims, mar_id: optionalQueryIdField(), mar_codigo: optionalQueryIdField() })
  .optional();

const acceptCouponBody = z.object({
  ...claims,
  mar_codigo: coercedIntField(1).nullish(),
  tic_plataforma: shortText(10).nullish(),
  quant: coercedIntField(1)
    .refine((quantity) => quantity === 1, codeError('required'))
    .nullish(),
  tic_codigo: coercedIntField(1),
  tcm_dtaexp: shortText(40).nullish(),
  envia_email: z.enum(['S', 'N'], codeError('required')).nullish(),
  prt_id: coercedIntField(1).nullish(),
});

/** GET wallet/b2c, total, coupons, coupons-campaign and POST coupons (spec §7, issue 12). */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const messenger = createMessenger({ config: app.config, db: app.db, clock: app.clock, log: app.log });
  app.addHook('onClose', async () => messenger.close());

  // The wallet page's calls, also answered in-process for a server-rendered page: defined once, in page-data.ts.
  for (const call of [statementCall, walletTotalsCall, couponsCall]) routeCall(app, call);

  app.get(
    '/returns/wallet/b2c/coupons-campaign',
    {
      schema: {
        querystring: campaignQuery,
        response: { 200: couponsCampaignResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const owner = await walletOwner(request, app, request.query);
      const companyClaim = request.query?.mar_codigo;
      if (companyClaim !== undefined && companyClaim !== campaignCompanyCode(owner.brandId)) throw walletNotFound();
      return couponsCampaign(app.db, owner, app.clock());
    },
  );

  app.post(
    '/returns/wallet/b2c/coupons',
    {
      schema: {
        body: acceptCouponBody,
        documentedHeaders: idempotencyKeyHeader('required'),
        response: { 201: acceptCouponResponseSchema, ...errorAnswers(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const owner = await walletOwner(request, app, request.body);
      const body = request.body;
      if (
        body.mar_codigo !== null &&
        body.mar_codigo !== undefined &&
        body.mar_codigo !== campaignCompanyCode(owner.brandId)
      ) {
        throw walletNotFound();
      }
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      if (!key) {
        throw new DomainError('validation', idempotencyMessages.idempotencyKeyRequired, {
          code: 'idempotency_key_required',
        });
      }
      const result = await acceptCoupon(
        { db: app.db, owner, brand: requireBrand(request), now: app.clock(), lang: request.lang, messenger },
        { ticCodigo: body.tic_codigo, sendEmail: body.envia_email !== 'N', protocolId: body.prt_id ?? undefined },
        key,
        body,
      );
      if (!result.replayed) {
        request.log.info({ brandId: owner.brandId }, 'discount coupon accepted');
        // Its coupon.issued event (issue 26) leaves now, not at the next poll.
        deliverEventsSoon(app);
      }
      return reply.code(result.status as 201).send(result.body);
    },
  );
};

export default walletRoutes;
