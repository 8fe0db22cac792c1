import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeError,
  coercedIntField,
  paymentTypeDocumentation,
  REFUND_PAYMENT_TYPES,
  pixKeyField,
  plainTextField,
  refundAppliedResponseSchema,
  refundPreviewResponseSchema,
  shopTransactionResponseSchema,
} from '@portal/domain';
import { giftcardApiKeys } from '../../config';
import { DomainError } from '../../lib/errors';
import { assertOwnIdentity, identityClaimFields } from '../../db/identity-claims';
import { idempotencyKeyHeader, idempotencyMessages, readIdempotencyKey } from '../../db/idempotency';
import { sessionOwner } from '../../plugins/session';
import { loadBrandsByHost, type Brand } from '../brand/repo';
import { walletNotFound } from '../wallet/service';
import { giftcardMessages } from './messages';
import { refundBalance } from './refund-service';
import { sendQueuedMessages } from '../notifications/kick';
import { recordShopTransaction } from './transactions-service';
import { errorAnswers } from '../../lib/error-answer';
import { deliverEventsSoon } from '../events/committed';

const shortText = (max: number) => plainTextField().max(max, codeError('required'));

const refundBody = z.object({
  con_id: identityClaimFields.con_id,
  cpf: identityClaimFields.cpf,
  usu_email: identityClaimFields.usu_email,
  mar_id: coercedIntField(1).nullish(),
  /** Read by the service, so that every bad value gets the one 'refund_value_invalid' answer. */
  vlr_estorno: z
    .unknown()
    .describe(
      "The amount to refund, in reais with a decimal comma and at most two decimals ('10,50'), as the spec sends it.",
    ),
  prt_id: coercedIntField(1).nullish(),
  tipo_pag: coercedIntField(1)
    .refine((type) => type === 6 || type === 11, codeError('required'))
    .meta(paymentTypeDocumentation('Where the refund goes, a number or its text:', REFUND_PAYMENT_TYPES)),
  /** The Pix key typed in the dialog (issue 23 #13), refused with its reason; absent or empty: the saved one. */
  cli_chavepix: z.preprocess((value) => (value === '' || value === null ? undefined : value), pixKeyField.optional()),
  vco_idvtex: shortText(100).nullish(),
  /** The operator's subject id of the back office's contract: not used by the shopper's call. */
  ass_id_ope: coercedIntField(0).nullish(),
  commit: z.boolean(codeError('required')),
});

const transactionBody = z.object({
  emp_codigo: coercedIntField(1),
  mar_codigo: coercedIntField(1),
  trans_oper: z.enum(['Debit', 'Credit'], codeError('required')),
  /** Read by the service: anything else (a comma, a thousands separator, a fraction of a cent) is a 400. */
  vco_valor: z
    .union([z.number(), z.string().max(30)], codeError('required'))
    .describe(
      'The amount in reais, greater than zero: a JSON number or a text with a dot before at most two decimals ("19.90"); no thousands separator.',
    ),
  vco_token: shortText(100).pipe(z.string().min(1, codeError('required'))),
  vco_code: shortText(100).nullish(),
  vco_idvtex: shortText(100).pipe(z.string().min(1, codeError('required'))),
});

function sameKey(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The brand whose X-Api-Key this is; 401 otherwise. A shopper's cookie is never looked at: server to server only.
 * The host's brand, when the host names one, must be the key's brand too.
 */
function apiKeyBrand(request: FastifyRequest, keys: Map<number, string>, brands: Brand[]): Brand {
  const header = request.headers['x-api-key'];
  const sent = Array.isArray(header) ? header[0] : header;
  const unauthorized = new DomainError('unauthorized', giftcardMessages.apiKeyInvalid, { code: 'api_key_invalid' });
  if (!sent) throw unauthorized;
  const brandId = [...keys].find(([, key]) => sameKey(sent, key))?.[0];
  const brand = brands.find((candidate) => candidate.id === brandId);
  if (!brand || (request.brand && request.brand.id !== brand.id)) throw unauthorized;
  return brand;
}

/** POST giftcards/refund (the shopper, cookie session) and giftcards/transactions (the shop, API key). */
const giftcardRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = giftcardApiKeys(app.config);

  app.post(
    '/returns/giftcards/refund',
    {
      schema: {
        body: refundBody,
        documentedHeaders: idempotencyKeyHeader('required with commit: true'),
        response: {
          200: refundPreviewResponseSchema,
          201: refundAppliedResponseSchema,
          ...errorAnswers(400, 401, 404, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const owner = sessionOwner(request);
      const body = request.body;
      await assertOwnIdentity(app.db, owner.consumerId, {
        con_id: body.con_id,
        cpf: body.cpf,
        usu_email: body.usu_email,
      });
      if (body.mar_id !== null && body.mar_id !== undefined && body.mar_id !== owner.brandId) throw walletNotFound();
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      if (body.commit && !key) {
        throw new DomainError('validation', idempotencyMessages.idempotencyKeyRequired, {
          code: 'idempotency_key_required',
        });
      }
      const result = await refundBalance(
        { db: app.db, owner, now: app.clock(), lang: request.lang },
        {
          valueText: body.vlr_estorno,
          paymentType: body.tipo_pag as 6 | 11,
          protocolId: body.prt_id ?? undefined,
          giftCardId: body.vco_idvtex || undefined,
          pixKey: body.tipo_pag === 11 ? body.cli_chavepix : undefined,
          commit: body.commit,
        },
        key,
        body,
      );
      if (result.status === 201 && !result.replayed) {
        sendQueuedMessages(app);
        request.log.info({ refundId: result.body.refund.REF_ID, type: body.tipo_pag }, 'wallet refund requested');
      }
      if (result.status === 200) return reply.code(200).send(result.body);
      return reply.code(201).send(result.body);
    },
  );

  app.post(
    '/returns/giftcards/transactions',
    {
      schema: {
        body: transactionBody,
        response: {
          200: shopTransactionResponseSchema,
          201: shopTransactionResponseSchema,
          ...errorAnswers(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const brand = apiKeyBrand(request, keys, [...(await loadBrandsByHost(app.db)).values()]);
      const result = await recordShopTransaction(app.db, brand, request.body, app.clock());
      // A new movement's wallet event (issue 26) leaves now, not at the next poll; a replay (200) wrote none.
      if (result.status === 201) deliverEventsSoon(app);
      return reply.code(result.status).send(result.body);
    },
  );
};

export default giftcardRoutes;
