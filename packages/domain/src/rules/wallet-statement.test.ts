import { describe, expect, it } from 'vitest';
import { voucherBonusDescription, walletDateRange } from './wallet-statement';

describe('walletDateRange', () => {
  it('covers both São Paulo days whole', () => {
    expect(walletDateRange('2026-03-01', '2026-03-31')).toEqual({
      ok: true,
      from: new Date('2026-03-01T03:00:00.000Z'),
      until: new Date('2026-04-01T03:00:00.000Z'),
    });
    expect(walletDateRange('2026-12-31', '2026-12-31')).toEqual({
      ok: true,
      from: new Date('2026-12-31T03:00:00.000Z'),
      until: new Date('2027-01-01T03:00:00.000Z'),
    });
  });

  it('leaves an absent or empty end open', () => {
    expect(walletDateRange()).toEqual({ ok: true, from: null, until: null });
    expect(walletDateRange('', ' ')).toEqual({ ok: true, from: null, until: null });
    expect(walletDateRange(undefined, '2026-02-28')).toEqual({
      ok: true,
      from: null,
      until: new Date('2026-03-01T03:00:00.000Z'),
    });
  });

  it('refuses malformed and impossible days, naming the field, and an inverted range', () => {
    expect(walletDateRange('01/03/2026')).toEqual({ ok: false, reason: 'malformed_date', field: 'dt_inicial' });
    expect(walletDateRange('2026-3-1')).toMatchObject({ ok: false, field: 'dt_inicial' });
    expect(walletDateRange('2026-01-01', '2026-02-30')).toEqual({
      ok: false,
      reason: 'malformed_date',
      field: 'dt_final',
    });
    expect(walletDateRange('2026-01-01T00:00', null)).toMatchObject({ ok: false, reason: 'malformed_date' });
    expect(walletDateRange('2026-03-02', '2026-03-01')).toEqual({ ok: false, reason: 'inverted_range' });
  });
});

describe('voucherBonusDescription', () => {
  it('words every bonus line alike, from a protocol or an order, in each language', () => {
    expect(voucherBonusDescription({ protocolId: 100007 })).toEqual({
      pt: 'Bônus sobre o vale-compras do protocolo 100007',
      en: 'Bonus on the shopping voucher from protocol 100007',
      es: 'Bono sobre el vale de compra del protocolo 100007',
    });
    expect(voucherBonusDescription({ orderCode: '4820388' })).toEqual({
      pt: 'Bônus sobre o vale-compras do pedido 4820388',
      en: 'Bonus on the shopping voucher from order 4820388',
      es: 'Bono sobre el vale de compra del pedido 4820388',
    });
  });
});
