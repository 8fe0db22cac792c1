import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptCouponResponseSchema,
  campaignCompanyCode,
  codeError,
  coercedIntField,
  couponsCampaignResponseSchema,
  discountCouponsResponseSchema,
  optionalQueryIdField,
  plainTextField,
  WALLET_STATEMENT_MAX_PAGE_SIZE,
  WALLET_STATEMENT_PAGE_SIZE,
  walletStatementResponseSchema,
  walletTotalsResponseSchema,
} from '@portal/domain';
import {
  assertOwnIdentity,
  hasIdentityClaims,
  identityClaimFields,
  type IdentityClaims,
} from '../../lib/identity-claims';
import { idempotencyMessages, readIdempotencyKey } from '../../lib/idempotency';
import { createMessenger } from '../../lib/mailer';
import { requireBrand } from '../../plugins/brand';
import { requireSession, sessionScopeOf } from '../../plugins/session';
import { DomainError } from '../../lib/errors';
import type { WalletOwner } from './ledger';
import { acceptCoupon, couponList, couponsCampaign, statement, totals, walletNotFound } from './service';
import { errorAnswers } from '../../lib/error-answer';
import { deliverEventsSoon } from '../webhooks/runtime';

/** Identity fields the existing contract carries on the wallet calls: each must name the session's customer. */
const claims = {
  con_id: identityClaimFields.con_id,
  cpf: identityClaimFields.cpf,
  usu_email: identityClaimFields.usu_email,
};

const shortText = (max: number) => plainTextField().max(max, codeError('required'));

const statementQuery = z.object({
  ...claims,
  dt_inicial: shortText(40).optional(),
  dt_final: shortText(40).optional(),
  prt_id: optionalQueryIdField(),
  ped_codigo: z.preprocess((value) => (value === '' ? undefined : value), shortText(60).optional()),
  mar_id: optionalQueryIdField(),
  cursor: z.preprocess((value) => (value === '' ? undefined : value), shortText(200).optional()),
  limit: z.preprocess(
    (value) => (value === '' ? undefined : value),
    coercedIntField(1)
      .refine((limit) => limit <= WALLET_STATEMENT_MAX_PAGE_SIZE, codeError('numberTooLarge'))
      .optional(),
  ),
});

const ownerQuery = z.object({ ...claims, mar_id: optionalQueryIdField() }).nullish();

const campaignQuery = z
  .object({ ...claims, mar_id: optionalQueryIdField(), mar_codigo: optionalQueryIdField() })
  .nullish();

const couponsQuery = z
  .object({ ...claims, mar_id: optionalQueryIdField(), tcc_status: shortText(40).optional() })
  .nullish();

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

/** The session's customer at the host brand, after the identity fields and mar_id (when sent) are checked. */
async function walletOwner(
  request: FastifyRequest,
  app: Parameters<FastifyPluginAsyncZod>[0],
  sent: (IdentityClaims & { mar_id?: number }) | null | undefined,
): Promise<WalletOwner> {
  const session = requireSession(request);
  const owner = { consumerId: session.consumerId, brandId: requireBrand(request).id };
  await assertOwnIdentity(app.db, owner.consumerId, {
    con_id: sent?.con_id,
    cpf: sent?.cpf,
    usu_email: sent?.usu_email,
  });
  if (sent?.mar_id !== undefined && sent.mar_id !== owner.brandId) throw walletNotFound();
  return owner;
}

/** GET wallet/b2c, total, coupons, coupons-campaign and POST coupons (spec §7, issue 12). */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const messenger = createMessenger({ config: app.config, db: app.db, clock: app.clock, log: app.log });
  app.addHook('onClose', async () => messenger.close());

  app.get(
    '/returns/wallet/b2c',
    {
      schema: {
        querystring: statementQuery,
        response: { 200: walletStatementResponseSchema, ...errorAnswers(400, 401, 404) },
      },
      // The page statement checks the session itself (ADR 0011, as the orders call): one round trip for a plain call.
      config: { sessionInQuery: true },
      // As the protocol list (read-routes.ts): the schema documents and types the answer, built by the typed mapper
      // toWireMovement; re-parsing every page's movements with zod cost more CPU than the query
      // (bench/wallet-statement.ts), so this route encodes directly. The route test parses a real answer with it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const query = request.query;
      const scope = sessionScopeOf(request, app.clock());
      // The session is looked up on its own only when it must answer first: identity fields or a brand sent (their
      // 404), a refused filter or an empty page (a missing or expired session is the 401, as on every wallet call).
      const needsSession = hasIdentityClaims(query) || query.mar_id !== undefined;
      if (needsSession) await app.loadSession(request);
      const owner = needsSession ? await walletOwner(request, app, query) : { session: scope };
      const sessionFirst = async () => {
        if (request.session) return;
        await app.loadSession(request);
        requireSession(request);
      };
      try {
        const page = await statement(
          app.db,
          owner,
          {
            dt_inicial: query.dt_inicial,
            dt_final: query.dt_final,
            prt_id: query.prt_id,
            ped_codigo: query.ped_codigo,
            cursor: query.cursor,
            limit: query.limit ?? WALLET_STATEMENT_PAGE_SIZE,
          },
          request.lang,
        );
        if (page.wallet.length === 0) await sessionFirst();
        return page;
      } catch (error) {
        await sessionFirst();
        throw error;
      }
    },
  );

  app.get(
    '/returns/wallet/b2c/total',
    {
      schema: {
        querystring: ownerQuery,
        response: { 200: walletTotalsResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({ totalTransactions: await totals(app.db, await walletOwner(request, app, request.query)) }),
  );

  app.get(
    '/returns/wallet/b2c/coupons',
    {
      schema: {
        querystring: couponsQuery,
        response: { 200: discountCouponsResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const owner = await walletOwner(request, app, request.query);
      return { discountCoupons: await couponList(app.db, owner, request.lang, request.query?.tcc_status || undefined) };
    },
  );

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
