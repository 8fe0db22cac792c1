import { ACCOUNT_MAX_DIGITS, ACCOUNT_MIN_DIGITS, AGENCY_MAX_DIGITS, AGENCY_MIN_DIGITS } from '../constants';
import { onlyDigits } from './digits';

const AGENCY_PATTERN = /^(\d+)(?:-(\d))?$/;
const ACCOUNT_PATTERN = new RegExp(`^\\d{${ACCOUNT_MIN_DIGITS},${ACCOUNT_MAX_DIGITS}}(?:-\\d)?$`);

/**
 * Spec §5: 4-5 digits. The example the spec shows the shopper, '0000-7', writes the fifth (check) digit
 * after a hyphen, so '0000-7' and '00007' are both 5 digits; the part before a hyphen still needs 4.
 */
export function isValidAgency(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const match = AGENCY_PATTERN.exec(String(value).trim());
  if (!match) return false;
  const [, main = '', checkDigit = ''] = match;
  const count = main.length + checkDigit.length;
  return main.length >= AGENCY_MIN_DIGITS && count <= AGENCY_MAX_DIGITS;
}

/** Spec §5: 4-12 digits with an optional '-digit' check digit ('12345-6'). */
export function isValidAccount(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return ACCOUNT_PATTERN.test(String(value).trim());
}

/** A bank counts as chosen when its code is a non-negative whole number (the list holds '001', 1, '341'…). */
export function isValidBankCode(value: string | number | null | undefined): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d+$/.test(value.trim());
}

/** Keeps digits and one '-' before a single check digit, with at most `maxDigits` digits before it. */
function formatWithCheckDigit(value: string | number | null | undefined, maxDigits: number): string {
  const text = value === null || value === undefined ? '' : String(value);
  const hyphen = text.indexOf('-');
  if (hyphen < 0) return onlyDigits(text).slice(0, maxDigits);
  const main = onlyDigits(text.slice(0, hyphen)).slice(0, maxDigits);
  const checkDigit = onlyDigits(text.slice(hyphen + 1)).slice(0, 1);
  return main ? `${main}-${checkDigit}` : checkDigit;
}

/** Input mask for an agency: digits and an optional '-digit', as in '0000-7'. */
export function formatAgency(value: string | number | null | undefined): string {
  return formatWithCheckDigit(value, AGENCY_MAX_DIGITS);
}

/** Input mask for an account: up to 12 digits and an optional '-digit'. */
export function formatAccount(value: string | number | null | undefined): string {
  return formatWithCheckDigit(value, ACCOUNT_MAX_DIGITS);
}

/**
 * The last four characters of an account number, the rest hidden: how a message, the back office and an event show
 * an account (never whole).
 */
export function maskAccount(account: string): string {
  const kept = account.slice(-4);
  return `${'•'.repeat(Math.max(0, account.length - kept.length))}${kept}`;
}
