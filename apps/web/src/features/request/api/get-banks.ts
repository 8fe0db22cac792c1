import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys } from './query-keys';
import { readList } from './read-list';

export interface Bank {
  BAN_CODIGO: string;
  BAN_NOME: string;
}

/** GET /returns/bank: the banks by code, without adjustment/transport entries (the server filters and sorts). */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const body = await apiRequest<unknown>('/returns/bank', { signal });
  return readList<Bank>(body, 'bankData', 'GET /returns/bank');
}

export const banksQueryOptions = () =>
  queryOptions({ queryKey: requestKeys.banks(), queryFn: ({ signal }) => getBanks(signal), staleTime: Infinity });

/** Loaded only for a payment reversal, the one case with a bank section. */
export function useBanks(enabled: boolean) {
  return useQuery({ ...banksQueryOptions(), enabled });
}
