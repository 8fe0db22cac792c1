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
