import { describe, expect, it } from 'vitest';
import { CONTACT_TYPE, LANGUAGES } from './constants';
import { CONTACT_TYPE_NAMES, contactTypeName, isContactTypeId } from './contact-types';

describe('contactTypeName', () => {
  it('names CTO_ID 1 to 8 in each language', () => {
    expect(Object.keys(CONTACT_TYPE_NAMES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const lang of LANGUAGES) {
      for (const id of Object.values(CONTACT_TYPE)) expect(contactTypeName(id, lang).trim()).not.toBe('');
    }
  });

  it('gives the expected names', () => {
    expect(contactTypeName(CONTACT_TYPE.COMPLAINT, 'pt')).toBe('Reclamação');
    expect(contactTypeName(CONTACT_TYPE.REQUEST, 'en')).toBe('Request');
    expect(contactTypeName(CONTACT_TYPE.QUESTION_SUGGESTION, 'es')).toBe('Duda/Sugerencia');
    expect(contactTypeName(CONTACT_TYPE.STORE_STOCKOUT, 'en')).toBe('Store stockout');
    expect(contactTypeName(CONTACT_TYPE.ECOMM, 'pt')).toBe('eComm');
  });

  it('marks unknown ids', () => {
    expect(contactTypeName(0, 'en')).toBe('Unknown contact type (0)');
    expect(contactTypeName(9, 'pt')).toBe('Tipo de contato desconhecido (9)');
  });
});

describe('isContactTypeId', () => {
  it('accepts 1 to 8 only', () => {
    expect(isContactTypeId(1)).toBe(true);
    expect(isContactTypeId(8)).toBe(true);
    expect(isContactTypeId(9)).toBe(false);
    expect(isContactTypeId('5')).toBe(false);
  });
});
