import { z } from 'zod';

/**
 * The answers of /api/backoffice (ADR 0022). Parsed at the edge so a screen
 * never renders a half-understood answer; fields a screen does not read are let through untouched.
 */
const brandNameSchema = z.object({ id: z.number(), name: z.string() });
export type BrandName = z.infer<typeof brandNameSchema>;

export const operatorSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['agent', 'admin']),
  brands: z.array(z.number()),
  /** The display names of `brands`; an older API without them leaves the console labelling brands by number. */
  brandNames: z.array(brandNameSchema).default([]),
});
export type Operator = z.infer<typeof operatorSchema>;
export const operatorAnswer = z.object({ operator: operatorSchema });

export const verifyAnswer = z.discriminatedUnion('next', [
  z.object({ next: z.literal('totp-enrol'), otpauthUri: z.string(), qrSvg: z.string() }),
  z.object({ next: z.literal('totp') }),
]);
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

const isoDate = z.string();

export const queueItemSchema = z.object({
  prtId: z.number(),
  brandId: z.number(),
  status: z.number(),
  createdAt: isoDate,
  lastMoveAt: isoDate.nullable(),
  ageDays: z.number(),
  customerName: z.string(),
  reasonName: z.string().nullable(),
  desireName: z.string().nullable(),
  trigger: z.string().nullable(),
  /** Issue 27 (absent from an older API): who is responsible, and the age in the current status against its target. */
  assignee: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
  statusAgeHours: z.number().optional(),
  targetHours: z.number().nullable().optional(),
  late: z.boolean().optional(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueAnswer = z.object({
  items: z.array(queueItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type QueueAnswer = z.infer<typeof queueAnswer>;

const operatorRef = z.object({ id: z.number(), email: z.string() });

export const historyEntrySchema = z.object({
  status: z.number(),
  at: isoDate,
  note: z.string().nullable(),
  /** A denial's reason (what the shopper reads as its message); null for other moves. */
  denialReason: z.string().nullable().optional(),
  operator: operatorRef.nullable(),
  source: z.enum(['portal', 'operator', 'erp', 'scheduler']),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const allowedSchema = z.object({ to: z.number(), requiresReason: z.boolean() });
export type AllowedTransition = z.infer<typeof allowedSchema>;

export const fileSchema = z.object({
  id: z.number(),
  itemPosition: z.number().nullable(),
  kind: z.enum(['photo', 'video', 'invoice']),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
});
export type ProtocolFile = z.infer<typeof fileSchema>;

export const itemSchema = z.object({
  position: z.number(),
  productName: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number(),
  valueCents: z.number(),
  reasonName: z.string().nullable(),
  subReasonName: z.string().nullable(),
  desireName: z.string().nullable(),
  trigger: z.string().nullable(),
  /** Outside-store purchases (origin 'sac') name the store and the purchase date. */
  store: z
    .object({ name: z.string().nullable(), city: z.string().nullable(), purchaseDate: z.string().nullable() })
    .optional(),
});
export type ProtocolItem = z.infer<typeof itemSchema>;

export const protocolSchema = z.object({
  prtId: z.number(),
  brandId: z.number(),
  status: z.number(),
  origin: z.enum(['ecom', 'sac']),
  createdAt: isoDate,
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    cpfMasked: z.string().nullable(),
    /** The language the shopper reads notes in; an older API without it leaves pt, the portal's default. */
    language: z.enum(['pt', 'en', 'es']).default('pt'),
  }),
  shippingCode: z.string().nullable(),
  // Only what a refund needs: the bank data of a boleto, the Pix key of a Pix payment; masked, and whole (`full`)
  // only for an admin, who pays the refund (the server decides: an agent's answer carries null).
  payment: z.object({
    type: z.number().nullable(),
    bankCode: z.string().nullable(),
    bankName: z.string().nullable().default(null),
    agencyMasked: z.string().nullable(),
    accountMasked: z.string().nullable(),
    pixKeyMasked: z.string().nullable(),
    full: z
      .object({ agency: z.string().nullable(), account: z.string().nullable(), pixKey: z.string().nullable() })
      .nullable()
      .default(null),
  }),
  voucherAccepted: z.boolean(),
  totalCents: z.number(),
  bonusCents: z.number(),
});
export type ProtocolDetail = z.infer<typeof protocolSchema>;

export const detailAnswer = z.object({
  protocol: protocolSchema,
  items: z.array(itemSchema),
  files: z.array(fileSchema),
  history: z.array(historyEntrySchema),
  allowed: z.array(allowedSchema),
});
export type DetailAnswer = z.infer<typeof detailAnswer>;

export const transitionAnswer = z.object({
  status: z.number(),
  history: z.array(historyEntrySchema),
  allowed: z.array(allowedSchema),
});
export type TransitionAnswer = z.infer<typeof transitionAnswer>;

export const reportRowSchema = z.object({
  month: z.string(),
  brandId: z.number(),
  /** The brand by name, as the CSV names it; an older API without it leaves the console's own label. */
  brandName: z.string().optional(),
  reasonName: z.string(),
  desireName: z.string(),
  status: z.number(),
  count: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportAnswer = z.object({ rows: z.array(reportRowSchema) });

/** An operator as the admins' list shows them: `active` false is an operator who can no longer sign in. */
export const operatorRowSchema = operatorSchema.extend({ active: z.boolean() });
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorsAnswer = z.object({ operators: z.array(operatorRowSchema) });
export const operatorRowAnswer = z.object({ operator: operatorRowSchema });
