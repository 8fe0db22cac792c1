/**
 * The shipping settings form (issue 48): what the admin types turned into the API's body, checked by the domain's
 * schema (shippingSettingsBody: shapes and lengths) and rules (shippingSettingsIssues: ranges, CEP, CNPJ, UF), every
 * problem at once, each under its field. CEP and CNPJ are kept as their digits, so '01310-100' is accepted as typed.
 */
import {
  SHIPPING_PARCEL_LIMITS,
  SHIPPING_VALIDITY_MAX_DAYS,
  SHIPPING_VALIDITY_MIN_DAYS,
  shippingSettingsIssues,
  type LocalizedText,
} from '@portal/domain';
import { shippingSettingsBody } from '@portal/domain/backoffice';
import type { ShippingSettings } from '../api/shipping-api';
import { numberOf, problemsOf, type FormProblems } from './setting-forms';

export const CENTRE_FIELDS = [
  'name',
  'document',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'uf',
  'phone',
  'email',
] as const;
export type CentreField = (typeof CENTRE_FIELDS)[number];
const OPTIONAL_CENTRE_FIELDS: ReadonlySet<CentreField> = new Set(['complement', 'phone', 'email']);

export const PARCEL_FIELDS = ['weightGrams', 'heightCm', 'widthCm', 'lengthCm'] as const;
type ParcelField = (typeof PARCEL_FIELDS)[number];

export interface ShippingFormValues {
  issueAt: ShippingSettings['issueAt'];
  validityDays: string;
  extendOnce: boolean;
  format: ShippingSettings['format'];
  parcel: Record<ParcelField, string>;
  /** All blank: no returns centre (null), as the API stores it. */
  centre: Record<CentreField, string>;
  returnInstructions: LocalizedText | null;
}

export function shippingFormValues(settings: ShippingSettings): ShippingFormValues {
  const centre = settings.returnsCentre;
  return {
    issueAt: settings.issueAt,
    validityDays: String(settings.validityDays),
    extendOnce: settings.extendOnce,
    format: settings.format,
    parcel: Object.fromEntries(PARCEL_FIELDS.map((field) => [field, String(settings[field])])) as Record<
      ParcelField,
      string
    >,
    centre: Object.fromEntries(CENTRE_FIELDS.map((field) => [field, centre?.[field] ?? ''])) as Record<
      CentreField,
      string
    >,
    returnInstructions: settings.returnInstructions,
  };
}

const digits = (text: string) => text.replace(/\D/g, '');

export function shippingBodyOf(values: ShippingFormValues): ShippingSettings {
  const typed = Object.fromEntries(CENTRE_FIELDS.map((field) => [field, values.centre[field].trim()])) as Record<
    CentreField,
    string
  >;
  const blank = CENTRE_FIELDS.every((field) => typed[field] === '');
  const optional = (field: CentreField) => (typed[field] === '' ? null : typed[field]);
  return {
    issueAt: values.issueAt,
    validityDays: numberOf(values.validityDays),
    extendOnce: values.extendOnce,
    weightGrams: numberOf(values.parcel.weightGrams),
    format: values.format,
    heightCm: numberOf(values.parcel.heightCm),
    widthCm: numberOf(values.parcel.widthCm),
    lengthCm: numberOf(values.parcel.lengthCm),
    returnsCentre: blank
      ? null
      : {
          name: typed.name,
          document: digits(typed.document),
          cep: digits(typed.cep),
          street: typed.street,
          number: typed.number,
          complement: optional('complement'),
          district: typed.district,
          city: typed.city,
          uf: typed.uf.toUpperCase(),
          phone: optional('phone'),
          email: optional('email'),
        },
    returnInstructions: values.returnInstructions,
  };
}

/** Every problem of the form at once: the domain's rules first (their codes name the limit), then the schema's. */
export function shippingFormProblems(values: ShippingFormValues): FormProblems {
  const body = shippingBodyOf(values);
  const parsed = shippingSettingsBody.safeParse(body);
  const schemaIssues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        code: issue.code === 'too_big' ? ('tooLong' as const) : ('required' as const),
      }));
  return problemsOf([...shippingSettingsIssues(body), ...schemaIssues]);
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A field's problem in words: ranges with the domain's limits, the centre's formats by what they must be. */
export function shippingProblemText(t: Translate, field: string, key: string | undefined): string | null {
  if (!key) return null;
  if (field === 'validityDays') {
    return t('shipping.issues.validityDays', { min: SHIPPING_VALIDITY_MIN_DAYS, max: SHIPPING_VALIDITY_MAX_DAYS });
  }
  if ((PARCEL_FIELDS as readonly string[]).includes(field)) {
    const [min, max] = SHIPPING_PARCEL_LIMITS[field as ParcelField];
    return t('shipping.issues.range', { min, max });
  }
  if (
    key === 'issues.required' &&
    ['returnsCentre.cep', 'returnsCentre.document', 'returnsCentre.uf'].includes(field)
  ) {
    return t(`shipping.issues.${field.slice('returnsCentre.'.length)}`);
  }
  return t(key);
}

export const isOptionalCentreField = (field: CentreField) => OPTIONAL_CENTRE_FIELDS.has(field);
