import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../constants';
import {
  bankCodeField,
  dayField,
  digitsField,
  isDayText,
  optionalDayField,
  optionalTextField,
  pixKeyField,
  requiredTextField,
} from './fields';
import { issuesOf } from './test-helpers';

const codes = (result: Parameters<typeof issuesOf>[0]) => issuesOf(result).map(([, code]) => code);

describe('text fields', () => {
  it('requiredTextField trims and rejects blank, absent and too long text as required', () => {
    expect(requiredTextField().parse('  Ana  ')).toBe('Ana');
    expect(codes(requiredTextField().safeParse('   '))).toEqual(['required']);
    expect(codes(requiredTextField().safeParse(undefined))).toEqual(['required']);
    expect(requiredTextField().safeParse('x'.repeat(MAX_TEXT_LENGTH)).success).toBe(true);
    expect(codes(requiredTextField().safeParse('x'.repeat(MAX_TEXT_LENGTH + 1)))).toEqual(['required']);
  });

  it("optionalTextField gives '' for empty, null and absent", () => {
    for (const value of ['', '  ', null, undefined]) expect(optionalTextField().parse(value)).toBe('');
    expect(optionalTextField().parse(' Ap 1 ')).toBe('Ap 1');
  });

  it('digitsField takes bare digits only', () => {
    const cep = digitsField(/^\d{8}$/, 'invalidCep');
    expect(cep.parse(' 01310100 ')).toBe('01310100');
    expect(codes(cep.safeParse('01310-100'))).toEqual(['invalidCep']);
    expect(codes(cep.safeParse(1310100))).toEqual(['invalidCep']);
  });
});

describe('bankCodeField and pixKeyField', () => {
  it("turns '001' and 1 into text and rejects anything else", () => {
    expect(bankCodeField.parse(' 001 ')).toBe('001');
    expect(bankCodeField.parse(1)).toBe('1');
    for (const bad of ['', 'abc', -1, 1.5, null]) expect(codes(bankCodeField.safeParse(bad))).toEqual(['bankRequired']);
  });

  it('sends a Pix key without separators unless it is an e-mail', () => {
    expect(pixKeyField.parse('12.345.678/0001-95')).toBe('12345678000195');
    expect(pixKeyField.parse('a.b-c@example.com')).toBe('a.b-c@example.com');
  });
});

describe('date fields', () => {
  it('reads dd/mm/yyyy and yyyy-mm-dd into the São Paulo day', () => {
    expect(dayField.parse('15/10/2026')).toBe('2026-10-15');
    expect(dayField.parse('2026-10-15')).toBe('2026-10-15');
    expect(dayField.parse('29/02/2028')).toBe('2028-02-29');
  });

  it('rejects days that do not exist and other formats', () => {
    for (const bad of ['31/02/2026', '29/02/2027', '2026-13-01', '15/10/26', '2026-10-15T10:00:00Z', 'ontem']) {
      expect(isDayText(bad)).toBe(false);
      expect(codes(dayField.safeParse(bad))).toEqual(['invalidDate']);
    }
    expect(codes(dayField.safeParse(''))).toEqual(['required']);
  });

  it('lets an optional date be empty', () => {
    expect(optionalDayField.parse('')).toBe('');
    expect(optionalDayField.parse(null)).toBe('');
    expect(optionalDayField.parse('01/01/2026')).toBe('2026-01-01');
    expect(codes(optionalDayField.safeParse('32/01/2026'))).toEqual(['invalidDate']);
  });

  it('round-trips every real day between the two forms', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T12:00Z'), max: new Date('2090-12-31T12:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [year, month, day] = iso.split('-');
          return dayField.parse(`${day}/${month}/${year}`) === iso && dayField.parse(iso) === iso;
        },
      ),
    );
  });
});
