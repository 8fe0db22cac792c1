import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAccount, formatAgency, isValidAccount, isValidAgency, isValidBankCode, maskAccount } from './bank';
import { digitString } from './test-arbitraries';

describe('isValidAgency', () => {
  it('accepts 4 or 5 digits, including the spec example 0000-7', () => {
    expect(isValidAgency('1234')).toBe(true);
    expect(isValidAgency('12345')).toBe(true);
    expect(isValidAgency('0000-7')).toBe(true);
    expect(isValidAgency(' 0001 ')).toBe(true);
    expect(isValidAgency(1234)).toBe(true);
  });

  it('rejects other digit counts, stray characters and empty values', () => {
    expect(isValidAgency('123')).toBe(false);
    expect(isValidAgency('123456')).toBe(false);
    expect(isValidAgency('12345-6')).toBe(false);
    expect(isValidAgency('123-4')).toBe(false);
    expect(isValidAgency('1234-')).toBe(false);
    expect(isValidAgency('12-34-5')).toBe(false);
    expect(isValidAgency('12a4')).toBe(false);
    expect(isValidAgency('12.34')).toBe(false);
    expect(isValidAgency('')).toBe(false);
    expect(isValidAgency(null)).toBe(false);
  });

  it('follows the digit count exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }).chain(digitString), (digits) => {
        expect(isValidAgency(digits)).toBe(digits.length >= 4 && digits.length <= 5);
      }),
    );
  });
});

describe('isValidAccount', () => {
  it('accepts 4 to 12 digits with an optional -digit', () => {
    expect(isValidAccount('1234')).toBe(true);
    expect(isValidAccount('123456789012')).toBe(true);
    expect(isValidAccount('0000-7')).toBe(true);
    expect(isValidAccount('123456789012-3')).toBe(true);
    expect(isValidAccount(98765)).toBe(true);
  });

  it('rejects other lengths, a long check digit and stray characters', () => {
    expect(isValidAccount('123')).toBe(false);
    expect(isValidAccount('123-4')).toBe(false);
    expect(isValidAccount('1234567890123')).toBe(false);
    expect(isValidAccount('1234-56')).toBe(false);
    expect(isValidAccount('1234-')).toBe(false);
    expect(isValidAccount('12 34')).toBe(false);
    expect(isValidAccount('1234-x')).toBe(false);
    expect(isValidAccount('')).toBe(false);
    expect(isValidAccount(undefined)).toBe(false);
  });

  it('follows the digit count, with or without a check digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }).chain(digitString), digitString(1), (digits, check) => {
        const expected = digits.length >= 4 && digits.length <= 12;
        expect(isValidAccount(digits)).toBe(expected);
        expect(isValidAccount(`${digits}-${check}`)).toBe(expected);
      }),
    );
  });
});

describe('isValidBankCode', () => {
  it('accepts a chosen code as number or digit string', () => {
    expect(isValidBankCode(1)).toBe(true);
    expect(isValidBankCode(0)).toBe(true);
    expect(isValidBankCode('001')).toBe(true);
    expect(isValidBankCode('341')).toBe(true);
  });

  it('rejects no choice and non-codes', () => {
    expect(isValidBankCode('')).toBe(false);
    expect(isValidBankCode('  ')).toBe(false);
    expect(isValidBankCode(null)).toBe(false);
    expect(isValidBankCode(undefined)).toBe(false);
    expect(isValidBankCode(-1)).toBe(false);
    expect(isValidBankCode(1.5)).toBe(false);
    expect(isValidBankCode(Number.NaN)).toBe(false);
    expect(isValidBankCode('abc')).toBe(false);
  });
});

describe('formatAgency and formatAccount', () => {
  it('keep digits and one check digit after a hyphen', () => {
    expect(formatAgency('0000-7')).toBe('0000-7');
    expect(formatAgency('0a0.0 0')).toBe('0000');
    expect(formatAgency('123456')).toBe('12345');
    expect(formatAgency('1234-56')).toBe('1234-5');
    expect(formatAccount('12.345-6')).toBe('12345-6');
    expect(formatAccount('1234567890123456')).toBe('123456789012');
  });

  it('keep a trailing hyphen while the shopper is typing and drop a leading one', () => {
    expect(formatAccount('1234-')).toBe('1234-');
    expect(formatAccount('-7')).toBe('7');
    expect(formatAgency('')).toBe('');
    expect(formatAgency(null)).toBe('');
    expect(formatAccount(12345)).toBe('12345');
  });

  it('turn any valid value into itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }).chain(digitString), fc.option(digitString(1)), (digits, check) => {
        const account = check === null ? digits : `${digits}-${check}`;
        expect(formatAccount(account)).toBe(account);
      }),
    );
  });
});

describe('maskAccount', () => {
  it('keeps the last four characters only', () => {
    expect(maskAccount('45678-9')).toBe('•••78-9');
    expect(maskAccount('12')).toBe('12');
  });
});
