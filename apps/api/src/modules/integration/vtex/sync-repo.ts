/**
 * The connector's state (ADR 0043): which VTEX change of each order was applied, and who runs a brand's feed.
 * lastChange is compared in SQL because VTEX writes 7 fractional digits and a JavaScript Date keeps 3: two changes
 * within the same millisecond must still compare as different.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentError } from '@portal/domain';
import type { Database } from '../../../db/client';
import { vtexConnectorLeases, vtexOrderSync } from '../../../db/schema';

export type SyncOutcome = 'created' | 'updated' | 'unchanged' | 'rejected' | 'skipped';

/** Whether a change at `lastChange` (or a later one) of this order was already applied or recorded. */
export async function alreadySynced(db: Database, brandId: number, vtexOrderId: string, lastChange: string) {
  const [row] = await db
    .select({ covered: sql<boolean>`${vtexOrderSync.lastChange} >= ${lastChange}::timestamptz` })
    .from(vtexOrderSync)
    .where(and(eq(vtexOrderSync.brandId, brandId), eq(vtexOrderSync.vtexOrderId, vtexOrderId)));
  return row?.covered === true;
}

/** Records what became of the order's state at `lastChange`; never moves an order back to an older change. */
export async function recordSync(
  db: Database,
  entry: {
    brandId: number;
    vtexOrderId: string;
    lastChange: string;
    outcome: SyncOutcome;
    errors: DocumentError[] | null;
    at: Date;
  },
): Promise<void> {
  const values = {
    brandId: entry.brandId,
    vtexOrderId: entry.vtexOrderId,
    lastChange: entry.lastChange,
    outcome: entry.outcome,
    errors: entry.errors,
    syncedAt: entry.at,
  };
  await db
    .insert(vtexOrderSync)
    .values(values)
    .onConflictDoUpdate({
      target: [vtexOrderSync.brandId, vtexOrderSync.vtexOrderId],
      set: { lastChange: values.lastChange, outcome: values.outcome, errors: values.errors, syncedAt: values.syncedAt },
      setWhere: sql`${vtexOrderSync.lastChange} <= excluded.last_change`,
    });
}

/** The recorded state of one order (tests and support). */
export async function syncState(db: Database, brandId: number, vtexOrderId: string) {
  const [row] = await db
    .select()
    .from(vtexOrderSync)
    .where(and(eq(vtexOrderSync.brandId, brandId), eq(vtexOrderSync.vtexOrderId, vtexOrderId)));
  return row ?? null;
}

/**
 * Takes or renews the brand's lease for `holder` until `until`: true when it is ours. One conditional upsert, so two
 * instances claiming at once cannot both win; a lease whose holder died lapses at its end and is taken over.
 */
export async function claimLease(db: Database, brandId: number, holder: string, now: Date, until: Date) {
  const rows = await db
    .insert(vtexConnectorLeases)
    .values({ brandId, holder, leasedUntil: until })
    .onConflictDoUpdate({
      target: vtexConnectorLeases.brandId,
      set: { holder, leasedUntil: until },
      setWhere: sql`${vtexConnectorLeases.holder} = ${holder} or ${vtexConnectorLeases.leasedUntil} < ${now}`,
    })
    .returning({ holder: vtexConnectorLeases.holder });
  return rows[0]?.holder === holder;
}

/** Lets the lease go at once (a clean stop), so another instance need not wait for it to lapse. */
export async function releaseLease(db: Database, brandId: number, holder: string) {
  await db
    .delete(vtexConnectorLeases)
    .where(and(eq(vtexConnectorLeases.brandId, brandId), eq(vtexConnectorLeases.holder, holder)));
}
