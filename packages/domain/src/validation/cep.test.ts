import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCep, isValidCep } from './cep';
import { onlyDigits } from './digits';
import { digitString } from './test-arbitraries';

describe('isValidCep', () => {
  it('accepts 8 digits with or without the mask', () => {
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep(' 01310-100 ')).toBe(true);
    expect(isValidCep(20040020)).toBe(true);
  });

  it('rejects other lengths, letters and empty values', () => {
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('abc01310100')).toBe(false);
    expect(isValidCep('01.310-100')).toBe(false);
    expect(isValidCep('')).toBe(false);
    expect(isValidCep(null)).toBe(false);
    expect(isValidCep(undefined)).toBe(false);
  });

  it('accepts any 8 digits and their mask', () => {
    fc.assert(
      fc.property(digitString(8), (digits) => {
        expect(isValidCep(digits)).toBe(true);
        expect(isValidCep(formatCep(digits))).toBe(true);
      }),
    );
  });
});

describe('formatCep', () => {
  it('applies #####-###', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
  });

  it('masks partial input progressively and drops extra digits', () => {
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('0131010099')).toBe('01310-100');
    expect(formatCep('')).toBe('');
    expect(formatCep(null)).toBe('');
  });

  it('gives back the digits once stripped', () => {
    fc.assert(
      fc.property(digitString(8), (digits) => {
        const formatted = formatCep(digits);
        expect(formatted).toMatch(/^\d{5}-\d{3}$/);
        expect(onlyDigits(formatted)).toBe(digits);
      }),
    );
  });
});
