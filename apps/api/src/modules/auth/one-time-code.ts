import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@portal/domain';

const CODE_SPACE = 10 ** ONE_TIME_CODE_LENGTH;

/** A code of ONE_TIME_CODE_LENGTH digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, CODE_SPACE)).padStart(ONE_TIME_CODE_LENGTH, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * HMAC-SHA-256 of the code under the server's CODE_HASH_SECRET, with the row's salt as a per-code nonce (ADR 0014).
 * A plain hash of a six-digit code is found from a leaked row in 10^6 tries; with the key kept out of the database,
 * the row alone reveals nothing.
 */
export function hashCode(code: string, salt: string, secret: string): string {
  return createHmac('sha256', secret).update(`one-time-code:${salt}:${code}`).digest('hex');
}

/**
 * A hash no code can produce, for the stand-in row of an identity without purchases: login then walks the same
 * path (tries counted, expiry, lock-out) whether or not the identity is a customer, so it reveals nothing.
 */
export function unmatchableHash(): string {
  return randomBytes(32).toString('hex');
}

/** Constant-time comparison, so response time says nothing about how many characters matched. */
export function codeMatches(candidate: string, salt: string, expectedHash: string, secret: string): boolean {
  const actual = Buffer.from(hashCode(candidate, salt, secret), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
