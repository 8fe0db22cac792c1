/**
 * A brand's shipping settings (issue 48) under /api/backoffice/settings/brands/:brandId/shipping, for that brand's
 * admins: the API answers the brand's row or the domain's defaults, and refuses with the same rules the form checks.
 */
import { useQuery } from '@tanstack/react-query';
import { shippingSettingsBody } from '@portal/domain/backoffice';
import type { z } from 'zod';
import { backofficeRequest } from '../../backoffice/api/client';
import { settingsKeys } from './settings-api';

export type ShippingSettings = z.infer<typeof shippingSettingsBody>;

const shippingKey = (brandId: number) => [...settingsKeys.brand(brandId), 'shipping'] as const;

export function useShippingSettings(brandId: number) {
  return useQuery({
    queryKey: shippingKey(brandId),
    queryFn: async ({ signal }) =>
      shippingSettingsBody.parse(await backofficeRequest(`/settings/brands/${brandId}/shipping`, { signal })),
    retry: false,
  });
}

export const saveShippingSettings = async (brandId: number, body: ShippingSettings) =>
  shippingSettingsBody.parse(await backofficeRequest(`/settings/brands/${brandId}/shipping`, { method: 'PUT', body }));
