import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The issue 15 settings: metrics listener and upload storage driver. */
describe('loadConfig: metrics and storage', () => {
  it('leaves metrics off and stores files locally by default', () => {
    const config = loadConfig({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.S3_PREFIX).toBe('uploads/');
  });

  it('reads METRICS_PORT (0 picks a free port) and refuses a bad one', () => {
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(ConfigError);
  });

  it('needs a bucket for the S3 driver, both keys or neither, and a prefix of folder names', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ S3_PREFIX: '../x/' })).toThrow(ConfigError);
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'portal-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'portal/files/',
    });
    expect(s3).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'portal-uploads',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'portal/files/',
    });
  });
});

describe('loadConfig: every bad variable in one list, before anything starts (issue 24)', () => {
  it('names the bad key lists with the other problems, ERP_API_KEYS included', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', ERP_API_KEYS: '1=short', METRICS_PORT: '70000', STORAGE_DRIVER: 's3' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const variable of ['ERP_API_KEYS', 'METRICS_PORT', 'S3_BUCKET', 'COOKIE_SECRET', 'CODE_HASH_SECRET'])
      expect(problems).toContain(`${variable}:`);
  });
});

describe('loadConfig: key lists name one caller each (issue 44)', () => {
  const key = (n: number) => `a-key-of-at-least-thirty-two-characters-${String(n).padStart(4, '0')}`;
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('refuses one key for two brands, a brand listed twice, and one secret in two lists', () => {
    expect(problemsOf({ ERP_API_KEYS: `1=${key(1)},2=${key(1)}` })).toEqual([
      'ERP_API_KEYS: one key is given to two brands',
    ]);
    expect(problemsOf({ GIFTCARD_API_KEYS: `1=${key(1)},1=${key(2)}` })).toEqual([
      'GIFTCARD_API_KEYS: brand 1 is listed twice',
    ]);
    expect(problemsOf({ ERP_API_KEYS: `1=${key(1)}`, INTEGRATION_API_KEYS: `2=${key(3)},4=${key(1)}` })).toEqual([
      'INTEGRATION_API_KEYS: a key is also in ERP_API_KEYS (each list needs its own keys)',
    ]);
  });

  it('accepts distinct keys, and the development keys of each list', () => {
    expect(
      problemsOf({
        GIFTCARD_API_KEYS: `1=${key(1)},2=${key(2)}`,
        ERP_API_KEYS: `1=${key(3)},2=${key(4)}`,
        INTEGRATION_API_KEYS: `1=${key(5)}`,
      }),
    ).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });
});

describe("loadConfig: every module's settings in the one list (issue 44)", () => {
  it('names bad WEBHOOK_*, PRIVACY_*, JOBS_*, BRAND_PUBLIC_URLS and a VTEX company of another brand', () => {
    let error: unknown;
    try {
      loadConfig({
        WEBHOOK_TIMEOUT_MS: 'soon',
        EVENT_RETENTION_INTERVAL_SECONDS: '-5',
        PRIVACY_RETENTION_DRY_RUN: 'maybe',
        JOBS_POLL_INTERVAL_SECONDS: '1e9',
        PROTOCOL_EXPIRY_DAYS: '0',
        BRAND_PUBLIC_URLS: 'marca=https://x.example',
        VTEX_1_ACCOUNT: 'passoforte',
        VTEX_1_APP_KEY: 'vtexappkey-passoforte-ABCDEF',
        VTEX_1_APP_TOKEN: 'TOKEN-0123456789abcdefghijklmnop',
        VTEX_1_COMPANY_CODE: '9',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const variable of [
      'WEBHOOK_TIMEOUT_MS',
      'EVENT_RETENTION_INTERVAL_SECONDS',
      'PRIVACY_RETENTION_DRY_RUN',
      'JOBS_POLL_INTERVAL_SECONDS',
      'PROTOCOL_EXPIRY_DAYS',
      'BRAND_PUBLIC_URLS',
    ])
      expect(problems.some((problem) => problem.startsWith(`${variable}: `))).toBe(true);
    expect(problems).toContain('VTEX_1_COMPANY_CODE: 9 is not a company of brand 1 (its companies: 1)');
  });
});
