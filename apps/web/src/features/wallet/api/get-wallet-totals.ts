import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletTotalsResponseSchema, type WalletTotals } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /returns/wallet/b2c/total: credited, debited, the balance and the balance per refundable payment type. */
export async function getWalletTotals(signal?: AbortSignal): Promise<WalletTotals> {
  const body = await apiRequest<unknown>('/returns/wallet/b2c/total', { signal });
  return walletTotalsResponseSchema.parse(body).totalTransactions;
}

export const walletTotalsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.totals(), queryFn: ({ signal }) => getWalletTotals(signal) });

export function useWalletTotals() {
  return useQuery(walletTotalsQueryOptions());
}
