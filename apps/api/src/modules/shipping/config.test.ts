/** The Correios variables (issue 48): a bad or partial set stops the start-up with every other bad variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { shippingSettings } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

describe('CORREIOS_* variables', () => {
  it('reads a brand’s contract with the PAC reverso default, and nothing set means no contract', () => {
    const settings = shippingSettings({
      NODE_ENV: 'test',
      CORREIOS_1_USER: 'marca1',
      CORREIOS_1_ACCESS_CODE: 'abcdefgh12',
      CORREIOS_1_POSTING_CARD: '0076543210',
    });
    expect(settings.contracts).toEqual([
      { brandId: 1, user: 'marca1', accessCode: 'abcdefgh12', postingCard: '0076543210', serviceCode: '03301' },
    ]);
    expect(settings).toMatchObject({ baseUrl: 'https://api.correios.com.br', trackingIntervalSeconds: 1800 });
    expect(shippingSettings({ NODE_ENV: 'test' }).contracts).toEqual([]);
    // The development carrier: on in development only, never in production.
    expect(shippingSettings({ NODE_ENV: 'development' }).developmentCarrier).toBe(true);
    expect(shippingSettings({ NODE_ENV: 'test' }).developmentCarrier).toBe(false);
  });

  it('a partial or bad set is reported beside the other problems, in one list', () => {
    const problems = problemsOf({
      PORT: 'x',
      CORREIOS_2_USER: 'marca2',
      CORREIOS_3_USER: 'marca3',
      CORREIOS_3_ACCESS_CODE: 'abcdefgh12',
      CORREIOS_3_POSTING_CARD: '12ab',
      CORREIOS_3_SERVICE_CODE: '3301',
      CORREIOS_4_PASSWORD: 'x',
      CORREIOS_TRACKING_INTERVAL_SECONDS: '4',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT/),
        'CORREIOS_2_ACCESS_CODE, CORREIOS_2_POSTING_CARD: required when other CORREIOS_2_* variables are set',
        expect.stringMatching(/^CORREIOS_3_POSTING_CARD: /),
        expect.stringMatching(/^CORREIOS_3_SERVICE_CODE: /),
        expect.stringMatching(/^CORREIOS_4_PASSWORD: not a Correios setting/),
        expect.stringMatching(/^CORREIOS_TRACKING_INTERVAL_SECONDS: /),
      ]),
    );
  });

  it('production refuses http and the development carrier', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      CORREIOS_BASE_URL: 'http://correios.example',
      CORREIOS_DEVELOPMENT_CARRIER: 'true',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CORREIOS_BASE_URL: must be https/),
        expect.stringMatching(/^CORREIOS_DEVELOPMENT_CARRIER: not allowed/),
      ]),
    );
  });
});
