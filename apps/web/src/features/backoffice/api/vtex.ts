import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vtexRetryAnswer, vtexUnmappedAnswer, type VtexUnmappedRow } from '@portal/domain/backoffice';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';

const vtexKey = (brand: number | null) => [...backofficeKeys.all, 'vtex-unmapped', brand] as const;

/** The VTEX orders the connector could not map, newest first (the operator's brands, or the one filtered). */
export function useVtexUnmapped(brand: number | null) {
  return useQuery({
    queryKey: vtexKey(brand),
    queryFn: async ({ signal }): Promise<VtexUnmappedRow[]> =>
      vtexUnmappedAnswer.parse(await backofficeRequest('/vtex/unmapped', { query: { brand }, signal })).rows,
    retry: false,
  });
}

/** 'Try again': the order as VTEX holds it now; the list is read again whatever it became. */
export function useVtexRetry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (row: Pick<VtexUnmappedRow, 'brandId' | 'vtexOrderId'>) =>
      vtexRetryAnswer.parse(
        await backofficeRequest(`/vtex/unmapped/${encodeURIComponent(row.vtexOrderId)}/retry`, {
          method: 'POST',
          body: { brand: row.brandId },
        }),
      ).outcome,
    onSettled: () => client.invalidateQueries({ queryKey: [...backofficeKeys.all, 'vtex-unmapped'] }),
  });
}
