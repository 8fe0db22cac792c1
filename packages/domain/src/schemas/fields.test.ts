import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../constants';
import {
  bankCodeField,
  calendarDayField,
  centsField,
  coercedIntField,
  dayField,
  DB_INT_MAX,
  dbIntField,
  digitsField,
  hasNoControlCharacters,
  isCalendarDay,
  isDayText,
  isDbBigintText,
  optionalDayField,
  optionalQueryIdField,
  optionalTextField,
  pixKeyField,
  plainTextField,
  positiveIdField,
  requiredTextField,
  UNSAFE_TEXT_CHARACTERS,
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

/** Characters from the first 0x3000 code points: the C0/C1 controls, spaces and accents are all in there. */
const anyCharacter = fc.integer({ min: 0, max: 0x3000 }).map((code) => String.fromCodePoint(code));

describe('control characters in text fields', () => {
  const controls = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0080', '\u009f'];

  it('refuses C0, DEL and C1 anywhere in a single-line text, with invalidCharacters', () => {
    for (const control of controls) {
      expect(codes(requiredTextField().safeParse(`Ana${control}Souza`))).toEqual(['invalidCharacters']);
      expect(codes(optionalTextField().safeParse(`Ap${control}1`))).toEqual(['invalidCharacters']);
      expect(codes(plainTextField().safeParse(`${control}x`))).toEqual(['invalidCharacters']);
    }
    // Line breaks and tabs inside a single-line value are refused too; around it they are trimmed away.
    for (const inside of ['a\nb', 'a\rb', 'a\tb'])
      expect(codes(requiredTextField().safeParse(inside))).toEqual(['invalidCharacters']);
    expect(requiredTextField().parse(' Ana\n')).toBe('Ana');
  });

  it('lets multi-line text keep tab and line breaks, never the other controls', () => {
    const multi = plainTextField({ multiLine: true });
    expect(multi.parse('linha 1\r\nlinha 2\tfim')).toBe('linha 1\r\nlinha 2\tfim');
    for (const control of controls) expect(codes(multi.safeParse(`a${control}b`))).toEqual(['invalidCharacters']);
  });

  it('keeps accents, emoji and other printable Unicode', () => {
    for (const text of ['São João', 'Ñandú', '€ 10', 'Camiseta 👕', 'ação\u00a0nova']) {
      expect(hasNoControlCharacters(text)).toBe(true);
      expect(requiredTextField().parse(text)).toBe(text);
    }
  });

  it('refuses the bidi controls too, in single- and multi-line text and in partner documents (issue 44)', () => {
    for (const bidi of ['\u202e', '\u202a', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(codes(requiredTextField().safeParse(`fatura${bidi}fdp.exe`))).toEqual(['invalidCharacters']);
      expect(codes(plainTextField({ multiLine: true }).safeParse(`nota${bidi}\nfim`))).toEqual(['invalidCharacters']);
      expect('a\u202eb'.replace(UNSAFE_TEXT_CHARACTERS, '')).toBe('ab');
    }
  });

  it('holds for any string: refused exactly when a control character is inside the trimmed value', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 24 }), (text) => {
        const trimmed = text.trim();
        // eslint-disable-next-line no-control-regex -- the oracle matches control and bidi characters
        const hasControl = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(trimmed);
        const result = optionalTextField().safeParse(text);
        return hasControl ? codes(result).includes('invalidCharacters') : result.success;
      }),
    );
  });
});

describe('integer fields bounded by the database column (int4)', () => {
  it('takes up to 2147483647 and refuses 2147483648 with numberTooLarge', () => {
    expect(DB_INT_MAX).toBe(2147483647);
    for (const field of [positiveIdField, centsField, dbIntField(0), dbIntField(1)]) {
      expect(field.parse(2147483647)).toBe(2147483647);
      expect(codes(field.safeParse(2147483648))).toEqual(['numberTooLarge']);
      expect(codes(field.safeParse(Number.MAX_SAFE_INTEGER + 2))).toEqual(['numberTooLarge']);
    }
  });

  it('keeps the lower bounds and refuses what is not a whole number as required', () => {
    expect(codes(positiveIdField.safeParse(0))).toEqual(['required']);
    expect(centsField.parse(0)).toBe(0);
    expect(codes(centsField.safeParse(-1))).toEqual(['required']);
    for (const bad of [1.5, '1', null, Number.NaN, Infinity])
      expect(codes(positiveIdField.safeParse(bad))).not.toEqual([]);
  });

  it('reads digits from text (query strings, form fields) with the same bounds', () => {
    const id = coercedIntField(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(' 7 ')).toBe(7);
    expect(id.parse(9)).toBe(9);
    expect(id.parse('2147483647')).toBe(2147483647);
    expect(codes(id.safeParse('2147483648'))).toEqual(['numberTooLarge']);
    expect(codes(id.safeParse('9'.repeat(400)))).toEqual(['numberTooLarge']);
    for (const bad of ['', ' ', '-1', '1e3', '0x10', '1.5', 'abc', '1\u0000'])
      expect(codes(id.safeParse(bad))).toEqual(['required']);
    expect(codes(id.safeParse('0'))).toEqual(['required']);
  });

  it('treats an empty query value as absent', () => {
    const query = optionalQueryIdField();
    expect(query.parse('')).toBeUndefined();
    expect(query.parse(undefined)).toBeUndefined();
    expect(query.parse('16')).toBe(16);
    expect(codes(query.safeParse('2147483648'))).toEqual(['numberTooLarge']);
  });
});

describe('bigint texts and calendar days bounded by the database (issue 44)', () => {
  it('takes digits up to the int8 maximum and refuses one past it', () => {
    expect(isDbBigintText('9223372036854775807')).toBe(true);
    expect(isDbBigintText('9223372036854775808')).toBe(false);
    expect(isDbBigintText('9999999999999999999')).toBe(false);
    expect(isDbBigintText('00000000000000000001')).toBe(false);
    expect(isDbBigintText('-1')).toBe(false);
    expect(isDbBigintText('0')).toBe(true);
  });

  it('takes only days that exist, years 1 to 9999', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect([day, isCalendarDay(day)]).toEqual([day, true]);
    for (const day of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-1-1',
    ])
      expect([day, isCalendarDay(day)]).toEqual([day, false]);
    expect(codes(calendarDayField.safeParse('2026-02-30'))).toEqual(['invalidDate']);
  });

  it('bounds a coerced query integer by its own maximum', () => {
    expect(coercedIntField(1, 500).parse('500')).toBe(500);
    expect(codes(coercedIntField(1, 500).safeParse('501'))).toEqual(['numberTooLarge']);
    expect(codes(coercedIntField(1).safeParse('1e3'))).toEqual(['required']);
  });
});
