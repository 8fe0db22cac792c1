import type { NewOperatorInput, OperatorChange } from '../api/operators';
import type { OperatorRow } from '@portal/domain/backoffice';
import { emailProblem } from './sign-in-fields';

/** What the API takes as a name (apps/api backoffice wire: trimmed, 1 to 200 characters). */
export const OPERATOR_NAME_MAX = 200;

export interface OperatorFormValues {
  email: string;
  name: string;
  role: NewOperatorInput['role'];
  /** Brand ids as the checkboxes hold them (strings). */
  brands: string[];
}

export type OperatorFormProblems = Partial<Record<'email' | 'name' | 'brands', string>>;

export const EMPTY_OPERATOR_FORM: OperatorFormValues = { email: '', name: '', role: 'agent', brands: [] };

function nameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return 'validation:required';
  return name.length > OPERATOR_NAME_MAX ? 'backoffice:operators.form.nameTooLong' : null;
}

function brandsProblem(values: readonly string[], ownBrands: readonly number[]): string | null {
  const brands = values.map(Number);
  return brands.length === 0 || brands.some((brand) => !ownBrands.includes(brand))
    ? 'backoffice:operators.form.brandsRequired'
    : null;
}

/**
 * The i18n key of each field's problem, checked as the API checks them so a refusal on the server is the exception.
 * Brands must be some of the admin's own (`ownBrands`): the API answers 404 for any other, and the form offers no other.
 */
export function operatorFormProblems(values: OperatorFormValues, ownBrands: readonly number[]): OperatorFormProblems {
  const problems: OperatorFormProblems = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  const name = nameProblem(values.name);
  if (name) problems.name = name;
  const brands = brandsProblem(values.brands, ownBrands);
  if (brands) problems.brands = brands;
  return problems;
}

/** The body of POST operators, from values that passed `operatorFormProblems`. */
export function toNewOperator(values: OperatorFormValues): NewOperatorInput {
  return {
    email: values.email.trim(),
    name: values.name.trim(),
    role: values.role,
    brands: values.brands.map(Number).sort((a, b) => a - b),
  };
}

/** An operator being edited: the fields of the add form but the e-mail (the sign-in identity), and the access. */
export interface OperatorEditValues {
  name: string;
  role: OperatorRow['role'];
  brands: string[];
  active: boolean;
}

export function editValuesOf(operator: OperatorRow): OperatorEditValues {
  return { name: operator.name, role: operator.role, brands: operator.brands.map(String), active: operator.active };
}

export function operatorEditProblems(
  values: OperatorEditValues,
  ownBrands: readonly number[],
): Pick<OperatorFormProblems, 'name' | 'brands'> {
  const problems: Pick<OperatorFormProblems, 'name' | 'brands'> = {};
  const name = nameProblem(values.name);
  if (name) problems.name = name;
  const brands = brandsProblem(values.brands, ownBrands);
  if (brands) problems.brands = brands;
  return problems;
}

/** The PATCH body: what differs from the operator as listed (an unchanged field is not sent). */
export function toOperatorChange(operator: OperatorRow, values: OperatorEditValues): OperatorChange {
  const change: OperatorChange = {};
  const name = values.name.trim();
  if (name !== operator.name) change.name = name;
  if (values.role !== operator.role) change.role = values.role;
  const brands = values.brands.map(Number).sort((a, b) => a - b);
  if (brands.join(',') !== [...operator.brands].sort((a, b) => a - b).join(',')) change.brands = brands;
  if (values.active !== operator.active) change.active = values.active;
  return change;
}
