import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/domain';
import { desireRuleNamesQueryOptions } from './get-desire-rule-names';
import { desiresQueryOptions } from './get-desires';
import { ordersQueryOptions } from './get-orders';
import { reasonsQueryOptions } from './get-reasons';
import { settingsQueryOptions } from './get-settings';
import { subReasonsQueryOptions } from './get-sub-reasons';

/**
 * Home's first queries, the very ones its hooks make (same options, so same cache entries), started by the router as
 * soon as the session is known instead of after the page's chunk has arrived.
 */
export function prefetch({
  queryClient,
  brandId,
  language,
}: {
  queryClient: QueryClient;
  brandId: number;
  language: Language;
}) {
  void queryClient.prefetchQuery(ordersQueryOptions(language));
  void queryClient.prefetchQuery(reasonsQueryOptions(language));
  void queryClient.prefetchQuery(subReasonsQueryOptions(language));
  void queryClient.prefetchQuery(desiresQueryOptions(language));
  void queryClient.prefetchQuery(settingsQueryOptions(brandId, language));
  if (language !== 'pt') void queryClient.prefetchQuery(desireRuleNamesQueryOptions());
}
