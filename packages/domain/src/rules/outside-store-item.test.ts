import { describe, expect, it } from 'vitest';
import { addressFieldNotOfCep, isOwnCpf, outsideStoreItemIssues } from './outside-store-item';

describe('outsideStoreItemIssues', () => {
  it('requires notes and a size of at most 3 characters', () => {
    expect(outsideStoreItemIssues({ observacao: 'Descolou', gradeTamanho: 'XGG' })).toEqual([]);
    expect(outsideStoreItemIssues({ observacao: '  ', gradeTamanho: 'XGGG' })).toEqual([
      { field: 'observacao', code: 'required' },
      { field: 'gradeTamanho', code: 'sizeTooLong' },
    ]);
  });
});

describe('isOwnCpf', () => {
  it('takes any CPF until a valid one is on record, then only that one, masked or not', () => {
    expect(isOwnCpf(null, '529.982.247-25')).toBe(true);
    expect(isOwnCpf('123', '529.982.247-25')).toBe(true);
    expect(isOwnCpf('52998224725', '529.982.247-25')).toBe(true);
    expect(isOwnCpf('52998224725', '111.444.777-35')).toBe(false);
  });
});

describe('addressFieldNotOfCep', () => {
  const cep = { city: 'São Paulo', uf: 'SP' };
  it("takes the CEP's city and state whatever the case and accents, and names the field that differs", () => {
    expect(addressFieldNotOfCep({ cidade: ' sao  paulo ', uf: 'sp' }, cep)).toBeNull();
    expect(addressFieldNotOfCep({ cidade: 'Campinas', uf: 'SP' }, cep)).toBe('cidade');
    expect(addressFieldNotOfCep({ cidade: 'São Paulo', uf: 'RJ' }, cep)).toBe('uf');
  });
});
