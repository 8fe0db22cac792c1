import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { protocolIdOf, type ProtocolPayload } from '../lib/build-payload';

export interface GenerateAnswer {
  message: string;
  prt_id: number;
}

export interface GenerateVariables {
  payload: ProtocolPayload;
  /** One per confirmation, the same on every retry of it: the server then creates the protocol once. */
  idempotencyKey: string;
}

/**
 * POST /returns/protocols/generate/b2c. A refusal shows the api-client's error toast (spec §8); an answer without a
 * protocol id is a broken answer and fails too.
 */
export async function generateProtocol({ payload, idempotencyKey }: GenerateVariables): Promise<GenerateAnswer> {
  const answer = await apiRequest<{ message?: unknown; prt_id?: unknown }>('/returns/protocols/generate/b2c', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const prtId = protocolIdOf(answer);
  if (prtId === null) throw new TypeError('POST /returns/protocols/generate/b2c: the answer has no protocol id');
  return { message: typeof answer.message === 'string' ? answer.message : '', prt_id: prtId };
}

export function useGenerateProtocol() {
  return useMutation({ mutationFn: generateProtocol });
}
