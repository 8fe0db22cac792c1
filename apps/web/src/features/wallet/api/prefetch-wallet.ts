import type { PrefetchContext } from '../../../app/route-preload';
import { settingsQueryOptions } from '../../../lib/customer-data/settings';
import { couponsQueryOptions } from './get-coupons';
import { walletTotalsQueryOptions } from './get-wallet-totals';

/**
 * The wallet's first queries, the very ones its hooks make (same options, so same cache entries): started as soon as
 * the session is known, and run by the server render so the page arrives with its balance (ADR 0024).
 */
export function prefetch({ queryClient, brandId, language }: PrefetchContext) {
  void queryClient.prefetchQuery(walletTotalsQueryOptions());
  void queryClient.prefetchQuery(couponsQueryOptions(language));
  void queryClient.prefetchQuery(settingsQueryOptions(brandId, language));
}
