import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidEmail, type ConsumerRecord } from '@portal/domain';
import { apiRequest } from '../api-client';
import { readList } from '../read-list';
import { customerDataKeys } from './query-keys';

/** Spec §3 Consumer (the domain's ConsumerRecord), under the name the web uses. */
export type Consumer = ConsumerRecord;

/**
 * GET /returns/consumers?email: the signed-in customer's record, or null. A phone-only customer has no e-mail to
 * send; the server answers for the session's customer either way.
 */
export async function getConsumer(identity: string, signal?: AbortSignal): Promise<Consumer | null> {
  const email = isValidEmail(identity) ? identity : undefined;
  const body = await apiRequest<unknown>('/returns/consumers', { query: { email }, signal });
  return readList<Consumer>(body, 'consumers', 'GET /returns/consumers')[0] ?? null;
}

export const consumerQueryOptions = (identity: string) =>
  queryOptions({
    queryKey: customerDataKeys.consumer(identity),
    queryFn: ({ signal }) => getConsumer(identity, signal),
  });

/** Loads only when needed: bank data to prefill, or a voucher to accept (which needs the CPF). */
export function useConsumer(identity: string | null | undefined, enabled: boolean) {
  return useQuery({ ...consumerQueryOptions(identity ?? ''), enabled: enabled && !!identity });
}

/** After the customer's record changed (bank data saved): every screen reads it again. */
export function useInvalidateConsumer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerDataKeys.consumers() });
}
