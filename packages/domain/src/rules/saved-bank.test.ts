import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBankOverwrite, isSavedBankLocked, SAVED_BANK_FIELDS } from './saved-bank';

const SAVED = { ban_codigo: '001', cli_agencia: '1234-5', cli_conta: '12345-6', cli_chavepix: '52998224725' };

describe('isSavedBankLocked', () => {
  it('locks complete and valid saved data only (spec §4: locked when all are present)', () => {
    expect(isSavedBankLocked(SAVED)).toBe(true);
    for (const field of SAVED_BANK_FIELDS) expect(isSavedBankLocked({ ...SAVED, [field]: '' }), field).toBe(false);
    expect(isSavedBankLocked({ ...SAVED, cli_agencia: '12' })).toBe(false);
    expect(isSavedBankLocked({ ...SAVED, cli_chavepix: 'not a key' })).toBe(false);
    expect(isSavedBankLocked(null)).toBe(false);
  });
});

describe('checkBankOverwrite', () => {
  it('allows anything when nothing complete is saved', () => {
    expect(checkBankOverwrite(null, SAVED)).toEqual({ kind: 'allowed' });
    expect(checkBankOverwrite({ ...SAVED, cli_conta: null }, { ...SAVED, cli_conta: '999-9' })).toEqual({
      kind: 'allowed',
    });
  });

  it('allows the same data again, masks and the bank code zeros aside', () => {
    expect(
      checkBankOverwrite(SAVED, {
        ban_codigo: '1',
        cli_agencia: '12345',
        cli_conta: '123456',
        cli_chavepix: '529.982.247-25',
      }),
    ).toEqual({ kind: 'allowed' });
  });

  it('refuses other data over complete saved data, naming the fields that differ', () => {
    expect(checkBankOverwrite(SAVED, { ...SAVED, ban_codigo: '341', cli_conta: '99999-9' })).toEqual({
      kind: 'locked',
      fields: ['ban_codigo', 'cli_conta'],
    });
  });

  it('refuses any change to any single field of locked data', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SAVED_BANK_FIELDS), fc.stringMatching(/^\d{4,5}$/), (field, other) => {
        const sent = { ...SAVED, [field]: field === 'cli_chavepix' ? `x${other}@example.com` : `9${other}` };
        expect(checkBankOverwrite(SAVED, sent)).toEqual({ kind: 'locked', fields: [field] });
      }),
    );
  });
});
