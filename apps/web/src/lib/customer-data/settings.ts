import { queryOptions } from '@tanstack/react-query';
import type { GeneralSettings, Language } from '@portal/domain';
import { apiRequest } from '../api-client';
import { readList } from '../read-list';
import { customerDataKeys } from './query-keys';

/** GET /returns/settings/b2c?mar_id: the brand's general settings; spec §7 reads the first entry. */
export async function getSettings(brandId: number, signal?: AbortSignal): Promise<GeneralSettings> {
  const body = await apiRequest<unknown>('/returns/settings/b2c', { query: { mar_id: brandId }, signal });
  const [settings] = readList<GeneralSettings>(body, 'settings', 'GET /returns/settings/b2c');
  if (!settings) throw new TypeError('GET /returns/settings/b2c: no settings for this brand');
  return settings;
}

/**
 * One cache entry for Home (delivery-date rule, voucher texts) and the wallet (shopping, refund and coupon texts):
 * a visit to both asks once. The texts come in the request language, so the key carries it.
 */
export const settingsQueryOptions = (brandId: number, language: Language) =>
  queryOptions({
    queryKey: customerDataKeys.settings(brandId, language),
    queryFn: ({ signal }) => getSettings(brandId, signal),
    staleTime: 5 * 60_000,
  });
