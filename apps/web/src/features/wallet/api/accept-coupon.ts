import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptCouponResponseSchema, type AcceptCouponResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export interface AcceptCouponInput {
  campaignCode: number;
  /** One key per offer the shopper accepts: a retried or doubled click creates one coupon. */
  idempotencyKey: string;
}

/**
 * POST /returns/wallet/b2c/coupons: takes the brand's campaign coupon (the server checks the spec §9 rule and the CPF
 * again). Silent: the page shows spec §8's 'error processing accept coupons' toast itself.
 */
export async function acceptCoupon({ campaignCode, idempotencyKey }: AcceptCouponInput): Promise<AcceptCouponResponse> {
  const body = await apiRequest<unknown>('/returns/wallet/b2c/coupons', {
    method: 'POST',
    body: { tic_codigo: campaignCode },
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return acceptCouponResponseSchema.parse(body);
}

export function useAcceptCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
