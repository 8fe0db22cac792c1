/**
 * A parse failure of an integration document as the partner reads it: one { field, code, message } per problem, the
 * field a dotted path ('customer.cpf', 'lines.2.unitPriceCents'), the code stable and snake_case, the message in
 * English (server-to-server callers log it; the portal's shopper texts are not for them). Never the value itself:
 * the document holds personal data and an error may end up in a log.
 */
import type { z } from 'zod';
import { orderDocument, stockItem, type DocumentError, type OrderDocument, type StockItem } from './order-document';

const SENTENCES: Readonly<Record<string, string>> = {
  required: 'The field is missing or not of the expected type.',
  unknown_field: 'The field is not part of the document; check its spelling.',
  invalid_type: 'The field has the wrong type.',
  too_short: 'The value is shorter or smaller than allowed.',
  too_long: 'The value is longer or larger than allowed.',
  number_too_large: 'The number is larger than the portal stores.',
  not_integer: 'Expected a whole number (money is integer cents).',
  invalid_instant: 'Expected an ISO 8601 instant with an offset, e.g. 2026-03-01T10:15:00-03:00.',
  invalid_cpf: 'The CPF is not valid (11 digits with valid check digits).',
  invalid_email: 'The e-mail address is not valid.',
  invalid_phone: 'The phone is not a valid Brazilian phone.',
  invalid_cep: 'The CEP is not valid (8 digits).',
  invalid_uf: 'The state is not a Brazilian UF.',
  invalid_url: 'Expected an http(s) address.',
  invalid_invoice_number: 'The invoice number is digits only, sent as a string.',
  invalid_payment_type: 'The payment type is not one of the portal codes (PED_TIPOPGTO).',
  invalid_characters: 'The text holds control characters.',
  customer_unidentified: 'The customer needs a CPF, an e-mail or a phone.',
  duplicate_line: 'Two lines share the same invoiceSeq and itemSeq.',
  delivered_before_placed: 'deliveredAt is earlier than placedAt.',
  invalid: 'The value is not valid.',
};

const snake = (code: string) => code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function codeOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'not_integer';
      return issue.input === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      return 'too_short';
    case 'too_big':
      return issue.message === 'numberTooLarge' ? 'number_too_large' : 'too_long';
    case 'invalid_format':
      return issue.format === 'datetime' ? 'invalid_instant' : 'invalid';
    default: {
      const custom = snake(issue.message);
      return custom in SENTENCES ? custom : 'invalid';
    }
  }
}

/** The partner-facing errors of a failed parse; `prefix` names where the document sat (e.g. none, or 'items.3'). */
export function documentErrors(error: z.ZodError, prefix: (string | number)[] = []): DocumentError[] {
  return error.issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [...path, key].join('.'),
        code: 'unknown_field',
        message: SENTENCES.unknown_field!,
      }));
    }
    let code = codeOf(issue);
    // dbIntField answers 'required' for 1.5: say what is wrong with a number that is there but not whole.
    if (code === 'required' && typeof issue.input === 'number' && !Number.isInteger(issue.input)) code = 'not_integer';
    return [{ field: path.join('.') || '(document)', code, message: SENTENCES[code] ?? SENTENCES.invalid! }];
  });
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: DocumentError[] };

/** Parses one order document (`reportInput` so a missing field and a wrong one get different codes). */
export function parseOrderDocument(value: unknown): Parsed<OrderDocument> {
  const parsed = orderDocument.safeParse(value, { reportInput: true });
  return parsed.success
    ? { ok: true, value: parsed.data as OrderDocument }
    : { ok: false, errors: documentErrors(parsed.error) };
}

/** Parses one stock item; `prefix` places its errors in the call ('items.3'). */
export function parseStockItem(value: unknown, prefix: (string | number)[] = []): Parsed<StockItem> {
  const parsed = stockItem.safeParse(value, { reportInput: true });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: documentErrors(parsed.error, prefix) };
}
