/**
 * Internal notes (issue 27): operators' notes on a protocol, kept in their own table. No shopper route reads that
 * table, so a note cannot reach her history, timeline or messages whatever it says (ADR 0047).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, protocolInternalNotes } from '../../db/schema';
import type { OperatorIdentity } from '../backoffice/operator-session';
import { findScopedProtocol } from '../backoffice/queue-repo';
import { protocolNotFound } from '../backoffice/transitions-service';

async function requireScoped(db: Database, operator: OperatorIdentity, protocolId: number) {
  if (!(await findScopedProtocol(db, operator.brands, protocolId))) throw protocolNotFound();
}

const noteView = (row: { id: number; note: string; createdAt: Date; operatorId: number; operatorName: string }) => ({
  id: row.id,
  note: row.note,
  at: row.createdAt.toISOString(),
  operator: { id: row.operatorId, name: row.operatorName },
});

export async function listNotes(db: Database, operator: OperatorIdentity, protocolId: number) {
  await requireScoped(db, operator, protocolId);
  const rows = await db
    .select({
      id: protocolInternalNotes.id,
      note: protocolInternalNotes.note,
      createdAt: protocolInternalNotes.createdAt,
      operatorId: protocolInternalNotes.operatorId,
      operatorName: operators.name,
    })
    .from(protocolInternalNotes)
    .innerJoin(operators, eq(operators.id, protocolInternalNotes.operatorId))
    .where(eq(protocolInternalNotes.protocolId, protocolId))
    .orderBy(asc(protocolInternalNotes.createdAt), asc(protocolInternalNotes.id));
  return rows.map(noteView);
}

export async function addNote(db: Database, operator: OperatorIdentity, protocolId: number, note: string, now: Date) {
  await requireScoped(db, operator, protocolId);
  const [row] = await db
    .insert(protocolInternalNotes)
    .values({ protocolId, operatorId: operator.id, note, createdAt: now })
    .returning();
  return noteView({ ...row!, operatorName: operator.name });
}
