/**
 * The issues a policy setting can have and the checks both the settings and a brand's terms use (issue 27): their own
 * file so policy-settings.ts and policy-settings-terms.ts each import it instead of each other (issue 47: no cycles).
 */
import { POLICY_DEADLINE_MAX_DAYS, POLICY_DEADLINE_MIN_DAYS, POLICY_TEXT_MAX_LENGTH } from '../constants';
import type { LocalizedText } from '../localized';

export type PolicyIssueCode =
  | 'required'
  | 'tooLong'
  | 'wholeDays'
  | 'deadlineRange'
  | 'percentRange'
  | 'quantityRange'
  | 'validityRange'
  | 'triggerUnknown'
  | 'exchangeNeedsSizeOrColour'
  | 'exchangeOnlyExchanges'
  | 'refundNeedsRefundFlag'
  | 'refundOnlyRefunds'
  | 'voucherNeedsStoreCredit'
  | 'voucherNoExchange'
  | 'bonusNeedsStoreCredit';

export interface PolicyIssue {
  field: string;
  code: PolicyIssueCode;
}

const LANGS = ['pt', 'en', 'es'] as const;

/** A text the portal shows in three languages: each one filled (the shopper's language is never a blank) and bounded. */
export function localizedTextIssues(
  field: string,
  text: LocalizedText | null | undefined,
  optional = false,
): PolicyIssue[] {
  if (!text) return optional ? [] : [{ field, code: 'required' }];
  const issues: PolicyIssue[] = [];
  const blank = LANGS.filter((lang) => (text[lang] ?? '').trim() === '');
  // An optional message is either absent in every language or present in all three: half a message would show a
  // blank to the shoppers of the missing language.
  if (blank.length > 0 && !(optional && blank.length === LANGS.length)) {
    for (const lang of blank) issues.push({ field: `${field}.${lang}`, code: 'required' });
  }
  for (const lang of LANGS) {
    if ((text[lang] ?? '').length > POLICY_TEXT_MAX_LENGTH) issues.push({ field: `${field}.${lang}`, code: 'tooLong' });
  }
  return issues;
}

/** A whole number within [min, max]; a fraction is its own issue (a percent or whole days). */
export function wholeInRange(
  field: string,
  value: number,
  min: number,
  max: number,
  rangeCode: PolicyIssueCode,
): PolicyIssue[] {
  if (!Number.isInteger(value)) return [{ field, code: rangeCode === 'percentRange' ? 'percentRange' : 'wholeDays' }];
  return value < min || value > max ? [{ field, code: rangeCode }] : [];
}

/** A reason's deadline: a whole number of days within the domain's limits (a fraction of a day has no meaning here). */
export function deadlineDaysIssues(days: number, field = 'slaDays'): PolicyIssue[] {
  return wholeInRange(field, days, POLICY_DEADLINE_MIN_DAYS, POLICY_DEADLINE_MAX_DAYS, 'deadlineRange');
}
