/**
 * The shared reason catalogue as one brand's shoppers see it (issue 27, ADR 0055): each read joins the brand's terms
 * (`brand_reason_terms`, `brand_sub_reason_terms`, `brand_desire_terms`) and takes the brand's value where it set one,
 * the shared one otherwise. Every shopper read of the catalogue (the catalogue calls, protocol creation, the uploads'
 * photo rule, the console's deadline preview) selects these fields with these joins, so no read can miss a term.
 */
import { and, eq, getTableColumns, sql, type Column, type SQLWrapper } from 'drizzle-orm';
import {
  brandDesireTerms,
  brandReasonTerms,
  brandSubReasonTerms,
  desires,
  protocolItems,
  protocols,
  reasons,
  subReasons,
} from '../../db/schema';

/** A brand id, a placeholder for one, or the column that holds it. */
type BrandId = number | SQLWrapper | Column;

/** Join condition: the brand's terms of the reason in `reasons`. */
export const reasonTermsJoin = (brandId: BrandId) =>
  and(eq(brandReasonTerms.reasonId, reasons.id), eq(brandReasonTerms.brandId, brandId));
export const subReasonTermsJoin = (brandId: BrandId) =>
  and(eq(brandSubReasonTerms.subReasonId, subReasons.id), eq(brandSubReasonTerms.brandId, brandId));
export const desireTermsJoin = (brandId: BrandId) =>
  and(eq(brandDesireTerms.desireId, desires.id), eq(brandDesireTerms.brandId, brandId));

/** The reason's columns, its five brand terms resolved (select with `reasonTermsJoin` left-joined). */
export const effectiveReason = {
  ...getTableColumns(reasons),
  active: sql<boolean>`coalesce(${brandReasonTerms.active}, ${reasons.active})`,
  operatorOnly: sql<boolean>`coalesce(${brandReasonTerms.operatorOnly}, ${reasons.operatorOnly})`,
  slaRestricted: sql<boolean>`coalesce(${brandReasonTerms.slaRestricted}, ${reasons.slaRestricted})`,
  slaDays: sql<number>`coalesce(${brandReasonTerms.slaDays}, ${reasons.slaDays})`,
  requiresImages: sql<boolean>`coalesce(${brandReasonTerms.requiresImages}, ${reasons.requiresImages})`,
};

export const effectiveSubReason = {
  ...getTableColumns(subReasons),
  active: sql<boolean>`coalesce(${brandSubReasonTerms.active}, ${subReasons.active})`,
};

export const effectiveDesire = {
  ...getTableColumns(desires),
  active: sql<boolean>`coalesce(${brandDesireTerms.active}, ${desires.active})`,
  bonusCode: sql<
    number | null
  >`case when ${brandDesireTerms.bonusOverridden} then ${brandDesireTerms.bonusCode} else ${desires.bonusCode} end`,
  auxiliaryMessage: sql<
    typeof desires.$inferSelect.auxiliaryMessage
  >`coalesce(${brandDesireTerms.auxiliaryMessage}, ${desires.auxiliaryMessage})`,
};

/** A customer may ever see this reason for this brand (spec §6): offered, and not to operators only. */
export const customerVisibleReason = sql`(${effectiveReason.active} and not ${effectiveReason.operatorOnly})`;

/** The brand's active sub-reasons of the reason in `reasons` (the card's 'sub-reason required' count). */
export const activeSubReasonCount = (brandId: BrandId) =>
  sql<number>`(select count(*)::int from ${subReasons} left join ${brandSubReasonTerms} on ${subReasonTermsJoin(
    brandId,
  )} where ${subReasons.reasonId} = ${reasons.id} and ${effectiveSubReason.active})`;

/**
 * Whether an item requires photos: the terms it was opened under (ADR 0046), else (an item from before they were
 * stored) its brand's term, else the shared reason. Select with `reasons` and `protocols` joined to the item and
 * `brand_reason_terms` left-joined on `itemReasonTermsJoin`.
 */
export const itemPhotosRequired = sql<boolean>`coalesce(${protocolItems.termsPhotosRequired}, ${brandReasonTerms.requiresImages}, ${reasons.requiresImages})`;
export const itemReasonTermsJoin = reasonTermsJoin(protocols.brandId);
