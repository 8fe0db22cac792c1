import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCnpj, isValidCnpj, maskCnpj } from './cnpj';
import { onlyDigits } from './digits';
import { changeDigit, digitString, oracleIsValidCnpj, validCnpj } from './test-arbitraries';

describe('isValidCnpj', () => {
  it('accepts a valid CNPJ with or without its mask', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj(' 12.345.678/0001-95 ')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
  });

  it('rejects repeated digits', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidCnpj(String(digit).repeat(14))).toBe(false);
    }
  });

  it('rejects wrong lengths, letters (alphanumeric CNPJ) and empty values', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('Q0SLFMBD7VX439')).toBe(false);
    expect(isValidCnpj('12345678909')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('agrees with an independent check-digit implementation on any 14 digits', () => {
    fc.assert(
      fc.property(digitString(14), (digits) => {
        expect(isValidCnpj(digits)).toBe(oracleIsValidCnpj(digits));
      }),
    );
  });

  it('accepts every generated valid CNPJ', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
      }),
    );
  });

  it('becomes invalid when one of its check digits is changed', () => {
    fc.assert(
      fc.property(validCnpj, fc.integer({ min: 12, max: 13 }), fc.integer({ min: 1, max: 9 }), (cnpj, index, shift) => {
        expect(isValidCnpj(changeDigit(cnpj, index, shift))).toBe(false);
      }),
    );
  });

  it('becomes invalid when one base digit is changed, except where the rule maps remainders 0 and 1 to the same digit', () => {
    fc.assert(
      fc.property(validCnpj, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (cnpj, index, shift) => {
        const changed = changeDigit(cnpj, index, shift);
        fc.pre(!oracleIsValidCnpj(changed));
        expect(isValidCnpj(changed)).toBe(false);
      }),
    );
  });

  it('documents the rare collision the mod-11 rule cannot detect', () => {
    expect(isValidCnpj('37066314058600')).toBe(true);
    expect(isValidCnpj('17066314058600')).toBe(true);
  });
});

describe('formatCnpj', () => {
  it('applies the ##.###.###/####-## mask', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj(11222333000181)).toBe('11.222.333/0001-81');
  });

  it('masks partial input progressively and drops extra digits', () => {
    expect(formatCnpj('11')).toBe('11');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223330001811234')).toBe('11.222.333/0001-81');
    expect(formatCnpj('')).toBe('');
    expect(formatCnpj(undefined)).toBe('');
  });

  it('gives back the digits once the mask is stripped', () => {
    fc.assert(
      fc.property(digitString(14), (digits) => {
        const formatted = formatCnpj(digits);
        expect(formatted).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
        expect(onlyDigits(formatted)).toBe(digits);
      }),
    );
  });
});

describe('maskCnpj', () => {
  it('hides the first two and the check digits', () => {
    expect(maskCnpj('11222333000181')).toBe('**.222.333/0001-**');
  });

  it('gives empty for anything that is not 14 digits', () => {
    expect(maskCnpj('1122233300018')).toBe('');
    expect(maskCnpj(null)).toBe('');
  });
});
