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

/**
 * While the carrier is still being asked ('requested'), the card reads again at this pace, so the code the page says
 * is coming shows up without a reload; any other state is read once (and on focus, as every query).
 */
export const SHIPMENT_REQUESTED_POLL_MS = 5000;

export const protocolShipmentQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: protocolKeys.shipment(prtId, language),
    queryFn: ({ signal }) => getProtocolShipment(prtId, signal),
    refetchInterval: (query) =>
      query.state.data?.shipment?.state === 'requested' ? SHIPMENT_REQUESTED_POLL_MS : false,
  });

export function useProtocolShipment(prtId: number, enabled = true) {
  const language = useLanguage();
  return useQuery({ ...protocolShipmentQueryOptions(prtId, language), enabled });
}
