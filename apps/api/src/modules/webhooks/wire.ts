/**
 * The webhooks module's request and answer schemas (OpenAPI from the same zod the routes validate with). The console's
 * calls take and answer the domain's (@portal/domain/backoffice); the path parameters and the integration's event feed
 * are here.
 */
import { z } from 'zod';
import { coercedIntField, eventEnvelope, plainTextField } from '@portal/domain';
import { consoleIdField as id } from '@portal/domain/backoffice';

export {
  attemptAnswer,
  createdSubscriptionAnswer,
  deletedAnswer,
  deliveryLogAnswer,
  deliveryLogQuery,
  newSubscriptionBody,
  redeliveryAnswer,
  secretAnswer,
  subscriptionAnswer,
  subscriptionChangeBody,
  subscriptionsAnswer,
  type Attempt as AttemptView,
  type Subscription as SubscriptionView,
} from '@portal/domain/backoffice';

export const FEED_MAX_LIMIT = 500;

export const subscriptionParams = z.object({ subscriptionId: id.describe('The subscription id.') });
export const deliveryParams = subscriptionParams.extend({ deliveryId: id.describe('The delivery id.') });

export const feedQuery = z
  .object({
    after: plainTextField()
      .max(60)
      .optional()
      .describe('The "next" cursor of the previous answer; absent = from the oldest kept event.'),
    limit: coercedIntField(1, FEED_MAX_LIMIT).default(100).describe('At most 500 events.'),
    types: plainTextField().max(500).optional().describe('Comma-separated event types; absent = every type.'),
  })
  .strict();

export const feedAnswer = z
  .object({
    events: z.array(eventEnvelope).describe('Events in commit order; empty when caught up.'),
    next: z.string().describe('The cursor to send as "after" next time (the same when caught up).'),
  })
  .describe('A page of the event feed.');
