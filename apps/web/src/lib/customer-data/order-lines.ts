import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderLineUniqueKey,
  type DesireTrigger,
  type OrderCustomerFields,
  type OrderLine,
  type OrderLineFlag,
  type Language,
} from '@portal/domain';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../i18n';
import { useTranslation } from '../translation';
import { readList } from '../read-list';
import { customerDataKeys } from './query-keys';

/**
 * An order line of POST /returns/orders: spec §3 fields, the order record's customer fields, the unique key, and
 * whether an open protocol holds it.
 */
export interface OrderLineRecord extends OrderLine, OrderCustomerFields {
  UNIQUE_KEY: string;
  /** 'S' when a protocol that is still open already holds the line: it cannot be requested again. */
  IN_OPEN_PROTOCOL?: OrderLineFlag;
  /** Which open protocol holds the line, or null (issue 46). */
  OPEN_PROTOCOL_ID?: number | null;
  /** The protocol that already settled the line (exchanged, refunded or credited it), and how: never again (ADR 0030). */
  SETTLED_BY?: { PRT_ID: number; MOT_GATILHO: DesireTrigger } | null;
}

/** POST /returns/orders: the signed-in customer's lines at this brand (the server scopes both). */
export async function getOrders(signal?: AbortSignal): Promise<OrderLineRecord[]> {
  const body = await apiRequest<unknown>('/returns/orders', { method: 'POST', body: {}, signal });
  return readList<OrderLineRecord>(body, 'productBalance', 'POST /returns/orders').map((line) => ({
    ...line,
    // Spec §3: the client adds UNIQUE_KEY; the server sends it too, and both are built by the same domain function.
    UNIQUE_KEY: line.UNIQUE_KEY || orderLineUniqueKey(line),
  }));
}

/**
 * One cache entry for Home's list and the buyer step's prefill: the step opened from Home needs no second call. The
 * product and colour names come in the request language (ADR 0032), so the key carries it: a language switch asks
 * again and the names follow.
 */
export const ordersQueryOptions = (language: Language) =>
  queryOptions({ queryKey: customerDataKeys.orderLines(language), queryFn: ({ signal }) => getOrders(signal) });

export function useOrders(enabled = true) {
  useTranslation(); // re-renders on a language switch
  return useQuery({
    ...ordersQueryOptions(currentLanguage()),
    enabled,
    // While the new language's lines load, the cards stay (with their half-filled forms) in the old one's names.
    placeholderData: keepPreviousData,
  });
}
