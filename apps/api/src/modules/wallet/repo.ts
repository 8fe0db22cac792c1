/** Reads of the wallet: the statement page, the totals, the coupons and the campaign coupons. */
import { and, asc, desc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { renderedOnce } from '../../db/rendered-statement';
import { campaignCoupons, coupons, walletMovements } from '../../db/schema';
import { sessionCustomer, type SessionScope } from '../../plugins/session';
import type { MovementRow, WalletOwner } from './ledger';

export interface StatementFilter {
  from: Date | null;
  until: Date | null;
  protocolId?: number;
  orderCode?: string;
  /** The last row of the previous page: the next page starts after it in (moved_at desc, id desc) order. */
  after?: { movedAt: Date; id: number };
  limit: number;
}

/** A value of the statement's WHERE: the value itself, or its placeholder in the statement rendered once. */
type Bound<T> = T | Placeholder;

/**
 * Whose statement: a customer already known, or the customer of the request's session, checked by the statement itself
 * (ADR 0011: one round trip instead of two; no valid session, no rows).
 */
export type StatementOwner = WalletOwner | { session: SessionScope };

interface StatementParts {
  /** The customer id, or the session's customer as a sub-select (placeholders sessionIdHash, brandId, now). */
  consumerId: Bound<number> | SQL;
  brandId: Bound<number>;
  from?: Bound<Date>;
  until?: Bound<Date>;
  protocolId?: Bound<number>;
  orderCode?: Bound<string>;
  after?: { movedAt: Bound<Date>; id: Bound<number> };
  /** Rows to read: the page size plus one. */
  rows: Bound<number>;
}

function statementQuery(db: Database, parts: StatementParts) {
  const conditions: (SQL | undefined)[] = [
    eq(walletMovements.consumerId, parts.consumerId),
    eq(walletMovements.brandId, parts.brandId),
    parts.from !== undefined ? gte(walletMovements.movedAt, parts.from) : undefined,
    parts.until !== undefined ? lt(walletMovements.movedAt, parts.until) : undefined,
    parts.protocolId !== undefined ? eq(walletMovements.protocolId, parts.protocolId) : undefined,
    parts.orderCode !== undefined ? eq(walletMovements.orderCode, parts.orderCode) : undefined,
    // A row comparison, so the index seeks straight to the cursor instead of reading the newer rows again.
    parts.after
      ? sql`(${walletMovements.movedAt}, ${walletMovements.id}) < (${parts.after.movedAt}::timestamptz, ${parts.after.id}::integer)`
      : undefined,
  ];
  return db
    .select()
    .from(walletMovements)
    .where(and(...conditions))
    .orderBy(desc(walletMovements.movedAt), desc(walletMovements.id))
    .limit(parts.rows);
}

function statementParts(owner: StatementOwner, filter: StatementFilter): StatementParts {
  return {
    consumerId: 'session' in owner ? sessionCustomer() : owner.consumerId,
    brandId: 'session' in owner ? owner.session.brandId : owner.brandId,
    from: filter.from ?? undefined,
    until: filter.until ?? undefined,
    protocolId: filter.protocolId,
    orderCode: filter.orderCode,
    after: filter.after,
    rows: filter.limit + 1,
  };
}

/**
 * One page of the statement, newest first, in one query on the index (consumer, brand, moved_at, id) read backwards:
 * `limit + 1` rows are read so the caller knows whether another page follows. The builder, with the values inline
 * (the benchmark renders it with `.toSQL()`); readStatementPage runs the same statement rendered once.
 */
export function statementPage(db: Database, owner: StatementOwner, filter: StatementFilter) {
  return statementQuery(db, statementParts(owner, filter));
}

export type StatementRow = MovementRow;

/** The statement of each filter shape met, rendered once (db/rendered-statement). */
const statementsByShape = new Map<string, ReturnType<typeof renderedOnce<StatementRow[]>>>();

/** statementPage, run as a statement rendered once per filter shape, with the values bound. */
export function readStatementPage(
  db: Database,
  owner: StatementOwner,
  filter: StatementFilter,
): Promise<StatementRow[]> {
  const parts = statementParts(owner, filter);
  const given = (['from', 'until', 'protocolId', 'orderCode', 'after'] as const).filter(
    (name) => parts[name] !== undefined,
  );
  const bySession = 'session' in owner;
  const shape = `${bySession ? 'session' : 'customer'}:${given.join()}`;
  let statement = statementsByShape.get(shape);
  if (!statement) {
    const bound = (name: string) => sql.placeholder(name);
    statement = renderedOnce<StatementRow[]>(`wallet_statement_${statementsByShape.size + 1}`, (handle) =>
      statementQuery(handle, {
        consumerId: bySession ? sessionCustomer() : bound('consumerId'),
        brandId: bound('brandId'),
        from: given.includes('from') ? bound('from') : undefined,
        until: given.includes('until') ? bound('until') : undefined,
        protocolId: given.includes('protocolId') ? bound('protocolId') : undefined,
        orderCode: given.includes('orderCode') ? bound('orderCode') : undefined,
        after: given.includes('after') ? { movedAt: bound('afterMovedAt'), id: bound('afterId') } : undefined,
        rows: bound('rows'),
      }),
    );
    statementsByShape.set(shape, statement);
  }
  return statement(db, {
    ...('session' in owner
      ? { sessionIdHash: owner.session.sessionIdHash, now: owner.session.now.toISOString() }
      : { consumerId: owner.consumerId }),
    brandId: parts.brandId,
    from: parts.from,
    until: parts.until,
    protocolId: parts.protocolId,
    orderCode: parts.orderCode,
    afterMovedAt: filter.after?.movedAt.toISOString(),
    afterId: filter.after?.id,
    rows: parts.rows,
  });
}

// The wallet page's reads are rendered once (db/rendered-statement): every `/carteira` and every wallet call makes
// them, and drizzle rendering each cost more CPU than PostgreSQL took to run it (issue 29).
const movementSumsOfOwner = renderedOnce<{ credited: string; debited: string }[]>('wallet_movement_sums', (db) =>
  db
    .select({
      credited: sql<string>`coalesce(sum(${walletMovements.valueCents}) filter (where ${walletMovements.operation} = 'Credit'), 0)`,
      debited: sql<string>`coalesce(sum(${walletMovements.valueCents}) filter (where ${walletMovements.operation} = 'Debit'), 0)`,
    })
    .from(walletMovements)
    .where(
      and(
        eq(walletMovements.consumerId, sql.placeholder('consumerId')),
        eq(walletMovements.brandId, sql.placeholder('brandId')),
      ),
    ),
);

/** Credited and debited sums of every movement of the customer at the brand (spec §3 Totals). */
export async function movementSums(db: Database, owner: WalletOwner) {
  const [row] = await movementSumsOfOwner(db, { consumerId: owner.consumerId, brandId: owner.brandId });
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

const couponsOfOwner = renderedOnce<(typeof coupons.$inferSelect)[]>('wallet_coupons_of_owner', (db) =>
  db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.consumerId, sql.placeholder('consumerId')),
        eq(coupons.brandId, sql.placeholder('brandId')),
        // Null when no status was asked for: every coupon.
        sql`(${sql.placeholder('status')}::text is null or ${coupons.status} = ${sql.placeholder('status')}::text)`,
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.code)),
);

/** The customer's coupons at the brand, newest first; `status` filters by TCC_STATUS. */
export function listCoupons(db: Database, owner: WalletOwner, status?: string) {
  return couponsOfOwner(db, { consumerId: owner.consumerId, brandId: owner.brandId, status: status ?? null });
}

export function campaignsOfCompany(db: Database, companyCode: number) {
  return db
    .select()
    .from(campaignCoupons)
    .where(eq(campaignCoupons.companyCode, companyCode))
    .orderBy(asc(campaignCoupons.code));
}
