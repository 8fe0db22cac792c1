import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  checkRefund,
  creditBucket,
  creditsReached,
  EMPTY_BUCKETS,
  MAX_WALLET_MOVEMENT_CENTS,
  parseRefundValue,
  parseShopValue,
  replayLedger,
  totalCents,
  type LedgerMovement,
  type WalletBuckets,
} from './wallet-ledger';

const credit = (valueCents: number, type: number | null, entryType: 'V' | 'B' = 'V'): LedgerMovement => ({
  operation: 'Credit',
  entryType,
  kind: entryType === 'B' ? 'bonus' : 'voucher',
  valueCents,
  originalPaymentType: type,
});
const purchase = (valueCents: number): LedgerMovement => ({
  operation: 'Debit',
  entryType: 'V',
  kind: 'purchase',
  valueCents,
  originalPaymentType: 8,
});
const refund = (valueCents: number, type: 6 | 11): LedgerMovement => ({
  operation: 'Debit',
  entryType: 'V',
  kind: 'refund',
  valueCents,
  originalPaymentType: type,
});

describe('creditBucket', () => {
  it('puts card and Pix money in their bucket, bonus and other types in other, a cancellation where it names', () => {
    expect(creditBucket(credit(100, 6))).toBe('card');
    expect(creditBucket(credit(100, 11))).toBe('pix');
    expect(creditBucket(credit(100, 11, 'B'))).toBe('other');
    expect(creditBucket(credit(100, 7))).toBe('other');
    expect(creditBucket(credit(100, null))).toBe('other');
    // ADR 0092: a cancellation gives back to the bucket its purchase took from; without one named, to other.
    expect(creditBucket({ entryType: 'V', kind: 'purchase_cancel', originalPaymentType: 6 })).toBe('card');
    expect(creditBucket({ entryType: 'V', kind: 'purchase_cancel', originalPaymentType: null })).toBe('other');
  });
});

describe('applyMovement', () => {
  it('takes a purchase from other first, then card, then Pix', () => {
    const start: WalletBuckets = { cardCents: 1000, pixCents: 1000, otherCents: 300 };
    const result = applyMovement(start, purchase(1500));
    expect(result).toEqual({
      ok: true,
      buckets: { cardCents: 0, pixCents: 800, otherCents: 0 },
      balanceCents: 800,
      taken: { cardCents: 1000, pixCents: 200, otherCents: 300 },
    });
  });

  it('takes a refund from its own bucket only', () => {
    const start: WalletBuckets = { cardCents: 1000, pixCents: 500, otherCents: 5000 };
    expect(applyMovement(start, refund(600, 11))).toEqual({
      ok: false,
      reason: 'insufficient_balance',
      availableCents: 500,
    });
    expect(applyMovement(start, refund(500, 11))).toMatchObject({
      ok: true,
      buckets: { cardCents: 1000, pixCents: 0, otherCents: 5000 },
    });
  });

  it('refuses a purchase above the whole balance and values that are not movement cents', () => {
    expect(applyMovement({ cardCents: 1, pixCents: 1, otherCents: 1 }, purchase(4))).toMatchObject({ ok: false });
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, MAX_WALLET_MOVEMENT_CENTS + 1]) {
      expect(() => applyMovement(EMPTY_BUCKETS, credit(bad, 6))).toThrow(RangeError);
    }
    expect(() => applyMovement(EMPTY_BUCKETS, refund(1, 7 as 6))).toThrow(RangeError);
  });
});

describe('checkRefund (spec §5 refund limits)', () => {
  const buckets: WalletBuckets = { cardCents: 2500, pixCents: 1000, otherCents: 700 };

  it('allows up to the type balance and says what remains', () => {
    expect(checkRefund(buckets, 6, 2500)).toEqual({
      ok: true,
      valueCents: 2500,
      typeBalanceAfterCents: 0,
      balanceAfterCents: 1700,
    });
    expect(checkRefund(buckets, 11, 1)).toMatchObject({ ok: true, typeBalanceAfterCents: 999 });
  });

  it('refuses above the type balance, naming it, even when the total would cover it', () => {
    expect(checkRefund(buckets, 11, 1001)).toEqual({ ok: false, reason: 'above_balance', availableCents: 1000 });
    expect(checkRefund(buckets, 6, 4200)).toEqual({ ok: false, reason: 'above_balance', availableCents: 2500 });
  });
});

describe('parseRefundValue', () => {
  it('reads a decimal comma, whole reais and thousands dots', () => {
    expect(parseRefundValue('12,34')).toBe(1234);
    expect(parseRefundValue('12')).toBe(1200);
    expect(parseRefundValue('0,5')).toBe(50);
    expect(parseRefundValue(' 1.234,56 ')).toBe(123456);
  });

  it('refuses empty, not a number, zero, negative, three decimals and absurd values', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '0',
      '0,00',
      '-1',
      '-1,00',
      '1,234',
      '1e309',
      'NaN',
      'R$ 10',
      '10.5',
      null,
      12,
    ]) {
      expect(parseRefundValue(bad), String(bad)).toBeNull();
    }
    expect(parseRefundValue('1' + '0'.repeat(308))).toBeNull();
    expect(parseRefundValue('1000000,01')).toBeNull();
    expect(parseRefundValue('1000000,00')).toBe(MAX_WALLET_MOVEMENT_CENTS);
  });
});

describe('parseShopValue', () => {
  it('reads reais as a number, or as a text with a dot before at most two decimals', () => {
    expect(parseShopValue(12.34)).toBe(1234);
    expect(parseShopValue(129.9)).toBe(12990);
    expect(parseShopValue(100)).toBe(10000);
    expect(parseShopValue('129.90')).toBe(12990);
    expect(parseShopValue('10.00')).toBe(1000);
    expect(parseShopValue('10.5')).toBe(1050);
    expect(parseShopValue('19')).toBe(1900);
  });

  it('refuses what two readers could read differently: a comma, a thousands dot, a fraction of a cent (issue 24)', () => {
    // '1.005' was stored as R$ 1.005,00 and '2.500' as R$ 2.500,00.
    for (const ambiguous of ['1.005', '2.500', '129,90', '1.234,56', '1,234.56', ' 10.00', '+10', '10.', '.50']) {
      expect(parseShopValue(ambiguous), ambiguous).toBeNull();
    }
  });

  it('refuses zero, negative, three decimals and non-finite values', () => {
    for (const bad of [0, -1, 1.234, Number.NaN, Infinity, '1e3', 'abc', '', '0.00', '-1.00', null, undefined, {}]) {
      expect(parseShopValue(bad), String(bad)).toBeNull();
    }
  });

  it('reads every amount of up to two decimals written either way as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseShopValue(text)).toBe(cents <= MAX_WALLET_MOVEMENT_CENTS ? cents : null);
        expect(parseShopValue(cents / 100)).toBe(cents <= MAX_WALLET_MOVEMENT_CENTS ? cents : null);
      }),
    );
  });
});

describe('creditsReached', () => {
  const credits = [
    { id: 'a', valueCents: 1000 },
    { id: 'b', valueCents: 500 },
    { id: 'c', valueCents: 2000 },
  ];
  const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

  it('names the credits a debit reaches first in, first out', () => {
    expect(ids(creditsReached(credits, 0, 1000))).toEqual(['a']);
    expect(ids(creditsReached(credits, 0, 1001))).toEqual(['a', 'b']);
    expect(ids(creditsReached(credits, 1000, 500))).toEqual(['b']);
    expect(ids(creditsReached(credits, 1200, 2000))).toEqual(['b', 'c']);
    expect(ids(creditsReached(credits, 3500, 1))).toEqual([]);
    expect(ids(creditsReached(credits, 0, 0))).toEqual([]);
  });
});

const movementArb: fc.Arbitrary<LedgerMovement> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(6, 11, 7, 8, null), fc.constantFrom('V', 'B'))
    .map(([value, type, entryType]) => credit(value, type, entryType as 'V' | 'B')),
  fc.integer({ min: 1, max: 100_000 }).map((value) => ({ ...credit(value, 6), kind: 'purchase_cancel' as const })),
  fc.integer({ min: 1, max: 150_000 }).map(purchase),
  fc
    .tuple(fc.integer({ min: 1, max: 150_000 }), fc.constantFrom(6 as const, 11 as const))
    .map(([v, t]) => refund(v, t)),
);

describe('ledger properties', () => {
  it('no sequence of credits, purchases and refunds makes a bucket negative or breaks the running balance', () => {
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 60 }), (movements) => {
        let buckets: WalletBuckets = { ...EMPTY_BUCKETS };
        let credited = 0;
        let debited = 0;
        const applied: LedgerMovement[] = [];
        const running: number[] = [];
        for (const movement of movements) {
          const result = applyMovement(buckets, movement);
          if (!result.ok) {
            // A refusal changes nothing, and only happens when the debit is above what it may take.
            expect(movement.operation).toBe('Debit');
            expect(result.availableCents).toBeLessThan(movement.valueCents);
            continue;
          }
          for (const value of Object.values(result.buckets)) expect(value).toBeGreaterThanOrEqual(0);
          if (movement.operation === 'Credit') credited += movement.valueCents;
          else {
            debited += movement.valueCents;
            expect(totalCents(result.taken)).toBe(movement.valueCents);
          }
          if (movement.kind === 'refund') {
            // A refund never touches 'other' (a bonus is never paid out).
            expect(result.taken.otherCents).toBe(0);
          }
          expect(result.balanceCents).toBe(credited - debited);
          buckets = result.buckets;
          applied.push(movement);
          running.push(result.balanceCents);
        }
        // Replaying what was applied gives the same running balance and buckets.
        expect(replayLedger(applied)).toEqual({ buckets, running });
      }),
    );
  });

  it('refundable money never exceeds the refundable money credited', () => {
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 60 }), (movements) => {
        let buckets: WalletBuckets = { ...EMPTY_BUCKETS };
        const paidIn = { card: 0, pix: 0 };
        const paidOut = { card: 0, pix: 0 };
        for (const movement of movements) {
          const result = applyMovement(buckets, movement);
          if (!result.ok) continue;
          const bucket = creditBucket(movement);
          if (movement.operation === 'Credit' && bucket !== 'other') paidIn[bucket] += movement.valueCents;
          if (movement.kind === 'refund') {
            paidOut[movement.originalPaymentType === 6 ? 'card' : 'pix'] += movement.valueCents;
          }
          buckets = result.buckets;
        }
        expect(paidOut.card).toBeLessThanOrEqual(paidIn.card);
        expect(paidOut.pix).toBeLessThanOrEqual(paidIn.pix);
      }),
    );
  });
});
