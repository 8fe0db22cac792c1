import { and, desc, eq, gt, isNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { renderedOnce } from '../../db/rendered-statement';
import { consumers, oneTimeCodes, orders } from '../../db/schema';
import type { Identity } from './identity';

export type ConsumerRow = typeof consumers.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function findConsumerByIdentity(db: Database, identity: Identity): Promise<ConsumerRow | undefined> {
  const column = identity.channel === 'email' ? consumers.email : consumers.phone;
  const [row] = await db.select().from(consumers).where(eq(column, identity.value)).limit(1);
  return row;
}

/**
 * Rendered once (db/rendered-statement): every signed-in first page and every session check (GET
 * /authentication/valid) reads the consumer and their latest order, and drizzle rendering each `select *` cost more
 * CPU than PostgreSQL took to run it (issue 29).
 */
const consumerById = renderedOnce<ConsumerRow[]>('auth_consumer_by_id', (db) =>
  db
    .select()
    .from(consumers)
    .where(eq(consumers.id, sql.placeholder('id')))
    .limit(1),
);

export async function findConsumerById(db: Database, id: number): Promise<ConsumerRow | undefined> {
  const [row] = await consumerById(db, { id });
  return row;
}

/**
 * The most recent order of a consumer (a value or a column, as in a lateral join) at a brand's companies. The brand's
 * company codes travel as one array value (placeholder companyCodes), so the statement's text is the same for every
 * brand.
 */
export function latestOrderOf(db: Database, consumerId: SQLWrapper) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consumerId, consumerId),
        sql`${orders.companyCode} = any(${sql.placeholder('companyCodes')}::integer[])`,
      ),
    )
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(1);
}

const latestOrderAtCompanies = renderedOnce<OrderRow[]>('auth_latest_order_at_companies', (db) =>
  latestOrderOf(db, sql.placeholder('consumerId')),
);

/** The consumer's most recent order at the given company codes (a brand's), or undefined when they have none. */
export async function findLatestOrder(
  db: Database,
  consumerId: number,
  companyCodes: readonly number[],
): Promise<OrderRow | undefined> {
  if (companyCodes.length === 0) return undefined;
  const [row] = await latestOrderAtCompanies(db, { consumerId, companyCodes: [...companyCodes] });
  return row;
}

/** Stores a new code for the identity at the brand and voids its earlier unused ones, in one transaction. */
export async function replaceCode(
  db: Database,
  input: {
    brandId: number;
    identityKey: string;
    consumerId: number | null;
    codeHash: string;
    salt: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ voidedAt: input.now })
      .where(
        and(
          eq(oneTimeCodes.brandId, input.brandId),
          eq(oneTimeCodes.identity, input.identityKey),
          isNull(oneTimeCodes.usedAt),
          isNull(oneTimeCodes.voidedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      brandId: input.brandId,
      identity: input.identityKey,
      consumerId: input.consumerId,
      codeHash: input.codeHash,
      salt: input.salt,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    });
  });
}

/** The identity's newest code at the brand: the only one that can still log in. */
export async function findLatestCode(db: Database, brandId: number, identityKey: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.brandId, brandId), eq(oneTimeCodes.identity, identityKey)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Conditions under which a code can still be tried; checked again inside each update against concurrent tries. */
function stillOpen(id: number, now: Date, maxTries: number) {
  return and(
    eq(oneTimeCodes.id, id),
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.voidedAt),
    lt(oneTimeCodes.attempts, maxTries),
    gt(oneTimeCodes.expiresAt, now),
  );
}

/**
 * Counts a wrong try; the try that reaches maxTries also voids the code. Returns the new count, or null when the
 * code was no longer open (a concurrent try used or voided it first).
 */
export async function recordWrongTry(db: Database, id: number, now: Date, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + 1`,
      voidedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(stillOpen(id, now, maxTries))
    .returning({ attempts: oneTimeCodes.attempts });
  return row ? row.attempts : null;
}

/** Marks the code used; false when a concurrent request used or voided it first, so a code logs in once only. */
export async function markCodeUsed(db: Database, id: number, now: Date, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(stillOpen(id, now, maxTries))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
