import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys } from './query-keys';
import { readList } from '../../../lib/read-list';

/** The fields of an order line (POST /returns/orders) the buyer-data step reads: spec §3 'Order record'. */
export interface OrderCustomerLine {
  UNIQUE_KEY?: string;
  FAT_SEQUENCIA: number;
  ITE_SEQUENCIA: number;
  PRO_CODIGO: string;
  DATA: string | null;
  CPF: string | null;
  CLI_NOME: string | null;
  EMAIL: string | null;
  CLI_DDI: string | null;
  CLI_DDD: string | null;
  CLI_FONE: string | null;
  CLI_CEP: string | null;
  CLI_ENDERECO: string | null;
  CLI_CIDADE: string | null;
  CLI_UF: string | null;
  CLI_ENDNUM: string | null;
  CLI_COMPL: string | null;
  CLI_BAIRRO: string | null;
  CLI_ENDDES: string | null;
  CLI_ENDSEQDES: string | null;
}

/** POST /returns/orders: the signed-in customer's order lines at this brand, with the customer fields of each order. */
export async function getOrderCustomers(signal?: AbortSignal): Promise<OrderCustomerLine[]> {
  const body = await apiRequest<unknown>('/returns/orders', { method: 'POST', body: {}, signal });
  return readList<OrderCustomerLine>(body, 'productBalance', 'POST /returns/orders');
}

export const orderCustomersQueryOptions = () =>
  queryOptions({ queryKey: requestKeys.orderCustomers(), queryFn: ({ signal }) => getOrderCustomers(signal) });

export function useOrderCustomers(enabled: boolean) {
  return useQuery({ ...orderCustomersQueryOptions(), enabled });
}
