import { describe, expect, it } from 'vitest';
import { isCompletePhone, MESSAGE, verifyCodeSchema } from './form-schemas';

const messages = (values: Parameters<typeof verifyCodeSchema.safeParse>[0]) => {
  const result = verifyCodeSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('isCompletePhone', () => {
  it.each([
    ['+55 (11) 98765-4321', true],
    // A Brazilian number typed without the country code (spec §9: sent with DDI 55).
    ['(21) 99876-5432', true],
    ['21998765432', true],
    ['(21) 3234-5678', true],
    ['(21) 9987-654', false],
    ['+55 (11) 3234-5678', true],
    ['5511987654321', true],
    // A '+' says a country code comes first: 10-11 digits after it are a number typed half-way.
    ['+55 (11) 98765-43', false],
    ['+55 (11) 9876-5', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isCompletePhone(value)).toBe(expected);
  });
});

describe('verifyCodeSchema', () => {
  it('asks to choose e-mail or phone first, then names the invalid one, and wants the code', () => {
    expect(messages({ channel: '', email: '', phone: '', code: '' })).toEqual([
      `channel:${MESSAGE.chooseEmailOrPhone}`,
      `code:${MESSAGE.codeRequired}`,
    ]);
    expect(messages({ channel: 'email', email: 'ana@', phone: '', code: '12345678' })).toEqual([
      `email:${MESSAGE.invalidEmail}`,
      `code:${MESSAGE.invalidCode}`,
    ]);
    expect(messages({ channel: 'phone', email: '', phone: '+55 (11) 9', code: '12a' })).toEqual([
      `phone:${MESSAGE.invalidPhone}`,
      `code:${MESSAGE.invalidCode}`,
    ]);
    expect(messages({ channel: 'phone', email: 'ignored', phone: '+55 (11) 98765-4321', code: '1234567' })).toEqual([]);
  });
});
