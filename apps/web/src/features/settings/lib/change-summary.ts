/**
 * What a history entry changed, field by field, as an operator reads it (issue 46, Medium 5): each field by its label
 * in the console's language, never its key, and only the fields whose value differs. An absent field and a null one
 * are the same (a brand's terms row that did not exist is a row of nulls, 'as in the catalogue'), so a first save of
 * one term lists that term alone; a text in the three languages lists each language that changed on its own line.
 */
import { LANGUAGES, type Language } from '@portal/domain';

export interface FieldChange {
  /** The field's key in the stored setting (for React keys and tests; never shown). */
  field: string;
  /** For a text in the three languages, the language that changed. */
  language?: Language;
  before: unknown;
  after: unknown;
}

const isLocalized = (value: unknown): value is Record<Language, string> =>
  value !== null && typeof value === 'object' && LANGUAGES.every((l) => typeof (value as never)[l] === 'string');

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keys that name the row rather than describe it: they never change and are not shown. */
const IDENTITY_FIELDS = new Set(['id', 'code']);

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((f) => !IDENTITY_FIELDS.has(f));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = from[field] ?? null;
    const b = to[field] ?? null;
    if (same(a, b)) continue;
    if ((a === null || isLocalized(a)) && (b === null || isLocalized(b)) && (a ?? b) !== null) {
      for (const language of LANGUAGES) {
        const x = a === null ? null : a[language];
        const y = b === null ? null : b[language];
        if (x !== y) changes.push({ field, language, before: x, after: y });
      }
    } else changes.push({ field, before: a, after: b });
  }
  return changes;
}

/** The i18n key (settings namespace) of each field's label; a field missing here is a test failure, not a raw key. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'reasons.name',
  contactType: 'history.fields.contactType',
  active: 'reasons.active',
  operatorOnly: 'reasons.operatorOnly',
  slaRestricted: 'reasons.slaRestricted',
  slaDays: 'reasons.slaDays',
  requiresImages: 'reasons.requiresImages',
  firstExchangeAllowed: 'reasons.firstExchangeAllowed',
  secondExchangeAllowed: 'reasons.secondExchangeAllowed',
  refundAllowed: 'reasons.refundAllowed',
  outOfDeadlineMessage: 'reasons.outOfDeadlineMessage',
  marketplaceMessage: 'reasons.marketplaceMessage',
  reasonId: 'desires.reason',
  trigger: 'desires.trigger',
  sizeChange: 'desires.sizeChange',
  colourChange: 'desires.colourChange',
  refund: 'desires.refund',
  storeCredit: 'desires.storeCredit',
  bonusCode: 'desires.bonus',
  bonus: 'desires.bonus',
  auxiliaryMessage: 'desires.helperText',
  percent: 'bonuses.percent',
  validateDeliveryDate: 'coupons.validateDeliveryDate',
  couponQuantity: 'coupons.couponQuantity',
  couponValidityDays: 'coupons.couponValidityDays',
  couponMessage: 'coupons.couponMessage',
  couponInstructions: 'coupons.couponInstructions',
  shoppingMessage: 'coupons.shoppingMessage',
  refundMessage: 'coupons.refundMessage',
  discountPercent: 'coupons.discountPercent',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * One change as a line. `terms` is a brand's terms history, where null means 'as in the catalogue' (not 'empty').
 */
export function changeLine(change: FieldChange, t: Translate, terms: boolean): string {
  const labelKey = FIELD_LABELS[change.field];
  const label = labelKey ? t(labelKey) : t('history.fields.other');
  const field = change.language
    ? t('form.inLanguage', { label, language: t(`common:language.${change.language}`) })
    : label;
  const value = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return terms ? t('history.asShared') : t('history.none');
    if (typeof v === 'boolean') return v ? t('form.yes') : t('form.no');
    if (change.field === 'trigger' && typeof v === 'string') return t(`desires.triggers.${v}`, { defaultValue: v });
    if (change.field === 'bonus' && typeof v === 'object') {
      const code = (v as { code: number | null }).code;
      return code === null ? t('desires.noBonus') : t('bonuses.named', { code });
    }
    if (change.field === 'bonusCode') return t('bonuses.named', { code: v });
    return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
  };
  return t('history.field', { field, before: value(change.before), after: value(change.after) });
}
