import type { DesireTrigger, OrderCustomerFields, OrderLine, OrderLineFlag } from '@portal/domain';

/**
 * One line of `POST /api/returns/orders` (key `productBalance`): the order line of spec §3, its UNIQUE_KEY, the
 * customer-side order record the buyer step prefills from, and whether an open protocol already holds the line.
 *
 * Units and formats:
 * - ITE_VALBRUTO (the item's gross value) and PED_VALTOTAL (the order total) are INTEGER CENTS of BRL.
 * - DATA and DATA_ENTREGA are ISO 8601 instants in UTC ('2026-11-19T17:40:00.000Z'); DATA_ENTREGA is null when the
 *   carrier never confirmed the delivery.
 * - NUMERONF is the invoice number as a string, as stored: '000231845' keeps its leading zeros (ADR 0039).
 * - Flags (PEDIDO_MKTP, TIPO_REFATU, IN_OPEN_PROTOCOL) are 'S' or 'N'.
 * - SETTLED_BY is an object { PRT_ID, MOT_GATILHO } or null.
 */
export interface OrderLineResponse extends OrderLine, OrderCustomerFields {
  UNIQUE_KEY: string;
  /** 'S' when a protocol that is still open already holds this line. */
  IN_OPEN_PROTOCOL: OrderLineFlag;
  /** The open protocol that holds the line (the oldest, if several), or null: Home names and links it (issue 46). */
  OPEN_PROTOCOL_ID: number | null;
  /**
   * The protocol that already settled this line (exchanged, refunded or credited it) and how, or null: such a line
   * cannot be requested again (ADR 0030). Denied, expired and not included protocols free their lines.
   */
  SETTLED_BY: { PRT_ID: number; MOT_GATILHO: DesireTrigger } | null;
}

/**
 * A line as the statement returns it: already in wire form, before UNIQUE_KEY is added and before the brand's en/es
 * names (PRO_NOME_TEXTS, COR_NOME_TEXTS, stored jsonb) become PRO_NOME_SHOWN and COR_NOME_SHOWN.
 */
export type OrderLineRow = Omit<OrderLineResponse, 'UNIQUE_KEY'> & {
  UNIQUE_KEY?: string;
  PRO_NOME_TEXTS?: unknown;
  COR_NOME_TEXTS?: unknown;
};
