import { describe, expect, it } from 'vitest';
import { erasureCheck } from './erasure';
import { deviceClassOf } from './device-class';
import { maskTail } from './masks';
import { contactChangeRequestSchema, bankCorrectionSchema } from './correction';

describe('erasureCheck', () => {
  it('allows erasure with nothing open and no balance', () => {
    expect(erasureCheck({ openProtocolIds: [], walletBalances: [{ brandId: 1, balanceCents: 0 }] })).toEqual({
      kind: 'allowed',
    });
  });

  it('names every open protocol and every brand with a balance', () => {
    expect(
      erasureCheck({
        openProtocolIds: [7, 9],
        walletBalances: [
          { brandId: 1, balanceCents: 0 },
          { brandId: 2, balanceCents: 1500 },
        ],
      }),
    ).toEqual({
      kind: 'blocked',
      blockers: [
        { kind: 'open_protocols', protocolIds: [7, 9] },
        { kind: 'wallet_balance', balances: [{ brandId: 2, balanceCents: 1500 }] },
      ],
    });
  });
});

describe('erasureCheck and money owed (ADR 0071)', () => {
  it('blocks while a refund is still being paid, and while a balance is owed by the shopper', () => {
    expect(
      erasureCheck({
        openProtocolIds: [],
        walletBalances: [{ brandId: 1, balanceCents: -300 }],
        pendingRefunds: [{ id: 4, valueCents: 15_990 }],
      }),
    ).toEqual({
      kind: 'blocked',
      blockers: [
        { kind: 'wallet_balance', balances: [{ brandId: 1, balanceCents: -300 }] },
        { kind: 'pending_refunds', refunds: [{ id: 4, valueCents: 15_990 }] },
      ],
    });
  });
});

describe('deviceClassOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 'desktop'],
    ['curl/8.0', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (agent, expected) => {
    expect(deviceClassOf(agent)).toBe(expected);
  });
});

describe('corrections use the buyer step validation', () => {
  it('refuses an invalid phone and accepts a valid one', () => {
    expect(contactChangeRequestSchema.safeParse({ telefone: '123' }).success).toBe(false);
    expect(contactChangeRequestSchema.safeParse({ telefone: '(11) 98765-4321' }).success).toBe(true);
    expect(contactChangeRequestSchema.safeParse({ email: 'NEW@Example.com' }).data).toEqual({
      email: 'new@example.com',
    });
  });

  it('refuses an invalid agency', () => {
    expect(
      bankCorrectionSchema.safeParse({ ban_codigo: '001', cli_agencia: 'x', cli_conta: '12345-6', cli_chavepix: '' })
        .success,
    ).toBe(false);
  });
});

describe('maskTail', () => {
  it('keeps only the last characters', () => {
    expect(maskTail('12345-6')).toBe('•••••-6');
    expect(maskTail('12')).toBe('•••12');
    expect(maskTail(null)).toBe('');
  });
});
