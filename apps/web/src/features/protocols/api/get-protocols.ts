import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolListResponseSchema, type Language, type ProtocolSummary } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';
import { useLanguage } from './use-language';

/**
 * POST /returns/protocols/b2c: the signed-in customer's protocols at this brand, newest first (the server scopes and
 * sorts them; identity comes from the session, so the body names nothing but the optional protocol).
 */
export async function getProtocols(signal?: AbortSignal, prtId?: number): Promise<ProtocolSummary[]> {
  const body = await apiRequest<unknown>('/returns/protocols/b2c', {
    method: 'POST',
    body: prtId === undefined ? {} : { prt_id: prtId },
    signal,
    // Narrowed to one protocol, the server answers 404 for one that is not hers: the detail page's own state.
    quietStatuses: prtId === undefined ? [] : NOT_FOUND_IS_A_PAGE,
  });
  return protocolListResponseSchema.parse(body).calls;
}

export const protocolsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: protocolKeys.list(language), queryFn: ({ signal }) => getProtocols(signal) });

/** The list, loaded only when the session can own protocols (an e-mail or a phone, spec §6). */
export function useProtocols(enabled: boolean) {
  const language = useLanguage();
  return useQuery({ ...protocolsQueryOptions(language), enabled });
}
