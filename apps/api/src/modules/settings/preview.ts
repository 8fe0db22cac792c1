/**
 * The console's preview of a reason's deadline change (issue 27): how many of the brand's order lines the reason
 * chain of spec §4 lets through today under the reason as it is and as proposed. The lines are read grouped by their
 * São Paulo delivery day and the two flags the chain reads, so a brand with a million lines costs a few hundred
 * groups; the domain's own rule (previewReasonChange → checkEligibility) judges each group.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { previewReasonChange, TIME_ZONE, type EligibilityLine } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandCompanies, brandReasonTerms, orderLines, orders, reasons, settings } from '../../db/schema';
import { effectiveReason, reasonTermsJoin } from '../catalog/brand-terms';
import { eligibilityReason } from '../protocols/ecom-items';
import { settingNotFound } from './validation';

export interface DeadlineProposal {
  brandId: number;
  reasonId: number;
  slaRestricted: boolean;
  slaDays: number;
}

const companiesOf = (db: Database, brandId: number) =>
  db.select({ code: brandCompanies.companyCode }).from(brandCompanies).where(eq(brandCompanies.brandId, brandId));

export async function previewDeadlineChange(db: Database, proposal: DeadlineProposal, now: Date) {
  // The reason as the brand's shoppers have it today: its own terms over the shared row (ADR 0055).
  const [reason] = await db
    .select(effectiveReason)
    .from(reasons)
    .leftJoin(brandReasonTerms, reasonTermsJoin(proposal.brandId))
    .where(eq(reasons.id, proposal.reasonId));
  if (!reason) throw settingNotFound('reason_not_found');
  const [brandSettings] = await db.select().from(settings).where(eq(settings.brandId, proposal.brandId));
  const deliveryDay = sql`(${orderLines.deliveredAt} at time zone ${TIME_ZONE})::date`;
  const groups = await db
    .select({
      deliveredAt: sql<Date | null>`min(${orderLines.deliveredAt})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
      marketplace: orders.isMarketplace,
      reinvoice: orderLines.isReinvoice,
      lines: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orders.companyCode, companiesOf(db, proposal.brandId)))
    .groupBy(deliveryDay, orders.isMarketplace, orderLines.isReinvoice);
  const current = eligibilityReason(reason);
  const proposed = {
    ...current,
    ASS_RESTRICAO_SLA: proposal.slaRestricted ? ('S' as const) : ('N' as const),
    ASS_SLA_TROCA: proposal.slaDays,
  };
  const chainSettings = {
    SCO_VAL_ENTREGA: brandSettings?.validateDeliveryDate === false ? ('N' as const) : ('S' as const),
  };
  const total = { lines: 0, becomeIneligible: 0, becomeEligible: 0, unchanged: 0 };
  for (const group of groups) {
    const line: EligibilityLine = {
      DATA_ENTREGA: group.deliveredAt,
      PEDIDO_MKTP: group.marketplace ? 'S' : 'N',
      TIPO_REFATU: group.reinvoice ? 'S' : 'N',
    };
    const count = previewReasonChange([line], current, proposed, chainSettings, now);
    total.lines += group.lines;
    total.becomeIneligible += count.becomeIneligible * group.lines;
    total.becomeEligible += count.becomeEligible * group.lines;
    total.unchanged += count.unchanged * group.lines;
  }
  return total;
}
