import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@portal/domain';

const CODE_SPACE = 10 ** ONE_TIME_CODE_LENGTH;

/** A code of ONE_TIME_CODE_LENGTH digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, CODE_SPACE)).padStart(ONE_TIME_CODE_LENGTH, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 of salt and code: the code itself is never stored. */
export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * A hash no code can produce, for the stand-in row of an identity without purchases: login then walks the same
 * path (tries counted, expiry, lock-out) whether or not the identity is a customer, so it reveals nothing.
 */
export function unmatchableHash(): string {
  return randomBytes(32).toString('hex');
}

/** Constant-time comparison, so response time says nothing about how many characters matched. */
export function codeMatches(candidate: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashCode(candidate, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
