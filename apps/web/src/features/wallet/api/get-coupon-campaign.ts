import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponsCampaignResponseSchema, type CouponsCampaignResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/**
 * GET /returns/wallet/b2c/coupons-campaign: the brand's campaign coupon and whether the spec §9 coupon rule holds for
 * this shopper now (the server decides; the page only shows the offer when it says so).
 */
export async function getCouponCampaign(signal?: AbortSignal): Promise<CouponsCampaignResponse> {
  const body = await apiRequest<unknown>('/returns/wallet/b2c/coupons-campaign', { signal });
  return couponsCampaignResponseSchema.parse(body);
}

export const couponCampaignQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.campaign(), queryFn: ({ signal }) => getCouponCampaign(signal) });

export function useCouponCampaign() {
  return useQuery(couponCampaignQueryOptions());
}
