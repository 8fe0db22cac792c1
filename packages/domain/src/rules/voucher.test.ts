import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_ACTIVE_STATUS } from '../constants';
import { validCpf } from '../validation/test-arbitraries';
import {
  isVoucherAcceptable,
  shouldOfferCoupon,
  voucherBonusCents,
  voucherValueCents,
  walletEntryWithoutCoupon,
  type CouponOfferInput,
} from './voucher';

describe('voucherValueCents', () => {
  it('adds the percent to the gross value', () => {
    expect(voucherValueCents(10000, 10)).toBe(11000);
    expect(voucherValueCents(19990, 15)).toBe(22989); // 19990 x 1.15 = 22988.5, half up
    expect(voucherValueCents(10000, 0)).toBe(10000);
    expect(voucherValueCents(0, 25)).toBe(0);
  });

  it('rounds half up to whole cents', () => {
    expect(voucherValueCents(1005, 10)).toBe(1106); // 1105.5
    expect(voucherValueCents(1004, 10)).toBe(1104); // 1104.4
    expect(voucherValueCents(333, 12.5)).toBe(375); // 374.625
  });

  it('rejects what is not money or a percent', () => {
    expect(() => voucherValueCents(10.5, 10)).toThrow(RangeError);
    expect(() => voucherValueCents(-100, 10)).toThrow(RangeError);
    expect(() => voucherValueCents(100, -1)).toThrow(RangeError);
    expect(() => voucherValueCents(100, Number.NaN)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value and never below the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (gross, percent) => {
        const value = voucherValueCents(gross, percent);
        expect(Number.isSafeInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(gross);
        // Exact in integers: |value*100 - gross*(100+percent)| <= 50.
        expect(Math.abs(value * 100 - gross * (100 + percent))).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('voucherBonusCents', () => {
  it('is the voucher minus the gross value', () => {
    expect(voucherBonusCents(10000, 10)).toBe(1000);
    expect(voucherBonusCents(1005, 10)).toBe(101);
    expect(voucherBonusCents(5000, 0)).toBe(0);
  });

  it('adds up with the gross to the voucher value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (g, p) => g + voucherBonusCents(g, p) === voucherValueCents(g, p),
      ),
    );
  });
});

describe('isVoucherAcceptable', () => {
  it('requires a valid CPF', () => {
    expect(isVoucherAcceptable({ CON_CPF: '529.982.247-25' })).toBe(true);
    expect(isVoucherAcceptable({ CON_CPF: '52998224725' })).toBe(true);
    expect(isVoucherAcceptable({ CON_CPF: '52998224724' })).toBe(false);
    expect(isVoucherAcceptable({ CON_CPF: '11111111111' })).toBe(false);
    expect(isVoucherAcceptable({ CON_CPF: '' })).toBe(false);
    expect(isVoucherAcceptable({ CON_CPF: null })).toBe(false);
    expect(isVoucherAcceptable({})).toBe(false);
    expect(isVoucherAcceptable(null)).toBe(false);
  });

  it('accepts every valid CPF', () => {
    fc.assert(fc.property(validCpf, (cpf) => isVoucherAcceptable({ CON_CPF: cpf })));
  });
});

describe('walletEntryWithoutCoupon', () => {
  it('finds the first movement without a coupon code', () => {
    const movements = [
      { TCM_CODIGO: 'ABC', PRT_ID: 1 },
      { TCM_CODIGO: ' ', PRT_ID: 2 },
      { TCM_CODIGO: null, PRT_ID: 3 },
    ];
    expect(walletEntryWithoutCoupon(movements)?.PRT_ID).toBe(2);
    expect(walletEntryWithoutCoupon([{ TCM_CODIGO: 'X' }])).toBeUndefined();
  });
});

describe('shouldOfferCoupon', () => {
  const now = new Date('2026-11-20T15:00:00Z'); // 20/11 12:00 in São Paulo
  const coupon = (created: string, status = COUPON_ACTIVE_STATUS) => ({ TCM_DTCRIACAO: created, TCC_STATUS: status });
  const base = (overrides: Partial<CouponOfferInput> = {}): CouponOfferInput => ({
    settings: { SCO_QTD_CUPOM: 2, SCO_VAL_CUPOM: 30 },
    balanceCents: 5000,
    movements: [{ TCM_CODIGO: null }],
    coupons: [],
    campaign: { TIC_DESCONTO: 10 },
    now,
    ...overrides,
  });

  it('offers when fewer than N coupons exist', () => {
    expect(shouldOfferCoupon(base())).toBe(true);
    expect(shouldOfferCoupon(base({ coupons: [coupon('2026-11-19')] }))).toBe(true);
  });

  it('needs a balance that is not negative', () => {
    expect(shouldOfferCoupon(base({ balanceCents: 0 }))).toBe(true);
    expect(shouldOfferCoupon(base({ balanceCents: -1 }))).toBe(false);
  });

  it('needs a wallet entry without a coupon', () => {
    expect(shouldOfferCoupon(base({ movements: [] }))).toBe(false);
    expect(shouldOfferCoupon(base({ movements: [{ TCM_CODIGO: 'CUPOM10' }] }))).toBe(false);
  });

  it('needs a campaign with a discount', () => {
    expect(shouldOfferCoupon(base({ campaign: null }))).toBe(false);
    expect(shouldOfferCoupon(base({ campaign: { TIC_DESCONTO: 0 } }))).toBe(false);
  });

  it('offers nothing when the quantity setting is zero', () => {
    expect(shouldOfferCoupon(base({ settings: { SCO_QTD_CUPOM: 0, SCO_VAL_CUPOM: 30 } }))).toBe(false);
  });

  describe('with N coupons already', () => {
    // 30 São Paulo days before 20/11 is 21/10.
    it('offers when the oldest of the last N is old enough and one of them is not active', () => {
      const coupons = [coupon('2026-11-01', 'Utilizado'), coupon('2026-10-21')];
      expect(shouldOfferCoupon(base({ coupons }))).toBe(true);
    });

    it('does not offer when the oldest is one day short', () => {
      const coupons = [coupon('2026-11-01', 'Utilizado'), coupon('2026-10-22')];
      expect(shouldOfferCoupon(base({ coupons }))).toBe(false);
    });

    it('counts São Paulo days: 21/10 23:30 in São Paulo is 22/10 in UTC but still 30 days old', () => {
      const coupons = [coupon('2026-10-22T02:30:00Z'), coupon('2026-11-01', 'Expirado')];
      expect(shouldOfferCoupon(base({ coupons }))).toBe(true);
    });

    it('does not offer when all of them are active', () => {
      const coupons = [coupon('2026-01-01'), coupon('2026-02-01')];
      expect(shouldOfferCoupon(base({ coupons }))).toBe(false);
    });

    it('looks only at the last N coupons', () => {
      // The inactive one is the third most recent, so it does not count; the oldest of the last two is recent.
      const coupons = [coupon('2025-01-01', 'Utilizado'), coupon('2026-11-10'), coupon('2026-11-15')];
      expect(shouldOfferCoupon(base({ coupons }))).toBe(false);
      // Here the last two are old and one of them is inactive, whatever order they come in.
      const older = [coupon('2026-09-01'), coupon('2025-01-01'), coupon('2026-09-15', 'Utilizado')];
      expect(shouldOfferCoupon(base({ coupons: older }))).toBe(true);
    });

    it('reads dd/mm/yyyy creation dates, and an unreadable date never makes room', () => {
      expect(shouldOfferCoupon(base({ coupons: [coupon('21/10/2026', 'X'), coupon('01/11/2026')] }))).toBe(true);
      expect(shouldOfferCoupon(base({ coupons: [coupon('soon', 'X'), coupon('2020-01-01')] }))).toBe(false);
    });
  });
});
