import { formatCep as libraryFormatCep } from '@brazilian-utils/brazilian-utils';
import { CEP_DIGITS } from '../constants';
import { hasOnlyDigitsAnd, onlyDigits } from './digits';

/** Spec §5: 8 digits; the #####-### mask is tolerated, any other character is not. */
export function isValidCep(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const trimmed = String(value).trim();
  return hasOnlyDigitsAnd(trimmed, '-') && onlyDigits(trimmed).length === CEP_DIGITS;
}

/** Applies the #####-### mask progressively; extra digits are dropped. */
export function formatCep(value: string | number | null | undefined): string {
  const digits = onlyDigits(value).slice(0, CEP_DIGITS);
  return digits ? libraryFormatCep(digits) : '';
}
