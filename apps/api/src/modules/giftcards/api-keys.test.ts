import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_GIFTCARD_API_KEYS, giftcardApiKeys, loadConfig } from '../../config';

const PRODUCTION = {
  NODE_ENV: 'production',
  COOKIE_SECRET: 'c'.repeat(32),
  CODE_HASH_SECRET: 'h'.repeat(32),
};

describe('GIFTCARD_API_KEYS', () => {
  it('reads brandId=key pairs', () => {
    const keys = giftcardApiKeys(loadConfig({ GIFTCARD_API_KEYS: ` 1=${'a'.repeat(32)}, 4=${'b'.repeat(40)} ` }));
    expect([...keys]).toEqual([
      [1, 'a'.repeat(32)],
      [4, 'b'.repeat(40)],
    ]);
  });

  it('uses the development keys of brands 1, 2 and 4 outside production when unset', () => {
    const keys = giftcardApiKeys(loadConfig({ NODE_ENV: 'test' }));
    expect([...keys.keys()]).toEqual([1, 2, 4]);
    expect(keys.get(2)).toBe(`${DEVELOPMENT_GIFTCARD_API_KEYS}2`);
  });

  it('has no key in production when unset (the call refuses everything), and refuses the development keys', () => {
    expect(giftcardApiKeys(loadConfig(PRODUCTION)).size).toBe(0);
    expect(() => loadConfig({ ...PRODUCTION, GIFTCARD_API_KEYS: `1=${DEVELOPMENT_GIFTCARD_API_KEYS}1` })).toThrow(
      /GIFTCARD_API_KEYS: the development keys are not allowed/,
    );
  });

  it('refuses short keys and malformed lists', () => {
    for (const bad of ['1=short', 'abc', `x=${'a'.repeat(32)}`, `1=${'a'.repeat(32)},`]) {
      expect(() => loadConfig({ GIFTCARD_API_KEYS: bad }), bad).toThrow(ConfigError);
    }
  });
});
