import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { readList } from '../read-list';
import { customerDataKeys } from './query-keys';

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
  queryOptions({ queryKey: customerDataKeys.banks(), queryFn: ({ signal }) => getBanks(signal), staleTime: Infinity });

/** Loads only when a screen shows bank fields (a refund of a bank-slip payment). */
export function useBanks(enabled: boolean) {
  return useQuery({ ...banksQueryOptions(), enabled });
}
