import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderLineUniqueKey, type OrderLine, type OrderLineFlag } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';

/** An order line of POST /returns/orders: spec §3 fields, the unique key, and whether an open protocol holds it. */
export interface OrderLineRecord extends OrderLine {
  UNIQUE_KEY: string;
  /** 'S' when a protocol that is still open already holds the line: it cannot be requested again. */
  IN_OPEN_PROTOCOL?: OrderLineFlag;
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

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.lines(), queryFn: ({ signal }) => getOrders(signal) });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
