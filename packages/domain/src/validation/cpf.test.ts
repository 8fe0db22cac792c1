import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCpf, isValidCpf, maskCpf } from './cpf';
import { onlyDigits } from './digits';
import { changeDigit, digitString, oracleIsValidCpf, validCpf } from './test-arbitraries';

describe('isValidCpf', () => {
  it('accepts a valid CPF with or without its mask', () => {
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf(' 123.456.789-09 ')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCpf('12345678900')).toBe(false);
    expect(isValidCpf('12345678919')).toBe(false);
  });

  it('rejects every all-same-digit number even though some pass the check-digit arithmetic', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidCpf(String(digit).repeat(11))).toBe(false);
    }
  });

  it('rejects wrong lengths, letters, foreign separators and empty values', () => {
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('123456789091')).toBe(false);
    expect(isValidCpf('abc12345678909')).toBe(false);
    expect(isValidCpf('123/456/789-09')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });

  it('agrees with an independent check-digit implementation on any 11 digits', () => {
    fc.assert(
      fc.property(digitString(11), (digits) => {
        expect(isValidCpf(digits)).toBe(oracleIsValidCpf(digits));
      }),
    );
  });

  it('accepts every generated valid CPF', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
      }),
    );
  });

  it('becomes invalid when one of its check digits is changed', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, index, shift) => {
        expect(isValidCpf(changeDigit(cpf, index, shift))).toBe(false);
      }),
    );
  });

  it('becomes invalid when one base digit is changed, except where the check-digit rule collapses 10 into 0', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (cpf, index, shift) => {
        const changed = changeDigit(cpf, index, shift);
        fc.pre(!oracleIsValidCpf(changed));
        expect(isValidCpf(changed)).toBe(false);
      }),
    );
  });

  it('documents the rare collision the mod-11 rule cannot detect', () => {
    // Remainder 10 and remainder 0 both give check digit 0, so these two differ in one digit and are both valid.
    expect(isValidCpf('10525068104')).toBe(true);
    expect(isValidCpf('20525068104')).toBe(true);
  });
});

describe('formatCpf', () => {
  it('applies the ###.###.###-## mask', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf(12345678909)).toBe('123.456.789-09');
  });

  it('masks partial input progressively and drops extra digits', () => {
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCpf('1234567890')).toBe('123.456.789-0');
    expect(formatCpf('1234567890999')).toBe('123.456.789-09');
  });

  it('ignores non-digits and gives empty for empty input', () => {
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpf('')).toBe('');
    expect(formatCpf(null)).toBe('');
  });

  it('gives back the digits once the mask is stripped', () => {
    fc.assert(
      fc.property(digitString(11), (digits) => {
        const formatted = formatCpf(digits);
        expect(formatted).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(onlyDigits(formatted)).toBe(digits);
      }),
    );
  });
});

describe('maskCpf', () => {
  it('hides the first three and the check digits', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
  });

  it('gives empty for anything that is not 11 digits, never leaking a partial number', () => {
    expect(maskCpf('123456')).toBe('');
    expect(maskCpf('')).toBe('');
    expect(maskCpf(undefined)).toBe('');
  });
});
