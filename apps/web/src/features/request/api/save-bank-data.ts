import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BankValues } from '../lib/buyer-values';
import { requestKeys } from './query-keys';

/** PUT /returns/consumers/bank: keeps the bank data of a reversal on the customer's record for the next request. */
export async function saveBankData(bank: BankValues): Promise<void> {
  await apiRequest<unknown>('/returns/consumers/bank', { method: 'PUT', body: bank });
}

export function useSaveBankData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...requestKeys.all, 'consumer'] }),
  });
}
