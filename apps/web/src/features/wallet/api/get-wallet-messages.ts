import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralSettings, Language } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { readList } from '../../../lib/read-list';
import { useLanguage } from './use-language';
import { walletKeys } from './wallet-keys';

/** The settings texts the wallet shows: go shopping, refund, coupon offer and coupon instructions. */
export type WalletMessages = Pick<
  GeneralSettings,
  'SCO_MSG_COMPRAS' | 'SCO_MSG_ESTORNO' | 'SCO_MSG_CUPOM' | 'SCO_MSG_CUPOM_INST'
>;

/** GET /returns/settings/b2c?mar_id, read for the wallet's messages (in the request language). */
export async function getWalletMessages(brandId: number, signal?: AbortSignal): Promise<WalletMessages | null> {
  const body = await apiRequest<unknown>('/returns/settings/b2c', { query: { mar_id: brandId }, signal });
  return readList<GeneralSettings>(body, 'settings', 'GET /returns/settings/b2c')[0] ?? null;
}

export const walletMessagesQueryOptions = (brandId: number, language: Language) =>
  queryOptions({
    queryKey: walletKeys.messages(brandId, language),
    queryFn: ({ signal }) => getWalletMessages(brandId, signal),
    staleTime: 5 * 60_000,
  });

export function useWalletMessages(brandId: number) {
  return useQuery(walletMessagesQueryOptions(brandId, useLanguage()));
}
