/**
 * Corrections from 'Meus dados' (issue 28, LGPD art. 18 III), each validated with the buyer step's own fields
 * (packages/domain privacy/correction). A new e-mail or phone replaces the old one only after the code sent to it
 * is confirmed, so nobody can point an account at a contact they do not hold.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  addressCorrectionSchema,
  bankCorrectionSchema,
  contactChangeRequestSchema,
  joinPhone,
  nameCorrectionSchema,
  onlyDigits,
  splitPhone,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { consumers, orders } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { identityFromEmail, identityFromPhone, type Identity } from '../auth/identity';
import { issueError } from '../protocols/payload';
import { privacyMessages } from './messages';

function parse<T>(
  schema: {
    safeParse(
      body: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw issueError(parsed.error);
  return parsed.data;
}

export async function correctName(db: Database, consumerId: number, body: unknown): Promise<void> {
  const { nome } = parse(nameCorrectionSchema, body);
  await db.update(consumers).set({ name: nome }).where(eq(consumers.id, consumerId));
}

export async function correctBank(db: Database, consumerId: number, body: unknown): Promise<void> {
  const bank = parse(bankCorrectionSchema, body);
  await db
    .update(consumers)
    .set({
      bankCode: bank.ban_codigo,
      bankAgency: bank.cli_agencia,
      bankAccount: bank.cli_conta,
      pixKey: bank.cli_chavepix,
    })
    .where(eq(consumers.id, consumerId));
}

/**
 * The address the buyer step offers is the one of the shopper's latest order at this brand (auth session-user), so
 * that is the one corrected; older orders keep the address they were delivered to (ADR 0048).
 */
export async function correctAddress(
  db: Database,
  input: { consumerId: number; companyCodes: readonly number[]; body: unknown },
): Promise<void> {
  const address = parse(addressCorrectionSchema, input.body);
  if (input.companyCodes.length === 0) return;
  const [latest] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.consumerId, input.consumerId), inArray(orders.companyCode, [...input.companyCodes])))
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(1);
  if (!latest) return;
  await db
    .update(orders)
    .set({
      cep: onlyDigits(address.cep),
      street: address.endereco,
      streetNumber: address.numero,
      complement: address.complemento || null,
      district: address.bairro,
      city: address.cidade,
      uf: address.uf.toUpperCase(),
    })
    .where(eq(orders.id, latest.id));
}

/** The new contact of a change request, as an identity a code can be sent to. */
export function newContactIdentity(body: unknown): Identity {
  const contact = parse(contactChangeRequestSchema, body);
  return 'email' in contact
    ? identityFromEmail(contact.email)
    : identityFromPhone(joinPhone(splitPhone(contact.telefone)));
}

/** Refuses a contact that is another customer's (the columns are unique). */
export async function assertContactFree(db: Database, consumerId: number, identity: Identity): Promise<void> {
  const column = identity.channel === 'email' ? consumers.email : consumers.phone;
  const [other] = await db.select({ id: consumers.id }).from(consumers).where(eq(column, identity.value)).limit(1);
  if (other && other.id !== consumerId) {
    throw new DomainError('conflict', privacyMessages.contactInUse, { code: 'contact_in_use' });
  }
}

export async function applyContact(db: Database, consumerId: number, identity: Identity): Promise<void> {
  await assertContactFree(db, consumerId, identity);
  await db
    .update(consumers)
    .set(identity.channel === 'email' ? { email: identity.value } : { phone: identity.value })
    .where(eq(consumers.id, consumerId));
}
