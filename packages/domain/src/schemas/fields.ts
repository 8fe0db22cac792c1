/**
 * Field schemas shared by the wire-contract schemas. Every message is a ValidationCode, so the web translates it with
 * its own texts and the API with the validation messages of the request language.
 */
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../constants';
import { toIsoDate } from '../dates';
import type { ValidationCode } from '../messages/validation';
import { isValidAccount, isValidAgency, isValidBankCode } from '../validation/bank';
import { isValidCep } from '../validation/cep';
import { isValidCnpj } from '../validation/cnpj';
import { isValidCpf } from '../validation/cpf';
import { isValidEmail, normalizeEmail } from '../validation/email';
import { isValidPhone } from '../validation/phone';
import { normalizePixKey, pixKeyProblem } from '../validation/pix';
import { isValidUf } from '../validation/uf';

/** The `error` option of a schema or check, carrying a ValidationCode. */
export const codeError = (code: ValidationCode) => ({ error: code });

/** The message of an issue added in a refinement (ctx.addIssue reads `message`, not `error`). */
export const issueMessage = (code: ValidationCode) => ({ message: code });

/**
 * The one text rule of every text a shopper, a partner's system or an operator sends (issue 44). Control characters
 * no one types: C0 (NUL, ESC…), DEL and C1 — PostgreSQL refuses a NUL in text outright (the request would end in a
 * 500) and the others only hide or garble what staff read — and the bidirectional controls (ALM U+061C, LRM/RLM,
 * U+202A–U+202E, U+2066–U+2069), which make a text read differently from what it holds ('fatura\u202Efdp.exe' shows
 * as 'faturaexe.pdf'). A text field refuses them with 'invalidCharacters' instead of storing them; file names, which
 * nobody typed for us, have them removed with the same list (UNSAFE_TEXT_CHARACTERS). Single-line fields take none;
 * multi-line ones keep tab and line breaks.
 */
const BIDI_CONTROLS = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';
const SINGLE_LINE_CONTROL = new RegExp(`[\u0000-\u001f\u007f-\u009f${BIDI_CONTROLS}]`);
const MULTI_LINE_CONTROL = new RegExp(`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f${BIDI_CONTROLS}]`);
/** Every character the rule refuses in a single-line text, for removing them where refusing is not the answer. */
export const UNSAFE_TEXT_CHARACTERS = new RegExp(SINGLE_LINE_CONTROL.source, 'g');

/** True when the text holds no control character (tab, CR and LF allowed when `multiLine`). */
export function hasNoControlCharacters(value: string, multiLine = false): boolean {
  return !(multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/**
 * Any text the wire takes: a string, trimmed, refused with 'invalidCharacters' when it holds a control character.
 * Every text of the wire schemas starts here (or from requiredTextField/optionalTextField, which do).
 */
export function plainTextField(options: { multiLine?: boolean; code?: ValidationCode } = {}) {
  const multiLine = options.multiLine ?? false;
  return z
    .string(codeError(options.code ?? 'required'))
    .trim()
    .refine((value) => hasNoControlCharacters(value, multiLine), codeError('invalidCharacters'));
}

/** A trimmed, non-empty text ('required' when absent or blank, 'invalidCharacters' with a control character). */
export function requiredTextField(max = MAX_TEXT_LENGTH) {
  return z
    .string(codeError('required'))
    .trim()
    .min(1, { ...codeError('required'), abort: true })
    .max(max, codeError('required'))
    .refine((value) => hasNoControlCharacters(value), codeError('invalidCharacters'));
}

/** A trimmed text that may be empty, null or absent, all given on as ''. */
export function optionalTextField(max = MAX_TEXT_LENGTH) {
  return z
    .string(codeError('required'))
    .trim()
    .max(max, codeError('required'))
    .refine((value) => hasNoControlCharacters(value), codeError('invalidCharacters'))
    .nullish()
    .transform((value) => value ?? '');
}

/** A required text that must also pass `valid`, 'required' when blank and `code` when present but wrong. */
export function checkedTextField(valid: (value: string) => boolean, code: ValidationCode, max = MAX_TEXT_LENGTH) {
  return requiredTextField(max).refine(valid, codeError(code));
}

export const yesNoField = z.enum(['S', 'N'], codeError('required'));

export const cpfField = checkedTextField(isValidCpf, 'invalidCpf');
export const emailField = checkedTextField(isValidEmail, 'invalidEmail');
export const phoneField = checkedTextField(isValidPhone, 'invalidPhone');
export const cepField = checkedTextField(isValidCep, 'invalidCep');
export const ufField = checkedTextField(isValidUf, 'invalidUf');
export const cnpjField = checkedTextField(isValidCnpj, 'invalidCnpj');
export const agencyField = checkedTextField(isValidAgency, 'invalidAgency');
export const accountField = checkedTextField(isValidAccount, 'invalidAccount');

/**
 * A Pix key of a kind DICT knows, refused with the reason classifyPixKey gives (an invalid CPF, an ambiguous 11
 * digits…), and sent in the form it gives: digits, '+55…' for a phone, lower case for an e-mail or a random key.
 */
export const pixKeyField = requiredTextField()
  .superRefine((key, context) => {
    const problem = pixKeyProblem(key);
    if (problem) context.addIssue({ code: 'custom', ...issueMessage(problem) });
  })
  .transform((key) => normalizePixKey(key));

/** Bank codes come as '001' or 1 depending on the source; the wire form is the trimmed text. */
export const bankCodeField = z
  .union([z.string(), z.number()], codeError('bankRequired'))
  .refine((value) => isValidBankCode(value), codeError('bankRequired'))
  .transform((value) => String(value).trim());

/** E-mails are compared and stored trimmed and in lower case. */
export const normalizedEmailField = emailField.transform((email) => normalizeEmail(email));

/** A string of exactly the digits the pattern allows, no mask. */
export function digitsField(pattern: RegExp, code: ValidationCode) {
  return z.string(codeError(code)).trim().regex(pattern, codeError(code));
}

/**
 * Largest value of the database's integer columns (PostgreSQL int4). Every whole number of the wire is bounded by it:
 * a larger one would reach the database and fail there as a 500 instead of a 400 naming the field.
 */
export const DB_INT_MAX = 2_147_483_647;

/**
 * A whole number that fits the database's integer columns, from `min` (0 unless said) to DB_INT_MAX: 'required' when
 * absent, not a number or below `min`, 'numberTooLarge' above the column's range. The one source of every integer
 * field of the wire schemas and route queries (ids, cents, counts), so no route keeps its own limit.
 */
export function dbIntField(min = 0, max = DB_INT_MAX) {
  return (
    z
      .number(codeError('required'))
      // First and final: zod's int() also refuses numbers past 2^53, which are too large rather than not whole.
      .max(Math.min(max, DB_INT_MAX), { ...codeError('numberTooLarge'), abort: true })
      .int(codeError('required'))
      .min(min, codeError('required'))
  );
}

/** A database id: 1 to DB_INT_MAX. */
export const positiveIdField = dbIntField(1);
/** Money in integer cents: 0 to DB_INT_MAX. */
export const centsField = dbIntField(0);

/** Query strings and form fields carry numbers as text: digits only (no sign, exponent or hex), then dbIntField. */
const DIGITS = /^\d+$/;

/**
 * A whole number sent as text or as a number (a query string, a multipart field, a select's value), bounded as
 * dbIntField. The query-string counterpart of positiveIdField / dbIntField: use it instead of z.coerce.number().
 */
export function coercedIntField(min = 0, max = DB_INT_MAX) {
  return z
    .union([z.number(), z.string()], codeError('required'))
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (!DIGITS.test(text)) {
        ctx.addIssue({ code: 'custom', ...issueMessage('required') });
        return z.NEVER;
      }
      // A long run of digits is Infinity as a number; it is as much too large as 2147483648.
      const number = Number(text);
      return Number.isFinite(number) ? number : DB_INT_MAX + 1;
    })
    .pipe(dbIntField(min, max));
}

/** A query-string id: '' or absent means 'no filter' (undefined), else as coercedIntField from 1. */
export function optionalQueryIdField(min = 1) {
  return z.preprocess((value) => (value === '' ? undefined : value), coercedIntField(min).optional());
}

const DAY_TEXT = /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/;

/** 'dd/mm/yyyy' as typed or 'yyyy-mm-dd' as sent, naming a day that exists (31/02 does not). */
export function isDayText(value: string): boolean {
  return DAY_TEXT.test(value) && toIsoDate(value) !== null;
}

/** A required date, carried on as the São Paulo day 'yyyy-mm-dd'. */
export const dayField = requiredTextField()
  .refine(isDayText, { ...codeError('invalidDate'), abort: true })
  .transform((value) => toIsoDate(value) ?? value);

/** An optional date: '' when absent, else as dayField. */
export const optionalDayField = optionalTextField()
  .refine((value) => value === '' || isDayText(value), codeError('invalidDate'))
  .transform((value) => (value === '' ? '' : (toIsoDate(value) ?? value)));

/** Largest value of the database's bigint columns (PostgreSQL int8): event ids and transaction ids. */
export const DB_BIGINT_MAX = 9_223_372_036_854_775_807n;

/** True for digits naming a whole number from 0 to DB_BIGINT_MAX (exact: a bigint does not fit a JS number). */
export function isDbBigintText(text: string): boolean {
  return DIGITS.test(text) && text.length <= 19 && BigInt(text) <= DB_BIGINT_MAX;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for 'yyyy-mm-dd' naming a day of the calendar that PostgreSQL's date holds: years 1 to 9999, a month of
 * 1–12 and a day that month has (2026-02-30 and 2026-04-31 do not exist; 2028-02-29 does).
 */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A query's calendar day, 'yyyy-mm-dd', refused with 'invalidDate' unless it exists (isCalendarDay). */
export const calendarDayField = plainTextField().refine(isCalendarDay, codeError('invalidDate'));
