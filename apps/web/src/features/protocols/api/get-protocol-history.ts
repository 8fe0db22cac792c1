import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolHistoryResponseSchema, type Language, type ProtocolHistoryEntry } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';
import { useLanguage } from './use-language';

/** GET /returns/protocols/b2c/historic/{prt_id}: the past steps, oldest first, the last being the current status. */
export async function getProtocolHistory(prtId: number, signal?: AbortSignal): Promise<ProtocolHistoryEntry[]> {
  const body = await apiRequest<unknown>(`/returns/protocols/b2c/historic/${prtId}`, {
    signal,
    quietStatuses: NOT_FOUND_IS_A_PAGE,
  });
  return protocolHistoryResponseSchema.parse(body).history;
}

export const protocolHistoryQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: protocolKeys.history(prtId, language),
    queryFn: ({ signal }) => getProtocolHistory(prtId, signal),
  });

export function useProtocolHistory(prtId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({ ...protocolHistoryQueryOptions(prtId, language), enabled });
}
