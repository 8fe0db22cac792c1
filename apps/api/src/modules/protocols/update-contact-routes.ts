import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protocolSummarySchema } from '@portal/domain';
import { protocolOwner } from './read-routes';
import { partialContactSchema, updateProtocolContact } from './update-contact-service';
import { errorAnswers } from '../../lib/error-answer';

const contactUpdateResponse = z.object({
  message: z.string(),
  /** The protocol as the list now sends it (one entry), so the client can refresh without another call. */
  calls: z.array(protocolSummarySchema),
});

/**
 * PATCH /returns/protocols/updateProtocolData/b2c (spec §7 'PRT_ID and fields'). The body is read in the service so
 * that a key that may not change is refused by its own name and a bad value with the buyer step's message.
 */
const updateContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/returns/protocols/updateProtocolData/b2c',
    {
      schema: {
        documentedBody: partialContactSchema,
        response: { 200: contactUpdateResponse, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const owner = protocolOwner(request);
      const result = await updateProtocolContact(app.db, owner, request.body, request.lang, app.clock());
      // Which fields changed, never their values (logs hold no personal data).
      if (result.changed.length > 0) request.log.info({ changed: result.changed }, 'protocol contact corrected');
      return { message: result.message, calls: result.calls };
    },
  );
};

export default updateContactRoutes;
