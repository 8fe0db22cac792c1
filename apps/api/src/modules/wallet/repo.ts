/** Reads of the wallet: the statement page, the totals, the coupons and the campaign coupons. */
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignCoupons, coupons, walletMovements } from '../../db/schema';
import type { WalletOwner } from './ledger';

export interface StatementFilter {
  from: Date | null;
  until: Date | null;
  protocolId?: number;
  orderCode?: string;
  /** The last row of the previous page: the next page starts after it in (moved_at desc, id desc) order. */
  after?: { movedAt: Date; id: number };
  limit: number;
}

/**
 * One page of the statement, newest first, in one query on the index (consumer, brand, moved_at, id) read backwards:
 * `limit + 1` rows are read so the caller knows whether another page follows.
 */
export function statementPage(db: Database, owner: WalletOwner, filter: StatementFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(walletMovements.consumerId, owner.consumerId),
    eq(walletMovements.brandId, owner.brandId),
    filter.from ? gte(walletMovements.movedAt, filter.from) : undefined,
    filter.until ? lt(walletMovements.movedAt, filter.until) : undefined,
    filter.protocolId !== undefined ? eq(walletMovements.protocolId, filter.protocolId) : undefined,
    filter.orderCode !== undefined ? eq(walletMovements.orderCode, filter.orderCode) : undefined,
    // A row comparison, so the index seeks straight to the cursor instead of reading the newer rows again.
    filter.after
      ? sql`(${walletMovements.movedAt}, ${walletMovements.id}) < (${filter.after.movedAt}, ${filter.after.id})`
      : undefined,
  ];
  return db
    .select()
    .from(walletMovements)
    .where(and(...conditions))
    .orderBy(desc(walletMovements.movedAt), desc(walletMovements.id))
    .limit(filter.limit + 1);
}

/** Credited and debited sums of every movement of the customer at the brand (spec §3 Totals). */
export async function movementSums(db: Database, owner: WalletOwner) {
  const [row] = await db
    .select({
      credited: sql<string>`coalesce(sum(${walletMovements.valueCents}) filter (where ${walletMovements.operation} = 'Credit'), 0)`,
      debited: sql<string>`coalesce(sum(${walletMovements.valueCents}) filter (where ${walletMovements.operation} = 'Debit'), 0)`,
    })
    .from(walletMovements)
    .where(and(eq(walletMovements.consumerId, owner.consumerId), eq(walletMovements.brandId, owner.brandId)));
  return { creditedCents: Number(row?.credited ?? 0), debitedCents: Number(row?.debited ?? 0) };
}

/** The credits of the customer at the brand, oldest first (the entries a coupon is issued against). */
export function creditEntries(db: Database, owner: WalletOwner) {
  return db
    .select()
    .from(walletMovements)
    .where(
      and(
        eq(walletMovements.consumerId, owner.consumerId),
        eq(walletMovements.brandId, owner.brandId),
        eq(walletMovements.operation, 'Credit'),
      ),
    )
    .orderBy(asc(walletMovements.movedAt), asc(walletMovements.id));
}

/** The customer's coupons at the brand, newest first; `status` filters by TCC_STATUS. */
export function listCoupons(db: Database, owner: WalletOwner, status?: string) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.consumerId, owner.consumerId),
        eq(coupons.brandId, owner.brandId),
        status !== undefined ? eq(coupons.status, status) : undefined,
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.code));
}

export function campaignsOfCompany(db: Database, companyCode: number) {
  return db
    .select()
    .from(campaignCoupons)
    .where(eq(campaignCoupons.companyCode, companyCode))
    .orderBy(asc(campaignCoupons.code));
}
