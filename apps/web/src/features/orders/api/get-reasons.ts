import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Reason } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';
import { useLanguage } from './use-language';

/**
 * POST /returns/protocols/subjects/b2c: the reasons (ASS_*) a customer may choose. Spec §6: active ones only, asked
 * with ass_mot_ope N; the server enforces both whatever is sent.
 */
export async function getReasons(signal?: AbortSignal): Promise<Reason[]> {
  const body = await apiRequest<unknown>('/returns/protocols/subjects/b2c', {
    method: 'POST',
    body: { ass_ativo: 'S', ass_mot_ope: 'N' },
    signal,
  });
  return readList<Reason>(body, 'productBalance', 'POST /returns/protocols/subjects/b2c');
}

export const reasonsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ordersKeys.reasons(language),
    queryFn: ({ signal }) => getReasons(signal),
    staleTime: 5 * 60_000,
  });

export function useReasons() {
  return useQuery(reasonsQueryOptions(useLanguage()));
}
