import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  codeError,
  dbIntField,
  isValidationCode,
  LANGUAGES,
  normalizeEmail,
  onlyDigits,
  plainTextField,
  validationMessage,
  type ValidationCode,
} from '@portal/domain';
import type { Database } from './client';
import { consumers, type LocalizedText } from './schema';
import { DomainError, interpolate } from '../lib/errors';
import { coreMessages } from '../lib/messages';

type ConsumerRow = typeof consumers.$inferSelect;

const claimText = plainTextField().max(200, codeError('required')).nullish();

/**
 * Identity fields a caller may send (ARCHITECTURE §6): the existing contract carries them on several calls, but
 * identity comes from the session only. Each is optional; when present it must name the session's own customer.
 */
export const identityClaimFields = {
  usu_email: claimText,
  usu_login: claimText,
  email: claimText,
  cpf: claimText,
  con_id: z.union([plainTextField().max(20, codeError('required')), dbIntField(0)], codeError('required')).nullish(),
};
export const identityClaimsSchema = z.object(identityClaimFields);
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

const CLAIM_NAMES = Object.keys(identityClaimFields) as (keyof IdentityClaims)[];

function present(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

export function hasIdentityClaims(claims: IdentityClaims): boolean {
  return CLAIM_NAMES.some((name) => present(claims[name]));
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

/**
 * True when every claim that is present names this customer; absent or empty claims say nothing. E-mails compare in
 * their normal form (case, surrounding spaces) and the CPF by its digits, so '123.456.789-09' is the same CPF.
 */
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

/** A refused claim as the same 400 a route schema gives: 'Requisição inválida: <field>: <message>'. */
function invalidClaim(field: string, code: ValidationCode): DomainError {
  const entries = LANGUAGES.map((lang) => {
    const detail = `${field}: ${validationMessage(code, lang)}`;
    return [lang, interpolate(coreMessages.invalidRequest[lang], { detail })] as const;
  });
  return new DomainError('validation', Object.fromEntries(entries) as LocalizedText, { code: 'invalid_request' });
}

/**
 * The identity claims of a body or field set the route parses elsewhere (the protocol payload, the bank form, the
 * multipart fields); anything else in it is ignored here. A claim of the wrong shape is a 400 naming it.
 */
export function readIdentityClaims(source: unknown): IdentityClaims {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return {};
  const record = source as Record<string, unknown>;
  const picked = Object.fromEntries(CLAIM_NAMES.filter((name) => name in record).map((name) => [name, record[name]]));
  const parsed = identityClaimsSchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const code = issue && isValidationCode(issue.message) ? issue.message : 'required';
  throw invalidClaim(String(issue?.path[0] ?? 'body'), code);
}

/**
 * Refuses identity fields that name anyone but the session's customer with the same 404 as something that does not
 * exist (ARCHITECTURE §6): nothing tells a prober whether the other customer exists. One check for every call that
 * takes such fields (orders, consumers, bank data, protocol generation, uploads), run before anything is written.
 */
export async function assertOwnIdentity(db: Database, consumerId: number, claims: IdentityClaims): Promise<void> {
  if (!hasIdentityClaims(claims)) return;
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, consumerId));
  if (!consumer || !claimsMatch(consumer, claims)) {
    throw new DomainError('not_found', coreMessages.notFound, { code: 'identity_mismatch' });
  }
}
