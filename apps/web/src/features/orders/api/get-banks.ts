import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from './read-list';

export interface Bank {
  BAN_CODIGO: string;
  BAN_NOME: string;
}

/** GET /returns/bank: the banks, by code, without adjustment/transport entries (the server filters and sorts). */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const body = await apiRequest<unknown>('/returns/bank', { signal });
  return readList<Bank>(body, 'bankData', 'GET /returns/bank');
}

export const banksQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.banks(), queryFn: ({ signal }) => getBanks(signal), staleTime: Infinity });

/** Loads only when a card shows the bank fields. */
export function useBanks(enabled: boolean) {
  return useQuery({ ...banksQueryOptions(), enabled });
}
