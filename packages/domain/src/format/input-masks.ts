import { INVOICE_NUMBER_MAX_DIGITS, SIZE_MAX_CHARS, VERIFY_CODE_MAX_LENGTH } from '../constants';
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
