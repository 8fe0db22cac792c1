import { queryOptions, useQuery } from '@tanstack/react-query';
import { isValidEmail } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys } from './query-keys';
import { readList } from './read-list';

/** Spec §3 Consumer: the customer's record with the bank data saved for a reversal. */
export interface Consumer {
  CON_ID: number;
  CON_CPF: string | null;
  BAN_CODIGO: string | null;
  CLI_AGENCIA: string | null;
  CLI_CONTA: string | null;
  CLI_CHAVEPIX: string | null;
}

/** GET /returns/consumers?email: the signed-in customer's record, or null (a phone-only customer sends no e-mail). */
export async function getConsumer(identity: string, signal?: AbortSignal): Promise<Consumer | null> {
  const email = isValidEmail(identity) ? identity : undefined;
  const body = await apiRequest<unknown>('/returns/consumers', { query: { email }, signal });
  return readList<Consumer>(body, 'consumers', 'GET /returns/consumers')[0] ?? null;
}

export const consumerQueryOptions = (identity: string) =>
  queryOptions({ queryKey: requestKeys.consumer(identity), queryFn: ({ signal }) => getConsumer(identity, signal) });

/** The saved bank data prefill the bank section of a payment reversal. */
export function useConsumer(identity: string | null, enabled: boolean) {
  return useQuery({ ...consumerQueryOptions(identity ?? ''), enabled: enabled && !!identity });
}
