import { joinPhone, maskEmail, maskPhone, normalizeEmail, splitPhone } from '@portal/domain';
import type { Channel } from '../mail';

/** Who asked for a code: an e-mail or a phone, in the one form codes, throttles and lookups use. */
export interface Identity {
  channel: Channel;
  /** Lower-case e-mail, or phone digits with country code (DEFAULT_DDI when the shopper typed none). */
  value: string;
  /** The one_time_codes.identity column: 'email:<address>' or 'phone:<digits>'. */
  key: string;
  /** Where the code went, safe to show and to log: 'a***@example.com', '+55 (11) *****-4321'. */
  masked: string;
}

export function identityFromEmail(email: string): Identity {
  const value = normalizeEmail(email);
  return { channel: 'email', value, key: `email:${value}`, masked: maskEmail(value) };
}

export function identityFromPhone(phone: string): Identity {
  const value = joinPhone(splitPhone(phone));
  return { channel: 'sms', value, key: `phone:${value}`, masked: maskPhone(value) };
}

/** The request schemas guarantee exactly one of the two is present and valid. */
export function identityFromRequest(body: { email?: string | null; fone?: string | null }): Identity {
  return body.email ? identityFromEmail(body.email) : identityFromPhone(body.fone ?? '');
}
