/**
 * The console's policy forms (issue 27): what the admin types (numbers as the text of their field) turned into the
 * API's body, and the domain's rules (rules/policy-settings.ts, the ones the API applies) turned into a message key
 * per field. A field typed as something that is not a number is judged as NaN, which the rules refuse as not whole.
 */
import {
  POLICY_COUPON_QUANTITY_MAX,
  POLICY_COUPON_VALIDITY_MAX_DAYS,
  POLICY_DEADLINE_MAX_DAYS,
  POLICY_DEADLINE_MIN_DAYS,
  POLICY_PERCENT_MAX,
  couponSettingsIssues,
  desireSettingIssues,
  localizedTextIssues,
  percentIssues,
  reasonSettingIssues,
  type LocalizedText,
  type PolicyIssue,
} from '@portal/domain';
import type { DesireBody, GeneralSettings, ReasonBody, ReasonSetting, DesireSetting } from '../api/settings-api';

/** Field → the i18n key (namespace settings) of the first problem found in it. */
export type FormProblems = Record<string, string>;

export function problemsOf(issues: readonly PolicyIssue[]): FormProblems {
  const problems: FormProblems = {};
  for (const issue of issues) problems[issue.field] ??= `issues.${issue.code}`;
  return problems;
}

/** The limits a problem's message names, from the domain's constants (no limit is written twice). */
const ISSUE_PARAMS: Record<string, Record<string, number>> = {
  'issues.deadlineRange': { min: POLICY_DEADLINE_MIN_DAYS, max: POLICY_DEADLINE_MAX_DAYS },
  'issues.percentRange': { max: POLICY_PERCENT_MAX },
  'issues.quantityRange': { max: POLICY_COUPON_QUANTITY_MAX },
  'issues.validityRange': { max: POLICY_COUPON_VALIDITY_MAX_DAYS },
};

/** The message of a field's problem (its i18n key), or null when the field has none. */
export function problemText(t: (key: string, params?: Record<string, number>) => string, key: string | undefined) {
  return key ? t(key, ISSUE_PARAMS[key]) : null;
}

/** The number an input holds: blank is NaN (required), a comma is read as a decimal point as pt-BR writes it. */
export function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export interface ReasonFormValues extends Omit<ReasonBody, 'slaDays'> {
  slaDays: string;
}

export function reasonFormValues(reason: ReasonSetting): ReasonFormValues {
  const { id: _id, ...body } = reason;
  return { ...body, slaDays: String(reason.slaDays) };
}

export function reasonBodyOf(values: ReasonFormValues): ReasonBody {
  return { ...values, slaDays: numberOf(values.slaDays) };
}

export function reasonFormProblems(values: ReasonFormValues): FormProblems {
  return problemsOf(reasonSettingIssues(reasonBodyOf(values)));
}

export type DesireFormValues = Omit<DesireBody, never>;

export function desireFormValues(desire: DesireSetting): DesireFormValues {
  const { id: _id, ...body } = desire;
  return body;
}

export function desireFormProblems(values: DesireFormValues): FormProblems {
  return problemsOf(desireSettingIssues(values));
}

/** The general settings' messages (SCO_MSG_CUPOM, SCO_MSG_CUPOM_INST, SCO_MSG_COMPRAS, SCO_MSG_ESTORNO). */
export const MESSAGE_FIELDS = ['couponMessage', 'couponInstructions', 'shoppingMessage', 'refundMessage'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

export interface CouponFormValues {
  validateDeliveryDate: boolean;
  couponQuantity: string;
  couponValidityDays: string;
  discountPercent: string;
  /** Null while the brand has no general settings: only its campaign can be set then. */
  messages: Record<MessageField, LocalizedText> | null;
}

export function couponFormValues(general: GeneralSettings | null, discountPercent: number | null): CouponFormValues {
  return {
    validateDeliveryDate: general?.validateDeliveryDate ?? true,
    couponQuantity: general ? String(general.couponQuantity) : '',
    couponValidityDays: general ? String(general.couponValidityDays) : '',
    discountPercent: discountPercent === null ? '0' : String(discountPercent),
    messages: general
      ? {
          couponMessage: general.couponMessage,
          couponInstructions: general.couponInstructions,
          shoppingMessage: general.shoppingMessage,
          refundMessage: general.refundMessage,
        }
      : null,
  };
}

/** The general settings as the API takes them, from the form (null when the brand has none). */
export function generalSettingsOf(values: CouponFormValues): GeneralSettings | null {
  if (!values.messages) return null;
  return {
    validateDeliveryDate: values.validateDeliveryDate,
    couponQuantity: numberOf(values.couponQuantity),
    couponValidityDays: numberOf(values.couponValidityDays),
    ...values.messages,
  };
}

export function couponFormProblems(values: CouponFormValues): FormProblems {
  const general = generalSettingsOf(values);
  return problemsOf([
    ...(general ? couponSettingsIssues(general) : []),
    ...MESSAGE_FIELDS.flatMap((field) => (general ? localizedTextIssues(field, general[field]) : [])),
    ...percentIssues(numberOf(values.discountPercent), 'discountPercent'),
  ]);
}
