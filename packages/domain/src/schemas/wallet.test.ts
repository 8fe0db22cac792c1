import { describe, expect, it } from 'vitest';
import {
  couponsCampaignResponseSchema,
  discountCouponsResponseSchema,
  refundResponseSchema,
  shopTransactionResponseSchema,
  walletStatementResponseSchema,
  walletTotalsResponseSchema,
} from './wallet';

const movement = {
  MOV_ID: 1,
  MOV_DATA: '2026-03-05T18:20:00.000Z',
  VCO_IDVTEX: 'GC-1',
  TCM_CODIGO: null,
  PRT_ID: null,
  DESC_OPER: 'Crédito',
  PED_CODIGO: null,
  TIP_PGTO_ORIG: 11,
  TRANS_OPER: 'Credit',
  MOV_TIPO_LAN: 'V',
  VALUE: 4990,
  SALDO_TOTAL: 4990,
  CON_ID: 1,
  MAR_ID: 1,
};

describe('wallet wire schemas', () => {
  it('read the statement and refuse other date forms or operations', () => {
    expect(walletStatementResponseSchema.parse({ wallet: [movement], nextCursor: null }).wallet).toHaveLength(1);
    // ADR 0053: an instant in UTC with 'Z', nothing else (the old São Paulo text, a day, an offset).
    for (const MOV_DATA of ['05/03/2026 15:20:00', '2026-03-05', '2026-03-05T15:20:00-03:00', '2026-03-05T15:20:00']) {
      expect(
        walletStatementResponseSchema.safeParse({ wallet: [{ ...movement, MOV_DATA }], nextCursor: null }).success,
        MOV_DATA,
      ).toBe(false);
    }
    expect(
      walletStatementResponseSchema.safeParse({ wallet: [{ ...movement, TRANS_OPER: 'Refund' }], nextCursor: null })
        .success,
    ).toBe(false);
  });

  it('refuse an amount in reais: every amount is integer cents (ADR 0053)', () => {
    for (const field of ['VALUE', 'SALDO_TOTAL'] as const) {
      expect(
        walletStatementResponseSchema.safeParse({ wallet: [{ ...movement, [field]: 49.9 }], nextCursor: null }).success,
        field,
      ).toBe(false);
    }
    const transaction = { MOV_ID: 1, VCO_IDVTEX: 'GC-1', TRANS_OPER: 'Debit', VALUE: 1990, SALDO_TOTAL: 3000 };
    expect(shopTransactionResponseSchema.safeParse({ transaction }).success).toBe(true);
    expect(shopTransactionResponseSchema.safeParse({ transaction: { ...transaction, VALUE: 19.9 } }).success).toBe(
      false,
    );
  });

  it('need both refundable types in the totals, in order, in cents', () => {
    const totals = {
      VALOR_VALE_COMPRAS_CREDITADO: 1000,
      VALOR_VALE_COMPRAS_DEBITADO: 0,
      SALDO_TOTAL: 1000,
      SALDO_POR_TIPO_PGTO: [
        { TIP_PGTO_ORIG: 6, SALDO: 0 },
        { TIP_PGTO_ORIG: 11, SALDO: 1000 },
      ],
    };
    expect(walletTotalsResponseSchema.safeParse({ totalTransactions: totals }).success).toBe(true);
    const missing = { ...totals, SALDO_POR_TIPO_PGTO: [{ TIP_PGTO_ORIG: 11, SALDO: 1000 }] };
    expect(walletTotalsResponseSchema.safeParse({ totalTransactions: missing }).success).toBe(false);
    const reais = { ...totals, SALDO_TOTAL: 10.5 };
    expect(walletTotalsResponseSchema.safeParse({ totalTransactions: reais }).success).toBe(false);
  });

  it('read coupon dates as an ISO instant and an ISO day', () => {
    const coupon = {
      TCM_CODIGO: 'CORRE10-X9D4T',
      TIC_CAMPANHA: 'Campanha',
      TIC_DESCONTO: 10,
      TCM_DTCRIACAO: '2026-11-20T18:20:00.000Z',
      TCM_DTVALIDADE: '2026-12-20',
      TCC_STATUS: 'Ativo',
      PED_DTSIS: null,
      PED_NUMCLI: null,
    };
    expect(discountCouponsResponseSchema.safeParse({ discountCoupons: [coupon] }).success).toBe(true);
    for (const change of [
      { TCM_DTVALIDADE: '20/12/2026' },
      { TCM_DTVALIDADE: '2026-02-30' },
      { TCM_DTCRIACAO: '20/11/2026' },
      { PED_DTSIS: '01/09/2026' },
    ]) {
      expect(
        discountCouponsResponseSchema.safeParse({ discountCoupons: [{ ...coupon, ...change }] }).success,
        JSON.stringify(change),
      ).toBe(false);
    }
  });

  it('tell a refund preview from a committed refund', () => {
    const preview = refundResponseSchema.parse({
      refund: { VALOR: 100, TIP_PGTO: 6, SALDO_TIPO_APOS: 0, SALDO_TOTAL_APOS: 500, commit: false },
    });
    expect(preview.refund.commit).toBe(false);
    const applied = refundResponseSchema.parse({
      message: 'ok',
      refund: { REF_ID: 3, VALOR: 100, TIP_PGTO: 11, SALDO_TIPO_APOS: 0, SALDO_TOTAL_APOS: 500, commit: true },
    });
    expect(applied.refund.commit).toBe(true);
    expect(
      refundResponseSchema.safeParse({
        refund: { VALOR: 1.5, TIP_PGTO: 6, SALDO_TIPO_APOS: 0, SALDO_TOTAL_APOS: 5, commit: false },
      }).success,
    ).toBe(false);
    expect(
      refundResponseSchema.safeParse({
        refund: { VALOR: 1, TIP_PGTO: 8, SALDO_TIPO_APOS: 0, SALDO_TOTAL_APOS: 5, commit: false },
      }).success,
    ).toBe(false);
  });

  it('read the campaign and the offer reason', () => {
    const body = {
      couponsCampaign: [{ TIC_CODIGO: 101, TIC_DESCONTO: 10 }],
      couponOffer: { available: true, reason: 'ok' },
    };
    expect(couponsCampaignResponseSchema.parse(body)).toEqual(body);
    expect(
      couponsCampaignResponseSchema.safeParse({ ...body, couponOffer: { available: false, reason: 'other' } }).success,
    ).toBe(false);
  });
});
