/**
 * The console's queue, protocol page and moves (ADR 0022): /api/backoffice/protocols and the ERP's moves under
 * /api/erp, which take the same transition body.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { coercedIntField, plainTextField } from '../schemas/fields';
import { missingFileSchema } from '../schemas/protocol-read';
import { SHIPMENT_QUEUE_FILTERS } from '../schemas/shipment';
import { consoleIdField, isoInstant, operatorNoteField, statusIdField, statusQueryField } from './fields';

export const queueQuery = z.object({
  brand: consoleIdField.optional(),
  status: statusQueryField.optional(),
  olderThanDays: coercedIntField(0, 3650).optional(),
  q: plainTextField().max(254).optional(),
  /** Whose protocols (issue 27, additive): 'mine', 'unassigned' or an operator's id. */
  assignee: plainTextField()
    .regex(/^(mine|unassigned|[1-9]\d{0,9})$/)
    .optional(),
  /** The return's shipping (issue 48, additive): code not used, in transit, delivered, carrier error. */
  shipping: z.enum(SHIPMENT_QUEUE_FILTERS).optional(),
  page: coercedIntField(1, 10_000).default(1),
  pageSize: coercedIntField(1, 100).default(20),
});

const trigger = z.enum(['T', 'E', 'C']);

export const queueItemSchema = z.object({
  prtId: z.number().int(),
  brandId: z.number().int(),
  status: z.number().int(),
  createdAt: isoInstant,
  lastMoveAt: isoInstant,
  ageDays: z.number().int(),
  customerName: z.string(),
  reasonName: z.string(),
  desireName: z.string(),
  trigger,
  /** Issue 27 (additive): the operator responsible, null when nobody took it. */
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Since when it is in its current status, and for how many whole hours. */
  statusSince: isoInstant,
  statusAgeHours: z.number().int(),
  /** The brand's target for this status in hours (null: none set); late once the age passes it. */
  targetHours: z.number().int().nullable(),
  late: z.boolean(),
  /**
   * How many files the open protocol still lacks (R62, rule missingFilesFor, as on its page): the queue says 'files
   * missing' on the row, so nobody moves it on before they arrive. 0 when nothing is, and for a closed protocol.
   */
  missingFiles: z.number().int().nonnegative().default(0),
  /**
   * Issue 46 (additive): the language the shopper reads the protocol's messages in (the one she opened it in; pt
   * before that was stored). A bulk move's note goes into those messages untranslated, so the console warns first.
   */
  language: z.enum(['pt', 'en', 'es']).default('pt'),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueAnswer = z.object({
  items: z.array(queueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QueueAnswer = z.infer<typeof queueAnswer>;

export const historyEntrySchema = z.object({
  status: z.number().int(),
  at: isoInstant,
  note: z.string().nullable(),
  /** The denial's reason (the shopper's MSG_DESC); null for every other move. Additive to the contract. */
  denialReason: z.string().nullable(),
  operator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  source: z.enum(['portal', 'operator', 'erp', 'scheduler']),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const allowedSchema = z.object({ to: z.number().int(), requiresReason: z.boolean() });
export type AllowedTransition = z.infer<typeof allowedSchema>;

const protocolSchema = z.object({
  prtId: z.number().int(),
  brandId: z.number().int(),
  status: z.number().int(),
  origin: z.enum(['ecom', 'sac']),
  createdAt: isoInstant,
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    cpfMasked: z.string(),
    /** The language the shopper reads the protocol's messages in (additive): the operator writes notes in it. */
    language: z.enum(LANGUAGES),
  }),
  shippingCode: z.string().nullable(),
  /** The online order and the invoice the items came on (additive, issue 46); null for a shop purchase's order. */
  orderCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** Where the parcel comes from: the sender's address as the shopper confirmed it on opening (additive, issue 46). */
  address: z.object({
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    district: z.string(),
    city: z.string(),
    uf: z.string(),
  }),
  /** The spec's RESPONSAVEL (additive, ADR 0055): who took or was assigned the protocol; null when nobody. */
  responsible: z.string().nullable().optional(),
  // Only what a refund needs: the bank data of a boleto, the Pix key of a Pix payment; masked.
  payment: z.object({
    type: z.number().int().nullable(),
    bankCode: z.string().nullable(),
    /** The bank's name for `bankCode` (additive); null when the code is not in the bank list. */
    bankName: z.string().nullable(),
    agencyMasked: z.string().nullable(),
    accountMasked: z.string().nullable(),
    pixKeyMasked: z.string().nullable(),
    /** The bank data whole, for an admin (who pays the refund); null for an agent, who sees it masked (additive). */
    full: z
      .object({ agency: z.string().nullable(), account: z.string().nullable(), pixKey: z.string().nullable() })
      .nullable(),
  }),
  voucherAccepted: z.boolean(),
  totalCents: z.number().int().describe('Value of the items, in integer cents of BRL.'),
  bonusCents: z.number().int().describe('Bonus added to a voucher, in integer cents of BRL.'),
});
export type ProtocolDetail = z.infer<typeof protocolSchema>;

const itemSchema = z.object({
  position: z.number().int(),
  productName: z.string(),
  colour: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  valueCents: z.number().int().describe("The item's value, in integer cents of BRL."),
  reasonName: z.string(),
  subReasonName: z.string().nullable(),
  desireName: z.string(),
  trigger,
  /** What the shopper asked for in an exchange (additive, issue 46): null when nothing changes. */
  exchangeSize: z.string().nullable(),
  exchangeColour: z.string().nullable(),
  /** The shopper's own words, 'Algo a acrescentar?' (additive, issue 46); null when none. */
  observation: z.string().nullable(),
  /** Outside-store purchases (origin 'sac') name the store and the purchase date. */
  store: z
    .object({ name: z.string().nullable(), city: z.string().nullable(), purchaseDate: z.string().nullable() })
    .optional(),
});
export type ProtocolItem = z.infer<typeof itemSchema>;

const fileSchema = z.object({
  id: z.number().int(),
  itemPosition: z.number().int().nullable(),
  kind: z.enum(['photo', 'video', 'invoice']),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ProtocolFile = z.infer<typeof fileSchema>;

export const protocolAnswer = z.object({
  protocol: protocolSchema,
  items: z.array(itemSchema),
  files: z.array(fileSchema),
  history: z.array(historyEntrySchema),
  allowed: z.array(allowedSchema),
  /**
   * What the open protocol still lacks (R62, rule missingFilesFor, the same answer the shopper's detail gives): the
   * console says 'files missing' until they arrive. Empty when nothing is, and for a closed protocol.
   */
  missingFiles: z.array(missingFileSchema).default([]),
});
export type DetailAnswer = z.infer<typeof protocolAnswer>;

export const transitionBody = z.object({
  to: statusIdField,
  note: operatorNoteField.optional().default(''),
  denialReason: operatorNoteField.optional(),
  /** The status the caller saw (optional, additive): a protocol moved since answers 409 status_changed. */
  from: statusIdField.optional(),
});
export const erpTransitionBody = transitionBody.extend({
  transitionId: plainTextField().regex(/^[\x21-\x7e]{1,128}$/),
});
export const transitionAnswer = z.object({
  status: z.number().int(),
  history: z.array(historyEntrySchema),
  allowed: z.array(allowedSchema),
});
export type TransitionAnswer = z.infer<typeof transitionAnswer>;
