/**
 * The OpenAPI 3.1 `webhooks` section (issue 26): one entry per event type a receiver can get — the test event too, so
 * a receiver generated from this document accepts what the console's 'send a test event' sends — the POST the portal
 * sends with the envelope's JSON schema and the signature headers, generated from the same zod schemas the events are
 * built against.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { DELIVERED_EVENT_TYPES, eventEnvelopeSchema, TEST_EVENT_TYPE } from '@portal/domain';

const EVENT_DELIVERY =
  'Sent to each subscription of the brand that asked for this type; retried for 24 h until a 2xx. ' +
  'At least once: deduplicate by the event id. Order between events is not promised.';
const TEST_DELIVERY =
  "Sent once, only to the subscription an admin sends a test to (the console's 'send a test event'): never retried, " +
  'never in the event feed, and no subscription asks for it. A receiver may answer it 2xx and ignore it.';

const headers = [
  { name: 'X-Portal-Event', description: 'The event type.' },
  { name: 'X-Portal-Delivery', description: 'The delivery id: the same on every retry of this delivery.' },
  {
    name: 'X-Portal-Signature',
    description:
      't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the subscription secret>. Refuse a t older than 5 minutes.',
  },
].map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));

/** The swagger plugin's own type of the section (OpenAPI 3.1's webhooks map). */
type WebhooksSection = Extract<
  NonNullable<FastifyDynamicSwaggerOptions['openapi']>,
  { webhooks?: unknown }
>['webhooks'];

export function webhooksDocument(): WebhooksSection {
  return Object.fromEntries(
    DELIVERED_EVENT_TYPES.map((type) => {
      const schema = eventEnvelopeSchema(type);
      return [
        type,
        {
          post: {
            summary: schema.description ?? type,
            // 'protocol.status_changed' is webhookProtocolStatusChanged: stable, unique beside the API's operations.
            operationId: `webhook${type
              .split(/[._]/)
              .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
              .join('')}`,
            // The portal sends no credential: the receiver checks the Portal-Signature header (issue 26).
            security: [],
            description: type === TEST_EVENT_TYPE ? TEST_DELIVERY : EVENT_DELIVERY,
            parameters: headers,
            requestBody: {
              required: true,
              content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'output' }) } },
            },
            responses: {
              '200': { description: 'Any 2xx: received. Anything else (or no answer in 10 s) is retried.' },
            },
          },
        },
      ];
    }),
  ) as WebhooksSection;
}
