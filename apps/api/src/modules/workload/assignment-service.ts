/**
 * The spec's 'responsible' (issue 27, ADR 0047): an agent takes a protocol, an admin assigns it, either releases it.
 * A take is one conditional insert, so two agents taking the same protocol at once leave one row: the loser's insert
 * does nothing and it answers 409 already_assigned. The protocol's own RESPONSAVEL (`protocols.responsible`, spec §3)
 * follows the assignment in the same transaction (ADR 0055): the operator's name, null once released.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, protocolAssignments, protocols } from '../../db/schema';
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

/** Writes the spec's RESPONSAVEL of the protocol: who holds its assignment now (null: nobody). */
function setResponsible(tx: Database, protocolId: number, assignee: Assignee | null) {
  return tx
    .update(protocols)
    .set({ responsible: assignee?.name ?? null })
    .where(eq(protocols.id, protocolId));
}

/** The caller becomes responsible, unless someone else already is (409). Taking one's own again changes nothing. */
export async function takeProtocol(db: Database, operator: OperatorIdentity, protocolId: number, now: Date) {
  await scopedProtocol(db, operator, protocolId);
  return db.transaction(async (tx) => {
    const [won] = await tx
      .insert(protocolAssignments)
      .values({ protocolId, operatorId: operator.id, assignedAt: now, assignedBy: operator.id })
      .onConflictDoNothing()
      .returning({ protocolId: protocolAssignments.protocolId });
    const assignee = await currentAssignee(tx, protocolId);
    if (assignee?.id !== operator.id) {
      throw new DomainError('conflict', workloadMessages.alreadyAssigned, { code: 'already_assigned' });
    }
    if (won) await setResponsible(tx, protocolId, assignee);
    return assignee;
  });
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
  const assignee = { id: target.id, name: target.name };
  await db.transaction(async (tx) => {
    await tx
      .insert(protocolAssignments)
      .values({ protocolId, operatorId, assignedAt: now, assignedBy: admin.id })
      .onConflictDoUpdate({
        target: protocolAssignments.protocolId,
        set: { operatorId, assignedAt: now, assignedBy: admin.id },
      });
    await setResponsible(tx, protocolId, assignee);
  });
  return assignee;
}

/** The responsible lets go (an agent only of their own; an admin of any in their brands). */
export async function releaseProtocol(db: Database, operator: OperatorIdentity, protocolId: number) {
  await scopedProtocol(db, operator, protocolId);
  const ownOnly = operator.role === 'admin' ? undefined : eq(protocolAssignments.operatorId, operator.id);
  const released = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(protocolAssignments)
      .where(and(eq(protocolAssignments.protocolId, protocolId), ownOnly))
      .returning({ protocolId: protocolAssignments.protocolId });
    if (rows.length > 0) await setResponsible(tx, protocolId, null);
    return rows;
  });
  if (released.length === 0 && (await currentAssignee(db, protocolId))) {
    throw new DomainError('forbidden', workloadMessages.notYours, { code: 'not_responsible' });
  }
}
