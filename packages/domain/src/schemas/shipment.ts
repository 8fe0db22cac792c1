/**
 * The return's shipping (issue 48): the reverse-logistics authorisation a carrier issues for a protocol (Correios'
 * 'e-ticket', posted without a label) and the tracking events that follow it to the brand's returns centre.
 *
 * This file is the wire contract between `apps/api/src/modules/shipping` and the web (shopper detail, console): the
 * API declares these as its response schemas and the web parses what it receives with them. Additive fields only.
 */
import { z } from 'zod';

const isoInstant = z.iso.datetime({ offset: true });

/**
 * Where an authorisation stands. `requested`: we asked the carrier and wait for its answer (or retry); `issued`: the
 * shopper can post with the code; `posted`: the carrier took the parcel (tracking code known); `delivered`: it reached
 * the returns centre; `expired`: its validity passed unused; `cancelled`: cancelled at the carrier; `failed`: the
 * carrier refused it (the reason is `error`) and an operator must act.
 */
export const SHIPMENT_STATES = [
  'requested',
  'issued',
  'posted',
  'delivered',
  'expired',
  'cancelled',
  'failed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** One carrier event, oldest first; `description` is in the reader's language (the carrier's own words kept in `carrierText`). */
export const shipmentEventSchema = z.object({
  at: isoInstant,
  /** Our kind of event, from the carrier's code: what moves the protocol. */
  kind: z.enum(['posted', 'in_transit', 'out_for_delivery', 'delivered', 'returned_to_sender', 'problem', 'other']),
  description: z.string(),
  /** The carrier's own text of the event (Correios SRO `descricao`), as it sent it (pt). */
  carrierText: z.string(),
  /** Where it happened ('São Paulo - SP'); null when the carrier gives no unit. */
  place: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** What the shopper sees of her return's shipping (GET /returns/protocols/b2c/shipment/{prt_id}). */
export const shopperShipmentSchema = z.object({
  carrier: z.literal('correios'),
  /** True for the development carrier's codes (outside production): the page says they are not valid at a counter. */
  demo: z.boolean(),
  state: z.enum(SHIPMENT_STATES),
  /** The authorisation code the shopper gives at the counter or locker (Correios `codigoObjeto` of the pré-postagem). */
  authorisationCode: z.string().nullable(),
  /** The last day she can post, ISO date in São Paulo ('2026-12-17'). */
  postBy: z.iso.date().nullable(),
  /** The object's tracking code once posted (often the same as the authorisation's object code). */
  trackingCode: z.string().nullable(),
  events: z.array(shipmentEventSchema),
});
export type ShopperShipment = z.infer<typeof shopperShipmentSchema>;

export const shopperShipmentResponseSchema = z.object({
  /** Null when the protocol has no authorisation (not yet issued, or the brand's shipping is not connected). */
  shipment: shopperShipmentSchema.nullable(),
  /**
   * When the brand has no carrier connected: how this brand takes returns (its text from the policy settings, in the
   * request language); null otherwise.
   */
  returnInstructions: z.string().nullable(),
});
export type ShopperShipmentResponse = z.infer<typeof shopperShipmentResponseSchema>;

/** What an operator sees per protocol (GET /backoffice/protocols/{prtId}/shipment). */
export const consoleShipmentSchema = shopperShipmentSchema.extend({
  id: z.number().int(),
  /** Our own request id sent with the authorisation: a retried request never makes a second one. */
  requestId: z.string(),
  createdAt: isoInstant,
  /** The carrier's refusal or the last failed call, in words for the operator; null when none. */
  error: z.string().nullable(),
  /** Which actions the operator may take now. */
  actions: z.object({ issueAgain: z.boolean(), extend: z.boolean(), cancel: z.boolean() }),
});
export type ConsoleShipment = z.infer<typeof consoleShipmentSchema>;

export const consoleShipmentResponseSchema = z.object({
  /** The protocol's authorisations, newest first (a cancelled or expired one stays beside its replacement). */
  shipments: z.array(consoleShipmentSchema),
  /** False when the brand has no carrier credentials: the console says shipping is not connected. */
  connected: z.boolean(),
});
export type ConsoleShipmentResponse = z.infer<typeof consoleShipmentResponseSchema>;

/** The console queue's shipping filter (issue 48). */
export const SHIPMENT_QUEUE_FILTERS = ['code_not_used', 'in_transit', 'delivered', 'carrier_error'] as const;
export type ShipmentQueueFilter = (typeof SHIPMENT_QUEUE_FILTERS)[number];

/** The dashboard's return-shipping figures (GET /backoffice/dashboard/shipping, issue 48; admins, their brands). */
export const shippingDashboardResponseSchema = z
  .object({
    from: z.string().describe('First day of the period (YYYY-MM-DD).'),
    to: z.string().describe('Last day of the period (YYYY-MM-DD).'),
    brands: z.array(z.number().int()),
    inTransit: z.number().int().describe('Returns posted and not yet delivered, now.'),
    codesNotUsed: z.number().int().describe('Codes issued and not yet posted, now.'),
    delivered: z.number().int().describe('Returns delivered to the returns centre in the period.'),
    medianDaysToDelivery: z.number().nullable().describe('Median days from the code to the delivery, one decimal.'),
  })
  .describe("The return shipping's dashboard figures.");
export type ShippingDashboardResponse = z.infer<typeof shippingDashboardResponseSchema>;
