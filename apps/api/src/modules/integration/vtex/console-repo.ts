/**
 * The console's list of VTEX orders the connector could not map or write (issue 45, ADR 0078): the rejected records of
 * vtex_order_sync, with their reasons. Nothing leaves the feed without one of these an operator can act on.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { vtexOrderSync } from '../../../db/schema';

/** The list is a work queue, not an archive: the newest this many. */
export const UNMAPPED_LIMIT = 200;

export async function listUnmapped(db: Database, brands: number[]) {
  if (brands.length === 0) return [];
  const rows = await db
    .select()
    .from(vtexOrderSync)
    .where(and(inArray(vtexOrderSync.brandId, brands), eq(vtexOrderSync.outcome, 'rejected')))
    .orderBy(desc(vtexOrderSync.syncedAt), vtexOrderSync.vtexOrderId)
    .limit(UNMAPPED_LIMIT);
  return rows.map((row) => ({
    brandId: row.brandId,
    vtexOrderId: row.vtexOrderId,
    lastChange: new Date(row.lastChange).toISOString(),
    recordedAt: row.syncedAt.toISOString(),
    reasons: row.errors ?? [],
  }));
}

export async function isUnmapped(db: Database, brandId: number, vtexOrderId: string) {
  const [row] = await db
    .select({ outcome: vtexOrderSync.outcome })
    .from(vtexOrderSync)
    .where(and(eq(vtexOrderSync.brandId, brandId), eq(vtexOrderSync.vtexOrderId, vtexOrderId)));
  return row?.outcome === 'rejected';
}
