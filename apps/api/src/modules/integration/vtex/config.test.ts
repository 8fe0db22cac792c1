import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { vtexConfigProblems, vtexSettings } from './config';

const brand2 = {
  VTEX_2_ACCOUNT: 'trilhanorte',
  VTEX_2_APP_KEY: 'vtexappkey-trilhanorte-ABCDEF',
  VTEX_2_APP_TOKEN: 'TOKEN-0123456789abcdefghijklmnop',
  VTEX_2_COMPANY_CODE: '9',
};

describe('VTEX settings', () => {
  it('is off when nothing is set', () => {
    expect(vtexSettings({}).connections).toEqual([]);
  });

  it("reads a brand's store, with VTEX's URL unless one is given", () => {
    const settings = vtexSettings({ ...brand2, VTEX_POLL_INTERVAL_SECONDS: '30' });
    expect(settings.connections).toEqual([
      {
        brandId: 2,
        account: 'trilhanorte',
        appKey: brand2.VTEX_2_APP_KEY,
        appToken: brand2.VTEX_2_APP_TOKEN,
        baseUrl: 'https://trilhanorte.vtexcommercestable.com.br',
        companyCode: 9,
        branchCode: 1,
      },
    ]);
    expect(settings.pollIntervalSeconds).toBe(30);
    const local = vtexSettings({ ...brand2, VTEX_2_BASE_URL: 'http://127.0.0.1:4999/' });
    expect(local.connections[0]!.baseUrl).toBe('http://127.0.0.1:4999');
  });

  it('reports every problem at once: missing token and company, a typo, a bad global', () => {
    const problems = vtexConfigProblems({
      VTEX_2_ACCOUNT: 'trilhanorte',
      VTEX_2_APP_KEY: brand2.VTEX_2_APP_KEY,
      VTEX_4_APPKEY: 'x',
      VTEX_MAXLOT: '50',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^VTEX_4_APPKEY: not a VTEX connector setting/),
      expect.stringMatching(/^VTEX_MAXLOT: /),
      expect.stringMatching(/^VTEX_2_APP_TOKEN: /),
      expect.stringMatching(/^VTEX_2_COMPANY_CODE: /),
    ]);
  });

  it('wants the account when other variables of the brand are set, and https in production', () => {
    expect(vtexConfigProblems({ VTEX_3_APP_KEY: 'vtexappkey-x-ABCDEFGH' })).toEqual([
      'VTEX_3_ACCOUNT: required when other VTEX_3_* variables are set',
    ]);
    expect(
      vtexConfigProblems({ ...brand2, NODE_ENV: 'production', VTEX_2_BASE_URL: 'http://vtex.example.com' }),
    ).toEqual([expect.stringMatching(/^VTEX_2_BASE_URL: must be https/)]);
  });

  it('stops the start-up through loadConfig, beside the other variables', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', PORT: 'x', VTEX_1_ACCOUNT: 'correbrasil' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PORT/), expect.stringMatching(/^VTEX_1_APP_KEY/)]),
    );
  });
});
