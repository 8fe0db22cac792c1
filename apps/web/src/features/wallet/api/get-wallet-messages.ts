import { useQuery } from '@tanstack/react-query';
import type { GeneralSettings } from '@portal/domain';
import { settingsQueryOptions } from '../../../lib/customer-data/settings';
import { useLanguage } from './use-language';

/** The settings texts the wallet shows: go shopping, refund, coupon offer and coupon instructions. */
export type WalletMessages = Pick<
  GeneralSettings,
  'SCO_MSG_COMPRAS' | 'SCO_MSG_ESTORNO' | 'SCO_MSG_CUPOM' | 'SCO_MSG_CUPOM_INST'
>;

/** The brand's settings, read for the wallet's messages: the same cache entry as Home's, so one request serves both. */
export function useWalletMessages(brandId: number) {
  return useQuery({
    ...settingsQueryOptions(brandId, useLanguage()),
    select: (settings): WalletMessages => settings,
  });
}
