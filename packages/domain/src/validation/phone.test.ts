import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_DDI } from '../constants';
import { onlyDigits } from './digits';
import { formatNationalPhone, formatPhone, isValidPhone, joinPhone, maskPhone, splitPhone } from './phone';
import { digitString, validPhoneDigits } from './test-arbitraries';

describe('isValidPhone', () => {
  it('accepts 10 and 11 digits, bare or masked', () => {
    expect(isValidPhone('1132345678')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 3234-5678')).toBe(true);
  });

  it('accepts the international pattern', () => {
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(true);
    expect(isValidPhone('+55 (11) 3234-5678')).toBe(true);
    expect(isValidPhone('+5511987654321')).toBe(true);
    expect(isValidPhone('5511987654321')).toBe(true);
    expect(isValidPhone('+1 (11) 98765-4321')).toBe(false);
  });

  it('takes a leading + as a country code that must be followed by a whole number', () => {
    // The shopper typed '+' and a national number: the '21' is the DDI and the number is short.
    expect(isValidPhone('+21 (99) 8765-43')).toBe(false);
    expect(isValidPhone('+2199876543')).toBe(false);
    expect(isValidPhone('+55 (21) 99876-5432')).toBe(true);
    expect(isValidPhone('+35 (12) 1234-5678')).toBe(true);
  });

  it('accepts a Brazilian mobile typed without the country code (spec §9: DDI 55 by default)', () => {
    expect(isValidPhone('21998765432')).toBe(true);
    expect(isValidPhone('(21) 99876-5432')).toBe(true);
    expect(splitPhone('(21) 99876-5432')).toEqual({ ddi: '55', ddd: '21', number: '998765432' });
  });

  it('rejects other lengths, letters and empty values', () => {
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('55119876543210')).toBe(false);
    expect(isValidPhone('+55 (11) 98765-43210')).toBe(false);
    expect(isValidPhone('11 98765-432a')).toBe(false);
    expect(isValidPhone('ana@example.com')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });

  it('accepts every 10-11 digit string and its formatted form', () => {
    fc.assert(
      fc.property(validPhoneDigits, (digits) => {
        expect(isValidPhone(digits)).toBe(true);
        expect(isValidPhone(formatPhone(digits))).toBe(true);
      }),
    );
  });
});

describe('splitPhone', () => {
  it('takes the DDI only when there are more than 11 digits', () => {
    expect(splitPhone('5511987654321')).toEqual({ ddi: '55', ddd: '11', number: '987654321' });
    expect(splitPhone('351132345678')).toEqual({ ddi: '35', ddd: '11', number: '32345678' });
  });

  it('uses the default DDI and takes the DDD when 10 or 11 digits are given', () => {
    expect(splitPhone('11987654321')).toEqual({ ddi: DEFAULT_DDI, ddd: '11', number: '987654321' });
    expect(splitPhone('(21) 3234-5678')).toEqual({ ddi: DEFAULT_DDI, ddd: '21', number: '32345678' });
  });

  it('leaves the DDD empty when what remains is not 10-11 digits', () => {
    expect(splitPhone('987654321')).toEqual({ ddi: DEFAULT_DDI, ddd: '', number: '987654321' });
    expect(splitPhone('55119876543210')).toEqual({ ddi: '55', ddd: '', number: '119876543210' });
    expect(splitPhone('')).toEqual({ ddi: DEFAULT_DDI, ddd: '', number: '' });
    expect(splitPhone(null)).toEqual({ ddi: DEFAULT_DDI, ddd: '', number: '' });
  });

  it('never loses a digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }).chain(digitString), (digits) => {
        const { ddi, ddd, number } = splitPhone(digits);
        const kept = `${ddd}${number}`;
        expect(digits.length > 11 ? `${ddi}${kept}` : kept).toBe(digits);
      }),
    );
  });
});

describe('joinPhone', () => {
  it('joins the parts, adding the default DDI when missing', () => {
    expect(joinPhone({ ddi: '55', ddd: '11', number: '98765-4321' })).toBe('5511987654321');
    expect(joinPhone({ ddd: 11, number: 987654321 })).toBe('5511987654321');
    expect(joinPhone({ ddi: null, ddd: '21', number: '32345678' })).toBe('552132345678');
  });

  it('is the inverse of splitPhone for international numbers', () => {
    fc.assert(
      fc.property(digitString(2), validPhoneDigits, (ddi, national) => {
        expect(joinPhone(splitPhone(`${ddi}${national}`))).toBe(`${ddi}${national}`);
      }),
    );
  });
});

describe('formatPhone', () => {
  it('applies +## (##) #####-#### and +## (##) ####-####', () => {
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('1132345678')).toBe('+55 (11) 3234-5678');
    expect(formatPhone('+55 (11) 3234-5678')).toBe('+55 (11) 3234-5678');
    expect(formatPhone(5511987654321)).toBe('+55 (11) 98765-4321');
  });

  it('keeps service-like numbers in the same mask', () => {
    expect(formatPhone('08001234567')).toBe('+55 (08) 00123-4567');
  });

  it('returns bare digits for values that are not a whole phone', () => {
    expect(formatPhone('98765')).toBe('98765');
    expect(formatPhone('55119876543210')).toBe('55119876543210');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('gives back the digits (with the default DDI added to national numbers) once stripped', () => {
    fc.assert(
      fc.property(validPhoneDigits, (national) => {
        expect(onlyDigits(formatPhone(national))).toBe(`${DEFAULT_DDI}${national}`);
      }),
    );
    fc.assert(
      fc.property(digitString(2), validPhoneDigits, (ddi, national) => {
        const formatted = formatPhone(`${ddi}${national}`);
        expect(formatted).toMatch(/^\+\d{2} \(\d{2}\) \d{4,5}-\d{4}$/);
        expect(onlyDigits(formatted)).toBe(`${ddi}${national}`);
      }),
    );
  });
});

describe('formatNationalPhone', () => {
  it('applies (##) #####-#### and (##) ####-#### without a DDI', () => {
    expect(formatNationalPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatNationalPhone('1132345678')).toBe('(11) 3234-5678');
    expect(formatNationalPhone('(11) 3234-5678')).toBe('(11) 3234-5678');
  });

  it('returns bare digits for other lengths', () => {
    expect(formatNationalPhone('5511987654321')).toBe('5511987654321');
    expect(formatNationalPhone('123')).toBe('123');
    expect(formatNationalPhone(null)).toBe('');
  });

  it('gives back the digits once stripped', () => {
    fc.assert(
      fc.property(validPhoneDigits, (digits) => {
        expect(onlyDigits(formatNationalPhone(digits))).toBe(digits);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('hides all but the last four digits of the number', () => {
    expect(maskPhone('5511987654321')).toBe('+55 (11) *****-4321');
    expect(maskPhone('11987654321')).toBe('+55 (11) *****-4321');
    expect(maskPhone('1132345678')).toBe('+55 (11) ****-5678');
  });

  it('gives empty for values that are not a whole phone', () => {
    expect(maskPhone('4321')).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});
