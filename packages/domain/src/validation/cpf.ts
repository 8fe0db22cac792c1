import { formatCpf as libraryFormatCpf, isValidCpf as libraryIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { CPF_DIGITS } from '../constants';
import { hasOnlyDigitsAnd, isRepeatedDigit, onlyDigits } from './digits';

/**
 * CPF rule of spec §5: 11 digits, not all the same digit, both check digits valid.
 * The ###.###.###-## mask (and surrounding spaces) is tolerated; any other character makes it invalid.
 */
export function isValidCpf(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  if (!hasOnlyDigitsAnd(trimmed, '.-')) return false;
  const digits = onlyDigits(trimmed);
  if (digits.length !== CPF_DIGITS || isRepeatedDigit(digits)) return false;
  return libraryIsValidCpf(digits);
}

/** Applies the mask ###.###.###-## progressively (a partial value gets a partial mask); extra digits are dropped. */
export function formatCpf(value: string | number | null | undefined): string {
  const digits = onlyDigits(value).slice(0, CPF_DIGITS);
  return digits ? libraryFormatCpf(digits) : '';
}

/** CPF for display with the first three and the two check digits hidden: '***.456.789-**'. */
export function maskCpf(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== CPF_DIGITS) return '';
  return libraryFormatCpf(digits, { obfuscate: true });
}
