import type { ValidationCode } from '../messages/validation';
import { formatCnpj, isValidCnpj, maskCnpj } from './cnpj';
import { formatCpf, isValidCpf, maskCpf } from './cpf';
import { isValidEmail, maskEmail } from './email';
import { formatPhone, maskPhone } from './phone';

/**
 * Pix keys as the central bank's directory (DICT) classifies them (issue 23 #13): CPF, CNPJ, e-mail, phone in E.164
 * form ('+55' + DDD + number) and the random key (EVP, a UUID). One pure function, classifyPixKey, answers which kind
 * a typed key is and the form it is sent in, or why it is refused; the web's forms and the API use it alike.
 *
 * An 11-digit key with nothing else to tell it apart is either a CPF or a mobile phone typed bare. It is a CPF only
 * when its check digits hold; otherwise it is refused as ambiguous rather than guessed to be a phone (the walk found
 * '111.111.111-11' accepted as a phone). A phone is recognised by what only phones have: '+55', or the DDD in
 * parentheses or set apart by a space; a 10-digit key is a landline (no other kind has 10 digits). ADR 0033.
 */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';

export type PixKeyRefusal =
  | 'empty'
  | 'invalidCpf'
  | 'invalidCnpj'
  | 'invalidEmail'
  | 'invalidPhone'
  /** 11 digits that fail as a CPF and carry no phone mark: a CPF mistyped or a phone typed bare, never guessed. */
  | 'ambiguous'
  | 'unknown';

export type PixKeyClassification = { ok: true; kind: PixKeyType; value: string } | { ok: false; reason: PixKeyRefusal };

/** DICT's limit for an e-mail key. */
export const PIX_EMAIL_MAX_LENGTH = 77;
const BRAZIL_DDI = '55';

const CPF_MASK = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const CNPJ_MASK = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
/** A UUID of version 4 (the third group starts with 4, the fourth with 8, 9, a or b), any letter case. */
const EVP_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** The characters a typed CPF, CNPJ or phone may carry besides its digits. */
const SEPARATORS = /[\s().\-/]/g;
/** The DDD in parentheses, or two digits then a space: '(11) 98765-4321', '11 98765-4321', '11 3234 5678'. */
const PHONE_MARKS = /^\(\d{2}\)|^\d{2}\s/;
/** DDD (no zero in it), then a 9-digit mobile starting with 9 or an 8-digit landline. */
const NATIONAL_PHONE = /^[1-9]{2}(?:9\d{8}|[2-8]\d{7})$/;

function phone(national: string): PixKeyClassification {
  return NATIONAL_PHONE.test(national)
    ? { ok: true, kind: 'phone', value: `+${BRAZIL_DDI}${national}` }
    : { ok: false, reason: 'invalidPhone' };
}

function cpf(digits: string): PixKeyClassification {
  return isValidCpf(digits) ? { ok: true, kind: 'cpf', value: digits } : { ok: false, reason: 'invalidCpf' };
}

function cnpj(digits: string): PixKeyClassification {
  return isValidCnpj(digits) ? { ok: true, kind: 'cnpj', value: digits } : { ok: false, reason: 'invalidCnpj' };
}

/** A key of digits and separators only, read by its shape first (a mask says what was meant), then by its length. */
function classifyDigits(typed: string): PixKeyClassification {
  const digits = typed.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(digits)) return { ok: false, reason: 'unknown' };
  if (digits.startsWith('+')) {
    return digits.startsWith(`+${BRAZIL_DDI}`) ? phone(digits.slice(3)) : { ok: false, reason: 'invalidPhone' };
  }
  if (CPF_MASK.test(typed)) return cpf(digits);
  if (CNPJ_MASK.test(typed)) return cnpj(digits);
  if (PHONE_MARKS.test(typed)) return phone(digits);
  switch (digits.length) {
    case 10:
      return phone(digits);
    case 11:
      return isValidCpf(digits) ? cpf(digits) : { ok: false, reason: 'ambiguous' };
    case 13:
      // '5511987654321': the E.164 form with its '+' left out.
      return digits.startsWith(BRAZIL_DDI) ? phone(digits.slice(2)) : { ok: false, reason: 'unknown' };
    case 14:
      return cnpj(digits);
    default:
      return { ok: false, reason: 'unknown' };
  }
}

/** Which kind of Pix key this is and the form it is sent and stored in, or why it is refused. */
export function classifyPixKey(value: string | null | undefined): PixKeyClassification {
  const typed = (value ?? '').trim();
  if (typed === '') return { ok: false, reason: 'empty' };
  if (typed.includes('@')) {
    return isValidEmail(typed) && typed.length <= PIX_EMAIL_MAX_LENGTH
      ? { ok: true, kind: 'email', value: typed.toLowerCase() }
      : { ok: false, reason: 'invalidEmail' };
  }
  if (EVP_PATTERN.test(typed)) return { ok: true, kind: 'evp', value: typed.toLowerCase() };
  return classifyDigits(typed);
}

const REFUSAL_CODES: Record<PixKeyRefusal, ValidationCode> = {
  empty: 'required',
  invalidCpf: 'pixInvalidCpf',
  invalidCnpj: 'pixInvalidCnpj',
  invalidEmail: 'pixInvalidEmail',
  invalidPhone: 'pixInvalidPhone',
  ambiguous: 'pixAmbiguous',
  unknown: 'invalidPix',
};

/** The validation message of a refused key (null when the key is accepted), for forms and the API's answers. */
export function pixKeyProblem(value: string | null | undefined): ValidationCode | null {
  const key = classifyPixKey(value);
  return key.ok ? null : REFUSAL_CODES[key.reason];
}

/** The kind of an accepted key, null for a refused one. */
export function pixKeyType(value: string | null | undefined): PixKeyType | null {
  const key = classifyPixKey(value);
  return key.ok ? key.kind : null;
}

export function isValidPixKey(value: string | null | undefined): boolean {
  return classifyPixKey(value).ok;
}

/**
 * The form a key is sent in (classifyPixKey's value). A refused key, which no schema lets through, keeps its old
 * treatment (trimmed, separators removed unless an e-mail) so a stored legacy value still compares as before.
 */
export function normalizePixKey(value: string | null | undefined): string {
  const key = classifyPixKey(value);
  if (key.ok) return key.value;
  const trimmed = (value ?? '').trim();
  return trimmed.includes('@') ? trimmed : trimmed.replace(SEPARATORS, '');
}

/** The key with the mask of its kind, for an input field; a refused key is returned trimmed, as typed. */
export function formatPixKey(value: string | null | undefined): string {
  const key = classifyPixKey(value);
  if (!key.ok) return (value ?? '').trim();
  switch (key.kind) {
    case 'cpf':
      return formatCpf(key.value);
    case 'cnpj':
      return formatCnpj(key.value);
    case 'phone':
      return formatPhone(key.value);
    case 'email':
    case 'evp':
      return key.value;
  }
}

/** The key for display with most of it hidden, per kind; a refused key gives '' rather than being echoed. */
export function maskPixKey(value: string | null | undefined): string {
  const key = classifyPixKey(value);
  if (!key.ok) return '';
  switch (key.kind) {
    case 'cpf':
      return maskCpf(key.value);
    case 'cnpj':
      return maskCnpj(key.value);
    case 'phone':
      return maskPhone(key.value);
    case 'email':
      return maskEmail(key.value);
    case 'evp':
      // Only the last four characters stay, as for a phone; the hyphens keep the key's shape readable.
      return key.value.replace(/[0-9a-f](?=.{4})/g, '*');
  }
}
