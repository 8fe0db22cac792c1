import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeError, optionalQueryIdField, plainTextField } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { throttleEvents } from '../../db/schema';
import { identityFromRequest } from '../auth/identity';
import { identityBucket } from '../auth/service';
import { readOutbox } from './outbox-view';
import { errorAnswers } from '../../lib/error-answer';
import devShipmentRoutes from './shipment-events';

const outboxAnswer = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      brandId: z.number().int().nullable(),
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      code: z.string().nullable(),
      delivery: z.string(),
      createdAt: z.string().describe('ISO 8601 instant in UTC.'),
    }),
  ),
});

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
  // The development carrier's posting and delivery of a demo shipment (issue 48).
  await app.register(devShipmentRoutes);
  app.get(
    '/dev/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxAnswer, ...errorAnswers(400) } } },
    async (request) => ({
      messages: await readOutbox(app.db, { to: request.query.to || undefined, brandId: request.query.brand }),
    }),
  );

  // With `brand` and `to`, only that identity's code spacing and hourly count are forgotten: a test that asks for a
  // second code moments after the first goes on at once, without clearing what other tests running meanwhile rely on.
  app.delete(
    '/dev/throttles',
    {
      schema: {
        querystring: outboxQuery,
        response: { 200: z.object({ ok: z.boolean().describe('Always true.') }), ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { brand, to } = request.query;
      if (brand !== undefined && to) {
        const identity = identityFromRequest(to.includes('@') ? { email: to } : { fone: to });
        const bucket = identityBucket(brand, identity, app.config.CODE_HASH_SECRET);
        await app.db.delete(throttleEvents).where(eq(throttleEvents.bucket, bucket));
      } else {
        await app.db.delete(throttleEvents);
      }
      return { ok: true };
    },
  );
};

export default devRoutes;
