import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUf, isValidUf, UF_CODES } from './uf';

describe('UF_CODES', () => {
  it('lists the 27 federative units, sorted', () => {
    expect(UF_CODES).toHaveLength(27);
    expect(UF_CODES).toContain('SP');
    expect(UF_CODES).toContain('DF');
    expect([...UF_CODES].sort()).toEqual(UF_CODES);
  });
});

describe('isValidUf', () => {
  it('accepts every federative unit code', () => {
    for (const uf of UF_CODES) expect(isValidUf(uf)).toBe(true);
    expect(isValidUf(' RJ ')).toBe(true);
  });

  it('rejects lower case, unknown codes, other lengths and empty values', () => {
    expect(isValidUf('sp')).toBe(false);
    expect(isValidUf('XX')).toBe(false);
    expect(isValidUf('S')).toBe(false);
    expect(isValidUf('SPA')).toBe(false);
    expect(isValidUf('')).toBe(false);
    expect(isValidUf(null)).toBe(false);
  });
});

describe('formatUf', () => {
  it('upper-cases, keeps letters only and cuts at two', () => {
    expect(formatUf('sp')).toBe('SP');
    expect(formatUf('r1j')).toBe('RJ');
    expect(formatUf('Minas')).toBe('MI');
    expect(formatUf('')).toBe('');
    expect(formatUf(undefined)).toBe('');
  });

  it('always produces at most two upper-case letters', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(formatUf(value)).toMatch(/^[A-Z]{0,2}$/);
      }),
    );
  });

  it('turns any UF typed in lower case into a valid UF', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UF_CODES), (uf) => {
        expect(isValidUf(formatUf(uf.toLowerCase()))).toBe(true);
      }),
    );
  });
});
