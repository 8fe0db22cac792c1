/**
 * Rules of the policy settings the admins edit in the console (issue 27, ADR 0046): the console's forms check them as
 * the admin types and the settings API refuses what they refuse, so a client that skips the form is told the same.
 * Each rule returns the list of issues (field and code), empty when the input is acceptable.
 */
import {
  CONTACT_TYPE,
  POLICY_COUPON_QUANTITY_MAX,
  POLICY_COUPON_VALIDITY_MAX_DAYS,
  POLICY_PERCENT_MAX,
} from '../constants';
import type { LocalizedText } from '../localized';
import {
  checkEligibility,
  type EligibilityLine,
  type EligibilityReason,
  type EligibilitySettings,
} from './eligibility';
import { DESIRE_TRIGGER, isDesireTrigger } from './entities';
import { deadlineDaysIssues, localizedTextIssues, wholeInRange, type PolicyIssue } from './policy-issues';

export { deadlineDaysIssues, localizedTextIssues, type PolicyIssue, type PolicyIssueCode } from './policy-issues';

export interface ReasonSettingInput {
  name: LocalizedText;
  slaRestricted: boolean;
  slaDays: number;
  outOfDeadlineMessage?: LocalizedText | null;
  marketplaceMessage?: LocalizedText | null;
}

/**
 * A reason: its name in the three languages and, when it is restricted by deadline (ASS_RESTRICAO_SLA), a deadline
 * within limits. An unrestricted reason keeps whatever days it had: they are not read while the restriction is off.
 */
export function reasonSettingIssues(input: ReasonSettingInput): PolicyIssue[] {
  return [
    ...localizedTextIssues('name', input.name),
    ...(input.slaRestricted ? deadlineDaysIssues(input.slaDays) : []),
    ...localizedTextIssues('outOfDeadlineMessage', input.outOfDeadlineMessage, true),
    ...localizedTextIssues('marketplaceMessage', input.marketplaceMessage, true),
  ];
}

/**
 * A new reason as its form opens and as tests create one: offered to shoppers, restricted to a 30-day deadline after
 * delivery, first exchange and refund allowed, no photos, no messages. The name is left blank for the admin to write.
 */
export const NEW_REASON_DEFAULTS = {
  name: { pt: '', en: '', es: '' },
  contactType: CONTACT_TYPE.ECOMM,
  active: true,
  operatorOnly: false,
  slaRestricted: true,
  slaDays: 30,
  requiresImages: false,
  firstExchangeAllowed: true,
  secondExchangeAllowed: false,
  refundAllowed: true,
  outOfDeadlineMessage: null,
  marketplaceMessage: null,
} as const satisfies ReasonSettingInput & Record<string, unknown>;

export function subReasonSettingIssues(input: { name: LocalizedText }): PolicyIssue[] {
  return localizedTextIssues('name', input.name);
}

export interface DesireSettingInput {
  name: LocalizedText;
  trigger: string;
  sizeChange: boolean;
  colourChange: boolean;
  refund: boolean;
  storeCredit: boolean;
  bonusCode: number | null;
  auxiliaryMessage?: LocalizedText | null;
}

/**
 * A desire's trigger (MOT_GATILHO) must fit its flags, since the portal reads both (rules/desires.ts): the flow follows
 * the trigger, the card's fields follow the flags.
 * - T (exchange) exchanges a size and/or a colour and neither refunds nor credits.
 * - E (refund) refunds, and offers no exchange nor store credit.
 * - C (voucher) credits the store and exchanges nothing; it may also carry the refund flag, which is what makes it
 *   the 'voucher instead of the refund' offer of spec §4.
 * A bonus is paid only on store credit.
 */
export function desireSettingIssues(input: DesireSettingInput): PolicyIssue[] {
  const issues: PolicyIssue[] = [...localizedTextIssues('name', input.name)];
  const exchanges = input.sizeChange || input.colourChange;
  if (!isDesireTrigger(input.trigger)) {
    issues.push({ field: 'trigger', code: 'triggerUnknown' });
  } else if (input.trigger === DESIRE_TRIGGER.EXCHANGE) {
    if (!exchanges) issues.push({ field: 'trigger', code: 'exchangeNeedsSizeOrColour' });
    if (input.refund || input.storeCredit) issues.push({ field: 'trigger', code: 'exchangeOnlyExchanges' });
  } else if (input.trigger === DESIRE_TRIGGER.REFUND) {
    if (!input.refund) issues.push({ field: 'trigger', code: 'refundNeedsRefundFlag' });
    if (exchanges || input.storeCredit) issues.push({ field: 'trigger', code: 'refundOnlyRefunds' });
  } else {
    if (!input.storeCredit) issues.push({ field: 'trigger', code: 'voucherNeedsStoreCredit' });
    if (exchanges) issues.push({ field: 'trigger', code: 'voucherNoExchange' });
  }
  if (input.bonusCode !== null && !input.storeCredit)
    issues.push({ field: 'bonusCode', code: 'bonusNeedsStoreCredit' });
  issues.push(...localizedTextIssues('auxiliaryMessage', input.auxiliaryMessage, true));
  return issues;
}

/** A voucher bonus (BON_PERCENTUAL) and a campaign discount: whole percent, 0 to 100 (a discount of 0 is no campaign). */
export function percentIssues(percent: number, field = 'percent', min = 0): PolicyIssue[] {
  return wholeInRange(field, percent, min, POLICY_PERCENT_MAX, 'percentRange');
}

export interface CouponSettingsInput {
  /** SCO_QTD_CUPOM */
  couponQuantity: number;
  /** SCO_VAL_CUPOM, days */
  couponValidityDays: number;
}

export function couponSettingsIssues(input: CouponSettingsInput): PolicyIssue[] {
  const quantity = Number.isInteger(input.couponQuantity)
    ? input.couponQuantity < 0 || input.couponQuantity > POLICY_COUPON_QUANTITY_MAX
      ? [{ field: 'couponQuantity', code: 'quantityRange' as const }]
      : []
    : [{ field: 'couponQuantity', code: 'quantityRange' as const }];
  return [
    ...quantity,
    ...wholeInRange(
      'couponValidityDays',
      input.couponValidityDays,
      1,
      POLICY_COUPON_VALIDITY_MAX_DAYS,
      'validityRange',
    ),
  ];
}

export interface GeneralSettingsInput extends CouponSettingsInput {
  validateDeliveryDate: boolean;
  couponMessage: LocalizedText;
  couponInstructions: LocalizedText;
  shoppingMessage: LocalizedText;
  refundMessage: LocalizedText;
}

/** The general settings of spec §3 (SCO_*): the coupon numbers and the four messages in the three languages. */
export function generalSettingsIssues(input: GeneralSettingsInput): PolicyIssue[] {
  return [
    ...couponSettingsIssues(input),
    ...localizedTextIssues('couponMessage', input.couponMessage),
    ...localizedTextIssues('couponInstructions', input.couponInstructions),
    ...localizedTextIssues('shoppingMessage', input.shoppingMessage),
    ...localizedTextIssues('refundMessage', input.refundMessage),
  ];
}

/** Where an item's line stands under a reason's deadline, before and after a proposed change (the console's preview). */
export interface DeadlinePreviewCount {
  /** Lines eligible today that the change makes ineligible. */
  becomeIneligible: number;
  /** Lines ineligible today that the change makes eligible. */
  becomeEligible: number;
  /** Lines the change leaves as they are. */
  unchanged: number;
}

/**
 * The console's preview of a reason change: of the lines given (today's order lines), how many the chain of spec §4
 * (rules/eligibility.ts, the one the Home runs) lets through under the reason as it is and as proposed.
 */
export function previewReasonChange<T>(
  lines: readonly EligibilityLine[],
  current: EligibilityReason<T>,
  proposed: EligibilityReason<T>,
  settings: EligibilitySettings,
  now: Date,
): DeadlinePreviewCount {
  const count: DeadlinePreviewCount = { becomeIneligible: 0, becomeEligible: 0, unchanged: 0 };
  for (const line of lines) {
    const before = checkEligibility(line, current, settings, now).ok;
    const after = checkEligibility(line, proposed, settings, now).ok;
    if (before && !after) count.becomeIneligible += 1;
    else if (!before && after) count.becomeEligible += 1;
    else count.unchanged += 1;
  }
  return count;
}

export * from './policy-settings-terms';
