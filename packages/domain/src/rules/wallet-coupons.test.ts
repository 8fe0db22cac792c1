import { describe, expect, it } from 'vitest';
import { campaignCompanyCode, couponOfferReason } from './wallet-coupons';

const NOW = new Date('2026-06-15T15:00:00Z');
const base = {
  settings: { SCO_QTD_CUPOM: 2, SCO_VAL_CUPOM: 30 },
  balanceCents: 1000,
  movements: [{ TCM_CODIGO: null }],
  coupons: [],
  campaign: { TIC_DESCONTO: 10 },
  now: NOW,
  cpf: '52998224725',
};

describe('campaignCompanyCode', () => {
  it("is the brand's first company code", () => {
    expect([1, 2, 4, 3].map(campaignCompanyCode)).toEqual([1, 9, 157, null]);
  });
});

describe('couponOfferReason', () => {
  it('is ok when the rule holds and the CPF is valid', () => {
    expect(couponOfferReason(base)).toBe('ok');
  });

  it('names the first thing missing: campaign, then the rule, then the CPF', () => {
    expect(couponOfferReason({ ...base, campaign: null, cpf: null })).toBe('no_campaign');
    expect(couponOfferReason({ ...base, campaign: { TIC_DESCONTO: 0 } })).toBe('no_campaign');
    expect(couponOfferReason({ ...base, movements: [{ TCM_CODIGO: 'X' }], cpf: null })).toBe('rule');
    expect(couponOfferReason({ ...base, balanceCents: -1 })).toBe('rule');
    expect(couponOfferReason({ ...base, cpf: '11111111111' })).toBe('cpf_required');
    expect(couponOfferReason({ ...base, cpf: null })).toBe('cpf_required');
  });

  it('follows the last-N coupons rule', () => {
    const recent = [
      { TCM_DTCRIACAO: '2026-06-10', TCC_STATUS: 'Ativo' },
      { TCM_DTCRIACAO: '2026-06-01', TCC_STATUS: 'Expirado' },
    ];
    expect(couponOfferReason({ ...base, coupons: recent })).toBe('rule');
    const old = [
      { TCM_DTCRIACAO: '2026-06-10', TCC_STATUS: 'Ativo' },
      { TCM_DTCRIACAO: '2026-04-01', TCC_STATUS: 'Expirado' },
    ];
    expect(couponOfferReason({ ...base, coupons: old })).toBe('ok');
  });
});
