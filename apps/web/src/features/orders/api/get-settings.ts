import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralSettings, Language } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';
import { useLanguage } from './use-language';

/** GET /returns/settings/b2c?mar_id: the brand's general settings; spec §7 reads the first entry. */
export async function getSettings(brandId: number, signal?: AbortSignal): Promise<GeneralSettings> {
  const body = await apiRequest<unknown>('/returns/settings/b2c', { query: { mar_id: brandId }, signal });
  const [settings] = readList<GeneralSettings>(body, 'settings', 'GET /returns/settings/b2c');
  if (!settings) throw new TypeError('GET /returns/settings/b2c: no settings for this brand');
  return settings;
}

export const settingsQueryOptions = (brandId: number, language: Language) =>
  queryOptions({
    queryKey: ordersKeys.settings(brandId, language),
    queryFn: ({ signal }) => getSettings(brandId, signal),
    staleTime: 5 * 60_000,
  });

export function useSettings(brandId: number) {
  return useQuery(settingsQueryOptions(brandId, useLanguage()));
}
