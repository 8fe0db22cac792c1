/**
 * The back office's wire contract (ADR 0022): request and answer schemas of
 * every /api/backoffice and /api/erp route, so the OpenAPI document and the console read one definition.
 */
import { z } from 'zod';
import { LANGUAGES, plainTextField, requiredTextField, TRANSITION_TEXT_MAX } from '@portal/domain';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);
const isoInstant = z.string();
/**
 * The texts the routes take are the domain's text fields (ADR 0015): trimmed, and a control character (a NUL would
 * end in PostgreSQL as a 500) refused with 400 'invalidCharacters', naming the field in the request's language.
 */
const EMAIL_MAX = 254;
/** Any address zod takes (not the shoppers' stricter rule of spec §5: an operator's address may end in '.info'). */
const emailField = plainTextField().email().max(EMAIL_MAX);
/** Operators' notes and denial reasons may run over lines, as the console's text area lets them. */
const noteField = plainTextField({ multiLine: true }).max(TRANSITION_TEXT_MAX);

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['agent', 'admin']),
  brands: z.array(z.number().int()),
  /**
   * The display names of `brands`, in their order (additive to the contract): the console labels brands by name. A
   * brand without a row in the brands table is left out.
   */
  brandNames: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const operatorAnswer = z.object({ operator: operatorSchema });

export const codeBody = z.object({ email: emailField });
export const verifyBody = z.object({
  email: emailField,
  code: plainTextField().regex(/^\d{1,7}$/),
});
export const verifyAnswer = z.union([
  z.object({ next: z.literal('totp-enrol'), otpauthUri: z.string(), qrSvg: z.string() }),
  z.object({ next: z.literal('totp') }),
]);
export const totpBody = z.object({
  token: plainTextField().regex(/^\d{6}$/),
});

export const protocolParams = z.object({ prtId: id });
export const fileParams = z.object({ prtId: id, fileId: id });

export const queueQuery = z.object({
  brand: id.optional(),
  status: z.coerce.number().int().min(-1).max(99).optional(),
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
  q: plainTextField().max(254).optional(),
  /** Whose protocols (issue 27, additive): 'mine', 'unassigned' or an operator's id. */
  assignee: plainTextField()
    .regex(/^(mine|unassigned|[1-9]\d{0,9})$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const trigger = z.enum(['T', 'E', 'C']);

export const queueAnswer = z.object({
  items: z.array(
    z.object({
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
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const historyEntrySchema = z.object({
  status: z.number().int(),
  at: isoInstant,
  note: z.string().nullable(),
  /** The denial's reason (the shopper's MSG_DESC); null for every other move. Additive to the contract. */
  denialReason: z.string().nullable(),
  operator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  source: z.enum(['portal', 'operator', 'erp', 'scheduler']),
});
const allowedSchema = z.array(z.object({ to: z.number().int(), requiresReason: z.boolean() }));

export const protocolAnswer = z.object({
  protocol: z.object({
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
  }),
  items: z.array(
    z.object({
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
      store: z
        .object({ name: z.string().nullable(), city: z.string().nullable(), purchaseDate: z.string().nullable() })
        .optional(),
    }),
  ),
  files: z.array(
    z.object({
      id: z.number().int(),
      itemPosition: z.number().int().nullable(),
      kind: z.enum(['photo', 'video', 'invoice']),
      name: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      url: z.string(),
    }),
  ),
  history: z.array(historyEntrySchema),
  allowed: allowedSchema,
});

export const transitionBody = z.object({
  to: z.number().int().min(-1).max(99),
  note: noteField.optional().default(''),
  denialReason: noteField.optional(),
  /** The status the caller saw (optional, additive): a protocol moved since answers 409 status_changed. */
  from: z.number().int().min(-1).max(99).optional(),
});
export const erpTransitionBody = transitionBody.extend({
  transitionId: plainTextField().regex(/^[\x21-\x7e]{1,128}$/),
});
export const transitionAnswer = z.object({
  status: z.number().int(),
  history: z.array(historyEntrySchema),
  allowed: allowedSchema,
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH);
const monthQuery = plainTextField().regex(MONTH);
export const reportQuery = z.object({ from: monthQuery, to: monthQuery, brand: id.optional() });
/**
 * The CSV is fetched by a plain download link, which carries the browser's Accept-Language, not the console's choice:
 * the link names the language itself.
 */
export const reportCsvQuery = reportQuery.extend({ lang: z.enum(LANGUAGES).optional() });
export const reportAnswer = z.object({
  rows: z.array(
    z.object({
      month,
      brandId: z.number().int(),
      /** The brand's name (additive): the screen and the CSV name brands, not their ids. */
      brandName: z.string(),
      reasonName: z.string(),
      desireName: z.string(),
      status: z.number().int(),
      count: z.number().int(),
    }),
  ),
});

export const operatorsAnswer = z.object({ operators: z.array(operatorSchema.extend({ active: z.boolean() })) });
const OPERATOR_NAME_MAX = 200;
export const newOperatorBody = z.object({
  email: emailField,
  name: requiredTextField(OPERATOR_NAME_MAX),
  role: z.enum(['agent', 'admin']),
  brands: z.array(id).min(1).max(20),
});

export const operatorParams = z.object({ operatorId: id });
/** PATCH operators/:operatorId: any of the four, at least one (an admin's edit or deactivation, ADR 0029). */
export const operatorChangeBody = z
  .object({
    name: newOperatorBody.shape.name.optional(),
    role: newOperatorBody.shape.role.optional(),
    brands: newOperatorBody.shape.brands.optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'empty change' });
export const operatorRowAnswer = z.object({ operator: operatorSchema.extend({ active: z.boolean() }) });
