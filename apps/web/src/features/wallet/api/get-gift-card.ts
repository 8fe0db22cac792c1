import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletGiftCardResponseSchema, type WalletGiftCardResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /returns/wallet/b2c/giftcard: the code the shopper types at the brand's VTEX checkout (issue 49). */
export async function getGiftCard(signal?: AbortSignal): Promise<WalletGiftCardResponse['giftCard']> {
  const body = await apiRequest<unknown>('/returns/wallet/b2c/giftcard', { signal });
  return walletGiftCardResponseSchema.parse(body).giftCard;
}

export const giftCardQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.giftCard(), queryFn: ({ signal }) => getGiftCard(signal) });

export function useGiftCard() {
  return useQuery(giftCardQueryOptions());
}
