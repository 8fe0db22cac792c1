import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BankValues } from '../lib/buyer-values';
import { useInvalidateConsumer } from '../../../lib/customer-data/consumer';

/** PUT /returns/consumers/bank: keeps the bank data of a reversal on the customer's record for the next request. */
export async function saveBankData(bank: BankValues): Promise<void> {
  await apiRequest<unknown>('/returns/consumers/bank', { method: 'PUT', body: bank });
}

export function useSaveBankData() {
  const invalidateConsumer = useInvalidateConsumer();
  return useMutation({ mutationFn: saveBankData, onSuccess: invalidateConsumer });
}
