/**
 * A brand's terms over the shared reason catalogue (issue 27, ADR 0055), changed by that brand's admins. A change is
 * one transaction that locks the brand's row of terms (or, for the first one, the shared row it refers to), checks the
 * domain's rules against the shared values it leaves in place, writes or removes the row (a row that sets nothing is
 * removed: the brand follows the shared catalogue again) and writes its history entry with the brand.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  desireTermsIssues,
  reasonTermsIssues,
  setsNothing,
  type DesireTerms,
  type ReasonTerms,
  type SubReasonTerms,
} from '@portal/domain';
import type { Database } from '../../db/client';
import {
  bonuses,
  brandDesireTerms,
  brandReasonTerms,
  brandSubReasonTerms,
  desires,
  reasons,
  subReasons,
} from '../../db/schema';
import { DomainError } from '../../lib/errors';
import {
  desireTermsJoin,
  effectiveDesire,
  effectiveReason,
  effectiveSubReason,
  reasonTermsJoin,
  subReasonTermsJoin,
} from '../catalog/brand-terms';
import { recordChange } from './audit';
import type { Actor } from './catalogue-service';
import { settingsMessages } from './messages';
import { refuseIssues, settingNotFound } from './validation';
import type { desireTermsBody, reasonTermsBody, subReasonTermsBody } from '@portal/domain/backoffice';
import type { TermsKind } from './terms-wire';

type ReasonTermsRow = typeof brandReasonTerms.$inferSelect;
type SubReasonTermsRow = typeof brandSubReasonTerms.$inferSelect;
type DesireTermsRow = typeof brandDesireTerms.$inferSelect;

const reasonTermsOf = (row: Partial<ReasonTermsRow> | null): ReasonTerms => ({
  active: row?.active ?? null,
  operatorOnly: row?.operatorOnly ?? null,
  slaRestricted: row?.slaRestricted ?? null,
  slaDays: row?.slaDays ?? null,
  requiresImages: row?.requiresImages ?? null,
});
const subReasonTermsOf = (row: Partial<SubReasonTermsRow> | null): SubReasonTerms => ({ active: row?.active ?? null });
const desireTermsOf = (row: Partial<DesireTermsRow> | null): DesireTerms => ({
  active: row?.active ?? null,
  bonus: row?.bonusOverridden ? { code: row.bonusCode ?? null } : null,
  auxiliaryMessage: row?.auxiliaryMessage ?? null,
});

/** Every shared row with the brand's terms of it and what the brand's shoppers get. */
export async function readBrandTerms(db: Database, brandId: number) {
  const [reasonRows, subReasonRows, desireRows] = await Promise.all([
    db
      .select({ effective: effectiveReason, terms: brandReasonTerms })
      .from(reasons)
      .leftJoin(brandReasonTerms, reasonTermsJoin(brandId))
      .orderBy(asc(reasons.id)),
    db
      .select({ effective: effectiveSubReason, terms: brandSubReasonTerms })
      .from(subReasons)
      .leftJoin(brandSubReasonTerms, subReasonTermsJoin(brandId))
      .orderBy(asc(subReasons.id)),
    db
      .select({ effective: effectiveDesire, terms: brandDesireTerms })
      .from(desires)
      .leftJoin(brandDesireTerms, desireTermsJoin(brandId))
      .orderBy(asc(desires.id)),
  ]);
  return {
    brandId,
    reasons: reasonRows.map(({ effective, terms }) => reasonTermsAnswer(effective, terms)),
    subReasons: subReasonRows.map(({ effective, terms }) => ({
      subReasonId: effective.id,
      terms: subReasonTermsOf(terms),
      effective: { active: effective.active },
    })),
    desires: desireRows.map(({ effective, terms }) => desireTermsAnswer(effective, terms)),
  };
}

function reasonTermsAnswer(effective: typeof reasons.$inferSelect, terms: ReasonTermsRow | null) {
  const { active, operatorOnly, slaRestricted, slaDays, requiresImages } = effective;
  return {
    reasonId: effective.id,
    terms: reasonTermsOf(terms),
    effective: { active, operatorOnly, slaRestricted, slaDays, requiresImages },
  };
}

function desireTermsAnswer(effective: typeof desires.$inferSelect, terms: DesireTermsRow | null) {
  const { active, bonusCode, auxiliaryMessage } = effective;
  return { desireId: effective.id, terms: desireTermsOf(terms), effective: { active, bonusCode, auxiliaryMessage } };
}

interface TermsTable<Row, Shared> {
  kind: TermsKind;
  /** Locks the shared row (so it cannot be removed meanwhile) and answers it, or null when it does not exist. */
  lockShared: (tx: Database, id: number) => Promise<Shared | null>;
  /** The brand's row of terms, locked. */
  lockTerms: (tx: Database, brandId: number, id: number) => Promise<Row | null>;
  write: (tx: Database, brandId: number, id: number, values: Record<string, unknown> | null) => Promise<void>;
}

/** Writes (or, setting nothing, removes) a brand's terms of one shared row, audited with the brand. */
async function saveTerms<Row, T extends ReasonTerms | SubReasonTerms | DesireTerms>(
  tx: Database,
  actor: Actor,
  table: TermsTable<Row, unknown>,
  at: { brandId: number; id: number },
  terms: T,
  termsOf: (row: Row | null) => T,
  values: Record<string, unknown>,
) {
  const before = await table.lockTerms(tx, at.brandId, at.id);
  const nothing = setsNothing(terms);
  await table.write(
    tx,
    at.brandId,
    at.id,
    nothing ? null : { ...values, updatedBy: actor.operatorId, updatedAt: actor.now },
  );
  await recordChange(tx, {
    setting: table.kind,
    settingKey: at.id,
    brandId: at.brandId,
    operatorId: actor.operatorId,
    changedAt: actor.now,
    before: before ? termsOf(before) : null,
    after: nothing ? null : terms,
  });
}

const lockedFirst = async <R>(query: Promise<R[]>) => (await query)[0] ?? null;

type TermsPgTable = typeof brandReasonTerms | typeof brandSubReasonTerms | typeof brandDesireTerms;
type SharedPgTable = typeof reasons | typeof subReasons | typeof desires;

/**
 * One kind of terms: its table and the column naming the shared row, and the shared table. Drizzle's builders are
 * typed per table, so the shared code goes through the reason terms' type; the SQL is built from the real tables.
 */
function termsTable<Row, Shared>(
  kind: TermsKind,
  table: TermsPgTable,
  key: 'reasonId' | 'subReasonId' | 'desireId',
  sharedTable: SharedPgTable,
): TermsTable<Row, Shared> {
  const terms = table as unknown as typeof brandReasonTerms;
  const shared = sharedTable as unknown as typeof reasons;
  const keyColumn = (table as unknown as Record<typeof key, typeof brandReasonTerms.reasonId>)[key];
  const at = (brandId: number, id: number) => and(eq(terms.brandId, brandId), eq(keyColumn, id));
  return {
    kind,
    lockShared: (tx, id) =>
      lockedFirst(tx.select().from(shared).where(eq(shared.id, id)).for('share')) as Promise<Shared | null>,
    lockTerms: (tx, brandId, id) =>
      lockedFirst(tx.select().from(terms).where(at(brandId, id)).for('update')) as Promise<Row | null>,
    write: async (tx, brandId, id, values) => {
      if (!values) {
        await tx.delete(terms).where(at(brandId, id));
        return;
      }
      const row = { ...values, brandId, [key]: id } as typeof brandReasonTerms.$inferInsert;
      await tx
        .insert(terms)
        .values(row)
        .onConflictDoUpdate({ target: [terms.brandId, keyColumn], set: row });
    },
  };
}

const REASON_TERMS = termsTable<ReasonTermsRow, typeof reasons.$inferSelect>(
  'reasonTerms',
  brandReasonTerms,
  'reasonId',
  reasons,
);
const SUB_REASON_TERMS = termsTable<SubReasonTermsRow, typeof subReasons.$inferSelect>(
  'subReasonTerms',
  brandSubReasonTerms,
  'subReasonId',
  subReasons,
);
const DESIRE_TERMS = termsTable<DesireTermsRow, typeof desires.$inferSelect>(
  'desireTerms',
  brandDesireTerms,
  'desireId',
  desires,
);

async function requireShared<Shared>(table: TermsTable<unknown, Shared>, tx: Database, id: number): Promise<Shared> {
  const shared = await table.lockShared(tx, id);
  if (!shared) throw settingNotFound();
  return shared;
}

export function saveReasonTerms(
  db: Database,
  actor: Actor,
  at: { brandId: number; id: number },
  body: z.infer<typeof reasonTermsBody>,
) {
  return db.transaction(async (tx) => {
    const shared = await requireShared(REASON_TERMS, tx, at.id);
    refuseIssues(reasonTermsIssues(body, shared));
    await saveTerms(tx, actor, REASON_TERMS, at, body, reasonTermsOf, body);
    const [row] = await tx
      .select({ effective: effectiveReason, terms: brandReasonTerms })
      .from(reasons)
      .leftJoin(brandReasonTerms, reasonTermsJoin(at.brandId))
      .where(eq(reasons.id, at.id));
    return reasonTermsAnswer(row!.effective, row!.terms);
  });
}

export function saveSubReasonTerms(
  db: Database,
  actor: Actor,
  at: { brandId: number; id: number },
  body: z.infer<typeof subReasonTermsBody>,
) {
  return db.transaction(async (tx) => {
    const shared = await requireShared(SUB_REASON_TERMS, tx, at.id);
    await saveTerms(tx, actor, SUB_REASON_TERMS, at, body, subReasonTermsOf, body);
    return { subReasonId: at.id, terms: body, effective: { active: body.active ?? shared.active } };
  });
}

export function saveDesireTerms(
  db: Database,
  actor: Actor,
  at: { brandId: number; id: number },
  body: z.infer<typeof desireTermsBody>,
) {
  return db.transaction(async (tx) => {
    const shared = await requireShared(DESIRE_TERMS, tx, at.id);
    refuseIssues(desireTermsIssues(body, shared));
    const bonusCode = body.bonus?.code ?? null;
    if (bonusCode !== null) {
      const [bonus] = await tx.select().from(bonuses).where(eq(bonuses.code, bonusCode));
      if (!bonus?.active) throw new DomainError('validation', settingsMessages.bonusUnknown, { code: 'bonus_unknown' });
    }
    const values = {
      active: body.active,
      bonusOverridden: body.bonus !== null,
      bonusCode,
      auxiliaryMessage: body.auxiliaryMessage,
    };
    await saveTerms(tx, actor, DESIRE_TERMS, at, body, desireTermsOf, values);
    const [row] = await tx
      .select({ effective: effectiveDesire, terms: brandDesireTerms })
      .from(desires)
      .leftJoin(brandDesireTerms, desireTermsJoin(at.brandId))
      .where(eq(desires.id, at.id));
    return desireTermsAnswer(row!.effective, row!.terms);
  });
}
