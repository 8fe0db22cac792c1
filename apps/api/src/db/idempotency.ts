import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { renderedOnce } from './rendered-statement';
import { idempotencyKeys } from './schema';
import { DomainError } from '../lib/errors';

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

/**
 * The Idempotency-Key header as the document shows it on the routes that read it (issue 45): required where a
 * missing key is refused (idempotency_key_required), optional where it only makes a retry safe.
 */
export function idempotencyKeyHeader(rule: 'required' | 'optional' | 'required with commit: true') {
  const when = {
    required: 'Required',
    optional: 'Optional',
    'required with commit: true': 'Required with commit: true',
  };
  const key = z
    .string()
    .regex(KEY_PATTERN)
    .meta({
      description: `${when[rule]}: a key of your own (a UUID) per operation; a retry with the same key and body answers the first answer again.`,
      example: '3f2b8c1e-6d4a-4e0b-9a57-2c1d8e7f6a90',
    });
  return z.object({ 'idempotency-key': rule === 'required' ? key : key.optional() });
}

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
 * The key's statements run on every call that writes, so they are rendered once (db/rendered-statement; bench/README.md,
 * protocol creation). Their values are named placeholders, which a caller's own statement can share when it embeds the
 * claim or the response (`keyClaimInsert`, `keyResponseUpdate`) to save a round trip.
 */
const param = {
  consumerId: sql.placeholder('idem_consumer_id'),
  scope: sql.placeholder('idem_scope'),
  key: sql.placeholder('idem_key'),
  hash: sql.placeholder('idem_hash'),
  status: sql.placeholder('idem_status'),
  body: sql.placeholder('idem_body'),
};

/** The values of those placeholders for one key (its request's hash, the response to store, when there is one). */
export function keyValues(scope: IdempotencyScope, extra: { hash?: string; status?: number; body?: unknown } = {}) {
  const values: Record<string, unknown> = {
    idem_consumer_id: scope.consumerId,
    idem_scope: scope.scope,
    idem_key: scope.key,
  };
  if (extra.hash !== undefined) values.idem_hash = extra.hash;
  if (extra.status !== undefined) values.idem_status = extra.status;
  if (extra.body !== undefined) values.idem_body = extra.body;
  return values;
}

const thisKey = and(
  eq(idempotencyKeys.consumerId, param.consumerId),
  eq(idempotencyKeys.scope, param.scope),
  eq(idempotencyKeys.key, param.key),
);

/**
 * The claim: the key's row, unless it already exists (`returning` gives no row then). Embeddable as the first member
 * of a caller's `WITH` (a data-modifying member runs once, to completion, whether or not the query reads it).
 */
export function keyClaimInsert(db: Database) {
  return db
    .insert(idempotencyKeys)
    .values({ consumerId: param.consumerId, scope: param.scope, key: param.key, requestHash: param.hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
}

/** The response stored with the key; `body` is the stored JSON (a placeholder, or SQL of the caller's statement). */
export function keyResponseUpdate(db: Database, body: SQL | typeof param.body = param.body) {
  return (
    db
      .update(idempotencyKeys)
      // `set` types no placeholder, but takes one as `values` does: encoded by its column when the statement runs.
      .set({ responseStatus: param.status as unknown as number, responseBody: body })
      .where(thisKey)
  );
}

const claimKey = renderedOnce<{ key: string }[]>('idempotency_claim', keyClaimInsert);
const findKey = renderedOnce<(typeof idempotencyKeys.$inferSelect)[]>('idempotency_find', (db) =>
  db.select().from(idempotencyKeys).where(thisKey),
);
const storeResponse = renderedOnce<unknown>('idempotency_store', (db) => keyResponseUpdate(db));

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
  const inserted = await claimKey(tx, keyValues(scope, { hash }));
  return settleIdempotencyClaim(tx, scope, hash, inserted.length > 0);
}

/**
 * What a claim comes to, once its INSERT has run (here or as part of the caller's first statement): `inserted` says
 * whether it wrote the row. If not, the row is read in a statement of its own: that one sees the row a concurrent
 * request committed while this one's INSERT waited for it (an INSERT's own statement could not, read committed).
 */
export async function settleIdempotencyClaim(
  tx: Database,
  scope: IdempotencyScope,
  hash: string,
  inserted: boolean,
): Promise<IdempotencyClaim> {
  if (inserted) return { replay: false };
  const [existing] = await findKey(tx, keyValues(scope));
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
  await storeResponse(tx, keyValues(scope, { status, body }));
}
