import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SubReason } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';
import { useLanguage } from './use-language';

/** GET /returns/protocols/subreasons: every sub-reason (SMOT_*); the card filters them by the chosen reason. */
export async function getSubReasons(signal?: AbortSignal): Promise<SubReason[]> {
  const body = await apiRequest<unknown>('/returns/protocols/subreasons', { signal });
  return readList<SubReason>(body, 'subReasons', 'GET /returns/protocols/subreasons');
}

export const subReasonsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ordersKeys.subReasons(language),
    queryFn: ({ signal }) => getSubReasons(signal),
    staleTime: 5 * 60_000,
  });

export function useSubReasons() {
  return useQuery(subReasonsQueryOptions(useLanguage()));
}
