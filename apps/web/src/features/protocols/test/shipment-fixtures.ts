import { shopperShipmentResponseSchema, type ShopperShipment, type ShopperShipmentResponse } from '@portal/domain';

/**
 * Carrier events as the API sends them: `carrierText` is Correios SRO Rastro's own `descricao` (the texts of its
 * event list: 'Objeto postado', 'Objeto em trânsito - por favor aguarde', 'Objeto entregue ao destinatário'),
 * `description` the reader's language.
 */
export const SRO_EVENTS: ShopperShipment['events'] = [
  {
    at: '2026-12-09T13:42:00.000Z',
    kind: 'posted',
    description: 'Objeto postado',
    carrierText: 'Objeto postado',
    place: 'São Paulo - SP',
  },
  {
    at: '2026-12-10T02:15:00.000Z',
    kind: 'in_transit',
    description: 'Objeto em trânsito - por favor aguarde',
    carrierText: 'Objeto em trânsito - por favor aguarde',
    place: 'Cajamar - SP',
  },
];

/** An unused authorisation, valid until 17/12/2026 in São Paulo. */
export function shopperShipment(overrides: Partial<ShopperShipment> = {}): ShopperShipment {
  return {
    carrier: 'correios',
    demo: false,
    state: 'issued',
    authorisationCode: '2093417658',
    postBy: '2026-12-17',
    trackingCode: null,
    events: [],
    ...overrides,
  };
}

/** The answer, checked against the wire contract so a fixture can never drift from what the API may send. */
export function shipmentAnswer(
  shipment: ShopperShipment | null,
  returnInstructions: string | null = null,
): ShopperShipmentResponse {
  return shopperShipmentResponseSchema.parse({ shipment, returnInstructions });
}
