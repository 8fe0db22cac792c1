import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { isStatusId, shopperStatusName, STATUS, STATUS_IDS, STATUS_NAMES, statusName } from './statuses';

describe('status catalogue', () => {
  it('holds the 24 situations of spec §4, -1 to 23 without 20', () => {
    expect(STATUS_IDS).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23]);
    expect(Object.keys(STATUS_NAMES)).toHaveLength(STATUS_IDS.length);
  });

  it('names the well-known ids', () => {
    expect(STATUS.OPENED).toBe(1);
    expect(STATUS.WAITING_PRODUCT).toBe(2);
    expect(STATUS.FINISHED).toBe(11);
    expect(STATUS.CREDIT_NOTE_GENERATED).toBe(23);
    expect(STATUS.ERROR).toBe(-1);
    expect(STATUS.COMMENTS).toBe(0);
  });

  it('has a non-empty, distinct name in every language for every status', () => {
    for (const lang of LANGUAGES) {
      const names = STATUS_IDS.map((id) => statusName(id, lang));
      for (const name of names) expect(name.trim()).not.toBe('');
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('statusName', () => {
  it('gives the name in the requested language', () => {
    expect(statusName(STATUS.OPENED, 'pt')).toBe('Aberto');
    expect(statusName(STATUS.OPENED, 'en')).toBe('Opened');
    expect(statusName(STATUS.OPENED, 'es')).toBe('Abierto');
    expect(statusName(STATUS.ERROR, 'en')).toBe('Error');
    expect(statusName(STATUS.COMMENTS, 'pt')).toBe('Comentários');
    expect(statusName(STATUS.AWAITING_ANALYSIS, 'en')).toBe('Awaiting analysis');
  });

  it('marks ids outside the catalogue as unknown', () => {
    expect(statusName(20, 'pt')).toBe('Situação desconhecida (20)');
    expect(statusName(99, 'en')).toBe('Unknown status (99)');
    expect(statusName(-2, 'es')).toBe('Situación desconocida (-2)');
  });
});

describe('isStatusId', () => {
  it('accepts catalogue ids only', () => {
    expect(isStatusId(1)).toBe(true);
    expect(isStatusId(-1)).toBe(true);
    expect(isStatusId(20)).toBe(false);
    expect(isStatusId('1')).toBe(false);
    expect(isStatusId(1.5)).toBe(false);
  });
});

describe('shopperStatusName', () => {
  it("says what happened to the shopper's request where the catalogue's name is an internal term", () => {
    expect(shopperStatusName(STATUS.CREDIT_NOTE_GENERATED, 'pt')).toBe('Vale-compras creditado na carteira');
    expect(shopperStatusName(STATUS.POST_OBJECT_GENERATED, 'en')).toBe('Shipping code available');
    expect(shopperStatusName(STATUS.NOT_INCLUDED, 'es')).toBe('Solicitud no aceptada');
    for (const lang of ['pt', 'en', 'es'] as const) {
      const names = STATUS_IDS.map((id) => shopperStatusName(id, lang));
      for (const internal of ['Nota de crédito gerada', 'Objeto de postagem gerado', 'Não incluído', 'Post object'])
        expect(names.some((name) => name.includes(internal))).toBe(false);
    }
  });

  it("keeps the catalogue's name elsewhere, and the unknown id's fallback", () => {
    expect(shopperStatusName(STATUS.FINISHED, 'pt')).toBe(statusName(STATUS.FINISHED, 'pt'));
    expect(shopperStatusName(99, 'en')).toBe('Unknown status (99)');
  });
});
