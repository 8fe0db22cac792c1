/**
 * The reason catalogue every brand shares (reasons, sub-reasons, desires, bonuses; spec §3), changed by admins
 * (issue 27, ADR 0046). Each change is one transaction that locks the row it changes (or the table, to number a new
 * row) and writes its history entry. A row something refers to is deactivated instead of deleted: the protocols and
 * desires that name it keep a row to name.
 */
import { asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { desireSettingIssues, percentIssues, reasonSettingIssues, subReasonSettingIssues } from '@portal/domain';
import type { Database } from '../../db/client';
import { bonuses, brandDesireTerms, desires, protocolItems, protocols, reasons, subReasons } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { recordChange } from './audit';
import { settingsMessages } from './messages';
import { refuseIssues, settingNotFound } from './validation';
import type { bonusBody, desireBody, reasonBody, SettingKind, subReasonBody } from '@portal/domain/backoffice';

export interface Actor {
  operatorId: number;
  now: Date;
}

type Removal = { outcome: 'deleted' | 'deactivated' };

export async function readCatalogue(db: Database) {
  const [reasonRows, subReasonRows, desireRows, bonusRows] = await Promise.all([
    db.select().from(reasons).orderBy(asc(reasons.id)),
    db.select().from(subReasons).orderBy(asc(subReasons.id)),
    db.select().from(desires).orderBy(asc(desires.id)),
    db.select().from(bonuses).orderBy(asc(bonuses.code)),
  ]);
  return {
    reasons: reasonRows,
    subReasons: subReasonRows,
    desires: desireRows.map((row) => ({ ...row, trigger: row.trigger })),
    bonuses: bonusRows,
  };
}

type NumberedTable = typeof reasons | typeof subReasons | typeof desires | typeof bonuses;

/** The next id of a catalogue table, read under a lock that makes two creations wait for each other. */
async function nextId(tx: Database, table: NumberedTable, column: AnyPgColumn) {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const [row] = await tx.select({ next: sql<number>`coalesce(max(${column}), 0)::int + 1` }).from(table);
  return Number(row?.next ?? 1);
}

function audit(tx: Database, actor: Actor, setting: SettingKind, key: number, before: unknown, after: unknown) {
  return recordChange(tx, {
    setting,
    settingKey: key,
    brandId: null,
    operatorId: actor.operatorId,
    changedAt: actor.now,
    before,
    after,
  });
}

async function requireReason(tx: Database, reasonId: number) {
  const [row] = await tx.select({ id: reasons.id }).from(reasons).where(eq(reasons.id, reasonId));
  if (!row) throw settingNotFound('reason_not_found');
}

/** Whether any of the `exists` conditions holds, in one round trip. */
async function isReferenced(tx: Database, conditions: SQL[]): Promise<boolean> {
  const [row] = await tx
    .select({ referenced: sql<boolean>`(${sql.join(conditions, sql` or `)})` })
    .from(sql`(select 1) as probe`);
  return row?.referenced === true;
}

/**
 * One catalogue table as the generic save and removal see it. Drizzle's builders are typed per table, so the shared
 * code goes through the reasons table's type; the SQL is built from the real table and key column given here.
 */
interface CatalogueTable {
  setting: SettingKind;
  table: NumberedTable;
  key: AnyPgColumn;
  /** What refers to a row: any of them makes a removal a deactivation. */
  references: (tx: Database, id: number) => SQL[];
}

type Row = Record<string, unknown>;
const asReasons = (table: NumberedTable) => table as unknown as typeof reasons;

/** Creates (id null) or changes a row and writes its history entry, in one transaction that locks what it changes. */
async function auditedSave<R>(
  tx: Database,
  actor: Actor,
  target: CatalogueTable,
  id: number | null,
  values: Row,
): Promise<R> {
  const table = asReasons(target.table);
  if (id === null) {
    const created = {
      ...values,
      [target.key.name === 'code' ? 'code' : 'id']: await nextId(tx, target.table, target.key),
    };
    const [row] = (await tx
      .insert(table)
      .values(created as typeof reasons.$inferInsert)
      .returning()) as Row[];
    await audit(tx, actor, target.setting, Number(row![target.key.name === 'code' ? 'code' : 'id']), null, row);
    return row as R;
  }
  const [before] = await tx.select().from(table).where(eq(target.key, id)).for('update');
  if (!before) throw settingNotFound();
  const [after] = await tx.update(table).set(values).where(eq(target.key, id)).returning();
  await audit(tx, actor, target.setting, id, before, after);
  return after as R;
}

/** Deletes a row nothing refers to; deactivates one something does (a protocol, a desire…). Audited either way. */
async function auditedRemove(db: Database, actor: Actor, target: CatalogueTable, id: number): Promise<Removal> {
  const table = asReasons(target.table);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(target.key, id)).for('update');
    if (!before) throw settingNotFound();
    if (await isReferenced(tx, target.references(tx, id))) {
      const [after] = await tx.update(table).set({ active: false }).where(eq(target.key, id)).returning();
      await audit(tx, actor, target.setting, id, before, after);
      return { outcome: 'deactivated' };
    }
    await tx.delete(table).where(eq(target.key, id));
    await audit(tx, actor, target.setting, id, before, null);
    return { outcome: 'deleted' };
  });
}

const probe = (
  tx: Database,
  table: NumberedTable | typeof protocolItems | typeof protocols | typeof brandDesireTerms,
  condition: SQL,
) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(table)
      .where(condition),
  );

const REASONS: CatalogueTable = {
  setting: 'reason',
  table: reasons,
  key: reasons.id,
  references: (tx, id) => [
    probe(tx, subReasons, eq(subReasons.reasonId, id)),
    probe(tx, desires, eq(desires.reasonId, id)),
    probe(tx, protocolItems, eq(protocolItems.reasonId, id)),
    probe(tx, protocols, eq(protocols.reasonId, id)),
  ],
};
const SUB_REASONS: CatalogueTable = {
  setting: 'subReason',
  table: subReasons,
  key: subReasons.id,
  references: (tx, id) => [probe(tx, protocolItems, eq(protocolItems.subReasonId, id))],
};
const DESIRES: CatalogueTable = {
  setting: 'desire',
  table: desires,
  key: desires.id,
  references: (tx, id) => [
    probe(tx, protocolItems, eq(protocolItems.desireId, id)),
    probe(tx, protocols, eq(protocols.desireId, id)),
  ],
};
const BONUSES: CatalogueTable = {
  setting: 'bonus',
  table: bonuses,
  key: bonuses.code,
  // A brand's own bonus of a desire refers to it too (ADR 0055); a brand's terms of a removed row go with the row.
  references: (tx, code) => [
    probe(tx, desires, eq(desires.bonusCode, code)),
    probe(tx, brandDesireTerms, eq(brandDesireTerms.bonusCode, code)),
  ],
};

export function saveReason(db: Database, actor: Actor, id: number | null, body: z.infer<typeof reasonBody>) {
  refuseIssues(reasonSettingIssues(body));
  return db.transaction((tx) => auditedSave<typeof reasons.$inferSelect>(tx, actor, REASONS, id, body));
}

export function saveSubReason(db: Database, actor: Actor, id: number | null, body: z.infer<typeof subReasonBody>) {
  refuseIssues(subReasonSettingIssues(body));
  return db.transaction(async (tx) => {
    await requireReason(tx, body.reasonId);
    return auditedSave<typeof subReasons.$inferSelect>(tx, actor, SUB_REASONS, id, body);
  });
}

export function saveDesire(db: Database, actor: Actor, id: number | null, body: z.infer<typeof desireBody>) {
  refuseIssues(desireSettingIssues(body));
  return db.transaction(async (tx) => {
    await requireReason(tx, body.reasonId);
    if (body.bonusCode !== null) {
      const [bonus] = await tx.select().from(bonuses).where(eq(bonuses.code, body.bonusCode));
      if (!bonus?.active) throw new DomainError('validation', settingsMessages.bonusUnknown, { code: 'bonus_unknown' });
    }
    return auditedSave<typeof desires.$inferSelect>(tx, actor, DESIRES, id, body);
  });
}

export function saveBonus(db: Database, actor: Actor, code: number | null, body: z.infer<typeof bonusBody>) {
  refuseIssues(percentIssues(body.percent));
  return db.transaction((tx) => auditedSave<typeof bonuses.$inferSelect>(tx, actor, BONUSES, code, body));
}

export const removeReason = (db: Database, actor: Actor, id: number) => auditedRemove(db, actor, REASONS, id);
export const removeSubReason = (db: Database, actor: Actor, id: number) => auditedRemove(db, actor, SUB_REASONS, id);
export const removeDesire = (db: Database, actor: Actor, id: number) => auditedRemove(db, actor, DESIRES, id);
export const removeBonus = (db: Database, actor: Actor, code: number) => auditedRemove(db, actor, BONUSES, code);
