import { normalizeEmail, onlyDigits } from '@portal/domain';
import type { consumers } from '../../db/schema';

type ConsumerRow = typeof consumers.$inferSelect;

/**
 * Identity fields a caller may send (ARCHITECTURE §6). Identity comes from the session only; these are accepted for
 * compatibility with the existing contract and must name the session's own customer.
 */
export interface IdentityClaims {
  usu_email?: string | null;
  usu_login?: string | null;
  email?: string | null;
  cpf?: string | null;
  con_id?: string | number | null;
}

function present(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

export function hasIdentityClaims(claims: IdentityClaims): boolean {
  return [claims.usu_email, claims.usu_login, claims.email, claims.cpf, claims.con_id].some(present);
}

function isOwnEmail(consumer: ConsumerRow, value: string): boolean {
  return consumer.email !== null && normalizeEmail(value) === consumer.email;
}

/** Phones are stored with the country code; a login typed without it ('21998765432') is the same phone. */
function isOwnPhone(consumer: ConsumerRow, value: string): boolean {
  const digits = onlyDigits(value);
  if (!consumer.phone || digits === '') return false;
  return digits === consumer.phone || (consumer.phone.endsWith(digits) && consumer.phone.length - digits.length === 2);
}

/** True when every claim that is present names this customer; absent or empty claims say nothing. */
export function claimsMatch(consumer: ConsumerRow, claims: IdentityClaims): boolean {
  if (present(claims.email) && !isOwnEmail(consumer, String(claims.email))) return false;
  if (present(claims.usu_email) && !isOwnEmail(consumer, String(claims.usu_email))) return false;
  if (present(claims.usu_login)) {
    const login = String(claims.usu_login);
    if (!(login.includes('@') ? isOwnEmail(consumer, login) : isOwnPhone(consumer, login))) return false;
  }
  if (present(claims.cpf) && (consumer.cpf === null || onlyDigits(claims.cpf) !== onlyDigits(consumer.cpf)))
    return false;
  if (present(claims.con_id) && String(claims.con_id).trim() !== String(consumer.id)) return false;
  return true;
}
