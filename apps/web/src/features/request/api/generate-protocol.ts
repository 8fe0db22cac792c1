import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { protocolIdOf, type ProtocolPayload } from '../lib/build-payload';

/** Where one request item went: its protocol and its position there (1-based). */
export interface ItemProtocol {
  prt_id: number;
  position: number;
}

export interface GenerateAnswer {
  message: string;
  /** The first protocol (the spec's answer). */
  prt_id: number;
  /** Every protocol the request became: one per path and invoice (ADR 0030); [prt_id] from an older server. */
  prt_ids: number[];
  /** Per request item, in payload order, its protocol and position; null when the answer has none (one protocol). */
  item_protocols: ItemProtocol[] | null;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function itemProtocolsOf(value: unknown): ItemProtocol[] | null {
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (entry: { prt_id?: unknown; position?: unknown } | null) => isId(entry?.prt_id) && isId(entry?.position),
  );
  return valid ? (value as ItemProtocol[]) : null;
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
  const answer = await apiRequest<{
    message?: unknown;
    prt_id?: unknown;
    prt_ids?: unknown;
    item_protocols?: unknown;
  }>('/returns/protocols/generate/b2c', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const prtId = protocolIdOf(answer);
  if (prtId === null) throw new TypeError('POST /returns/protocols/generate/b2c: the answer has no protocol id');
  const listed = Array.isArray(answer.prt_ids) && answer.prt_ids.every(isId) ? answer.prt_ids : [];
  return {
    message: typeof answer.message === 'string' ? answer.message : '',
    prt_id: prtId,
    prt_ids: listed.includes(prtId) ? listed : [prtId, ...listed],
    item_protocols: itemProtocolsOf(answer.item_protocols),
  };
}

export function useGenerateProtocol() {
  return useMutation({ mutationFn: generateProtocol });
}
