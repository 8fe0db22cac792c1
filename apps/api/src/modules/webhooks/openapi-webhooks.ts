/**
 * The OpenAPI 3.1 `webhooks` section (issue 26): one entry per event type, the POST the portal sends with the
 * envelope's JSON schema and the signature headers, generated from the same zod schemas the events are built against.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { EVENT_TYPES, eventEnvelopeSchema } from '@portal/domain';

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
    EVENT_TYPES.map((type) => {
      const schema = eventEnvelopeSchema(type);
      return [
        type,
        {
          post: {
            summary: schema.description ?? type,
            description:
              'Sent to each subscription of the brand that asked for this type; retried for 24 h until a 2xx. ' +
              'At least once: deduplicate by the event id. Order between events is not promised.',
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
