import { describe, expect, it } from 'vitest';
import { codeInput, codeProblem, emailProblem } from './sign-in-fields';

describe('sign-in fields', () => {
  it('takes any e-mail the API takes, including long suffixes the shoppers’ rule refuses', () => {
    expect(emailProblem('ops@company.tech')).toBeNull();
    expect(emailProblem(' rui.admin@backoffice.test ')).toBeNull();
    expect(emailProblem('')).toBe('validation:required');
    expect(emailProblem('rui@')).toBe('validation:invalidEmail');
  });

  it('keeps only the digits of a pasted code, up to its length', () => {
    expect(codeInput('123 456 7', 6)).toBe('123456');
    expect(codeProblem('12345', 6)).toBe('validation:invalidCode');
    expect(codeProblem('', 6)).toBe('validation:required');
    expect(codeProblem('123456', 6)).toBeNull();
  });
});
