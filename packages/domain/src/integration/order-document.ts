/**
 * The integration API's documents (issue 25): one order as a brand's ERP or e-commerce platform sends it, and one
 * stock level. The API, the first-load command (`npm run import`) and the VTEX connector all parse with these
 * schemas, so a document is accepted or refused the same way whichever door it came through.
 *
 * Partner input is parsed strictly: unknown keys are refused (a misspelt `deliveredAt` must not pass as "not
 * delivered"), money is integer cents, instants are ISO 8601 with an offset (a bare local time is ambiguous), and
 * personal data passes the portal's own rules (CPF check digits, e-mail, Brazilian phone). The parsed document
 * carries the stored forms: CPF digits, lower-case e-mail, phone digits with the country code.
 */
import { z } from 'zod';
import { DEFAULT_DDI, MAX_TEXT_LENGTH } from '../constants';
import { isPaymentTypeCode, paymentTypeDocumentation, type PaymentTypeCode } from '../payment-types';
import { centsField, dbIntField, hasNoControlCharacters, positiveIdField } from '../schemas/fields';
import { isValidCep } from '../validation/cep';
import { isValidCpf } from '../validation/cpf';
import { onlyDigits } from '../validation/digits';
import { isValidEmail, normalizeEmail } from '../validation/email';
import { isValidPhone, splitPhone } from '../validation/phone';
import { isValidUf } from '../validation/uf';

/** The most orders one PUT /api/integration/v1/orders (or one import batch) carries. */
export const MAX_ORDERS_PER_CALL = 500;
/** The most stock items one PUT /api/integration/v1/stock carries. */
export const MAX_STOCK_ITEMS_PER_CALL = 1000;
/** The most lines one order may have: far above any real order, low enough that one order is one small write. */
export const MAX_LINES_PER_ORDER = 500;

/** A single-line text: trimmed, 1..max characters, under the one text rule (no control or bidi characters). */
function text(max = MAX_TEXT_LENGTH) {
  return (
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .refine((value) => hasNoControlCharacters(value), { message: 'invalidCharacters' })
  );
}

/** An instant with its offset ('2026-03-01T10:15:00-03:00' or '...Z'); carried on as the same text. */
export const isoInstantField = z.iso.datetime({ offset: true, message: 'invalidInstant' });

const cpfDocumentField = z
  .string()
  .refine((value) => isValidCpf(value), { message: 'invalidCpf' })
  .transform((value) => onlyDigits(value));

const emailDocumentField = z
  .string()
  .refine((value) => isValidEmail(value), { message: 'invalidEmail' })
  .transform((value) => normalizeEmail(value));

/** Stored as digits with the country code (consumers.phone): '(11) 98765-4321' -> '5511987654321'. */
const phoneDocumentField = z
  .string()
  .refine((value) => isValidPhone(value), { message: 'invalidPhone' })
  .transform((value) => {
    const parts = splitPhone(value);
    return `${parts.ddi || DEFAULT_DDI}${parts.ddd}${parts.number}`;
  });

export const documentAddress = z.strictObject({
  cep: z
    .string()
    .refine((value) => isValidCep(value), { message: 'invalidCep' })
    .transform((value) => onlyDigits(value)),
  street: text(),
  number: text(20),
  complement: text().nullable(),
  district: text(),
  city: text(),
  uf: z
    .string()
    .refine((value) => isValidUf(value), { message: 'invalidUf' })
    .transform((value) => value.trim().toUpperCase()),
});

/** Who bought: matched to one portal account by CPF, then e-mail, then phone, so one of them is needed. */
export const documentCustomer = z
  .strictObject({
    cpf: cpfDocumentField.nullable(),
    name: text(),
    email: emailDocumentField.nullable(),
    phone: phoneDocumentField.nullable(),
    address: documentAddress.optional(),
  })
  .refine((customer) => customer.cpf !== null || customer.email !== null || customer.phone !== null, {
    message: 'customerUnidentified',
    path: ['cpf'],
  });

/** An http(s) address, or a path on the portal's own host as the demo catalogue uses. */
const imageUrlField = text(2000).refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/\S*$/.test(value), {
  message: 'invalidUrl',
});

export const orderDocumentLine = z.strictObject({
  /** FAT_SEQUENCIA: which invoice of the order. With itemSeq it names the line across updates. */
  invoiceSeq: positiveIdField,
  /** ITE_SEQUENCIA */
  itemSeq: positiveIdField,
  /** NUMERONF, a string so '000231688' keeps its zeros. */
  invoiceNumber: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { message: 'invalidInvoiceNumber' }),
  productCode: text(60),
  productName: text(),
  model: text(60),
  /** GRA_CODIGO: the size grid. */
  sizeCode: text(20),
  size: text(10),
  colour: text(60),
  quantity: dbIntField(1),
  unitPriceCents: centsField.describe('Price of one unit, in integer cents of BRL (21990 = R$ 219,90).'),
  imageUrl: imageUrlField,
});

export const orderDocument = z
  .strictObject({
    /** PED_CODIGO, unique within the company. */
    orderId: text(40),
    companyCode: positiveIdField,
    branchCode: positiveIdField,
    paymentType: z
      .number()
      .refine((code) => isPaymentTypeCode(code), { message: 'invalidPaymentType' })
      .meta(paymentTypeDocumentation('How the order was paid (spec §3):')),
    totalCents: centsField.describe('Order total, in integer cents of BRL.'),
    placedAt: isoInstantField,
    /** Null until the carrier confirms delivery; a line is not returnable before it. */
    deliveredAt: isoInstantField.nullable(),
    origin: text(40),
    marketplace: z.boolean(),
    reinvoice: z.boolean(),
    trackingCode: text(60).nullable(),
    customer: documentCustomer,
    lines: z.array(orderDocumentLine).min(1).max(MAX_LINES_PER_ORDER),
  })
  .superRefine((order, context) => {
    const seen = new Set<string>();
    order.lines.forEach((line, index) => {
      const key = `${line.invoiceSeq}:${line.itemSeq}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: 'duplicateLine', path: ['lines', index, 'itemSeq'] });
      seen.add(key);
    });
    if (order.deliveredAt !== null && Date.parse(order.deliveredAt) < Date.parse(order.placedAt)) {
      context.addIssue({ code: 'custom', message: 'deliveredBeforePlaced', path: ['deliveredAt'] });
    }
  });

/** An order document as sent (what the VTEX mapping and the import build). */
export type OrderDocumentInput = z.input<typeof orderDocument>;
/** An order document as parsed: personal data in its stored form, paymentType a known code. */
export type OrderDocument = Omit<z.output<typeof orderDocument>, 'paymentType'> & { paymentType: PaymentTypeCode };
export type OrderDocumentLine = z.output<typeof orderDocumentLine>;

/** One absolute stock level of a variant; `asOf` orders deliveries so an older one never overwrites a newer one. */
export const stockItem = z.strictObject({
  productCode: text(60),
  model: text(60),
  size: text(10),
  /** The colour's name, as the order lines carry it. */
  colour: text(60),
  quantity: dbIntField(0),
  asOf: isoInstantField,
});

export type StockItem = z.output<typeof stockItem>;

/** One refusal of a document, for the partner: where (a dotted path), a stable code, and an English sentence. */
export interface DocumentError {
  field: string;
  code: string;
  message: string;
}
