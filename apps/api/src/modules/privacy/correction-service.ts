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
  type Language,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { consumers, orders } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { identityFromEmail, identityFromPhone, type Identity } from '../auth/identity';
import { enqueueContactChanged } from '../notifications/contact-changed';
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

/**
 * Replaces the e-mail or phone and, in the same transaction, queues the notice to the one it replaces (issue 46,
 * Medium 7): whoever reads the old mailbox learns of the change. The row is locked so two confirmations in a race
 * cannot both read the same 'previous'.
 */
export async function applyContact(
  db: Database,
  input: { consumerId: number; identity: Identity; brandId: number; lang: Language; dedupeKey: string; now: Date },
): Promise<void> {
  const { consumerId, identity } = input;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(consumers).where(eq(consumers.id, consumerId)).for('update');
    await assertContactFree(tx, consumerId, identity);
    await tx
      .update(consumers)
      .set(identity.channel === 'email' ? { email: identity.value } : { phone: identity.value })
      .where(eq(consumers.id, consumerId));
    const before = identity.channel === 'email' ? current?.email : current?.phone;
    const previous = before ? (identity.channel === 'email' ? identityFromEmail(before) : identityFromPhone(before)) : null;
    if (!previous || previous.value === identity.value) return;
    await enqueueContactChanged(tx, {
      brandId: input.brandId,
      previous: { channel: previous.channel, recipient: previous.value, recipientMasked: previous.masked },
      newMasked: identity.masked,
      lang: input.lang,
      dedupeKey: input.dedupeKey,
      now: input.now,
    });
  });
}

/**
 * Where a code that re-authenticates the shopper goes (an export, an erasure): her contact of the channel she signed
 * in with as it is NOW, not as it was at sign-in, so a code never goes to an address she has since replaced (issue
 * 46, Medium 7). A phone-only sign-in whose phone was removed falls back to her e-mail, and the other way round.
 */
export function currentIdentity(
  loginIdentity: string,
  consumer: { email: string | null; phone: string | null },
): Identity {
  const byEmail = loginIdentity.includes('@');
  const email = consumer.email ? identityFromEmail(consumer.email) : null;
  const phone = consumer.phone ? identityFromPhone(consumer.phone) : null;
  const now = byEmail ? (email ?? phone) : (phone ?? email);
  return now ?? (byEmail ? identityFromEmail(loginIdentity) : identityFromPhone(loginIdentity));
}
