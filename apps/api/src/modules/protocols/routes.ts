import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateProtocolRequest } from '@portal/domain';
import { requireBrand } from '../../plugins/brand';
import { requireSession } from '../../plugins/session';
import { idempotencyKeyHeader, readIdempotencyKey } from '../../db/idempotency';
import protocolReadRoutes from './read-routes';
import protocolFilesRoutes from './files-routes';
import updateContactRoutes from './update-contact-routes';
import { generatedMessage, generateProtocol } from './service';
import { sendQueuedMessages } from '../notifications/kick';
import { errorAnswers } from '../../lib/error-answer';

const generatedAnswer = z.object({
  message: z.string().describe("The spec's Portuguese confirmation naming the first protocol, in every language."),
  localized_message: z.string().describe("The same confirmation in the request's language."),
  prt_id: z.number().int().describe('The first protocol: the one holding the first item.'),
  prt_ids: z.array(z.number().int()).describe('Every protocol the request became (split by path or invoice).'),
  item_protocols: z
    .array(z.object({ prt_id: z.number().int(), position: z.number().int().describe('1-based position there.') }))
    .describe('Per request item, in request order: where it is stored (where its files go).'),
});

/**
 * Protocol generation (spec §7 `returns/protocols/generate/b2c`). The body is the spec §3 payload; it is parsed in the
 * service with the shared wire schema so that each refusal names its field with the domain's validation code.
 */
const protocolRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(protocolReadRoutes);
  await app.register(updateContactRoutes);
  await app.register(protocolFilesRoutes);
  app.post(
    '/returns/protocols/generate/b2c',
    {
      schema: {
        documentedBody: generateProtocolRequest,
        documentedHeaders: idempotencyKeyHeader('optional'),
        response: { 200: generatedAnswer, ...errorAnswers(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const brand = requireBrand(request);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const result = await generateProtocol(
        { db: app.db, brand, consumerId: session.consumerId, now: app.clock(), language: request.lang },
        request.body,
        key,
      );
      if (!result.replayed) sendQueuedMessages(app);
      if (result.replayed)
        request.log.info({ prtIds: result.prtIds }, 'protocol generation replayed for an Idempotency-Key');
      // The spec's answer names the first protocol; a request split by path or invoice (ADR 0030) lists them all, and
      // where each item went (its files are sent to that protocol and position).
      return {
        // The contract's `message` stays the spec's Portuguese text in every language, for the clients that parse it;
        // the shopper's language is in `localized_message` (ADR 0031).
        message: generatedMessage(result.prtId, 'pt'),
        localized_message: generatedMessage(result.prtId, request.lang),
        prt_id: result.prtId,
        prt_ids: result.prtIds,
        item_protocols: result.itemProtocols,
      };
    },
  );
};

export default protocolRoutes;
