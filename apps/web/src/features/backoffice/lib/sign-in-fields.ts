import { isValidEmail, normalizeEmail, ONE_TIME_CODE_LENGTH } from '@portal/domain';

/** Digits of an authenticator app's code (RFC 6238 as the API sets it up: SHA-1, 30 s, 6 digits). */
export const TOTP_DIGITS = 6;

/** Keeps only digits, at most `length`: what a code field accepts as one types or pastes ('123 456' → '123456'). */
export function codeInput(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/** The i18n key of what is wrong with the e-mail, or null. */
export function emailProblem(value: string): string | null {
  if (!value.trim()) return 'validation:required';
  return isValidEmail(normalizeEmail(value)) ? null : 'validation:invalidEmail';
}

/** A one-time code or a TOTP token: exactly `length` digits. */
export function codeProblem(value: string, length: number = ONE_TIME_CODE_LENGTH): string | null {
  if (!value) return 'validation:required';
  return value.length === length ? null : 'validation:invalidCode';
}
