import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  protocolHistoryResponseSchema,
  protocolItemsResponseSchema,
  protocolListResponseSchema,
  protocolTimelineResponseSchema,
  stockoutsResponseSchema,
} from '@portal/domain';
import { requireBrand } from '../../plugins/brand';
import { requireSession } from '../../plugins/session';
import { assertOwnIdentity, identityClaimFields } from '../../lib/identity-claims';
import type { ProtocolOwner } from './read-repo';
import {
  historyFor,
  itemsFor,
  listCalls,
  protocolNotFound,
  shippingCodeQrSvg,
  stockoutsFor,
  timelineForProtocol,
} from './read-service';
import { errorAnswers } from '../../lib/error-answer';
import { binaryAnswer } from '../../lib/binary-answer';

/** PostgreSQL `integer`: a larger id cannot exist, and must not reach the database as an out-of-range error. */
const MAX_ID = 2_147_483_647;

/** A protocol id in the path; anything that is not one is refused before any lookup. */
export const protocolIdParams = z.object({ prt_id: z.coerce.number().int().positive().max(MAX_ID) });

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
export function protocolOwner(request: FastifyRequest): ProtocolOwner {
  const session = requireSession(request);
  return { consumerId: session.consumerId, brandId: requireBrand(request).id };
}

/** The reading calls of spec §7: the list, the history, the timeline, the items and the stockouts. */
const protocolReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/returns/protocols/b2c',
    {
      schema: { body: listBody, response: { 200: protocolListResponseSchema, ...errorAnswers(400, 401, 404) } },
      // The schema documents the answer (OpenAPI) and types the handler, whose rows are built by the typed mapper
      // toProtocolSummary. Re-parsing a heavy customer's 1,000 protocols with zod on every answer cost ~20x the JSON
      // encoding itself (bench/protocols-list.ts), so this one route encodes directly.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const owner = protocolOwner(request);
      const body = request.body ?? {};
      await assertOwnIdentity(app.db, owner.consumerId, { usu_login: body.usu_login, usu_email: body.usu_email });
      const brandClaim = body.mar_id === null || body.mar_id === undefined ? null : Number(body.mar_id);
      if (brandClaim !== null && brandClaim !== owner.brandId) throw protocolNotFound();
      const protocolId = body.prt_id === null || body.prt_id === undefined ? undefined : Number(body.prt_id);
      if (protocolId !== undefined && !(protocolId > 0 && protocolId <= MAX_ID)) throw protocolNotFound();
      return { calls: await listCalls(app.db, owner, request.lang, protocolId) };
    },
  );

  app.get(
    '/returns/protocols/b2c/historic/:prt_id',
    {
      schema: {
        params: protocolIdParams,
        response: { 200: protocolHistoryResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({
      history: await historyFor(app.db, protocolOwner(request), request.params.prt_id, request.lang),
    }),
  );

  app.get(
    '/returns/protocols/b2c/timeline/:prt_id',
    {
      schema: {
        params: protocolIdParams,
        response: { 200: protocolTimelineResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({
      timeline: await timelineForProtocol(app.db, protocolOwner(request), request.params.prt_id, request.lang),
    }),
  );

  app.get(
    '/returns/protocols/b2c/items/:prt_id',
    {
      schema: {
        params: protocolIdParams,
        response: { 200: protocolItemsResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({
      itemsb2c: await itemsFor(app.db, protocolOwner(request), request.params.prt_id, request.lang),
    }),
  );

  app.get(
    '/returns/stockouts/b2c/ecomm/:prt_id',
    {
      schema: { params: protocolIdParams, response: { 200: stockoutsResponseSchema, ...errorAnswers(400, 401, 404) } },
    },
    async (request) => ({
      stockouts: await stockoutsFor(app.db, protocolOwner(request), request.params.prt_id),
    }),
  );

  // The return shipping code of a protocol at 16 'Post object generated' (ADR 0022) as a QR code the post office can
  // scan from the shopper's phone: an image, drawn here so the web does not carry a QR library.
  app.get(
    '/returns/protocols/b2c/:prt_id/shipping-code.svg',
    {
      schema: {
        params: protocolIdParams,
        response: {
          200: binaryAnswer(['image/svg+xml'], 'The QR code of the return shipping code, an SVG image.'),
          ...errorAnswers(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const svg = await shippingCodeQrSvg(app.db, protocolOwner(request), request.params.prt_id);
      return reply
        .type('image/svg+xml')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cache-Control', 'private, max-age=3600')
        .send(svg);
    },
  );
};

export default protocolReadRoutes;
