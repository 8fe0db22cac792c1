import {
  DEFAULT_DDI,
  INVOICE_NUMBER_MAX_DIGITS,
  PHONE_MAX_DIGITS,
  SIZE_MAX_CHARS,
  VERIFY_CODE_MAX_LENGTH,
} from '../constants';
import { onlyDigits } from '../validation/digits';

/** Invoice (NF) number field: digits only, at most 14 (spec §5). */
export function formatInvoiceNumber(value: string | number | null | undefined): string {
  return onlyDigits(value).slice(0, INVOICE_NUMBER_MAX_DIGITS);
}

/** Size field of the outside-store form: letters and digits, upper case, at most 3 characters ('gg' -> 'GG'). */
export function formatSize(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, SIZE_MAX_CHARS);
}

/** One-time code field: digits only, at most 7 (spec §5). */
export function formatVerificationCode(value: string | number | null | undefined): string {
  return onlyDigits(value).slice(0, VERIFY_CODE_MAX_LENGTH);
}

const DDI_DIGITS = DEFAULT_DDI.length;
const DDD_DIGITS = 2;
/** The longest phone: a 2-digit DDI and an 11-digit national number. */
export const PHONE_INPUT_MAX_DIGITS = DDI_DIGITS + PHONE_MAX_DIGITS;
/** The landline number (after the DDD) has 8 digits, split 4-4; a mobile has 9, split 5-4. */
const LANDLINE_NUMBER_DIGITS = 8;
const NUMBER_TAIL_DIGITS = 4;

/** '9876' -> '9876', '987654' -> '9876-54', '98765432' -> '9876-5432', '987654321' -> '98765-4321'. */
function formatPhoneNumberPart(digits: string): string {
  if (digits.length <= NUMBER_TAIL_DIGITS) return digits;
  const head = digits.length > LANDLINE_NUMBER_DIGITS ? digits.length - NUMBER_TAIL_DIGITS : NUMBER_TAIL_DIGITS;
  return `${digits.slice(0, head)}-${digits.slice(head)}`;
}

/** '2' -> '(2', '21' -> '(21', '2199' -> '(21) 99', up to '(21) 99876-5432'. */
function formatNationalPart(digits: string): string {
  if (digits === '') return '';
  if (digits.length <= DDD_DIGITS) return `(${digits}`;
  return `(${digits.slice(0, DDD_DIGITS)}) ${formatPhoneNumberPart(digits.slice(DDD_DIGITS))}`;
}

/**
 * The phone field as the shopper types (spec §5 masks, spec §9 'sent with ddi 55 as default'). Without a '+', up to
 * 11 digits are a national number, '(21) 99876-5432', sent later with DEFAULT_DDI; 12-13 digits carry their DDI in
 * front, '+55 (21) 99876-5432'. A leading '+' says a country code comes first, so the first 2 digits are the DDI from
 * the start. At most 13 digits are kept. A whole value gives the same text as formatPhone / formatNationalPhone.
 */
export function formatPhoneInput(value: string | null | undefined): string {
  const typed = (value ?? '').trim();
  const digits = onlyDigits(typed).slice(0, PHONE_INPUT_MAX_DIGITS);
  const international = typed.startsWith('+') || digits.length > PHONE_MAX_DIGITS;
  if (!international) return formatNationalPart(digits);
  const ddi = digits.slice(0, DDI_DIGITS);
  const national = formatNationalPart(digits.slice(DDI_DIGITS));
  return national === '' ? `+${ddi}` : `+${ddi} ${national}`;
}
