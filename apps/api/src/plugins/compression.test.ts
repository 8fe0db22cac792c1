import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
