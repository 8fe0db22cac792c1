import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coercedIntField,
  protocolHistoryResponseSchema,
  protocolItemsResponseSchema,
  protocolTimelineResponseSchema,
  stockoutsResponseSchema,
} from '@portal/domain';
import { routeCall } from '../../plugins/page-calls';
import { historyFor, itemsFor, shippingCodeQrSvg, stockoutsFor, timelineForProtocol } from './read-service';
import { errorAnswers } from '../../lib/error-answer';
import { binaryAnswer } from '../../lib/binary-answer';
import { protocolListCall, protocolOwner } from './page-data';

/** A protocol id in the path; anything that is not one is refused before any lookup. */
export const protocolIdParams = z.object({ prt_id: coercedIntField(1) });

// Moved beside the list's shared call; the other protocol routes import it from here.
export { protocolOwner };

/** The reading calls of spec §7: the list, the history, the timeline, the items and the stockouts. */
const protocolReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The protocol list, also answered in-process for a server-rendered page: defined once, in page-data.ts.
  routeCall(app, protocolListCall);

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
