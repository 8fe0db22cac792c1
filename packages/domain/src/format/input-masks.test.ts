import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInvoiceNumber, formatSize, formatVerificationCode } from './input-masks';

describe('formatInvoiceNumber', () => {
  it('keeps at most 14 digits', () => {
    expect(formatInvoiceNumber('000.123.456')).toBe('000123456');
    expect(formatInvoiceNumber('123456789012345678')).toBe('12345678901234');
    expect(formatInvoiceNumber(98765)).toBe('98765');
    expect(formatInvoiceNumber(null)).toBe('');
  });

  it('always gives 0 to 14 digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(formatInvoiceNumber(value)).toMatch(/^\d{0,14}$/);
      }),
    );
  });
});

describe('formatSize', () => {
  it('keeps at most 3 letters or digits, upper case', () => {
    expect(formatSize('gg')).toBe('GG');
    expect(formatSize('42')).toBe('42');
    expect(formatSize('XGGG')).toBe('XGG');
    expect(formatSize(' p-m ')).toBe('PM');
    expect(formatSize(undefined)).toBe('');
  });
});

describe('formatVerificationCode', () => {
  it('keeps at most 7 digits', () => {
    expect(formatVerificationCode('123 456')).toBe('123456');
    expect(formatVerificationCode('123456789')).toBe('1234567');
    expect(formatVerificationCode('abc')).toBe('');
    expect(formatVerificationCode(null)).toBe('');
  });
});
