import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPercent, formatDecimalComma, formatMoney, parseMoney, percentOf } from './money';

const safeCents = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('formatMoney', () => {
  it('uses the R$ prefix, dot thousands, comma decimals and two decimals', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(100)).toBe('R$ 1,00');
    expect(formatMoney(99999)).toBe('R$ 999,99');
    expect(formatMoney(100000)).toBe('R$ 1.000,00');
    expect(formatMoney(123456789012)).toBe('R$ 1.234.567.890,12');
  });

  it('puts the minus before the prefix', () => {
    expect(formatMoney(-100)).toBe('-R$ 1,00');
    expect(formatMoney(-123456)).toBe('-R$ 1.234,56');
    expect(formatMoney(-0)).toBe('R$ 0,00');
  });

  it('formats the largest safe integers exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
    expect(formatMoney(Number.MIN_SAFE_INTEGER)).toBe('-R$ 90.071.992.547.409,91');
  });

  it('refuses anything that is not integer cents', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('formatDecimalComma', () => {
  it('writes reais and cents with a comma and no grouping', () => {
    expect(formatDecimalComma(123456)).toBe('1234,56');
    expect(formatDecimalComma(7)).toBe('0,07');
    expect(formatDecimalComma(0)).toBe('0,00');
    expect(formatDecimalComma(-250)).toBe('-2,50');
    expect(() => formatDecimalComma(0.1)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it('reads the formatted form, with or without prefix and thousands dots', () => {
    expect(parseMoney('R$ 1.234,56')).toBe(123456);
    expect(parseMoney('R$1.234,56')).toBe(123456);
    expect(parseMoney('1.234,56')).toBe(123456);
    expect(parseMoney('1234,56')).toBe(123456);
    expect(parseMoney('  R$ 0,05 ')).toBe(5);
    expect(parseMoney('R$\u00a01.234,56')).toBe(123456);
  });

  it('reads missing or single decimals as whole reais or tens of cents', () => {
    expect(parseMoney('1234')).toBe(123400);
    expect(parseMoney('1.234')).toBe(123400);
    expect(parseMoney('12,5')).toBe(1250);
  });

  it('reads negative amounts in either position', () => {
    expect(parseMoney('-R$ 1,00')).toBe(-100);
    expect(parseMoney('R$ -1,00')).toBe(-100);
    expect(parseMoney('-1,00')).toBe(-100);
    expect(parseMoney('-R$ 0,00')).toBe(0);
  });

  it('returns null for what is not money', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('R$')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1,234')).toBeNull();
    expect(parseMoney('1.23,00')).toBeNull();
    expect(parseMoney('1234.56')).toBeNull();
    expect(parseMoney(',50')).toBeNull();
    expect(parseMoney('--1,00')).toBeNull();
    expect(parseMoney('-R$ -1,00')).toBeNull();
    expect(parseMoney('US$ 1,00')).toBeNull();
    expect(parseMoney('99999999999999999,00')).toBeNull();
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
  });

  it('is the inverse of formatMoney and formatDecimalComma for any safe integer', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents === 0 ? 0 : cents);
        expect(parseMoney(formatDecimalComma(cents))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });

  it('agrees with Intl pt-BR currency formatting for ordinary amounts', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseMoney(intl.format(cents / 100))).toBe(cents);
      }),
    );
  });
});

describe('percentOf and applyPercent', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(10000, 12.5)).toBe(1250);
  });

  it('does not let binary noise decide a half cent', () => {
    // 5500 * 0.7 / 100 is 38.49999999999999 in binary floating point; the true share is 38.5 cents.
    expect(percentOf(5500, 0.7)).toBe(39);
    expect(percentOf(3000, 1.15)).toBe(35);
    expect(applyPercent(7000, 1.15)).toBe(7081);
    expect(percentOf(4550, 1.1)).toBe(50);
  });

  it('rounds negative amounts half away from zero', () => {
    expect(percentOf(-1005, 10)).toBe(-101);
    expect(percentOf(-1004, 10)).toBe(-100);
  });

  it('applies the bonus as gross x (1 + percent/100)', () => {
    expect(applyPercent(10000, 10)).toBe(11000);
    expect(applyPercent(19990, 15)).toBe(22989);
    expect(applyPercent(12345, 0)).toBe(12345);
    expect(applyPercent(5000, 100)).toBe(10000);
  });

  it('matches exact integer arithmetic for whole percentages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (cents, percent) => {
        expect(percentOf(cents, percent)).toBe(Math.floor((cents * percent + 50) / 100));
        expect(applyPercent(cents, percent)).toBe(cents + Math.floor((cents * percent + 50) / 100));
      }),
    );
  });

  it('refuses non-integer cents and non-finite percentages', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
    expect(() => applyPercent(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
