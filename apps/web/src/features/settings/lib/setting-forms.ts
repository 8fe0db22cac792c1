/**
 * The console's policy forms (issue 27): what the admin types (numbers as the text of their field) turned into the
 * API's body, and the domain's rules (rules/policy-settings.ts, the ones the API applies) turned into a message key
 * per field. A field typed as something that is not a number is judged as NaN, which the rules refuse as not whole.
 */
import {
  couponSettingsIssues,
  desireSettingIssues,
  percentIssues,
  reasonSettingIssues,
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

export interface CouponFormValues {
  validateDeliveryDate: boolean;
  couponQuantity: string;
  couponValidityDays: string;
  discountPercent: string;
}

export function couponFormValues(general: GeneralSettings | null, discountPercent: number | null): CouponFormValues {
  return {
    validateDeliveryDate: general?.validateDeliveryDate ?? true,
    couponQuantity: general ? String(general.couponQuantity) : '',
    couponValidityDays: general ? String(general.couponValidityDays) : '',
    discountPercent: discountPercent === null ? '0' : String(discountPercent),
  };
}

export function couponFormProblems(values: CouponFormValues): FormProblems {
  return problemsOf([
    ...couponSettingsIssues({
      couponQuantity: numberOf(values.couponQuantity),
      couponValidityDays: numberOf(values.couponValidityDays),
    }),
    ...percentIssues(numberOf(values.discountPercent), 'discountPercent'),
  ]);
}
