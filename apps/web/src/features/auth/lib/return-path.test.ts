import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the app with its search and hash', () => {
    expect(safeReturnPath('/protocol/100007')).toBe('/protocol/100007');
    expect(safeReturnPath('/protocolos?status=aberto#x')).toBe('/protocolos?status=aberto#x');
  });

  it.each([
    'https://evil.example/protocol/1',
    '//evil.example/protocol/1',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'protocol/1',
    '',
    '/login',
    '/login?next=/home',
    '/logout',
    '/backoffice/protocols/1',
    '/api/authentication/valid',
  ])('refuses %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('loginPathFor / returnPathFrom', () => {
  it('round-trips a deep link through the login address', () => {
    const login = loginPathFor('/protocol/100007?tab=files');
    expect(login).toBe('/login?next=%2Fprotocol%2F100007%3Ftab%3Dfiles');
    expect(returnPathFrom(new URL(login, 'http://x').search)).toBe('/protocol/100007?tab=files');
  });

  it('sends to plain /login for the root or anything unsafe, and returns to the root by default', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBe('/');
  });
});
