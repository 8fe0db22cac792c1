import { ONE_TIME_CODE_LENGTH } from '@portal/domain';
import { z } from 'zod';

/** Digits of an authenticator app's code (RFC 6238 as the API sets it up: SHA-1, 30 s, 6 digits). */
export const TOTP_DIGITS = 6;

/** Keeps only digits, at most `length`: what a code field accepts as one types or pastes ('123 456' → '123456'). */
export function codeInput(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/**
 * An operator's e-mail as the API checks it (zod's e-mail rule, 254 characters), not the shoppers' spec §5 pattern,
 * which refuses suffixes longer than three letters: a company address on '.info' or '.tech' must be able to sign in.
 */
const operatorEmail = z.string().trim().email().max(254);

/** The i18n key of what is wrong with the e-mail, or null. */
export function emailProblem(value: string): string | null {
  if (!value.trim()) return 'validation:required';
  return operatorEmail.safeParse(value).success ? null : 'validation:invalidEmail';
}

/** A one-time code or a TOTP token: exactly `length` digits. */
export function codeProblem(value: string, length: number = ONE_TIME_CODE_LENGTH): string | null {
  if (!value) return 'validation:required';
  return value.length === length ? null : 'validation:invalidCode';
}
