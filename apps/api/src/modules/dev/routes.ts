import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeError, optionalQueryIdField, plainTextField } from '@portal/domain';
import { throttleEvents } from '../../db/schema';
import { readOutbox } from './outbox-view';

export const outboxQuery = z.object({
  /** A recipient as typed (e-mail or phone, any punctuation); matched in its normal form. */
  to: plainTextField().max(320, codeError('required')).optional(),
  brand: optionalQueryIdField(),
});

/**
 * Development-only calls (never registered when NODE_ENV=production): the messages sent, so a person trying the
 * demo or an e2e fixture can read a one-time code, and a throttle reset for test runs that log in many times.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { querystring: outboxQuery } }, async (request) => ({
    messages: await readOutbox(app.db, { to: request.query.to || undefined, brandId: request.query.brand }),
  }));

  app.delete('/dev/throttles', async () => {
    await app.db.delete(throttleEvents);
    return { ok: true };
  });
};

export default devRoutes;
