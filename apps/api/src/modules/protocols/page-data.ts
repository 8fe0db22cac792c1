import { z } from 'zod';
import { protocolListResponseSchema } from '@portal/domain';
import { assertOwnIdentity, identityClaimFields } from '../../db/identity-claims';
import { errorAnswers } from '../../lib/error-answer';
import { sharedCall, type CallRequest } from '../../plugins/page-calls';
import { sessionOwner } from '../../plugins/session';
import type { ProtocolOwner } from './read-repo';
import { listCalls, protocolNotFound } from './read-service';

/** PostgreSQL `integer`: a larger id cannot exist, and must not reach the database as an out-of-range error. */
export const MAX_ID = 2_147_483_647;

const idText = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/),
]);

/**
 * Body of POST /returns/protocols/b2c (spec §7): every field optional. usu_login/usu_email must name the session's
 * customer and mar_id the host brand; otherwise the answer is the same 404 as for what does not exist.
 */
const listBody = z
  .object({
    usu_login: identityClaimFields.usu_login,
    usu_email: identityClaimFields.usu_email,
    prt_id: idText.nullish(),
    mar_id: idText.nullish(),
  })
  // A POST without a body reaches the schema as null.
  .nullish();

/** The session's customer at the host brand: every protocol call is scoped by both. */
export function protocolOwner(request: Pick<CallRequest, 'brand' | 'session'>): ProtocolOwner {
  return sessionOwner(request);
}

/**
 * POST /returns/protocols/b2c, the protocol list, defined once for its route (read-routes.ts) and for a
 * server-rendered page, which answers it in-process with its own session (ADR 0057, plugins/page-calls.ts).
 */
export const protocolListCall = sharedCall({
  method: 'POST',
  url: '/returns/protocols/b2c',
  schema: { body: listBody, response: { 200: protocolListResponseSchema, ...errorAnswers(400, 401, 404) } },
  // The schema documents the answer (OpenAPI) and types the handler, whose rows are built by the typed mapper
  // toProtocolSummary. Re-parsing a heavy customer's 1,000 protocols with zod on every answer cost ~20x the JSON
  // encoding itself (bench/protocols-list.ts), so this one route encodes directly.
  serializerCompiler: () => (data) => JSON.stringify(data),
  handle: async (app, request) => {
    const owner = protocolOwner(request);
    const body = request.body ?? {};
    await assertOwnIdentity(app.db, owner.consumerId, { usu_login: body.usu_login, usu_email: body.usu_email });
    const brandClaim = body.mar_id === null || body.mar_id === undefined ? null : Number(body.mar_id);
    if (brandClaim !== null && brandClaim !== owner.brandId) throw protocolNotFound();
    const protocolId = body.prt_id === null || body.prt_id === undefined ? undefined : Number(body.prt_id);
    if (protocolId !== undefined && !(protocolId > 0 && protocolId <= MAX_ID)) throw protocolNotFound();
    return { calls: await listCalls(app.db, owner, request.lang, protocolId) };
  },
});
