/**
 * The gift card VTEX sees (issue 49, ADR 0092): one per shopper and brand, made the first time it is asked for, with
 * a random redemption code unique at the brand. Its balance is never stored here: it is the wallet account's.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { normalizeRedemptionCode, redemptionCodeFrom } from '@portal/domain';
import type { Database } from '../../../../db/client';
import { consumers, vtexGiftCards, walletAccounts, walletMovements } from '../../../../db/schema';
import { DomainError } from '../../../../lib/errors';
import { providerMessages } from './messages';

export type GiftCardRow = typeof vtexGiftCards.$inferSelect;

/** The card of a shopper at a brand, made when missing (a unique-index race makes both callers read the one row). */
export async function cardOf(db: Database, brandId: number, consumerId: number): Promise<GiftCardRow> {
  const [found] = await db
    .select()
    .from(vtexGiftCards)
    .where(and(eq(vtexGiftCards.brandId, brandId), eq(vtexGiftCards.consumerId, consumerId)));
  if (found) return found;
  // A code taken already at this brand (31^16 codes: practically never) is drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insert(vtexGiftCards)
      .values({
        id: randomBytes(16).toString('hex'),
        brandId,
        consumerId,
        redemptionCode: redemptionCodeFrom((max) => randomInt(max)),
        redemptionToken: randomBytes(24).toString('base64url'),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0];
    const [raced] = await db
      .select()
      .from(vtexGiftCards)
      .where(and(eq(vtexGiftCards.brandId, brandId), eq(vtexGiftCards.consumerId, consumerId)));
    if (raced) return raced;
  }
  throw new Error('no free redemption code after 5 draws');
}

export async function cardById(db: Database, brandId: number, id: string): Promise<GiftCardRow | undefined> {
  const [card] = await db
    .select()
    .from(vtexGiftCards)
    .where(and(eq(vtexGiftCards.brandId, brandId), eq(vtexGiftCards.id, id)));
  return card;
}

/** The brand's card of this id, or the 404 VTEX gets for a card that is not this brand's. */
export async function requireCard(db: Database, brandId: number, id: string): Promise<GiftCardRow> {
  const card = await cardById(db, brandId, id);
  if (!card) throw new DomainError('not_found', providerMessages.cardNotFound, { code: 'gift_card_not_found' });
  return card;
}

export async function cardByCode(db: Database, brandId: number, code: string): Promise<GiftCardRow | undefined> {
  const normalized = normalizeRedemptionCode(code);
  if (!normalized) return undefined;
  // An erased shopper's code (LGPD, issue 28) opens nothing, as her CPF and e-mail no longer do.
  const [row] = await db
    .select({ card: vtexGiftCards })
    .from(vtexGiftCards)
    .innerJoin(consumers, eq(consumers.id, vtexGiftCards.consumerId))
    .where(
      and(eq(vtexGiftCards.brandId, brandId), eq(vtexGiftCards.redemptionCode, normalized), isNull(consumers.erasedAt)),
    );
  return row?.card;
}

/** Whether the customer has a wallet at the brand: an account row or any movement (the seed writes both). */
function hasWallet(brandId: number) {
  return exists(
    sql`(select 1 from ${walletAccounts} where ${walletAccounts.consumerId} = ${consumers.id} and ${walletAccounts.brandId} = ${brandId}
      union all select 1 from ${walletMovements} where ${walletMovements.consumerId} = ${consumers.id} and ${walletMovements.brandId} = ${brandId} limit 1)`,
  );
}

/** Whether this customer has a wallet at the brand. */
export async function hasWalletAt(db: Database, brandId: number, consumerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(and(eq(consumers.id, consumerId), hasWallet(brandId)));
  return Boolean(row);
}

/** A customer by e-mail (CreateGiftCardRequest.profileId), wallet or not. */
export async function customerByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(and(eq(consumers.email, email.trim().toLowerCase()), isNull(consumers.erasedAt)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The _search in one statement (VTEX's checkout waits on it): the customer with a wallet at the brand whose CPF is the
 * client's document, else whose e-mail is the client's, with her card (when made) and her balance. Null when neither
 * has a wallet here. The card is made on the first search (a second statement, once per shopper).
 */
export async function searchCard(
  db: Database,
  brandId: number,
  client: { document: string; email: string },
): Promise<{ card: GiftCardRow; balanceCents: number } | null> {
  const digits = client.document.replace(/\D/g, '');
  const cpf = digits.length === 11 ? digits : null;
  const email = client.email.trim().toLowerCase() || null;
  if (cpf === null && email === null) return null;
  const [row] = await db
    .select({
      consumerId: consumers.id,
      card: vtexGiftCards,
      balanceCents: sql<number>`coalesce(${walletAccounts.balanceCents}, 0)`.mapWith(Number),
    })
    .from(consumers)
    .leftJoin(walletAccounts, and(eq(walletAccounts.consumerId, consumers.id), eq(walletAccounts.brandId, brandId)))
    .leftJoin(vtexGiftCards, and(eq(vtexGiftCards.consumerId, consumers.id), eq(vtexGiftCards.brandId, brandId)))
    .where(
      and(
        isNull(consumers.erasedAt),
        sql`(${consumers.cpf} = ${cpf} or ${consumers.email} = ${email})`,
        sql`(${walletAccounts.consumerId} is not null or exists (select 1 from ${walletMovements}
          where ${walletMovements.consumerId} = ${consumers.id} and ${walletMovements.brandId} = ${brandId}))`,
      ),
    )
    // The CPF's match first (Client.document), then the e-mail's.
    .orderBy(sql`(${consumers.cpf} = ${cpf}) desc nulls last`, asc(consumers.id))
    .limit(1);
  if (!row) return null;
  return { card: row.card ?? (await cardOf(db, brandId, row.consumerId)), balanceCents: row.balanceCents };
}
