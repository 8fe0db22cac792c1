/**
 * The console's webhook calls (issue 26) under /api/backoffice/webhooks: the bodies and answers the API validates and
 * documents with, and the console parses with.
 */
import { z } from 'zod';
import { EVENT_TYPES, eventTypeSchema } from '../events';
import { plainTextField } from '../schemas/fields';
import { consoleIdField } from './fields';

export const newSubscriptionBody = z
  .object({
    brandId: z.number().int().positive().describe('The brand whose events are sent (one of the admin\u2019s).'),
    url: plainTextField().min(1).max(2000).describe('Where events are POSTed: HTTPS in production.'),
    events: z
      .array(eventTypeSchema)
      .min(1)
      .max(EVENT_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'each type once')
      .describe('The event types to send.'),
  })
  .strict();
export type NewSubscription = z.infer<typeof newSubscriptionBody>;

export const subscriptionChangeBody = z
  .object({ active: z.boolean().describe('false pauses the subscription, true resumes it.') })
  .strict();

const subscription = z.object({
  id: z.number().int().describe('The subscription id.'),
  brandId: z.number().int().describe('The brand.'),
  url: z.string().describe('Where events are POSTed.'),
  events: z.array(z.string()).describe('The event types sent.'),
  active: z.boolean().describe('False while paused.'),
  pausedReason: z.enum(['admin', 'failing']).nullable().describe('admin: paused by hand; failing: 24 h of failures.'),
  createdAt: z.string().describe('When it was created (ISO 8601).'),
});

export type Subscription = z.infer<typeof subscription>;

export const subscriptionAnswer = subscription.describe('A webhook subscription (its secret is never shown again).');
export const subscriptionsAnswer = z
  .object({ subscriptions: z.array(subscription) })
  .describe('The subscriptions of the admin\u2019s brands.');
export const createdSubscriptionAnswer = subscription
  .extend({ secret: z.string().describe('The signing secret: shown only in this answer. Keep it safe.') })
  .describe('The new subscription with its signing secret.');
export const secretAnswer = z
  .object({
    id: z.number().int().describe('The subscription id.'),
    secret: z.string().describe('The new signing secret, shown only now; the old one stops signing at once.'),
  })
  .describe('A rotated secret.');

const attempt = z.object({
  id: z.number().int().describe('The log entry id.'),
  subscriptionId: z.number().int().describe('The subscription.'),
  deliveryId: z.number().int().nullable().describe('The delivery (for deliver again); null for a test send.'),
  eventId: z.string().describe('The event id.'),
  eventType: z.string().describe('The event type (webhook.test for a test send).'),
  attempt: z.number().int().describe('Which attempt of the delivery (1 = first).'),
  attemptedAt: z.string().describe('When (ISO 8601).'),
  statusCode: z.number().int().nullable().describe('The receiver\u2019s HTTP status; null when none came.'),
  durationMs: z.number().int().describe('How long the attempt took, in milliseconds.'),
  error: z.string().nullable().describe('timeout, address_refused, ECONNREFUSED\u2026 when no answer came.'),
  response: z.string().nullable().describe('The first 2 kB of the answer\u2019s body.'),
  deliveryStatus: z
    .enum(['pending', 'delivered', 'failed'])
    .nullable()
    .describe('Where the delivery stands now (null for a test send).'),
});

export type Attempt = z.infer<typeof attempt>;

export const attemptAnswer = z.object({ attempt }).describe('The test send\u2019s outcome.');
export const deliveryLogAnswer = z
  .object({ attempts: z.array(attempt).describe('The latest attempts first (at most 200, kept 30 days).') })
  .describe('The delivery log of a subscription.');
export const deliveryLogQuery = z
  .object({
    subscription: consoleIdField.optional().describe('One subscription; absent = all of yours.'),
  })
  .strict();

export const deletedAnswer = z
  .object({ id: z.number().int().describe('The subscription id.'), deleted: z.literal(true).describe('Always true.') })
  .describe('The subscription is gone, and its pending deliveries with it.');

export const redeliveryAnswer = z
  .object({ deliveryId: z.number().int().describe('The delivery queued again.') })
  .describe('The delivery is queued and sent within seconds.');
