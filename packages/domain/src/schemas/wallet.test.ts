import { describe, expect, it } from 'vitest';
import {
  couponsCampaignResponseSchema,
  refundResponseSchema,
  walletStatementResponseSchema,
  walletTotalsResponseSchema,
} from './wallet';

const movement = {
  MOV_ID: 1,
  MOV_DATA: '05/03/2026 15:20:00',
  VCO_IDVTEX: 'GC-1',
  TCM_CODIGO: null,
  PRT_ID: null,
  DESC_OPER: 'Crédito',
  PED_CODIGO: null,
  TIP_PGTO_ORIG: 11,
  TRANS_OPER: 'Credit',
  MOV_TIPO_LAN: 'V',
  VALUE: 49.9,
  SALDO_TOTAL: 49.9,
  CON_ID: 1,
  MAR_ID: 1,
};

describe('wallet wire schemas', () => {
  it('read the statement and refuse other date forms or operations', () => {
    expect(walletStatementResponseSchema.parse({ wallet: [movement], nextCursor: null }).wallet).toHaveLength(1);
    expect(
      walletStatementResponseSchema.safeParse({ wallet: [{ ...movement, MOV_DATA: '2026-03-05' }], nextCursor: null })
        .success,
    ).toBe(false);
    expect(
      walletStatementResponseSchema.safeParse({ wallet: [{ ...movement, TRANS_OPER: 'Refund' }], nextCursor: null })
        .success,
    ).toBe(false);
  });

  it('need both refundable types in the totals, in order', () => {
    const totals = {
      VALOR_VALE_COMPRAS_CREDITADO: 10,
      VALOR_VALE_COMPRAS_DEBITADO: 0,
      SALDO_TOTAL: 10,
      SALDO_POR_TIPO_PGTO: [
        { TIP_PGTO_ORIG: 6, SALDO: 0 },
        { TIP_PGTO_ORIG: 11, SALDO: 10 },
      ],
    };
    expect(walletTotalsResponseSchema.safeParse({ totalTransactions: totals }).success).toBe(true);
    const missing = { ...totals, SALDO_POR_TIPO_PGTO: [{ TIP_PGTO_ORIG: 11, SALDO: 10 }] };
    expect(walletTotalsResponseSchema.safeParse({ totalTransactions: missing }).success).toBe(false);
  });

  it('tell a refund preview from a committed refund', () => {
    const preview = refundResponseSchema.parse({
      refund: { VALOR: 1, TIP_PGTO: 6, SALDO_TIPO_APOS: 0, SALDO_TOTAL_APOS: 5, commit: false },
    });
    expect(preview.refund.commit).toBe(false);
    const applied = refundResponseSchema.parse({
      message: 'ok',
      refund: { REF_ID: 3, VALOR: 1, TIP_PGTO: 11, SALDO_TIPO_APOS: 0, SALDO_TOTAL_APOS: 5, commit: true },
    });
    expect(applied.refund.commit).toBe(true);
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
