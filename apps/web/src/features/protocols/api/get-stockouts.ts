import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockoutsResponseSchema, type StockoutItem } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';

/** GET /returns/stockouts/b2c/ecomm/{prt_id}: the items a store ran out of (store-stockout protocols, CTO_ID 6). */
export async function getStockouts(prtId: number, signal?: AbortSignal): Promise<StockoutItem[]> {
  const body = await apiRequest<unknown>(`/returns/stockouts/b2c/ecomm/${prtId}`, {
    signal,
    quietStatuses: NOT_FOUND_IS_A_PAGE,
  });
  return stockoutsResponseSchema.parse(body).stockouts;
}

export const stockoutsQueryOptions = (prtId: number) =>
  queryOptions({ queryKey: protocolKeys.stockouts(prtId), queryFn: ({ signal }) => getStockouts(prtId, signal) });

/** Spec §7: used only when the protocol's CTO_ID is 6. */
export function useStockouts(prtId: number, enabled: boolean) {
  return useQuery({ ...stockoutsQueryOptions(prtId), enabled });
}
