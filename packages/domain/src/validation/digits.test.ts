import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasOnlyDigitsAnd, isRepeatedDigit, onlyDigits } from './digits';

describe('onlyDigits', () => {
  it('strips every non-digit character', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('accepts numbers and empty values', () => {
    expect(onlyDigits(1234)).toBe('1234');
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });

  it('keeps ASCII digits only, dropping other numerals such as Arabic-Indic digits', () => {
    expect(onlyDigits('١٢٣4')).toBe('4');
  });

  it('is idempotent and never returns a non-digit', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const digits = onlyDigits(value);
        expect(digits).toMatch(/^\d*$/);
        expect(onlyDigits(digits)).toBe(digits);
      }),
    );
  });
});

describe('isRepeatedDigit', () => {
  it('detects one digit repeated', () => {
    expect(isRepeatedDigit('00000000000')).toBe(true);
    expect(isRepeatedDigit('7')).toBe(true);
  });

  it('rejects mixed digits, empty strings and non-digits', () => {
    expect(isRepeatedDigit('00000000001')).toBe(false);
    expect(isRepeatedDigit('')).toBe(false);
    expect(isRepeatedDigit('aaaa')).toBe(false);
  });
});

describe('hasOnlyDigitsAnd', () => {
  it('accepts digits and the listed mask characters only', () => {
    expect(hasOnlyDigitsAnd('123.456.789-09', '.-')).toBe(true);
    expect(hasOnlyDigitsAnd('12.345.678/0001-95', '.-/')).toBe(true);
    expect(hasOnlyDigitsAnd('12.345.678/0001-95', '.-')).toBe(false);
    expect(hasOnlyDigitsAnd('1a', '.-')).toBe(false);
    expect(hasOnlyDigitsAnd('', '.-')).toBe(true);
  });

  it('treats regex metacharacters in the mask list literally', () => {
    expect(hasOnlyDigitsAnd('(11) 9-8', '() -')).toBe(true);
    expect(hasOnlyDigitsAnd('a', '^]\\')).toBe(false);
    expect(hasOnlyDigitsAnd('^1]\\', '^]\\')).toBe(true);
  });
});
