import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleShipmentResponseSchema, type ConsoleShipmentResponse, type Language } from '@portal/domain';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';

/** GET protocols/:prtId/shipment (issue 48): the protocol's Correios authorisations, newest first. */
export const shipmentQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: backofficeKeys.shipment(prtId, language),
    queryFn: async ({ signal }) =>
      consoleShipmentResponseSchema.parse(await backofficeRequest(`/protocols/${prtId}/shipment`, { signal })),
    retry: false,
    // A code still being asked of Correios (after 'issue again') shows up without a reload.
    refetchInterval: (query) => (query.state.data?.shipments[0]?.state === 'requested' ? 5000 : false),
  });

export function useShipment(prtId: number, language: Language, enabled = true) {
  return useQuery({ ...shipmentQueryOptions(prtId, language), enabled });
}

export const SHIPMENT_ACTIONS = ['issue-again', 'extend', 'cancel'] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

/**
 * POST protocols/:prtId/shipment/{issue-again|extend|cancel}. The empty JSON body is what the API's CSRF rule asks
 * of a state-changing call; the Idempotency-Key makes a double click or a retried call one action at the carrier.
 */
export async function postShipmentAction(
  prtId: number,
  action: ShipmentAction,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<ConsoleShipmentResponse> {
  const body = await backofficeRequest(`/protocols/${prtId}/shipment/${action}`, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return consoleShipmentResponseSchema.parse(body);
}
