import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCnpj } from './cnpj';
import { formatCpf } from './cpf';
import {
  classifyPixKey,
  formatPixKey,
  isValidPixKey,
  maskPixKey,
  normalizePixKey,
  pixKeyProblem,
  pixKeyType,
} from './pix';
import {
  changeDigit,
  cpfFromBase,
  digitString,
  oracleIsValidCpf,
  validCnpj,
  validCpf,
  validEmail,
} from './test-arbitraries';

/** A DDD without a zero, then a 9-digit mobile (starting with 9) or an 8-digit landline (starting 2-8). */
const ddd = fc.stringMatching(/^[1-9]{2}$/);
const mobile = fc.tuple(ddd, digitString(8)).map(([area, rest]) => `${area}9${rest}`);
const landline = fc
  .tuple(ddd, fc.integer({ min: 2, max: 8 }), digitString(7))
  .map(([area, first, rest]) => `${area}${first}${rest}`);
const nationalPhone = fc.oneof(mobile, landline);

/** How a shopper may type a phone: E.164, with the DDD in parentheses, or set apart by a space. */
function phoneForms(national: string): string[] {
  const area = national.slice(0, 2);
  const number = national.slice(2);
  const split = `${number.slice(0, -4)}-${number.slice(-4)}`;
  return [`+55${national}`, `+55 (${area}) ${split}`, `(${area}) ${split}`, `(${area})${number}`, `${area} ${split}`];
}

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));
const evp = fc
  .tuple(hex(8), hex(4), hex(3), fc.constantFrom('8', '9', 'a', 'b'), hex(3), hex(12))
  .map(([a, b, c, variant, d, e]) => `${a}-${b}-4${c}-${variant}${d}-${e}`);

/** 11 digits that are no CPF: a valid CPF with one digit changed (its check digits then fail). */
const invalidCpfDigits = fc
  .tuple(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }))
  .map(([cpf, index, shift]) => changeDigit(cpf, index, shift))
  .filter((digits) => !oracleIsValidCpf(digits));

describe('classifyPixKey', () => {
  it('reads the walk’s keys as the central bank does (issue 23 #13)', () => {
    expect(classifyPixKey('111.111.111-11')).toEqual({ ok: false, reason: 'invalidCpf' });
    expect(classifyPixKey('+55 11 98765-4321')).toEqual({ ok: true, kind: 'phone', value: '+5511987654321' });
    expect(classifyPixKey('+5511987654321')).toEqual({ ok: true, kind: 'phone', value: '+5511987654321' });
    expect(classifyPixKey('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toEqual({
      ok: true,
      kind: 'evp',
      value: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
    });
  });

  it('gives each accepted kind with the value it is sent in', () => {
    expect(classifyPixKey('529.982.247-25')).toEqual({ ok: true, kind: 'cpf', value: '52998224725' });
    expect(classifyPixKey('52998224725')).toEqual({ ok: true, kind: 'cpf', value: '52998224725' });
    expect(classifyPixKey('11.222.333/0001-81')).toEqual({ ok: true, kind: 'cnpj', value: '11222333000181' });
    expect(classifyPixKey(' Ana.Souza@Example.com ')).toEqual({
      ok: true,
      kind: 'email',
      value: 'ana.souza@example.com',
    });
    expect(classifyPixKey('(11) 98765-4321')).toEqual({ ok: true, kind: 'phone', value: '+5511987654321' });
    expect(classifyPixKey('1132345678')).toEqual({ ok: true, kind: 'phone', value: '+551132345678' });
    expect(classifyPixKey('5511987654321')).toEqual({ ok: true, kind: 'phone', value: '+5511987654321' });
  });

  it('refuses 11 bare digits that fail as a CPF as ambiguous, never as a phone', () => {
    expect(classifyPixKey('11987654321')).toEqual({ ok: false, reason: 'ambiguous' });
    fc.assert(
      fc.property(invalidCpfDigits, (digits) => {
        expect(classifyPixKey(digits)).toEqual({ ok: false, reason: 'ambiguous' });
      }),
    );
  });

  it('refuses a masked CPF or CNPJ whose check digits fail, saying which', () => {
    fc.assert(
      fc.property(invalidCpfDigits, (digits) => {
        expect(classifyPixKey(formatCpf(digits))).toEqual({ ok: false, reason: 'invalidCpf' });
      }),
    );
    expect(classifyPixKey('11222333000180')).toEqual({ ok: false, reason: 'invalidCnpj' });
    expect(classifyPixKey('11.222.333/0001-80')).toEqual({ ok: false, reason: 'invalidCnpj' });
  });

  it('refuses phones that are not Brazilian or not whole, and other shapes', () => {
    expect(classifyPixKey('+1 212 555 0100')).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(classifyPixKey('+55 (11) 8765-43')).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(classifyPixKey('(01) 98765-4321')).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(classifyPixKey('(11) 18765-4321')).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(classifyPixKey('ana@example')).toEqual({ ok: false, reason: 'invalidEmail' });
    expect(classifyPixKey(`${'a'.repeat(70)}@example.com`)).toEqual({ ok: false, reason: 'invalidEmail' });
    // A UUID that is not of version 4, and one without its hyphens.
    expect(classifyPixKey('71c7d9be-4b85-1e43-9f1c-1f3b8b4e9a2d')).toEqual({ ok: false, reason: 'unknown' });
    expect(classifyPixKey('71c7d9be4b854e439f1c1f3b8b4e9a2d')).toEqual({ ok: false, reason: 'unknown' });
    expect(classifyPixKey('chave')).toEqual({ ok: false, reason: 'unknown' });
    expect(classifyPixKey('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(classifyPixKey(null)).toEqual({ ok: false, reason: 'empty' });
  });

  it('accepts every generated key of each kind, typed in any of its forms, and sends one value', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(classifyPixKey(cpf)).toEqual({ ok: true, kind: 'cpf', value: cpf });
        expect(classifyPixKey(formatCpf(cpf))).toEqual({ ok: true, kind: 'cpf', value: cpf });
      }),
    );
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(classifyPixKey(cnpj)).toEqual({ ok: true, kind: 'cnpj', value: cnpj });
        expect(classifyPixKey(formatCnpj(cnpj))).toEqual({ ok: true, kind: 'cnpj', value: cnpj });
      }),
    );
    fc.assert(
      fc.property(nationalPhone, (national) => {
        for (const typed of phoneForms(national)) {
          expect(classifyPixKey(typed)).toEqual({ ok: true, kind: 'phone', value: `+55${national}` });
        }
      }),
    );
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(classifyPixKey(email.toUpperCase())).toEqual({ ok: true, kind: 'email', value: email });
      }),
    );
    fc.assert(
      fc.property(evp, (key) => {
        expect(classifyPixKey(key.toUpperCase())).toEqual({ ok: true, kind: 'evp', value: key });
      }),
    );
  });

  it('never reads a key with a CPF mask as a phone, whatever its digits', () => {
    fc.assert(
      fc.property(digitString(11), (digits) => {
        const kind = pixKeyType(formatCpf(digits));
        expect(kind === null || kind === 'cpf').toBe(true);
        expect(kind === 'cpf').toBe(oracleIsValidCpf(digits));
      }),
    );
  });

  it('is idempotent: the value sent classifies as the same kind and value', () => {
    const anyKey = fc.oneof(validCpf, validCnpj, validEmail, nationalPhone, evp, invalidCpfDigits, fc.string());
    fc.assert(
      fc.property(anyKey, (typed) => {
        const first = classifyPixKey(typed);
        if (first.ok) expect(classifyPixKey(first.value)).toEqual(first);
      }),
    );
  });

  it('refuses digit strings of lengths no kind has', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant(12), fc.integer({ min: 15, max: 20 })).chain(digitString),
        (digits) => {
          expect(isValidPixKey(digits)).toBe(false);
        },
      ),
    );
  });
});

describe('pixKeyProblem', () => {
  it('names the reason a key is refused as a validation code', () => {
    expect(pixKeyProblem('111.111.111-11')).toBe('pixInvalidCpf');
    expect(pixKeyProblem('11987654321')).toBe('pixAmbiguous');
    expect(pixKeyProblem('11.222.333/0001-80')).toBe('pixInvalidCnpj');
    expect(pixKeyProblem('+1 212 555 0100')).toBe('pixInvalidPhone');
    expect(pixKeyProblem('ana@example')).toBe('pixInvalidEmail');
    expect(pixKeyProblem('chave')).toBe('invalidPix');
    expect(pixKeyProblem('')).toBe('required');
    expect(pixKeyProblem(cpfFromBase('529982247'))).toBeNull();
  });
});

describe('normalizePixKey', () => {
  it('gives the classified value of an accepted key', () => {
    expect(normalizePixKey('123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey(' ana.souza-x@loja.com.br ')).toBe('ana.souza-x@loja.com.br');
  });

  it('keeps the old treatment for a refused key (trimmed, separators removed unless an e-mail)', () => {
    expect(normalizePixKey(' 119 8765 4321 ')).toBe('11987654321');
    expect(normalizePixKey('x@y')).toBe('x@y');
    expect(normalizePixKey(null)).toBe('');
  });
});

describe('formatPixKey', () => {
  it('masks each kind for an input field', () => {
    expect(formatPixKey('12345678909')).toBe('123.456.789-09');
    expect(formatPixKey('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('(11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(formatPixKey(' ana@example.com ')).toBe('ana@example.com');
    expect(formatPixKey('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toBe('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d');
  });

  it('returns a refused key trimmed, as typed', () => {
    expect(formatPixKey(' abc-123 ')).toBe('abc-123');
    expect(formatPixKey('111.111.111-11')).toBe('111.111.111-11');
    expect(formatPixKey(null)).toBe('');
  });

  it('formats to a text that classifies as the same key', () => {
    fc.assert(
      fc.property(fc.oneof(validCpf, validCnpj, validEmail, nationalPhone, evp), (typed) => {
        expect(classifyPixKey(formatPixKey(typed))).toEqual(classifyPixKey(typed));
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
    expect(maskPixKey('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d')).toBe('********-****-****-****-********9a2d');
  });

  it('gives empty for a refused key', () => {
    expect(maskPixKey('not a key')).toBe('');
    expect(maskPixKey('11987654321')).toBe('');
    expect(maskPixKey('')).toBe('');
  });
});
