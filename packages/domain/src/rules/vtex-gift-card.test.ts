import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cancellationRestores,
  normalizeRedemptionCode,
  parseVtexAmount,
  redemptionCodeFrom,
  REDEMPTION_CODE_ALPHABET,
  VTEX_REDEMPTION_CODE_MIN_LENGTH,
  vtexAmount,
} from './vtex-gift-card';
import { MAX_WALLET_MOVEMENT_CENTS } from './wallet-ledger';

describe('parseVtexAmount', () => {
  it("reads the document's example values exactly", () => {
    // CreateGiftCardTransactionRequest.value 3, cancellation 4.1, settlement 1.8, authorization 5.92, balance 870.0.
    expect(parseVtexAmount(3)).toBe(300);
    expect(parseVtexAmount(4.1)).toBe(410);
    expect(parseVtexAmount(1.8)).toBe(180);
    expect(parseVtexAmount(5.92)).toBe(592);
    expect(parseVtexAmount(870.0)).toBe(87000);
    expect(parseVtexAmount(0.01)).toBe(1);
  });

  it('refuses a fraction of a cent, zero, a negative, a non-number and too much', () => {
    for (const value of [0.001, 1.005, 0, -1, -0.01, '10', null, undefined, Number.NaN, Infinity, {}, true]) {
      expect(parseVtexAmount(value), String(value)).toBeNull();
    }
    expect(parseVtexAmount(MAX_WALLET_MOVEMENT_CENTS / 100 + 0.01)).toBeNull();
  });

  it('round-trips every cent amount through the number VTEX reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_WALLET_MOVEMENT_CENTS }), (cents) => {
        expect(parseVtexAmount(vtexAmount(cents))).toBe(cents);
        expect(JSON.parse(JSON.stringify(vtexAmount(cents))) * 100).toBeCloseTo(cents, 6);
      }),
    );
  });
});

describe('redemption codes', () => {
  it('are four groups of four of the readable alphabet, at least the protocol minimum', () => {
    let i = 0;
    const code = redemptionCodeFrom((max) => i++ % max);
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(code.replace(/-/g, '').length).toBeGreaterThanOrEqual(VTEX_REDEMPTION_CODE_MIN_LENGTH);
    for (const char of code.replace(/-/g, '')) expect(REDEMPTION_CODE_ALPHABET).toContain(char);
  });

  it('normalizes what a shopper types to the stored form', () => {
    expect(normalizeRedemptionCode('abcd efgh-jkmn pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeRedemptionCode('ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('cancellationRestores', () => {
  const taken = { cardCents: 3000, pixCents: 1000, otherCents: 5000 };
  const none = { cardCents: 0, pixCents: 0, otherCents: 0 };

  it('gives back the refundable money first: Pix, card, then other', () => {
    expect(cancellationRestores(taken, none, 1500)).toEqual({ pixCents: 1000, cardCents: 500, otherCents: 0 });
    expect(cancellationRestores(taken, none, 9000)).toEqual(taken);
  });

  it('never gives back more than the transaction took, counting earlier cancellations', () => {
    const before = { pixCents: 1000, cardCents: 500, otherCents: 0 };
    expect(cancellationRestores(taken, before, 7500)).toEqual({ pixCents: 0, cardCents: 2500, otherCents: 5000 });
    expect(cancellationRestores(taken, before, 7501)).toBeNull();
    expect(cancellationRestores(taken, none, 0)).toBeNull();
  });
});
