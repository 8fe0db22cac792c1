import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_DDI } from '../constants';
import { onlyDigits } from '../validation/digits';
import { formatNationalPhone, formatPhone, isValidPhone, splitPhone } from '../validation/phone';
import { digitString, validPhoneDigits } from '../validation/test-arbitraries';
import {
  formatInvoiceNumber,
  formatPhoneInput,
  formatSize,
  formatVerificationCode,
  PHONE_INPUT_MAX_DIGITS,
} from './input-masks';

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

describe('formatPhoneInput', () => {
  it('formats a Brazilian mobile typed without the country code as a national number', () => {
    expect(formatPhoneInput('21998765432')).toBe('(21) 99876-5432');
    expect(formatPhoneInput('2132345678')).toBe('(21) 3234-5678');
  });

  it('formats each digit as it is typed', () => {
    const typed = '21998765432';
    const shown = typed.split('').map((_, index) => formatPhoneInput(typed.slice(0, index + 1)));
    expect(shown).toEqual([
      '(2',
      '(21',
      '(21) 9',
      '(21) 99',
      '(21) 998',
      '(21) 9987',
      '(21) 9987-6',
      '(21) 9987-65',
      '(21) 9987-654',
      '(21) 9987-6543',
      '(21) 99876-5432',
    ]);
  });

  it('takes the first two digits as the country code after a + or past 11 digits', () => {
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('+5')).toBe('+5');
    expect(formatPhoneInput('+55')).toBe('+55');
    expect(formatPhoneInput('+552')).toBe('+55 (2');
    expect(formatPhoneInput('+5521998765432')).toBe('+55 (21) 99876-5432');
    expect(formatPhoneInput('5521998765432')).toBe('+55 (21) 99876-5432');
    expect(formatPhoneInput('351132345678')).toBe('+35 (11) 3234-5678');
  });

  it('keeps at most 13 digits and drops letters', () => {
    expect(formatPhoneInput('55219987654321234')).toBe('+55 (21) 99876-5432');
    expect(formatPhoneInput('2a1')).toBe('(21');
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput(null)).toBe('');
  });

  it('shows a whole national number as formatNationalPhone does, valid and sent with the default DDI', () => {
    fc.assert(
      fc.property(validPhoneDigits, (national) => {
        const shown = formatPhoneInput(national);
        expect(shown).toBe(formatNationalPhone(national));
        expect(isValidPhone(shown)).toBe(true);
        expect(splitPhone(shown).ddi).toBe(DEFAULT_DDI);
      }),
    );
  });

  it('shows a whole number with its country code as formatPhone does, with or without the +', () => {
    fc.assert(
      fc.property(digitString(2), validPhoneDigits, (ddi, national) => {
        const expected = formatPhone(`${ddi}${national}`);
        expect(formatPhoneInput(`+${ddi}${national}`)).toBe(expected);
        expect(isValidPhone(formatPhoneInput(`+${ddi}${national}`))).toBe(true);
        if (national.length === 11 || ddi.length + national.length > 11) {
          expect(formatPhoneInput(`${ddi}${national}`)).toBe(expected);
        }
      }),
    );
  });

  it('never loses or adds a digit below the limit, and formatting again changes nothing', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 16 }).chain(digitString), (plus, digits) => {
        const typed = `${plus ? '+' : ''}${digits}`;
        const shown = formatPhoneInput(typed);
        expect(onlyDigits(shown)).toBe(digits.slice(0, PHONE_INPUT_MAX_DIGITS));
        expect(formatPhoneInput(shown)).toBe(shown);
      }),
    );
  });

  it('a value it shows is valid exactly when the phone rule accepts its digits', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 13 }).chain(digitString), (plus, digits) => {
        const shown = formatPhoneInput(`${plus ? '+' : ''}${digits}`);
        const whole = plus ? digits.length === 12 || digits.length === 13 : digits.length >= 10;
        expect(isValidPhone(shown)).toBe(whole);
      }),
    );
  });
});
