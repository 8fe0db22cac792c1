/**
 * The wallet's coupon offer (spec §9, issue 12): which campaign a brand offers, and why a coupon is or is not offered
 * to this shopper now. The rule itself is shouldOfferCoupon (voucher.ts); this adds the campaign and the CPF.
 */
import { BRAND_COMPANY_CODES } from '../constants';
import { isValidCpf } from '../validation/cpf';
import { shouldOfferCoupon, type CouponOfferInput } from './voucher';

/** The company code whose campaign a brand offers: its first (brand 1 → 1, 2 → 9, 4 → 157); null when unknown. */
export function campaignCompanyCode(brandId: number): number | null {
  return BRAND_COMPANY_CODES[brandId]?.[0] ?? null;
}

/**
 * 'no_campaign' without a campaign discount, 'rule' when the spec §9 rule fails, 'cpf_required' when it holds but the
 * consumer has no valid CPF (the coupon is tied to it), else 'ok'.
 */
export function couponOfferReason(
  input: CouponOfferInput & { cpf: string | null | undefined },
): 'ok' | 'no_campaign' | 'rule' | 'cpf_required' {
  if (!input.campaign || !(input.campaign.TIC_DESCONTO > 0)) return 'no_campaign';
  if (!shouldOfferCoupon(input)) return 'rule';
  if (!isValidCpf(input.cpf)) return 'cpf_required';
  return 'ok';
}
