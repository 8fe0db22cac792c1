import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { DomainError } from './errors';

/**
 * Idempotency-Key of the calls that write (protocol generation, uploads, wallet refunds and coupons): a retried or
 * concurrent request with the same key applies once and gets the first answer.
 */
export const idempotencyMessages = {
  idempotencyKeyInvalid: {
    pt: 'Cabeçalho Idempotency-Key inválido.',
    en: 'Invalid Idempotency-Key header.',
    es: 'Encabezado Idempotency-Key no válido.',
  },
  idempotencyKeyRequired: {
    pt: 'Cabeçalho Idempotency-Key obrigatório nesta chamada.',
    en: 'This call requires an Idempotency-Key header.',
    es: 'Esta llamada requiere el encabezado Idempotency-Key.',
  },
  idempotencyKeyReused: {
    pt: 'Esta chave de idempotência já foi usada com outros dados.',
    en: 'This idempotency key was already used with other data.',
    es: 'Esta clave de idempotencia ya se usó con otros datos.',
  },
  idempotencyKeyInProgress: {
    pt: 'Esta solicitação ainda está sendo processada.',
    en: 'This request is still being processed.',
    es: 'Esta solicitud aún se está procesando.',
  },
};

/** Printable ASCII, as clients generate keys (UUIDs, ULIDs…); long enough for any of them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyScope {
  consumerId: number;
  /** The call (and brand) the key belongs to: the same key on another call is another key. */
  scope: string;
  key: string;
}

export type IdempotencyClaim = { replay: false } | { replay: true; status: number; body: unknown };

/** The Idempotency-Key header, or null when absent; a malformed one is refused rather than ignored. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw new DomainError('validation', idempotencyMessages.idempotencyKeyInvalid, { code: 'idempotency_key_invalid' });
  }
  return value;
}

/** JSON with object keys sorted at every level, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * Claims the key inside the caller's transaction, before any other work. The row's primary key does the
 * serialising: a concurrent request with the same key blocks on the INSERT until the first transaction ends, then
 * either finds the committed row (and replays its response) or, if the first rolled back, takes the key itself.
 * The same key with another body is refused with 409.
 */
export async function claimIdempotencyKey(
  tx: Database,
  scope: IdempotencyScope,
  hash: string,
): Promise<IdempotencyClaim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ consumerId: scope.consumerId, scope: scope.scope, key: scope.key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { replay: false };

  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.consumerId, scope.consumerId),
        eq(idempotencyKeys.scope, scope.scope),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  if (!existing || existing.requestHash !== hash) {
    throw new DomainError('conflict', idempotencyMessages.idempotencyKeyReused, { code: 'idempotency_key_reused' });
  }
  if (existing.responseStatus === null || existing.responseBody === null) {
    // Only possible if a transaction stored the key without its response, which ours never commit.
    throw new DomainError('conflict', idempotencyMessages.idempotencyKeyInProgress, {
      code: 'idempotency_key_in_progress',
    });
  }
  return { replay: true, status: existing.responseStatus, body: existing.responseBody };
}

/** Stores the response with the key, in the same transaction as the work it describes. */
export async function storeIdempotentResponse(tx: Database, scope: IdempotencyScope, status: number, body: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(
      and(
        eq(idempotencyKeys.consumerId, scope.consumerId),
        eq(idempotencyKeys.scope, scope.scope),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
}
