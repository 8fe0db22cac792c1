import { formatCnpj as libraryFormatCnpj, isValidCnpj as libraryIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { CNPJ_DIGITS } from '../constants';
import { hasOnlyDigitsAnd, isRepeatedDigit, onlyDigits } from './digits';

/**
 * CNPJ rule of spec §5: 14 digits, valid check digits, not one repeated digit.
 * The ##.###.###/####-## mask is tolerated; letters (the alphanumeric CNPJ) are not part of the spec.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  if (!hasOnlyDigitsAnd(trimmed, '.-/')) return false;
  const digits = onlyDigits(trimmed);
  if (digits.length !== CNPJ_DIGITS || isRepeatedDigit(digits)) return false;
  return libraryIsValidCnpj(digits);
}

/** Applies the mask ##.###.###/####-## progressively; extra digits are dropped. */
export function formatCnpj(value: string | number | null | undefined): string {
  const digits = onlyDigits(value).slice(0, CNPJ_DIGITS);
  return digits ? libraryFormatCnpj(digits) : '';
}

/** CNPJ for display with the first two and the two check digits hidden: '**.345.678/0001-**'. */
export function maskCnpj(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== CNPJ_DIGITS) return '';
  return libraryFormatCnpj(digits, { obfuscate: true });
}
