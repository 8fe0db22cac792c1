import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/customer-data/settings';
import { useLanguage } from './use-language';

export { getSettings, settingsQueryOptions } from '../../../lib/customer-data/settings';

export function useSettings(brandId: number) {
  return useQuery(settingsQueryOptions(brandId, useLanguage()));
}
