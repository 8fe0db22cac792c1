import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capitalizeName, removeLineBreaks } from './text';

describe('capitalizeName', () => {
  it('capitalises each word and keeps Portuguese particles in lower case', () => {
    expect(capitalizeName('MARIA DA SILVA')).toBe('Maria da Silva');
    expect(capitalizeName('joão dos santos')).toBe('João dos Santos');
    expect(capitalizeName('  ana   souza ')).toBe('Ana Souza');
  });

  it('gives empty for empty values', () => {
    expect(capitalizeName('')).toBe('');
    expect(capitalizeName(null)).toBe('');
  });
});

describe('removeLineBreaks', () => {
  it('joins lines with single spaces', () => {
    expect(removeLineBreaks('linha 1\nlinha 2')).toBe('linha 1 linha 2');
    expect(removeLineBreaks('a\r\nb\rc')).toBe('a b c');
    expect(removeLineBreaks('a  \n\n  b')).toBe('a b');
    expect(removeLineBreaks('\nfim\n')).toBe('fim');
  });

  it('keeps text without line breaks as it is, apart from the ends', () => {
    expect(removeLineBreaks('sem  quebra')).toBe('sem  quebra');
    expect(removeLineBreaks('')).toBe('');
    expect(removeLineBreaks(undefined)).toBe('');
  });

  it('never leaves a line break', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r', '\t', 'b') }), (text) => {
        expect(removeLineBreaks(text)).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
