import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Desire, Language } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';
import { useLanguage } from './use-language';

/** GET /returns/protocols/reasons/b2c: the desires (MOT_*), answered under the contract's key `reasons`. */
export async function getDesires(signal?: AbortSignal): Promise<Desire[]> {
  const body = await apiRequest<unknown>('/returns/protocols/reasons/b2c', { signal });
  return readList<Desire>(body, 'reasons', 'GET /returns/protocols/reasons/b2c');
}

export const desiresQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ordersKeys.desires(language),
    queryFn: ({ signal }) => getDesires(signal),
    staleTime: 5 * 60_000,
  });

export function useDesires() {
  return useQuery(desiresQueryOptions(useLanguage()));
}
