import { describe, expect, it } from 'vitest';
import { EMPTY_OPERATOR_FORM, operatorFormProblems, toNewOperator } from './operator-form';

const OWN = [1, 2, 4];

describe('operator form', () => {
  it('names what is missing or wrong, field by field', () => {
    expect(operatorFormProblems(EMPTY_OPERATOR_FORM, OWN)).toEqual({
      email: 'validation:required',
      name: 'validation:required',
      brands: 'backoffice:operators.form.brandsRequired',
    });
    expect(operatorFormProblems({ email: 'rui@', name: 'x'.repeat(201), role: 'agent', brands: ['3'] }, OWN)).toEqual({
      email: 'validation:invalidEmail',
      name: 'backoffice:operators.form.nameTooLong',
      brands: 'backoffice:operators.form.brandsRequired',
    });
  });

  it('sends trimmed values and the brands as numbers', () => {
    const values = { email: ' caio@company.tech ', name: ' Caio Prado ', role: 'admin' as const, brands: ['4', '1'] };
    expect(operatorFormProblems(values, OWN)).toEqual({});
    expect(toNewOperator(values)).toEqual({
      email: 'caio@company.tech',
      name: 'Caio Prado',
      role: 'admin',
      brands: [1, 4],
    });
  });
});
