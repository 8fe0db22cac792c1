import { describe, expect, it } from 'vitest';
import { DECLINED_VOUCHER_RESOLUTION, isDeclinedVoucher, resolutionName } from './resolution-name';

const VOUCHER_OFFER = {
  pt: 'Vale-compras com bônus em vez do estorno',
  en: 'Shopping voucher with a bonus instead of the refund',
  es: 'Vale de compra con bono en lugar del reembolso',
};

describe('resolutionName: what the shopper chose, not what the desire offered', () => {
  it('the voucher declined (refund path on a voucher desire) reads as the refund', () => {
    expect(isDeclinedVoucher('C', 'E')).toBe(true);
    expect(resolutionName(VOUCHER_OFFER, 'C', 'E')).toEqual(DECLINED_VOUCHER_RESOLUTION);
    expect(DECLINED_VOUCHER_RESOLUTION.pt).toBe('Estorno do valor pago');
  });

  it('the voucher taken, and every other desire, keep the desire’s name', () => {
    expect(resolutionName(VOUCHER_OFFER, 'C', 'C')).toBe(VOUCHER_OFFER);
    expect(resolutionName('Devolução do valor pago', 'E', 'E')).toBe('Devolução do valor pago');
    expect(resolutionName('Mesmo produto em outro tamanho', 'T', 'T')).toBe('Mesmo produto em outro tamanho');
    expect(resolutionName(null, null, 'E')).toBeNull();
  });
});
