import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, maskEmail, normalizeEmail } from './email';
import { validEmail } from './test-arbitraries';

describe('isValidEmail', () => {
  it('accepts local@domain.tld with a 2 or 3 letter suffix, in any case', () => {
    expect(isValidEmail('ana.souza@example.com')).toBe(true);
    expect(isValidEmail('ana@loja.com.br')).toBe(true);
    expect(isValidEmail('ANA+promo@EXAMPLE.COM')).toBe(true);
    expect(isValidEmail('a_b-c%d@sub-domain.io')).toBe(true);
    expect(isValidEmail('  ana@example.com ')).toBe(true);
  });

  it('rejects suffixes that are not 2-3 letters', () => {
    expect(isValidEmail('ana@example.info')).toBe(false);
    expect(isValidEmail('ana@example.c')).toBe(false);
    expect(isValidEmail('ana@example.c0m')).toBe(false);
  });

  it('rejects addresses missing a part or with spaces', () => {
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('ana.example.com')).toBe(false);
    expect(isValidEmail('ana@@example.com')).toBe(false);
    expect(isValidEmail('ana souza@example.com')).toBe(false);
    expect(isValidEmail('ana@exa mple.com')).toBe(false);
    expect(isValidEmail('ana@.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });

  it('accepts generated addresses and rejects them once the @ is removed', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(isValidEmail(email)).toBe(true);
        expect(isValidEmail(email.toUpperCase())).toBe(true);
        expect(isValidEmail(email.replace('@', ''))).toBe(false);
      }),
    );
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ana.Souza@Example.COM ')).toBe('ana.souza@example.com');
    expect(normalizeEmail(null)).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ana.souza@example.com')).toBe('a***@example.com');
    expect(maskEmail('b@x.com.br')).toBe('b***@x.com.br');
  });

  it('never reveals a value that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('');
    expect(maskEmail('@example.com')).toBe('');
    expect(maskEmail('')).toBe('');
    expect(maskEmail(undefined)).toBe('');
  });

  it('never shows more than the first character of the local part', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        const [local, domain] = email.split('@') as [string, string];
        expect(maskEmail(email)).toBe(`${local[0]}***@${domain}`);
      }),
    );
  });
});
