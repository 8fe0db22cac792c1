import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validEmail, validPhoneDigits } from '../validation/test-arbitraries';
import { fastAccessCodeRequest, fastAccessLoginRequest } from './auth';
import { issuesOf } from './test-helpers';

describe('fastAccessCodeRequest', () => {
  it('accepts a brand and an e-mail, normalising the e-mail', () => {
    expect(fastAccessCodeRequest.parse({ brand: 1, email: ' Ana@Example.COM ' })).toEqual({
      brand: 1,
      email: 'ana@example.com',
    });
  });

  it('accepts a brand and a phone, sent as bare digits', () => {
    expect(fastAccessCodeRequest.parse({ brand: 2, fone: '+55 (11) 98765-4321' })).toEqual({
      brand: 2,
      fone: '5511987654321',
    });
  });

  it('needs exactly one of e-mail and phone', () => {
    expect(issuesOf(fastAccessCodeRequest.safeParse({ brand: 1 }))).toEqual([['email', 'chooseEmailOrPhone']]);
    expect(issuesOf(fastAccessCodeRequest.safeParse({ brand: 1, email: 'a@b.com', fone: '11987654321' }))).toEqual([
      ['email', 'chooseEmailOrPhone'],
    ]);
  });

  it('rejects a bad e-mail, a bad phone and a brand that is not a number', () => {
    expect(issuesOf(fastAccessCodeRequest.safeParse({ brand: 1, email: 'ana@' }))).toEqual([['email', 'invalidEmail']]);
    expect(issuesOf(fastAccessCodeRequest.safeParse({ brand: 1, fone: '123' }))).toEqual([['fone', 'invalidPhone']]);
    expect(issuesOf(fastAccessCodeRequest.safeParse({ brand: '1', email: 'a@b.com' }))).toEqual([
      ['brand', 'required'],
    ]);
  });

  it('accepts every valid e-mail and phone', () => {
    fc.assert(fc.property(validEmail, (email) => fastAccessCodeRequest.safeParse({ brand: 4, email }).success));
    fc.assert(fc.property(validPhoneDigits, (fone) => fastAccessCodeRequest.safeParse({ brand: 4, fone }).success));
  });
});

describe('fastAccessLoginRequest', () => {
  it('accepts a code of up to 7 digits', () => {
    expect(fastAccessLoginRequest.parse({ brand: 1, email: 'a@b.com', tokenCode: '0123456' })).toEqual({
      brand: 1,
      email: 'a@b.com',
      tokenCode: '0123456',
    });
    expect(fastAccessLoginRequest.safeParse({ brand: 1, fone: '11987654321', tokenCode: '1' }).success).toBe(true);
  });

  it('rejects an empty, longer or non-numeric code', () => {
    for (const tokenCode of ['', '12345678', '12a456', 123456]) {
      expect(issuesOf(fastAccessLoginRequest.safeParse({ brand: 1, email: 'a@b.com', tokenCode }))).toEqual([
        ['tokenCode', 'invalidCode'],
      ]);
    }
  });

  it('needs exactly one of e-mail and phone', () => {
    expect(issuesOf(fastAccessLoginRequest.safeParse({ brand: 1, tokenCode: '123456' }))).toEqual([
      ['email', 'chooseEmailOrPhone'],
    ]);
  });
});
