import type { NewOperatorInput } from '../api/operators';
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

/**
 * The i18n key of each field's problem, checked as the API checks them so a refusal on the server is the exception.
 * Brands must be some of the admin's own (`ownBrands`): the API answers 404 for any other, and the form offers no other.
 */
export function operatorFormProblems(values: OperatorFormValues, ownBrands: readonly number[]): OperatorFormProblems {
  const problems: OperatorFormProblems = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  const name = values.name.trim();
  if (!name) problems.name = 'validation:required';
  else if (name.length > OPERATOR_NAME_MAX) problems.name = 'backoffice:operators.form.nameTooLong';
  const brands = values.brands.map(Number);
  if (brands.length === 0 || brands.some((brand) => !ownBrands.includes(brand))) {
    problems.brands = 'backoffice:operators.form.brandsRequired';
  }
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
