import { queryOptions, useQuery } from '@tanstack/react-query';
import { discountCouponsResponseSchema, type DiscountCoupon, type Language } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from './use-language';
import { walletKeys } from './wallet-keys';

/** GET /returns/wallet/b2c/coupons: every discount coupon of the shopper at this brand, newest first. */
export async function getCoupons(signal?: AbortSignal): Promise<DiscountCoupon[]> {
  const body = await apiRequest<unknown>('/returns/wallet/b2c/coupons', { signal });
  return discountCouponsResponseSchema.parse(body).discountCoupons;
}

export const couponsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: walletKeys.coupons(language), queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions(useLanguage()));
}
