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
import { isValidPixKey, normalizePixKey } from '../validation/pix';
import { isValidUf } from '../validation/uf';

/** The `error` option of a schema or check, carrying a ValidationCode. */
export const codeError = (code: ValidationCode) => ({ error: code });

/** The message of an issue added in a refinement (ctx.addIssue reads `message`, not `error`). */
export const issueMessage = (code: ValidationCode) => ({ message: code });

/** A trimmed, non-empty text ('required' when absent or blank). */
export function requiredTextField(max = MAX_TEXT_LENGTH) {
  return z
    .string(codeError('required'))
    .trim()
    .min(1, { ...codeError('required'), abort: true })
    .max(max, codeError('required'));
}

/** A trimmed text that may be empty, null or absent, all given on as ''. */
export function optionalTextField(max = MAX_TEXT_LENGTH) {
  return z
    .string(codeError('required'))
    .trim()
    .max(max, codeError('required'))
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

/** Sent with its separators removed unless it is an e-mail (spec §5). */
export const pixKeyField = checkedTextField(isValidPixKey, 'invalidPix').transform((key) => normalizePixKey(key));

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

export const positiveIdField = z
  .number(codeError('required'))
  .int(codeError('required'))
  .positive(codeError('required'));
export const centsField = z.number(codeError('required')).int(codeError('required')).nonnegative(codeError('required'));

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
