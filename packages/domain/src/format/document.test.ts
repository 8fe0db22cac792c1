import { describe, expect, it } from 'vitest';
import { formatDocument, maskDocument } from './document';

describe('formatDocument', () => {
  it('masks 11 digits as CPF and 14 as CNPJ', () => {
    expect(formatDocument('12345678909')).toBe('123.456.789-09');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('masks shorter input as a CPF being typed, and empty as empty', () => {
    expect(formatDocument('1234')).toBe('123.4');
    expect(formatDocument('123456789012')).toBe('123.456.789-01');
    expect(formatDocument('')).toBe('');
    expect(formatDocument(null)).toBe('');
  });
});

describe('maskDocument', () => {
  it('hides digits of a CPF or a CNPJ', () => {
    expect(maskDocument('12345678909')).toBe('***.456.789-**');
    expect(maskDocument('11.222.333/0001-81')).toBe('**.222.333/0001-**');
  });

  it('gives empty for other lengths', () => {
    expect(maskDocument('123')).toBe('');
    expect(maskDocument('123456789012')).toBe('');
    expect(maskDocument(undefined)).toBe('');
  });
});
