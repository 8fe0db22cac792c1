import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolItemsResponseSchema, type Language, type ProtocolItemRecord } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';
import { useLanguage } from './use-language';

/** GET /returns/protocols/b2c/items/{prt_id}: the products of the protocol (`itemsb2c`). */
export async function getProtocolItems(prtId: number, signal?: AbortSignal): Promise<ProtocolItemRecord[]> {
  const body = await apiRequest<unknown>(`/returns/protocols/b2c/items/${prtId}`, {
    signal,
    quietStatuses: NOT_FOUND_IS_A_PAGE,
  });
  return protocolItemsResponseSchema.parse(body).itemsb2c;
}

export const protocolItemsQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: protocolKeys.items(prtId, language),
    queryFn: ({ signal }) => getProtocolItems(prtId, signal),
  });

export function useProtocolItems(prtId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({ ...protocolItemsQueryOptions(prtId, language), enabled });
}
