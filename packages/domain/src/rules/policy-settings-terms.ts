/**
 * A brand's own terms over the shared reason catalogue (issue 27, ADR 0055). The catalogue's rows (their names,
 * triggers and flags) are shared by every brand; a brand may set, for itself, whether a reason, sub-reason or desire
 * is offered, a reason's deadline, operator-only and photos-required flags, and a desire's bonus and helper text.
 * A null field is 'as the shared catalogue says': the effective value is the brand's when set, the shared one otherwise.
 */
import type { LocalizedText } from '../localized';
import { deadlineDaysIssues, localizedTextIssues, type PolicyIssue } from './policy-issues';

/** What a brand may set of a reason (ASS_ATIVO, ASS_MOT_OPE, ASS_RESTRICAO_SLA, ASS_SLA_TROCA, ASS_EXIGE_IMG). */
export interface ReasonTerms {
  active: boolean | null;
  operatorOnly: boolean | null;
  slaRestricted: boolean | null;
  slaDays: number | null;
  requiresImages: boolean | null;
}

export interface SubReasonTerms {
  active: boolean | null;
}

/** What a brand may set of a desire: offered or not, its bonus (`bonus.code` null: none for this brand), helper text. */
export interface DesireTerms {
  active: boolean | null;
  bonus: { code: number | null } | null;
  auxiliaryMessage: LocalizedText | null;
}

export const NO_REASON_TERMS: ReasonTerms = {
  active: null,
  operatorOnly: null,
  slaRestricted: null,
  slaDays: null,
  requiresImages: null,
};
export const NO_SUB_REASON_TERMS: SubReasonTerms = { active: null };
export const NO_DESIRE_TERMS: DesireTerms = { active: null, bonus: null, auxiliaryMessage: null };

type SharedReason = { [K in keyof ReasonTerms]-?: NonNullable<ReasonTerms[K]> };

/** The reason's values one brand's shoppers get: the brand's where it set them, the shared ones otherwise. */
export function effectiveReasonTerms<R extends SharedReason>(shared: R, terms: ReasonTerms | null): R {
  if (!terms) return shared;
  return {
    ...shared,
    active: terms.active ?? shared.active,
    operatorOnly: terms.operatorOnly ?? shared.operatorOnly,
    slaRestricted: terms.slaRestricted ?? shared.slaRestricted,
    slaDays: terms.slaDays ?? shared.slaDays,
    requiresImages: terms.requiresImages ?? shared.requiresImages,
  };
}

/** Whether the terms set nothing (then the brand follows the shared catalogue and no row is kept). */
export function setsNothing(terms: ReasonTerms | SubReasonTerms | DesireTerms): boolean {
  return Object.values(terms).every((value) => value === null);
}

/**
 * A brand's reason terms: a deadline it sets is whole days within the limits, and when the reason ends up restricted
 * by deadline for the brand (its own flag or the shared one) the deadline it ends up with must be within them too.
 */
export function reasonTermsIssues(
  terms: ReasonTerms,
  shared: Pick<SharedReason, 'slaRestricted' | 'slaDays'>,
): PolicyIssue[] {
  if (terms.slaDays !== null) return deadlineDaysIssues(terms.slaDays);
  const restricted = terms.slaRestricted ?? shared.slaRestricted;
  return restricted ? deadlineDaysIssues(shared.slaDays) : [];
}

/** A brand's desire terms: a bonus only on a desire that gives store credit, the helper text in all three languages. */
export function desireTermsIssues(terms: DesireTerms, shared: { storeCredit: boolean }): PolicyIssue[] {
  const issues: PolicyIssue[] = [];
  if (terms.bonus && terms.bonus.code !== null && !shared.storeCredit) {
    issues.push({ field: 'bonusCode', code: 'bonusNeedsStoreCredit' });
  }
  issues.push(...localizedTextIssues('auxiliaryMessage', terms.auxiliaryMessage, true));
  return issues;
}
