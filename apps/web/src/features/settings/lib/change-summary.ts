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
/** Settings that hold a group of fields (a brand's returns centre, issue 48): each inner field is its own line. */
const GROUP_FIELDS = new Set(['returnsCentre']);

export function changedFields(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((f) => !IDENTITY_FIELDS.has(f));
  const changes: FieldChange[] = [];
  for (const key of fields) {
    const field = `${prefix}${key}`;
    const a = from[key] ?? null;
    const b = to[key] ?? null;
    if (same(a, b)) continue;
    if (GROUP_FIELDS.has(field)) {
      changes.push(...changedFields(a, b, `${field}.`));
      continue;
    }
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
  issueAt: 'shipping.issueAt',
  validityDays: 'shipping.validityDays',
  extendOnce: 'shipping.extendOnce',
  weightGrams: 'shipping.weightGrams',
  format: 'shipping.format',
  heightCm: 'shipping.heightCm',
  widthCm: 'shipping.widthCm',
  lengthCm: 'shipping.lengthCm',
  returnsCentre: 'shipping.centre.title',
  returnInstructions: 'shipping.returnInstructions',
  ...Object.fromEntries(
    ['name', 'document', 'cep', 'street', 'number', 'complement', 'district', 'city', 'uf', 'phone', 'email'].map(
      (field) => [`returnsCentre.${field}`, `shipping.centre.${field}`],
    ),
  ),
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * One change as a line. `terms` is a brand's terms history, where null means 'as in the catalogue' (not 'empty').
 */
export function changeLine(change: FieldChange, t: Translate, terms: boolean): string {
  const labelKey = FIELD_LABELS[change.field];
  const group = change.field.includes('.') ? FIELD_LABELS[change.field.split('.')[0]!] : undefined;
  // A group's inner field is named with its group ('Centro de devoluções · CEP'); the dot reads in every language.
  const label = (group ? `${t(group)} · ` : '') + (labelKey ? t(labelKey) : t('history.fields.other'));
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
    if (change.field === 'issueAt') return t(`shipping.issueAtOptions.${String(v)}`, { defaultValue: String(v) });
    if (change.field === 'format') return t(`shipping.formats.${String(v)}`, { defaultValue: String(v) });
    if (change.field === 'bonusCode') return t('bonuses.named', { code: v });
    return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
  };
  return t('history.field', { field, before: value(change.before), after: value(change.after) });
}
