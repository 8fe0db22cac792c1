import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ProtocolSummary } from '@portal/domain';
import { protocolKeys } from '../../../lib/protocol-keys';
import { getProtocols } from './get-protocols';
import { useLanguage } from './use-language';

/**
 * One protocol: POST /returns/protocols/b2c narrowed by `prt_id`. Null when the answer holds none, which is what an
 * id of someone else's looks like when the server does not answer 404 (both show the same not-found state).
 */
export async function getProtocol(prtId: number, signal?: AbortSignal): Promise<ProtocolSummary | null> {
  const calls = await getProtocols(signal, prtId);
  return calls.find((call) => call.PRT_ID === prtId) ?? null;
}

export const protocolQueryOptions = (prtId: number, language: Language) =>
  queryOptions({ queryKey: protocolKeys.detail(prtId, language), queryFn: ({ signal }) => getProtocol(prtId, signal) });

export function useProtocol(prtId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({ ...protocolQueryOptions(prtId, language), enabled });
}
