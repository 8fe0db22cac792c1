/**
 * An admin edits or deactivates an operator (issue 23, ADR 0029): the name, the role, the brands among the admin's
 * own, and whether the operator may sign in. One transaction that locks the rows it decides on — the two operators and
 * every active admin — so two admins deactivating each other at once cannot both succeed and leave no admin.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { backofficeMessages } from './messages';
import { requireAdmin, toOperatorIdentity, type OperatorIdentity, type OperatorRole } from './operator-session';
import type { OperatorRow } from './operators-repo';

export interface OperatorChange {
  name?: string;
  role?: OperatorRole;
  /** The target's brands among the admin's; brands of the target outside the admin's are kept as they are. */
  brands?: number[];
  active?: boolean;
}

const notFound = () =>
  new DomainError('not_found', backofficeMessages.operatorNotFound, { code: 'operator_not_found' });

/** The brands the operator holds after the change: what the admin gave, plus what the admin cannot see. */
function brandsAfter(target: OperatorRow, admin: OperatorIdentity, given: number[] | undefined): number[] {
  if (given === undefined) return target.brands;
  const hidden = target.brands.filter((brand) => !admin.brands.includes(brand));
  return [...new Set([...hidden, ...given])].sort((a, b) => a - b);
}

/** The change applied; the operator as the admins' list shows them. Deactivation ends every session at once. */
export async function editOperator(
  db: Database,
  admin: OperatorIdentity,
  targetId: number,
  change: OperatorChange,
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    // Locked in id order (one order for every caller, so two edits never wait on each other in a cycle).
    const rows = await tx
      .select()
      .from(operators)
      .where(
        or(inArray(operators.id, [admin.id, targetId]), and(eq(operators.role, 'admin'), eq(operators.active, true))),
      )
      .orderBy(operators.id)
      .for('update');
    const actor = rows.find((row) => row.id === admin.id);
    // The admin was deactivated or demoted while this call was on its way: their word no longer counts.
    if (!actor?.active) {
      throw new DomainError('unauthorized', backofficeMessages.sessionMissing, { code: 'session_missing' });
    }
    const current = toOperatorIdentity(actor);
    requireAdmin(current);
    const target = rows.find((row) => row.id === targetId);
    // An operator who shares no brand with the admin is another brand's business: as unknown as a missing one.
    if (!target || !target.brands.some((brand) => current.brands.includes(brand))) throw notFound();
    if (change.brands?.some((brand) => !current.brands.includes(brand))) throw notFound();

    const role = change.role ?? target.role;
    // An admin acts on her own brands' access only (issue 46): deactivating an operator who also works for brands she
    // does not hold takes her brands away and leaves the operator active in the others.
    const hidden = target.brands.filter((brand) => !current.brands.includes(brand));
    const withdrawOnly = change.active === false && target.active && hidden.length > 0;
    const active = withdrawOnly ? true : (change.active ?? target.active);
    const losesAdmin = target.role === 'admin' && target.active && (role !== 'admin' || !active);
    if (losesAdmin && target.id === current.id) {
      throw new DomainError('conflict', backofficeMessages.operatorSelf, { code: 'operator_self' });
    }
    const otherAdmins = rows.filter((row) => row.role === 'admin' && row.active && row.id !== target.id);
    if (losesAdmin && otherAdmins.length === 0) {
      throw new DomainError('conflict', backofficeMessages.lastAdmin, { code: 'last_admin' });
    }
    const brands = withdrawOnly ? hidden : brandsAfter(target, current, change.brands);

    const [updated] = await tx
      .update(operators)
      .set({ name: change.name?.trim() ?? target.name, role, brands, active })
      .where(eq(operators.id, target.id))
      .returning();
    // Signed out everywhere at once (requireOperator refuses an inactive operator anyway; this leaves no live row).
    if (!active) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, target.id));
    return updated!;
  });
}
