import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_REASON_TERMS } from '@portal/domain';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { saveBrandTerms } from './brand-terms-api';
import { previewDeadline, removeSetting, saveSetting } from './settings-api';
import { REASON } from '../test/fixtures';

/**
 * The console reads the settings answers through the API's own schemas (@portal/domain/backoffice): an answer that is
 * not what the contract says is refused where it arrives, instead of reaching a form as undefined fields.
 */
let server: TestServer;
let answer: unknown;
beforeAll(async () => {
  server = await startTestServer((_request, response) => json(response, 200, answer));
});
afterAll(async () => server?.close());

describe('settings answers are parsed with the shared schemas', () => {
  it('takes an answer of the right shape', async () => {
    answer = { outcome: 'deactivated' };
    await expect(removeSetting('reason', 16)).resolves.toEqual({ outcome: 'deactivated' });
    answer = { lines: 10, becomeIneligible: 2, becomeEligible: 0, unchanged: 8 };
    await expect(previewDeadline({ brandId: 1, reasonId: 16, slaRestricted: true, slaDays: 7 })).resolves.toEqual(answer);
    answer = REASON;
    await expect(saveSetting('reason', 16, REASON)).resolves.toEqual(REASON);
    answer = {
      reasonId: 16,
      terms: NO_REASON_TERMS,
      effective: { active: true, operatorOnly: false, slaRestricted: true, slaDays: 30, requiresImages: false },
    };
    await expect(saveBrandTerms(1, 'reason', 16, NO_REASON_TERMS)).resolves.toEqual(answer);
  });

  it('refuses one that is not', async () => {
    answer = { outcome: 'gone' };
    await expect(removeSetting('reason', 16)).rejects.toThrow();
    answer = { lines: '10' };
    await expect(previewDeadline({ brandId: 1, reasonId: 16, slaRestricted: true, slaDays: 7 })).rejects.toThrow();
    answer = { ...REASON, name: 'Tamanho' };
    await expect(saveSetting('reason', 16, REASON)).rejects.toThrow();
    answer = { reasonId: 16, terms: NO_REASON_TERMS };
    await expect(saveBrandTerms(1, 'reason', 16, NO_REASON_TERMS)).rejects.toThrow();
  });
});
