import { z } from 'zod';
import {
  codeError,
  coercedIntField,
  discountCouponsResponseSchema,
  optionalQueryIdField,
  plainTextField,
  WALLET_STATEMENT_MAX_PAGE_SIZE,
  WALLET_STATEMENT_PAGE_SIZE,
  walletStatementResponseSchema,
  walletTotalsResponseSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import {
  assertOwnIdentity,
  hasIdentityClaims,
  identityClaimFields,
  type IdentityClaims,
} from '../../db/identity-claims';
import { errorAnswers } from '../../lib/error-answer';
import { sharedCall, type CallRequest } from '../../plugins/page-calls';
import { requireSession, sessionOwner, sessionScopeOf } from '../../plugins/session';
import type { WalletOwner } from './ledger';
import { couponList, statement, totals, walletNotFound } from './service';

/**
 * The wallet page's calls, defined once for their routes (routes.ts) and for a server-rendered page, which answers
 * them in-process with its own session (ADR 0057, plugins/page-calls.ts).
 */

/** Identity fields the existing contract carries on the wallet calls: each must name the session's customer. */
export const claims = {
  con_id: identityClaimFields.con_id,
  cpf: identityClaimFields.cpf,
  usu_email: identityClaimFields.usu_email,
};

export const shortText = (max: number) => plainTextField().max(max, codeError('required'));

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

// Optional, not nullish: a query string is never null, and a nullable query made the document list `null`'s
// `type` keyword as a parameter named 'type' (issue 45).
const ownerQuery = z.object({ ...claims, mar_id: optionalQueryIdField() }).optional();

const couponsQuery = z
  .object({ ...claims, mar_id: optionalQueryIdField(), tcc_status: shortText(40).optional() })
  .optional();

/** The session's customer at the host brand, after the identity fields and mar_id (when sent) are checked. */
export async function walletOwner(
  request: Pick<CallRequest, 'brand' | 'session'>,
  app: FastifyInstance,
  sent: (IdentityClaims & { mar_id?: number }) | null | undefined,
): Promise<WalletOwner> {
  const owner = sessionOwner(request);
  await assertOwnIdentity(app.db, owner.consumerId, {
    con_id: sent?.con_id,
    cpf: sent?.cpf,
    usu_email: sent?.usu_email,
  });
  if (sent?.mar_id !== undefined && sent.mar_id !== owner.brandId) throw walletNotFound();
  return owner;
}

export const statementCall = sharedCall({
  method: 'GET',
  url: '/returns/wallet/b2c',
  schema: {
    querystring: statementQuery,
    response: { 200: walletStatementResponseSchema, ...errorAnswers(400, 401, 404) },
  },
  // The page statement checks the session itself (ADR 0011, as the orders call): one round trip for a plain call.
  config: { sessionInQuery: true },
  // As the protocol list (protocols/page-data.ts): the schema documents and types the answer, built by the typed
  // mapper toWireMovement; re-parsing every page's movements with zod cost more CPU than the query
  // (bench/wallet-statement.ts), so this route encodes directly. The route test parses a real answer with it.
  serializerCompiler: () => (data) => JSON.stringify(data),
  handle: async (app, request) => {
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
});

export const walletTotalsCall = sharedCall({
  method: 'GET',
  url: '/returns/wallet/b2c/total',
  schema: {
    querystring: ownerQuery,
    response: { 200: walletTotalsResponseSchema, ...errorAnswers(400, 401, 404) },
  },
  handle: async (app, request) => ({
    totalTransactions: await totals(app.db, await walletOwner(request, app, request.query)),
  }),
});

export const couponsCall = sharedCall({
  method: 'GET',
  url: '/returns/wallet/b2c/coupons',
  schema: {
    querystring: couponsQuery,
    response: { 200: discountCouponsResponseSchema, ...errorAnswers(400, 401, 404) },
  },
  handle: async (app, request) => {
    const owner = await walletOwner(request, app, request.query);
    return { discountCoupons: await couponList(app.db, owner, request.lang, request.query?.tcc_status || undefined) };
  },
});
