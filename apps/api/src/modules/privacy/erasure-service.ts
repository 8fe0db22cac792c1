/**
 * Erasure (issue 28, LGPD art. 18 VI, ADR 0048): the shopper's personal data anonymised in place, in one transaction
 * that locks her consumer row and wallet accounts, so nothing is credited or opened meanwhile. Rows stay (protocols,
 * orders, the ledger, invoices), so aggregates and the ledger's sums are unchanged; their personal columns are emptied.
 * Photos and other files that are not invoices are deleted from storage after the commit (a failed delete leaves an
 * orphan the uploads sweep removes, never a row pointing at personal content).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ERASED_TEXT, erasureCheck, formatMoney, isOpenStatus, LANGUAGES, type ErasureBlocker } from '@portal/domain';
import type { Database } from '../../db/client';
import {
  attachments,
  consumers,
  erasedIdentities,
  idempotencyKeys,
  notificationOutbox,
  oneTimeCodes,
  orders,
  outbox,
  privacyExports,
  protocolHistory,
  protocolInternalNotes,
  protocolItems,
  protocolRefunds,
  protocols,
  refundRequests,
  sessions,
  signInEvents,
  walletAccounts,
  type LocalizedText,
} from '../../db/schema';
import { DomainError, interpolate } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { identityFromEmail, identityFromPhone } from '../auth/identity';
import { erasedIdentityHash } from './erased-identities';
import { privacyMessages } from './messages';
import { pendingRefundsOf } from './pending-refunds';
import { quotesAny, scrubQuotingJson } from './quoted-json';
import { personalValuesOf } from './personal-values';

export interface ErasureDeps {
  db: Database;
  storage: FileStorage;
  secret: string;
  clock: () => Date;
}

export interface ErasureResult {
  keptInvoices: number;
  deletedFiles: number;
}

/** One blocker in the shopper's words, in every language (the error handler picks the request's). */
function blockerText(blocker: ErasureBlocker): { text: LocalizedText; code: string; params: Record<string, string> } {
  const amount = (cents: number) => formatMoney(cents).replace(/^R\$\s?/, '');
  if (blocker.kind === 'open_protocols') {
    return {
      text: privacyMessages.erasureBlockedOpen,
      code: 'erasure_open_protocols',
      params: { protocols: blocker.protocolIds.join(', ') },
    };
  }
  if (blocker.kind === 'pending_refunds') {
    return {
      text: privacyMessages.erasureBlockedRefund,
      code: 'erasure_pending_refund',
      params: { amount: amount(blocker.refunds.reduce((sum, row) => sum + row.valueCents, 0)) },
    };
  }
  const cents = blocker.balances.reduce((sum, row) => sum + row.balanceCents, 0);
  return cents < 0
    ? { text: privacyMessages.erasureBlockedDebt, code: 'erasure_wallet_debt', params: { amount: amount(-cents) } }
    : {
        text: privacyMessages.erasureBlockedBalance,
        code: 'erasure_wallet_balance',
        params: { amount: amount(cents) },
      };
}

/** Every blocker at once, so the shopper settles them in one go instead of learning of them one refusal at a time. */
function refuse(blockers: ErasureBlocker[]): never {
  const parts = blockers.map(blockerText);
  const text = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, parts.map((part) => interpolate(part.text[lang], part.params)).join(' ')]),
  ) as LocalizedText;
  throw new DomainError('rule', text, { code: parts[0]!.code });
}

/** The shopper's erasure check as of now, without changing anything (the page's explanation). */
export async function assertErasable(db: Database, consumerId: number): Promise<void> {
  const open = await db
    .select({ id: protocols.id, statusId: protocols.statusId })
    .from(protocols)
    .where(eq(protocols.consumerId, consumerId));
  const balances = await db
    .select({ brandId: walletAccounts.brandId, balanceCents: walletAccounts.balanceCents })
    .from(walletAccounts)
    .where(eq(walletAccounts.consumerId, consumerId));
  const check = erasureCheck({
    openProtocolIds: open.filter((row) => isOpenStatus(row.statusId)).map((row) => row.id),
    walletBalances: balances,
    pendingRefunds: pendingRefundsOf({
      protocolRefunds: await db.select().from(protocolRefunds).where(eq(protocolRefunds.consumerId, consumerId)),
      refundRequests: await db.select().from(refundRequests).where(eq(refundRequests.consumerId, consumerId)),
    }),
  });
  if (check.kind === 'blocked') refuse(check.blockers);
}

export async function eraseConsumer(deps: ErasureDeps, consumerId: number): Promise<ErasureResult> {
  const now = deps.clock();
  const { filesToDelete, result } = await deps.db.transaction(async (tx) => {
    const [consumer] = await tx.select().from(consumers).where(eq(consumers.id, consumerId)).for('update');
    if (!consumer) throw new Error(`no consumer ${consumerId}`);
    // Locked, so a credit or a new protocol waits for this transaction and then finds the account erased.
    await tx.select().from(walletAccounts).where(eq(walletAccounts.consumerId, consumerId)).for('update');
    await assertErasable(tx, consumerId);

    const myOrders = await tx.select().from(orders).where(eq(orders.consumerId, consumerId));
    const myProtocols = await tx.select().from(protocols).where(eq(protocols.consumerId, consumerId));
    const protocolIds = myProtocols.map((row) => row.id);

    const { emails, phones, scrub } = personalValuesOf(consumer, myOrders, myProtocols);

    await tx
      .update(consumers)
      .set({
        name: ERASED_TEXT,
        cpf: null,
        email: null,
        phone: null,
        bankCode: null,
        bankAgency: null,
        bankAccount: null,
        pixKey: null,
        erasedAt: now,
      })
      .where(eq(consumers.id, consumerId));
    await tx
      .update(orders)
      .set({
        cpf: null,
        customerName: ERASED_TEXT,
        email: null,
        phoneDdi: null,
        phoneDdd: null,
        phoneNumber: null,
        cep: null,
        street: null,
        city: null,
        uf: null,
        streetNumber: null,
        complement: null,
        district: null,
        addressId: null,
        addressSeq: null,
      })
      .where(eq(orders.consumerId, consumerId));

    let keptInvoices = 0;
    const filesToDelete: string[] = [];
    if (protocolIds.length > 0) {
      await tx
        .update(protocols)
        .set({
          cpf: '',
          name: ERASED_TEXT,
          email: '',
          phoneDdi: '',
          phoneDdd: '',
          phoneNumber: '',
          cep: '',
          street: '',
          streetNumber: '',
          complement: null,
          district: '',
          city: '',
          addressId: null,
          addressSeq: null,
          bankCode: null,
          bankAgency: null,
          bankAccount: null,
          pixKey: null,
          responseLetter: null,
        })
        .where(eq(protocols.consumerId, consumerId));
      await tx.update(protocolItems).set({ observation: null }).where(inArray(protocolItems.protocolId, protocolIds));
      await tx
        .update(protocolRefunds)
        .set({ bankCode: null, bankAgency: null, bankAccount: null, pixKey: null })
        .where(inArray(protocolRefunds.protocolId, protocolIds));
      await tx
        .update(protocolHistory)
        .set({ note: ERASED_TEXT, noteTexts: null })
        .where(
          and(
            inArray(protocolHistory.protocolId, protocolIds),
            quotesAny(sql`concat(${protocolHistory.note}, ' ', ${protocolHistory.noteTexts}::text)`, scrub),
          ),
        );
      await tx
        .update(protocolHistory)
        .set({ message: ERASED_TEXT })
        .where(and(inArray(protocolHistory.protocolId, protocolIds), quotesAny(protocolHistory.message, scrub)));
      await tx
        .update(protocolInternalNotes)
        .set({ note: ERASED_TEXT })
        .where(
          and(inArray(protocolInternalNotes.protocolId, protocolIds), quotesAny(protocolInternalNotes.note, scrub)),
        );

      // Invoices stay five years (tax law), under a name that is not the shopper's file name; the rest go.
      const files = await tx.select().from(attachments).where(inArray(attachments.protocolId, protocolIds));
      for (const file of files) {
        if (file.isInvoice) {
          keptInvoices++;
          await tx
            .update(attachments)
            .set({ originalName: `nota-fiscal-${file.id}` })
            .where(eq(attachments.id, file.id));
        } else {
          filesToDelete.push(file.storedName);
        }
      }
      const photoIds = files.filter((file) => !file.isInvoice).map((file) => file.id);
      if (photoIds.length > 0) await tx.delete(attachments).where(inArray(attachments.id, photoIds));

      const contacts = [...emails, ...phones];
      await tx
        .update(notificationOutbox)
        .set({
          recipient: '',
          recipientMasked: '',
          subject: ERASED_TEXT,
          text: ERASED_TEXT,
          html: null,
          // A message not sent yet has nowhere to go now: the drain must not try it.
          failedAt: sql`coalesce(${notificationOutbox.failedAt}, case when ${notificationOutbox.sentAt} is null then ${now.toISOString()}::timestamptz end)`,
        })
        .where(
          or(
            inArray(notificationOutbox.protocolId, protocolIds),
            contacts.length > 0 ? inArray(notificationOutbox.recipient, contacts) : sql`false`,
          ),
        );
    }
    await tx.update(refundRequests).set({ pixKey: null }).where(eq(refundRequests.consumerId, consumerId));
    await scrubQuotingJson(tx, scrub);

    const contacts = [...emails, ...phones];
    if (contacts.length > 0) {
      await tx.delete(outbox).where(inArray(outbox.recipient, contacts));
      await tx.delete(outbox).where(quotesAny(outbox.text, scrub));
    }
    const identityKeys = [
      ...[...emails].map((email) => identityFromEmail(email).key),
      ...[...phones].map((phone) => identityFromPhone(phone).key),
    ];
    await tx
      .delete(oneTimeCodes)
      .where(
        or(
          eq(oneTimeCodes.consumerId, consumerId),
          identityKeys.length > 0 ? inArray(oneTimeCodes.identity, identityKeys) : sql`false`,
        ),
      );
    if (identityKeys.length > 0) {
      await tx
        .insert(erasedIdentities)
        .values(identityKeys.map((key) => ({ identityHash: erasedIdentityHash(key, deps.secret), erasedAt: now })))
        .onConflictDoNothing();
    }
    await tx.delete(sessions).where(eq(sessions.consumerId, consumerId));
    await tx.delete(signInEvents).where(eq(signInEvents.consumerId, consumerId));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.consumerId, consumerId));
    const exports = await tx
      .delete(privacyExports)
      .where(eq(privacyExports.consumerId, consumerId))
      .returning({ storedName: privacyExports.storedName });
    for (const row of exports) if (row.storedName) filesToDelete.push(row.storedName);
    return { filesToDelete, result: { keptInvoices, deletedFiles: filesToDelete.length } };
  });
  for (const name of filesToDelete) await deps.storage.remove(name);
  return result;
}
