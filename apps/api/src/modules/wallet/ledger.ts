/**
 * The one way a movement is written (ADR 0020). Inside the caller's transaction: lock the customer's account row,
 * compute the new buckets with the domain's pure applyMovement, append the movement with its running balance, update
 * the row. A refusal (a debit above what it may take) writes nothing.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { applyMovement, type LedgerMovement, type WalletBuckets } from '@portal/domain';
import type { Database } from '../../db/client';
import { renderedOnce } from '../../db/rendered-statement';
import { walletAccounts, walletMovements, type LocalizedText } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import { recordWalletMovement } from '../events/event-data';

export interface WalletOwner {
  consumerId: number;
  brandId: number;
}

export type AccountRow = typeof walletAccounts.$inferSelect;
export type MovementRow = typeof walletMovements.$inferSelect;

export function bucketsOf(account: Pick<AccountRow, 'cardCents' | 'pixCents' | 'otherCents'>): WalletBuckets {
  return { cardCents: account.cardCents, pixCents: account.pixCents, otherCents: account.otherCents };
}

/**
 * Creates the account row when missing, then locks it (select … for update) until the transaction ends: every
 * movement of this customer at this brand waits here, so each one reads the balance the previous one left.
 */
export async function lockAccount(tx: Database, owner: WalletOwner): Promise<AccountRow> {
  await tx.insert(walletAccounts).values(owner).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.consumerId, owner.consumerId), eq(walletAccounts.brandId, owner.brandId)))
    .for('update');
  if (!account) throw new Error('wallet account row missing after insert');
  return account;
}

/** Rendered once (db/rendered-statement): the wallet page and every wallet call read it (issue 29). */
const accountOfOwner = renderedOnce<(typeof walletAccounts.$inferSelect)[]>('wallet_account_of_owner', (db) =>
  db
    .select()
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.consumerId, sql.placeholder('consumerId')),
        eq(walletAccounts.brandId, sql.placeholder('brandId')),
      ),
    ),
);

/** The account without locking it (reads, previews); an absent row is an empty wallet. */
export async function readAccount(db: Database, owner: WalletOwner): Promise<WalletBuckets & { balanceCents: number }> {
  const [account] = await accountOfOwner(db, { consumerId: owner.consumerId, brandId: owner.brandId });
  return account
    ? { ...bucketsOf(account), balanceCents: account.balanceCents }
    : { cardCents: 0, pixCents: 0, otherCents: 0, balanceCents: 0 };
}

/** A movement's text (DESC_OPER) in every language, with its params filled in. */
export function movementDescription(
  template: LocalizedText,
  params: Record<string, string | number> = {},
): LocalizedText {
  return {
    pt: interpolate(template.pt, params),
    en: interpolate(template.en, params),
    es: interpolate(template.es, params),
  };
}

export interface NewMovement extends LedgerMovement {
  /** DESC_OPER in every language: pt is stored in `description` (the back office's), all three in `description_texts`. */
  description: LocalizedText;
  giftCardId?: string | null;
  protocolId?: number | null;
  orderCode?: string | null;
  shopToken?: string | null;
}

export type AppendResult =
  | { ok: true; movement: MovementRow; before: WalletBuckets; after: WalletBuckets; taken: WalletBuckets }
  | { ok: false; availableCents: number };

/**
 * Appends one movement to a locked account. Its time is never before the customer's latest movement, so the
 * statement's order (moved_at, id) is the order the running balances were computed in.
 */
export async function appendMovement(
  tx: Database,
  account: AccountRow,
  movement: NewMovement,
  now: Date,
): Promise<AppendResult> {
  const before = bucketsOf(account);
  const result = applyMovement(before, movement);
  if (!result.ok) return { ok: false, availableCents: result.availableCents };

  const owner = { consumerId: account.consumerId, brandId: account.brandId };
  const [latest] = await tx
    .select({ movedAt: walletMovements.movedAt })
    .from(walletMovements)
    .where(and(eq(walletMovements.consumerId, owner.consumerId), eq(walletMovements.brandId, owner.brandId)))
    .orderBy(desc(walletMovements.movedAt), desc(walletMovements.id))
    .limit(1);
  const movedAt = latest && latest.movedAt.getTime() > now.getTime() ? latest.movedAt : now;

  const [row] = await tx
    .insert(walletMovements)
    .values({
      ...owner,
      movedAt,
      giftCardId: movement.giftCardId ?? null,
      protocolId: movement.protocolId ?? null,
      description: movement.description.pt,
      descriptionTexts: movement.description,
      orderCode: movement.orderCode ?? null,
      originalPaymentType: movement.originalPaymentType,
      operation: movement.operation,
      entryType: movement.entryType,
      kind: movement.kind,
      valueCents: movement.valueCents,
      balanceCents: result.balanceCents,
      shopToken: movement.shopToken ?? null,
    })
    .returning();
  await tx
    .update(walletAccounts)
    .set({ ...result.buckets, balanceCents: result.balanceCents, updatedAt: sql`now()` })
    .where(and(eq(walletAccounts.consumerId, owner.consumerId), eq(walletAccounts.brandId, owner.brandId)));
  // wallet.credited / wallet.debited for the brand's systems (issue 26), with the balance after the movement.
  await recordWalletMovement(tx, row!);
  return { ok: true, movement: row!, before, after: result.buckets, taken: result.taken };
}
