import { describe, expect, it } from 'vitest';
import type { WalletTotals } from '@portal/domain';
import {
  centsFromTyped,
  clampToBalance,
  isRefundValueValid,
  maskedValue,
  refundOptions,
  visibleAdjustedNotice,
} from './refund';

const totals = (card: number, pix: number): WalletTotals => ({
  VALOR_VALE_COMPRAS_CREDITADO: card + pix,
  VALOR_VALE_COMPRAS_DEBITADO: 0,
  SALDO_TOTAL: card + pix,
  SALDO_POR_TIPO_PGTO: [
    { TIP_PGTO_ORIG: 6, SALDO: card },
    { TIP_PGTO_ORIG: 11, SALDO: pix },
  ],
});

describe('wallet refund helpers', () => {
  it('offers card and Pix only where each holds a balance, the wire cents as they are (ADR 0053)', () => {
    expect(refundOptions(undefined)).toEqual([]);
    expect(refundOptions(totals(1050, 0))).toEqual([{ type: 6, balanceCents: 1050 }]);
    expect(refundOptions(totals(1050, 201))).toEqual([
      { type: 6, balanceCents: 1050 },
      { type: 11, balanceCents: 201 },
    ]);
    expect(refundOptions(totals(0, 0))).toEqual([]);
  });

  it('fills the value from the cents up as digits are typed, ignoring anything else', () => {
    expect(centsFromTyped('')).toBeNull();
    expect(centsFromTyped('abc')).toBeNull();
    expect(centsFromTyped('0')).toBeNull();
    expect(centsFromTyped('1')).toBe(1);
    expect(centsFromTyped('1234')).toBe(1234);
    expect(centsFromTyped('1.234,567')).toBe(1234567);
    expect(centsFromTyped('-12,34')).toBe(1234);
    expect(centsFromTyped('9'.repeat(30))).toBe(99_999_999_999);
  });

  it('shows the masked value without the currency sign', () => {
    expect(maskedValue(null)).toBe('');
    expect(maskedValue(5)).toBe('0,05');
    expect(maskedValue(123456)).toBe('1.234,56');
  });

  it('resets a value above the balance to the balance and says so (spec §5)', () => {
    expect(clampToBalance(5001, 5000)).toEqual({ cents: 5000, clamped: true });
    expect(clampToBalance(5000, 5000)).toEqual({ cents: 5000, clamped: false });
    expect(clampToBalance(null, 5000)).toEqual({ cents: null, clamped: false });
  });

  it('accepts only more than zero and at most the balance', () => {
    expect(isRefundValueValid(null, 100)).toBe(false);
    expect(isRefundValueValid(0, 100)).toBe(false);
    expect(isRefundValueValid(1, 100)).toBe(true);
    expect(isRefundValueValid(100, 100)).toBe(true);
    expect(isRefundValueValid(101, 100)).toBe(false);
  });
});

describe('visibleAdjustedNotice', () => {
  const notice = { serial: 1, type: 11 as const, cents: 3999 };

  it('shows the notice while the method and value are those it was adjusted for', () => {
    expect(visibleAdjustedNotice(notice, 11, 3999)).toBe(notice);
  });

  it('hides it once the method or the value differ, so it never names a value the field does not hold', () => {
    expect(visibleAdjustedNotice(notice, 6, 3999)).toBeNull();
    expect(visibleAdjustedNotice(notice, 11, 3998)).toBeNull();
    expect(visibleAdjustedNotice(notice, 11, null)).toBeNull();
    expect(visibleAdjustedNotice(null, 11, 3999)).toBeNull();
  });
});
