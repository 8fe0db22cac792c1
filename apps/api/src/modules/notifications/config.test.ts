import { describe, expect, it } from 'vitest';
import { brandPublicUrl, linkConfig } from './config';

describe("the brand's public URL in the shopper's messages", () => {
  it('is the configured one, without a trailing slash', () => {
    const config = linkConfig({ BRAND_PUBLIC_URLS: '1=https://trocas.marca1.com.br/, 2=https://m2.example:8443' });
    expect(brandPublicUrl(1, 'localhost', config)).toBe('https://trocas.marca1.com.br');
    expect(brandPublicUrl(2, 'brand2.localhost', config)).toBe('https://m2.example:8443');
  });

  it('outside production, defaults to where this server serves the brand: http, its host and PORT', () => {
    expect(brandPublicUrl(2, 'brand2.localhost', linkConfig({ PORT: '4105' }))).toBe('http://brand2.localhost:4105');
    expect(brandPublicUrl(1, 'localhost', linkConfig({}))).toBe('http://localhost:3000');
  });

  it('in production, defaults to https on the brand host (behind its TLS proxy)', () => {
    expect(brandPublicUrl(4, 'brand4.example', linkConfig({ NODE_ENV: 'production', PORT: '3000' }))).toBe(
      'https://brand4.example',
    );
  });

  it('stops the start-up on a malformed entry, naming it', () => {
    expect(() => linkConfig({ BRAND_PUBLIC_URLS: '1=ftp://x.example' })).toThrow(/1=ftp:\/\/x.example/);
    expect(() => linkConfig({ BRAND_PUBLIC_URLS: 'marca=https://x.example' })).toThrow(/BRAND_PUBLIC_URLS/);
  });
});
