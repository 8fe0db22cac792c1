import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hub } from './giftcard-provider/test-support';
import { DEVELOPMENT_PROVIDER_APP_KEY, DEVELOPMENT_PROVIDER_APP_TOKEN, giftcardProviderKeys } from './provider-config';

const PAIR = {
  VTEX_2_PROVIDER_APP_KEY: 'brand2-provider-key',
  VTEX_2_PROVIDER_APP_TOKEN: 'brand2-provider-token-0123456789',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  COOKIE_SECRET: 'c'.repeat(40),
  CODE_HASH_SECRET: 'h'.repeat(40),
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('VTEX_<BRAND>_PROVIDER_APP_KEY / _APP_TOKEN', () => {
  it('outside production, brands 1, 2 and 4 have the development pair unless their own is set', () => {
    const keys = loadConfig({ NODE_ENV: 'test', ...PAIR }).VTEX_PROVIDER_KEYS;
    expect(keys.get(1)).toEqual({
      appKey: `${DEVELOPMENT_PROVIDER_APP_KEY}1`,
      appToken: `${DEVELOPMENT_PROVIDER_APP_TOKEN}1`,
    });
    expect(keys.get(2)).toEqual({ appKey: PAIR.VTEX_2_PROVIDER_APP_KEY, appToken: PAIR.VTEX_2_PROVIDER_APP_TOKEN });
  });

  it('in production, only the pairs set: none by default (every call answers 401)', () => {
    expect(giftcardProviderKeys({ NODE_ENV: 'production' }).size).toBe(0);
    expect([...giftcardProviderKeys({ NODE_ENV: 'production', ...PAIR }).keys()]).toEqual([2]);
  });

  it('stops the start-up on half a pair, a short value, a development key in production, or one key for two brands', () => {
    expect(problems({ NODE_ENV: 'test', VTEX_2_PROVIDER_APP_KEY: PAIR.VTEX_2_PROVIDER_APP_KEY })).toEqual([
      'VTEX_2_PROVIDER_APP_KEY, VTEX_2_PROVIDER_APP_TOKEN: set both or neither',
    ]);
    expect(problems({ NODE_ENV: 'test', ...PAIR, VTEX_2_PROVIDER_APP_TOKEN: 'short' })).toEqual([
      'VTEX_2_PROVIDER_APP_TOKEN: must be 16+ printable characters',
    ]);
    expect(
      problems({
        ...PRODUCTION,
        VTEX_1_PROVIDER_APP_KEY: `${DEVELOPMENT_PROVIDER_APP_KEY}1`,
        VTEX_1_PROVIDER_APP_TOKEN: `${DEVELOPMENT_PROVIDER_APP_TOKEN}1`,
      }),
    ).toContain('VTEX_1_PROVIDER_APP_KEY/_APP_TOKEN: the development keys are not allowed when NODE_ENV=production');
    expect(
      problems({
        NODE_ENV: 'test',
        ...PAIR,
        VTEX_4_PROVIDER_APP_KEY: PAIR.VTEX_2_PROVIDER_APP_KEY,
        VTEX_4_PROVIDER_APP_TOKEN: 'another-token-0123456789',
      }),
    ).toEqual(["VTEX_4_PROVIDER_APP_KEY: the same key as brand 2's"]);
  });

  it('needs no VTEX_<BRAND>_ACCOUNT: the provider is not the order-feed connector', () => {
    expect(problems({ NODE_ENV: 'test', ...PAIR })).toEqual([]);
  });
});

describe('a configured pair on the running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PAIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("brand 2's own pair works on its host; the development pair it replaced does not", async () => {
    const call = hub(t);
    const body = {
      client: { id: 'x', email: 'nobody@example.com', document: '' },
      cart: {
        grandTotal: 1,
        relationName: null,
        redemptionCode: null,
        discounts: 0,
        shipping: 0,
        taxes: 0,
        items: [],
        itemsTotal: 1,
      },
    };
    const host = 'brand2.localhost';
    const own = await call('POST', '/giftcards/_search', {
      host,
      body,
      appKey: PAIR.VTEX_2_PROVIDER_APP_KEY,
      appToken: PAIR.VTEX_2_PROVIDER_APP_TOKEN,
    });
    expect(own.statusCode).toBe(200);
    expect((await call('POST', '/giftcards/_search', { host, body, keysOf: 2 })).statusCode).toBe(401);
  });
});
