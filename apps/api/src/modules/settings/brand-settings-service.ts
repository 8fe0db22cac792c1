/**
 * One brand's own settings (issue 27, ADR 0046): the general settings of spec §3 (SCO_*, coupon quantity and
 * validity among them) and the campaign coupon of the brand's company (TIC_DESCONTO, as the wallet reads it). Each
 * change is one transaction that locks the row and writes its history entry (setting key: the brand).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignCompanyCode, generalSettingsIssues, percentIssues } from '@portal/domain';
import type { Database } from '../../db/client';
import { campaignCoupons, settings } from '../../db/schema';
import { recordChange } from './audit';
import type { Actor } from './catalogue-service';
import { refuseIssues, settingNotFound } from './validation';
import type { campaignBody, generalSettingsBody } from '@portal/domain/backoffice';

type GeneralSettings = z.infer<typeof generalSettingsBody>;

function generalOf(row: typeof settings.$inferSelect): GeneralSettings {
  const { brandId: _brand, ...general } = row;
  return general;
}

async function campaignOf(db: Database, brandId: number, lock = false) {
  const companyCode = campaignCompanyCode(brandId);
  if (companyCode === null) return { companyCode, row: null };
  const query = db
    .select()
    .from(campaignCoupons)
    .where(eq(campaignCoupons.companyCode, companyCode))
    .orderBy(asc(campaignCoupons.code))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return { companyCode, row: row ?? null };
}

export async function readBrandSettings(db: Database, brandId: number) {
  const [general] = await db.select().from(settings).where(eq(settings.brandId, brandId));
  const { row } = await campaignOf(db, brandId);
  return {
    brandId,
    general: general ? generalOf(general) : null,
    campaign: row ? { code: row.code, discountPercent: row.discountPercent } : null,
  };
}

export async function saveGeneralSettings(db: Database, actor: Actor, brandId: number, body: GeneralSettings) {
  refuseIssues(generalSettingsIssues(body));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.brandId, brandId)).for('update');
    const [after] = await tx
      .insert(settings)
      .values({ ...body, brandId })
      .onConflictDoUpdate({ target: settings.brandId, set: body })
      .returning();
    await recordChange(tx, {
      setting: 'generalSettings',
      settingKey: brandId,
      brandId,
      operatorId: actor.operatorId,
      changedAt: actor.now,
      before: before ? generalOf(before) : null,
      after: generalOf(after!),
    });
    return generalOf(after!);
  });
}

export async function saveCampaign(db: Database, actor: Actor, brandId: number, body: z.infer<typeof campaignBody>) {
  refuseIssues(percentIssues(body.discountPercent, 'discountPercent'));
  return db.transaction(async (tx) => {
    const { companyCode, row: before } = await campaignOf(tx, brandId, true);
    if (companyCode === null) throw settingNotFound('campaign_not_found');
    let after;
    if (before) {
      [after] = await tx
        .update(campaignCoupons)
        .set({ discountPercent: body.discountPercent })
        .where(eq(campaignCoupons.code, before.code))
        .returning();
    } else {
      // A brand without a campaign gets its first one, numbered after every other (a lock orders two creations).
      await tx.execute(sql`lock table ${campaignCoupons} in share row exclusive mode`);
      const [next] = await tx
        .select({ code: sql<number>`coalesce(max(${campaignCoupons.code}), 0)::int + 1` })
        .from(campaignCoupons);
      [after] = await tx
        .insert(campaignCoupons)
        .values({ code: Number(next?.code ?? 1), companyCode, discountPercent: body.discountPercent })
        .returning();
    }
    const answer = { code: after!.code, discountPercent: after!.discountPercent };
    await recordChange(tx, {
      setting: 'campaignCoupon',
      settingKey: brandId,
      brandId,
      operatorId: actor.operatorId,
      changedAt: actor.now,
      before: before ? { code: before.code, discountPercent: before.discountPercent } : null,
      after: answer,
    });
    return answer;
  });
}
