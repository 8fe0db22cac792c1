import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolTimelineResponseSchema, type Language, type ProtocolTimelineStep } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';
import { useLanguage } from './use-language';

/** GET /returns/protocols/b2c/timeline/{prt_id}: the steps still ahead, in the order they are expected. */
export async function getProtocolTimeline(prtId: number, signal?: AbortSignal): Promise<ProtocolTimelineStep[]> {
  const body = await apiRequest<unknown>(`/returns/protocols/b2c/timeline/${prtId}`, {
    signal,
    quietStatuses: NOT_FOUND_IS_A_PAGE,
  });
  return protocolTimelineResponseSchema.parse(body).timeline;
}

export const protocolTimelineQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: protocolKeys.timeline(prtId, language),
    queryFn: ({ signal }) => getProtocolTimeline(prtId, signal),
  });

export function useProtocolTimeline(prtId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({ ...protocolTimelineQueryOptions(prtId, language), enabled });
}
