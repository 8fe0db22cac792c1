import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopperShipmentResponseSchema, type Language, type ShopperShipmentResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';
import { useLanguage } from './use-language';

/** GET /returns/protocols/b2c/shipment/{prt_id} (issue 48): the return's Correios authorisation and its tracking. */
export async function getProtocolShipment(prtId: number, signal?: AbortSignal): Promise<ShopperShipmentResponse> {
  const body = await apiRequest<unknown>(`/returns/protocols/b2c/shipment/${prtId}`, {
    signal,
    quietStatuses: NOT_FOUND_IS_A_PAGE,
  });
  return shopperShipmentResponseSchema.parse(body);
}

export const protocolShipmentQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: protocolKeys.shipment(prtId, language),
    queryFn: ({ signal }) => getProtocolShipment(prtId, signal),
  });

export function useProtocolShipment(prtId: number, enabled = true) {
  const language = useLanguage();
  return useQuery({ ...protocolShipmentQueryOptions(prtId, language), enabled });
}
