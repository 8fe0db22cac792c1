/** Per-status age targets (issue 27): how long a brand's protocol may stay in a status before the queue marks it late. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statusAgeTargets } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { requireAdmin, type OperatorIdentity } from '../backoffice/operator-session';
import { workloadMessages } from './messages';

export async function listTargets(db: Database, brands: readonly number[]) {
  const rows = await db
    .select()
    .from(statusAgeTargets)
    .where(inArray(statusAgeTargets.brandId, [...brands]))
    .orderBy(asc(statusAgeTargets.brandId), asc(statusAgeTargets.statusId));
  return rows.map((row) => ({ brandId: row.brandId, status: row.statusId, targetHours: row.targetHours }));
}

/** Sets one target (null removes it); admins, within their brands. */
export async function setTarget(
  db: Database,
  admin: OperatorIdentity,
  input: { brandId: number; status: number; targetHours: number | null },
  now: Date,
) {
  requireAdmin(admin);
  if (!admin.brands.includes(input.brandId)) {
    throw new DomainError('not_found', workloadMessages.brandNotYours, { code: 'brand_not_found' });
  }
  const key = and(eq(statusAgeTargets.brandId, input.brandId), eq(statusAgeTargets.statusId, input.status));
  if (input.targetHours === null) {
    await db.delete(statusAgeTargets).where(key);
    return;
  }
  await db
    .insert(statusAgeTargets)
    .values({ ...input, statusId: input.status, targetHours: input.targetHours, updatedBy: admin.id, updatedAt: now })
    .onConflictDoUpdate({
      target: [statusAgeTargets.brandId, statusAgeTargets.statusId],
      set: { targetHours: input.targetHours, updatedBy: admin.id, updatedAt: now },
    });
}
