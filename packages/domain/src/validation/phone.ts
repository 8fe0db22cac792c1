import { formatPhone as libraryFormatPhone } from '@brazilian-utils/brazilian-utils';
import { DEFAULT_DDI, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants';
import { hasOnlyDigitsAnd, onlyDigits } from './digits';

export type PhoneParts = { ddi: string; ddd: string; number: string };

const DDI_LENGTH = DEFAULT_DDI.length;
const DDD_LENGTH = 2;
const VISIBLE_TAIL = 4;

/** The international form of spec §5: +## (##) ####-#### or +## (##) #####-####, punctuation optional. */
const INTERNATIONAL_PHONE_PATTERN = /^\+?\d{2}\s?\(?\d{2}\)?\s?\d{4,5}[-\s]?\d{4}$/;

function isNationalLength(digits: string): boolean {
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/**
 * Spec §5: 10-11 digits (DDD + number; spec §9 sends them with DEFAULT_DDI), or the international pattern with a
 * 2-digit DDI in front. A leading '+' says the shopper typed a country code, so it must be followed by one: '+21 (99)
 * 8765-43' is a DDI with a number typed half-way, not the national 2199876543.
 */
export function isValidPhone(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  if (!hasOnlyDigitsAnd(trimmed, '+() -')) return false;
  if (trimmed.startsWith('+')) return INTERNATIONAL_PHONE_PATTERN.test(trimmed);
  return isNationalLength(onlyDigits(trimmed)) || INTERNATIONAL_PHONE_PATTERN.test(trimmed);
}

/**
 * Splits a phone as spec §5 does: the first 2 digits are the DDI when there are more than 11 digits
 * (otherwise DEFAULT_DDI), then the first 2 of what remains are the DDD when 10 or 11 digits remain.
 */
export function splitPhone(value: string | number | null | undefined): PhoneParts {
  let rest = onlyDigits(value);
  let ddi = DEFAULT_DDI;
  if (rest.length > PHONE_MAX_DIGITS) {
    ddi = rest.slice(0, DDI_LENGTH);
    rest = rest.slice(DDI_LENGTH);
  }
  let ddd = '';
  if (isNationalLength(rest)) {
    ddd = rest.slice(0, DDD_LENGTH);
    rest = rest.slice(DDD_LENGTH);
  }
  return { ddi, ddd, number: rest };
}

/** Digits of a phone kept as separate fields (CLI_DDI, CLI_DDD, CLI_FONE); a missing DDI becomes DEFAULT_DDI. */
export function joinPhone(parts: {
  ddi?: string | number | null;
  ddd?: string | number | null;
  number?: string | number | null;
}): string {
  const ddi = onlyDigits(parts.ddi) || DEFAULT_DDI;
  return `${ddi}${onlyDigits(parts.ddd)}${onlyDigits(parts.number)}`;
}

/** splitPhone only finds a DDD when 10-11 digits remain after the DDI, i.e. when the value is a whole phone. */
function isWholePhone(parts: PhoneParts): boolean {
  return parts.ddd !== '';
}

/**
 * Applies +## (##) ####-#### or +## (##) #####-####, adding DEFAULT_DDI to a 10-11 digit number.
 * A value that is not a phone length is returned as its bare digits.
 */
export function formatPhone(value: string | number | null | undefined): string {
  const parts = splitPhone(value);
  if (!isWholePhone(parts)) return onlyDigits(value);
  return `+${parts.ddi} ${formatNationalPhone(`${parts.ddd}${parts.number}`)}`;
}

/**
 * The national form without DDI, '(11) 98765-4321' or '(11) 3234-5678'; only for 10-11 digits, else bare digits.
 * The library's 'nanp' mask is exactly this; its 'auto' mask would reformat 0800-style numbers differently.
 */
export function formatNationalPhone(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  return isNationalLength(digits) ? libraryFormatPhone(digits, { mask: 'nanp' }) : digits;
}

/** Shows where a code went: '5511987654321' -> '+55 (11) *****-4321'. A value that is not a phone gives ''. */
export function maskPhone(value: string | number | null | undefined): string {
  const parts = splitPhone(value);
  if (!isWholePhone(parts)) return '';
  const hidden = '*'.repeat(parts.number.length - VISIBLE_TAIL);
  return `+${parts.ddi} (${parts.ddd}) ${hidden}-${parts.number.slice(-VISIBLE_TAIL)}`;
}
