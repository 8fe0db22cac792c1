/**
 * The spec's 'responsible' (issue 27, ADR 0047): an agent takes a protocol, an admin assigns it, either releases it.
 * A take is one conditional insert, so two agents taking the same protocol at once leave one row: the loser's insert
 * does nothing and it answers 409 already_assigned.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, protocolAssignments } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { requireAdmin, type OperatorIdentity } from '../backoffice/operator-session';
import { findScopedProtocol } from '../backoffice/queue-repo';
import { protocolNotFound } from '../backoffice/transitions-service';
import { workloadMessages } from './messages';

export interface Assignee {
  id: number;
  name: string;
}

async function scopedProtocol(db: Database, operator: OperatorIdentity, protocolId: number) {
  const protocol = await findScopedProtocol(db, operator.brands, protocolId);
  if (!protocol) throw protocolNotFound();
  return protocol;
}

export async function currentAssignee(db: Database, protocolId: number): Promise<Assignee | null> {
  const [row] = await db
    .select({ id: operators.id, name: operators.name })
    .from(protocolAssignments)
    .innerJoin(operators, eq(operators.id, protocolAssignments.operatorId))
    .where(eq(protocolAssignments.protocolId, protocolId));
  return row ?? null;
}

/** The caller becomes responsible, unless someone else already is (409). Taking one's own again changes nothing. */
export async function takeProtocol(db: Database, operator: OperatorIdentity, protocolId: number, now: Date) {
  await scopedProtocol(db, operator, protocolId);
  await db
    .insert(protocolAssignments)
    .values({ protocolId, operatorId: operator.id, assignedAt: now, assignedBy: operator.id })
    .onConflictDoNothing();
  const assignee = await currentAssignee(db, protocolId);
  if (assignee?.id !== operator.id) {
    throw new DomainError('conflict', workloadMessages.alreadyAssigned, { code: 'already_assigned' });
  }
  return assignee;
}

/** An admin makes an active operator of the protocol's brand responsible, replacing whoever was. */
export async function assignProtocol(
  db: Database,
  admin: OperatorIdentity,
  protocolId: number,
  operatorId: number,
  now: Date,
) {
  requireAdmin(admin);
  const protocol = await scopedProtocol(db, admin, protocolId);
  const [target] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!target || !target.active || !target.brands.includes(protocol.brandId)) {
    throw new DomainError('validation', workloadMessages.assigneeNotOfBrand, { code: 'assignee_not_of_brand' });
  }
  await db
    .insert(protocolAssignments)
    .values({ protocolId, operatorId, assignedAt: now, assignedBy: admin.id })
    .onConflictDoUpdate({
      target: protocolAssignments.protocolId,
      set: { operatorId, assignedAt: now, assignedBy: admin.id },
    });
  return { id: target.id, name: target.name };
}

/** The responsible lets go (an agent only of their own; an admin of any in their brands). */
export async function releaseProtocol(db: Database, operator: OperatorIdentity, protocolId: number) {
  await scopedProtocol(db, operator, protocolId);
  const ownOnly = operator.role === 'admin' ? undefined : eq(protocolAssignments.operatorId, operator.id);
  const released = await db
    .delete(protocolAssignments)
    .where(and(eq(protocolAssignments.protocolId, protocolId), ownOnly))
    .returning({ protocolId: protocolAssignments.protocolId });
  if (released.length === 0 && (await currentAssignee(db, protocolId))) {
    throw new DomainError('forbidden', workloadMessages.notYours, { code: 'not_responsible' });
  }
}
