/**
 * The change history of the policy settings (issue 27, ADR 0046): every change writes one row, in the transaction of
 * the change, with who made it, when, and the setting before and after as the API answers it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, policySettingChanges } from '../../db/schema';
import type { TermsKind } from './terms-wire';
import type { SettingKind } from '@portal/domain/backoffice';

export interface SettingChange {
  setting: SettingKind | TermsKind;
  settingKey: number;
  brandId: number | null;
  operatorId: number;
  changedAt: Date;
  before: unknown;
  after: unknown;
}

export async function recordChange(tx: Database, change: SettingChange): Promise<void> {
  await tx.insert(policySettingChanges).values({
    ...change,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * A setting's history, newest first (ties by id: two changes in the same instant keep their order). A brand's terms
 * over a shared row (ADR 0055) are read per brand: another brand's changes to its own terms are not in it.
 */
export async function settingHistory(
  db: Database,
  setting: SettingKind | TermsKind,
  settingKey: number,
  brandId?: number,
) {
  const rows = await db
    .select({
      id: policySettingChanges.id,
      operatorId: policySettingChanges.operatorId,
      operatorName: operators.name,
      brandId: policySettingChanges.brandId,
      changedAt: policySettingChanges.changedAt,
      before: policySettingChanges.before,
      after: policySettingChanges.after,
    })
    .from(policySettingChanges)
    .innerJoin(operators, eq(operators.id, policySettingChanges.operatorId))
    .where(
      and(
        eq(policySettingChanges.setting, setting),
        eq(policySettingChanges.settingKey, settingKey),
        brandId === undefined ? undefined : eq(policySettingChanges.brandId, brandId),
      ),
    )
    .orderBy(desc(policySettingChanges.changedAt), desc(policySettingChanges.id));
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
