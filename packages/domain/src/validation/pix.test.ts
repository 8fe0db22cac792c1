import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCnpj } from './cnpj';
import { formatCpf } from './cpf';
import { formatNationalPhone } from './phone';
import { formatPixKey, isValidPixKey, maskPixKey, normalizePixKey, pixKeyType } from './pix';
import { digitString, validCnpj, validCpf, validEmail, validPhoneDigits } from './test-arbitraries';

const validPixKey = fc.oneof(validCpf, validCnpj, validEmail, validPhoneDigits);

describe('normalizePixKey', () => {
  it('removes parentheses, dots, hyphens and spaces', () => {
    expect(normalizePixKey('123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('(11) 98765-4321')).toBe('11987654321');
    expect(normalizePixKey(' 11 98765 4321 ')).toBe('11987654321');
  });

  it('also removes the slash of a masked CNPJ', () => {
    expect(normalizePixKey('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('leaves an e-mail untouched apart from surrounding spaces', () => {
    expect(normalizePixKey(' ana.souza-x@loja.com.br ')).toBe('ana.souza-x@loja.com.br');
  });

  it('gives empty for empty values', () => {
    expect(normalizePixKey('')).toBe('');
    expect(normalizePixKey(null)).toBe('');
  });
});

describe('pixKeyType and isValidPixKey', () => {
  it('recognises each accepted kind, masked or not', () => {
    expect(pixKeyType('123.456.789-09')).toBe('cpf');
    expect(pixKeyType('11.222.333/0001-81')).toBe('cnpj');
    expect(pixKeyType('ana@example.com')).toBe('email');
    expect(pixKeyType('(11) 98765-4321')).toBe('phone');
    expect(pixKeyType('1132345678')).toBe('phone');
  });

  it('reads 11 digits as a CPF when the check digits hold, else as a phone', () => {
    expect(pixKeyType('12345678909')).toBe('cpf');
    expect(pixKeyType('12345678900')).toBe('phone');
  });

  it('rejects what spec §5 does not accept', () => {
    expect(isValidPixKey('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d')).toBe(false);
    expect(isValidPixKey('+55 (11) 98765-4321')).toBe(false);
    expect(isValidPixKey('11222333000180')).toBe(false);
    expect(isValidPixKey('ana@example')).toBe(false);
    expect(isValidPixKey('123456789')).toBe(false);
    expect(isValidPixKey('')).toBe(false);
    expect(isValidPixKey(undefined)).toBe(false);
  });

  it('accepts every generated valid key, bare and masked', () => {
    fc.assert(
      fc.property(validPixKey, (key) => {
        expect(isValidPixKey(key)).toBe(true);
        expect(isValidPixKey(formatPixKey(key))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidPixKey(formatCpf(cpf))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidPixKey(formatCnpj(cnpj))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(validPhoneDigits, (phone) => {
        expect(isValidPixKey(formatNationalPhone(phone))).toBe(true);
      }),
    );
  });

  it('rejects digit strings of lengths no accepted kind has', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 12, max: 13 }), fc.integer({ min: 15, max: 20 }))
          .chain(digitString),
        (digits) => {
          expect(isValidPixKey(digits)).toBe(false);
        },
      ),
    );
  });
});

describe('formatPixKey', () => {
  it('masks each kind for an input field', () => {
    expect(formatPixKey('12345678909')).toBe('123.456.789-09');
    expect(formatPixKey('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('11987654321')).toBe('(11) 98765-4321');
    expect(formatPixKey(' ana@example.com ')).toBe('ana@example.com');
  });

  it('returns an unrecognised key trimmed, as typed', () => {
    expect(formatPixKey(' abc-123 ')).toBe('abc-123');
    expect(formatPixKey(null)).toBe('');
  });

  it('normalizes back to the same key', () => {
    fc.assert(
      fc.property(validPixKey, (key) => {
        expect(normalizePixKey(formatPixKey(key))).toBe(normalizePixKey(key));
      }),
    );
  });
});

describe('maskPixKey', () => {
  it('hides most of each kind for display', () => {
    expect(maskPixKey('123.456.789-09')).toBe('***.456.789-**');
    expect(maskPixKey('11222333000181')).toBe('**.222.333/0001-**');
    expect(maskPixKey('(11) 98765-4321')).toBe('+55 (11) *****-4321');
    expect(maskPixKey('ana.souza@example.com')).toBe('a***@example.com');
  });

  it('gives empty for an invalid key', () => {
    expect(maskPixKey('not a key')).toBe('');
    expect(maskPixKey('')).toBe('');
  });
});
