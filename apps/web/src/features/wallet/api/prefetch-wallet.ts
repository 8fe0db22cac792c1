import type { PrefetchContext } from '../../../lib/prefetch-context';
import { settingsQueryOptions } from '../../../lib/customer-data/settings';
import { NO_FILTERS } from '../lib/statement-filters';
import { couponsQueryOptions } from './get-coupons';
import { statementQueryOptions } from './get-statement';
import { walletTotalsQueryOptions } from './get-wallet-totals';

/**
 * The wallet's first queries, the very ones its hooks make (same options, so same cache entries): started as soon as
 * the session is known, and run by the server render so the page arrives with its balance and the statement's first
 * page (ADR 0024).
 */
export function prefetch({ queryClient, brandId, language }: PrefetchContext) {
  void queryClient.prefetchQuery(walletTotalsQueryOptions());
  void queryClient.prefetchQuery(couponsQueryOptions(language));
  void queryClient.prefetchQuery(settingsQueryOptions(brandId, language));
  void queryClient.prefetchInfiniteQuery(statementQueryOptions(NO_FILTERS, language));
}
