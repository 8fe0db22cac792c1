import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import type { Brand } from '../../../lib/brand-context';

const isText = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** Checks the answer by hand: this runs before the first paint, where zod would cost ~20 kB gzip. */
export function parseBrandResponse(body: unknown): Brand {
  const brand = (body as { brand?: Record<string, unknown> } | null)?.brand;
  const valid =
    !!brand &&
    isInteger(brand.id) &&
    isText(brand.name) &&
    brand.name.length > 0 &&
    Array.isArray(brand.palette) &&
    brand.palette.length === 10 &&
    brand.palette.every((shade) => isText(shade) && shade.length > 0) &&
    isText(brand.logoUrl) &&
    isText(brand.policyUrl) &&
    isText(brand.contactUrl) &&
    isText(brand.shopUrl) &&
    Array.isArray(brand.companyCodes) &&
    brand.companyCodes.every(isInteger);
  if (!valid) throw new TypeError('GET /api/brand: unexpected answer');
  return {
    id: brand.id as number,
    name: brand.name as string,
    palette: brand.palette as string[],
    logoUrl: brand.logoUrl as string,
    policyUrl: brand.policyUrl as string,
    contactUrl: brand.contactUrl as string,
    shopUrl: brand.shopUrl as string,
    companyCodes: brand.companyCodes as number[],
  };
}

/** GET /api/brand: the brand of the host the portal was opened on; 404 for an unknown host (ARCHITECTURE §5). */
export async function getBrand(signal?: AbortSignal): Promise<Brand> {
  // Silent: a failure here replaces the whole app with the brand error page, a toast would add nothing.
  return parseBrandResponse(await apiRequest<unknown>('/brand', { signal, silent: true }));
}

export const brandQueryOptions = () =>
  queryOptions({
    queryKey: ['brand'] as const,
    queryFn: ({ signal }) => getBrand(signal),
    // The brand never changes for a host while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
    // An unknown host (404) will not become known by asking again; a flaky network might.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export function useBrandQuery() {
  return useQuery(brandQueryOptions());
}
