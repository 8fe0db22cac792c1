import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDecimalComma, refundAppliedResponseSchema, type RefundAppliedResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import type { RefundPaymentType } from '@portal/domain';
import { walletKeys } from './wallet-keys';

export interface RefundInput {
  paymentType: RefundPaymentType;
  valueCents: number;
  /** A Pix refund's key, as classifyPixKey sends it. */
  pixKey?: string;
  /** One key per refund the shopper confirms: a retry after a lost answer applies it once. */
  idempotencyKey: string;
}

/** POST /returns/giftcards/refund with commit: the debit movement and the refund request, in one go. */
export async function requestRefund({
  paymentType,
  valueCents,
  pixKey,
  idempotencyKey,
}: RefundInput): Promise<RefundAppliedResponse> {
  const body = await apiRequest<unknown>('/returns/giftcards/refund', {
    method: 'POST',
    body: {
      vlr_estorno: formatDecimalComma(valueCents),
      tipo_pag: paymentType,
      ...(pixKey ? { cli_chavepix: pixKey } : {}),
      commit: true,
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return refundAppliedResponseSchema.parse(body);
}

/** After a refund (or a refusal: the balance may have moved) the balance, statement and coupons load again. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
