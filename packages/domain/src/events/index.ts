/**
 * The events the portal tells brands' systems about (issue 26): one envelope for every event, and for each type the
 * shape of its `data`. The API writes them (modules/webhooks), delivers them as signed webhooks and serves them in
 * the event feed; the OpenAPI document lists these schemas in its `webhooks` section, so a receiver can generate its
 * types from the same source the server validates against.
 *
 * Personal data stay out of `data`: ids, statuses and money only; payment data masked as the back office masks them.
 */
import { z } from 'zod';
import { paymentTypeDocumentation } from '../payment-types';

export * from './retry-schedule';

export const EVENT_TYPES = [
  'protocol.created',
  'protocol.status_changed',
  'protocol.files_added',
  'wallet.credited',
  'wallet.debited',
  'refund.requested',
  'coupon.issued',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const eventTypeSchema = z.enum(EVENT_TYPES).describe('The event type.');

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

const instant = z.string().describe('An ISO 8601 instant (UTC).');
const cents = (what: string) => z.number().int().describe(`${what}, in cents (integer).`);

const historyEntry = z
  .object({
    id: z.number().int().describe('The history entry id.'),
    statusId: z.number().int().describe('The status the entry records (0 = a comment).'),
    happenedAt: instant,
    note: z.string().nullable().describe('The entry note (Portuguese), null when none.'),
  })
  .describe('One entry of the protocol history.');

const protocolItem = z.object({
  position: z.number().int().describe('The item position in the protocol, from 1.'),
  productCode: z.string().describe('The product code.'),
  productName: z.string().describe('The product name.'),
  size: z.string().describe('The size returned.'),
  quantity: z.number().int().describe('How many units.'),
  unitCents: cents('The unit value'),
  reasonId: z.number().int().describe('The return reason id.'),
  desireId: z.number().int().describe('What the shopper wants (exchange, voucher, refund) as a desire id.'),
  orderCode: z.string().nullable().describe('The original order code, null for a purchase outside the online store.'),
  observation: z.string().nullable().describe("The shopper's own words about the item, null when none."),
});

export const EVENT_DATA_SCHEMAS = {
  'protocol.created': z
    .object({
      protocol: z.object({
        id: z.number().int().describe('The protocol id.'),
        statusId: z.number().int().describe('The current status id.'),
        trigger: z.string().describe('The flow: T exchange, C voucher, E refund…'),
        origin: z.string().describe('ecom (online order) or sac (outside the online store).'),
        createdAt: instant,
        items: z.array(protocolItem).describe('The items returned.'),
        history: historyEntry,
      }),
    })
    .describe('A shopper opened a protocol.'),
  'protocol.status_changed': z
    .object({
      protocolId: z.number().int().describe('The protocol id.'),
      fromStatusId: z.number().int().describe('The status before the move.'),
      statusId: z.number().int().describe('The status after the move.'),
      source: z.string().describe('Who moved it: operator, erp or system.'),
      history: historyEntry,
    })
    .describe('A protocol moved to another status.'),
  'protocol.files_added': z
    .object({
      protocolId: z.number().int().describe('The protocol id.'),
      file: z.object({
        id: z.number().int().describe('The file id.'),
        itemPosition: z.number().int().describe('The position of the item the file belongs to.'),
        isInvoice: z.boolean().describe('True for an invoice (NF-e), false for a photo.'),
        mime: z.string().describe('The media type.'),
        sizeBytes: z.number().int().describe('The size, in bytes.'),
      }),
    })
    .describe('The shopper added a file (photo or invoice) to a protocol.'),
  'wallet.credited': walletMovementSchema('Money entered a shopper wallet.'),
  'wallet.debited': walletMovementSchema('Money left a shopper wallet.'),
  'refund.requested': z
    .object({
      refund: z.object({
        id: z.number().int().describe('The refund request id (of its source).'),
        source: z
          .enum(['wallet_balance', 'protocol'])
          .describe('wallet_balance: the shopper asked for the wallet balance; protocol: a protocol reached refund.'),
        protocolId: z.number().int().nullable().describe('The protocol, when there is one.'),
        consumerId: z.number().int().describe('The shopper id.'),
        paymentType: z
          .number()
          .int()
          .meta(paymentTypeDocumentation('The original payment type, null if unknown:'))
          .nullable(),
        valueCents: cents('The value to refund'),
        pixKeyMasked: z.string().nullable().describe('The Pix key, masked as the back office shows it.'),
        bankCode: z.string().nullable().describe('The bank code, when paid to a bank account.'),
        bankAccountMasked: z
          .string()
          .nullable()
          .describe('The account number, all but its last four characters hidden.'),
        createdAt: instant,
      }),
    })
    .describe('A refund was requested.'),
  'coupon.issued': z
    .object({
      coupon: z.object({
        code: z.string().describe('The coupon code.'),
        consumerId: z.number().int().describe('The shopper id.'),
        protocolId: z.number().int().nullable().describe('The protocol it came from, when known.'),
        discountPercent: z.number().describe('The discount, in percent.'),
        validUntil: z.string().describe('The last valid day (YYYY-MM-DD, São Paulo).'),
        createdAt: instant,
      }),
    })
    .describe('A discount coupon was issued to a shopper.'),
} satisfies Record<EventType, z.ZodType>;

function walletMovementSchema(description: string) {
  return z
    .object({
      movement: z.object({
        id: z.number().int().describe('The movement id.'),
        consumerId: z.number().int().describe('The shopper id.'),
        protocolId: z.number().int().nullable().describe('The protocol the movement belongs to, when any.'),
        kind: z.string().describe('What moved: voucher, bonus, refund, purchase…'),
        entryType: z.string().describe('V voucher money, B bonus.'),
        valueCents: cents('The movement value (positive)'),
        balanceCents: cents('The wallet balance after the movement'),
        movedAt: instant,
      }),
    })
    .describe(description);
}

export type EventData<T extends EventType> = z.infer<(typeof EVENT_DATA_SCHEMAS)[T]>;

/**
 * The test event an admin sends from the console ("send a test event"): it reaches a receiver like any event, so it
 * is documented with them (the OpenAPI webhooks section), but it is not a subscribable type: it describes no change,
 * is never stored, retried or listed in the feed, and goes only to the subscription it was asked for.
 */
export const TEST_EVENT_TYPE = 'webhook.test';

/** Every type a webhook receiver can get: the subscribable types and the test event. */
export const DELIVERED_EVENT_TYPES = [...EVENT_TYPES, TEST_EVENT_TYPE] as const;

export type DeliveredEventType = (typeof DELIVERED_EVENT_TYPES)[number];

const DELIVERED_DATA_SCHEMAS = {
  ...EVENT_DATA_SCHEMAS,
  [TEST_EVENT_TYPE]: z
    .object({
      subscriptionId: z.number().int().describe('The subscription the test was sent to.'),
    })
    .describe('A test event, sent only when an admin asks for one; not retried and not in the feed.'),
} satisfies Record<DeliveredEventType, z.ZodType>;

export type DeliveredEventData<T extends DeliveredEventType> = z.infer<(typeof DELIVERED_DATA_SCHEMAS)[T]>;

/** The envelope every event travels in: the same in a webhook body and in the feed. */
export function eventEnvelopeSchema<T extends DeliveredEventType>(type: T) {
  return z
    .object({
      id: z.string().describe('The event id: unique, the same on every retry. Receivers deduplicate by it.'),
      type: z.literal(type).describe('The event type.'),
      createdAt: instant,
      brandId: z.number().int().describe('The brand the event belongs to.'),
      data: DELIVERED_DATA_SCHEMAS[type],
    })
    .describe(DELIVERED_DATA_SCHEMAS[type].description ?? type);
}

/** Any event (the feed's items). */
export const eventEnvelope = z
  .object({
    id: z.string().describe('The event id: unique, the same on every retry. Receivers deduplicate by it.'),
    type: eventTypeSchema,
    createdAt: instant,
    brandId: z.number().int().describe('The brand the event belongs to.'),
    data: z.record(z.string(), z.unknown()).describe('The object after the change: see the webhooks section.'),
  })
  .describe('One event.');

export type EventEnvelope = z.infer<typeof eventEnvelope>;
