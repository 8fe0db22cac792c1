import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Desire } from '@portal/domain';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { sendApiRequest } from '../../../lib/api-transport';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';

/** A desire's id and its Portuguese name. */
export type DesireRuleName = readonly [id: number, portugueseName: string];

/**
 * The desires' Portuguese names, by MOT_ID. The voucher-offer rule reads the Portuguese name ('estorno', spec §4), but
 * GET /returns/protocols/reasons/b2c answers in the request language, so in en/es the names the card shows cannot tell.
 * This asks the same call in Portuguese. It goes around apiRequest because that always sends the interface language;
 * it is silent: without it the card falls back to the shown names. It still goes through the API transport, so a
 * first page rendered on the server in en or es carries it (ADR 0024) instead of asking for it after hydration.
 *
 * The cache holds plain pairs, not a Map: a first page's queries travel to the browser as JSON, where a Map arrives
 * as `{}` (issue 23, item 1: en/es Home lost every resolution chosen). The Map is built by the hook's `select`.
 */
export async function getDesireRuleNames(signal?: AbortSignal): Promise<DesireRuleName[]> {
  const response = await sendApiRequest(`${API_BASE}/returns/protocols/reasons/b2c`, {
    headers: { Accept: 'application/json', 'Accept-Language': 'pt' },
    credentials: 'include',
    signal,
  });
  if (!response.ok)
    throw new ApiError(response.status, 'ERROR', `GET /returns/protocols/reasons/b2c: ${response.status}`);
  const desires = readList<Pick<Desire, 'MOT_ID' | 'MOT_NOME'>>(
    await response.json(),
    'reasons',
    'GET /returns/protocols/reasons/b2c',
  );
  return desires.map((desire) => [desire.MOT_ID, desire.MOT_NOME] as const);
}

export const desireRuleNamesQueryOptions = () =>
  queryOptions({
    queryKey: ordersKeys.desireRuleNames(),
    queryFn: ({ signal }) => getDesireRuleNames(signal),
    staleTime: 5 * 60_000,
  });

function toMap(names: readonly DesireRuleName[]): ReadonlyMap<number, string> {
  return new Map(names);
}

/** Only needed when the interface is not in Portuguese (then the shown names are the rule's own). */
export function useDesireRuleNames(enabled: boolean) {
  return useQuery({ ...desireRuleNamesQueryOptions(), enabled, select: toMap });
}
