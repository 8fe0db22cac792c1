import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/domain';
import { queueQuery, type QueueFilters } from '../lib/queue-filters';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';
import { protocolAnswer, queueAnswer, transitionAnswer, type TransitionAnswer } from '@portal/domain/backoffice';

export const queueQueryOptions = (filters: QueueFilters, language: Language) =>
  queryOptions({
    queryKey: backofficeKeys.queue(filters, language),
    queryFn: async ({ signal }) =>
      queueAnswer.parse(await backofficeRequest('/protocols', { query: queueQuery(filters), signal })),
    // The previous page stays on screen while the next one loads, so the table does not jump to a loader.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useQueue(filters: QueueFilters, language: Language) {
  return useQuery(queueQueryOptions(filters, language));
}

export const protocolQueryOptions = (prtId: number, language: Language) =>
  queryOptions({
    queryKey: backofficeKeys.protocol(prtId, language),
    queryFn: async ({ signal }) => protocolAnswer.parse(await backofficeRequest(`/protocols/${prtId}`, { signal })),
    retry: false,
  });

export function useProtocol(prtId: number, language: Language, enabled = true) {
  return useQuery({ ...protocolQueryOptions(prtId, language), enabled });
}

export interface TransitionInput {
  /** The status the operator saw: if it moved meanwhile, the server answers 409 status_changed instead of moving. */
  from: number;
  to: number;
  note: string;
  denialReason?: string;
}

/** POST protocols/:prtId/transitions with the submit's Idempotency-Key (a retried submit is applied once). */
export async function postTransition(
  prtId: number,
  input: TransitionInput,
  idempotencyKey: string,
): Promise<TransitionAnswer> {
  const body = await backofficeRequest(`/protocols/${prtId}/transitions`, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return transitionAnswer.parse(body);
}
