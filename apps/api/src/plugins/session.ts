import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { catalogueGeneration, sessions } from '../db/schema';
import type { Database } from '../db/client';
import { DomainError } from '../lib/errors';
import { coreMessages } from '../lib/messages';
import { requireBrand } from './brand';

export const SESSION_COOKIE = 'portal_sid';

export interface SessionInfo {
  consumerId: number;
  brandId: number;
  loginIdentity: string;
  createdAt: Date;
  expiresAt: Date;
  /**
   * The shopper's catalogue's generation, read in the session's own statement (ADR 0069): a catalogue answer kept in
   * memory is served only while it is this one. Absent on a session started by this request.
   */
  catalogueGeneration?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session of this request's cookie at this brand, or null. Loaded by the onRequest hook for every API route
     * except those whose own statement checks the session (`sessionInQuery`); see `sessionScopeOf`.
     */
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    /**
     * Looks the request's session up in the database and sets `request.session` (null when there is none). Any
     * carrier of a cookie and a brand will do: a server-rendered page looks its own up once for all its calls.
     */
    loadSession(request: SessionCarrier): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The route's database statement is itself scoped by the session (`sessionScopeOf`), so the hook does not look the
     * session up first: one round trip instead of two on the hottest call (ADR 0011).
     */
    sessionInQuery?: boolean;
  }
}

/** What the session functions read from a request (a Fastify request, or a page's in-process call: ADR 0057). */
export type SessionCarrier = Pick<FastifyRequest, 'brand' | 'cookies' | 'session'>;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Starts a new session (ARCHITECTURE §7): a fresh 256-bit id at every login, only its hash stored,
 * 7-day absolute expiry, cookie HttpOnly + SameSite=Lax (+ Secure in production).
 */
export async function startSession(
  db: Database,
  reply: FastifyReply,
  input: { consumerId: number; brandId: number; loginIdentity: string; now: Date; secure: boolean },
): Promise<SessionInfo> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    consumerId: input.consumerId,
    brandId: input.brandId,
    loginIdentity: input.loginIdentity,
    createdAt: input.now,
    expiresAt,
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: input.secure,
    expires: expiresAt,
  });
  return {
    consumerId: input.consumerId,
    brandId: input.brandId,
    loginIdentity: input.loginIdentity,
    createdAt: input.now,
    expiresAt,
  };
}

/** Deletes the session server-side and clears the cookie. */
export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(id)));
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  request.session = null;
}

function sessionMissing(): DomainError {
  return new DomainError('unauthorized', coreMessages.sessionMissing, { severity: 'WARN', code: 'session_missing' });
}

/** The session of the request, or the 401 of spec §8 with its message. */
export function requireSession(request: Pick<SessionCarrier, 'brand' | 'session'>): SessionInfo {
  requireBrand(request);
  if (!request.session) throw sessionMissing();
  return request.session;
}

/**
 * The signed-in shopper and the host brand, or the 401: whose objects a call may read or change. Every query of a
 * shopper's own objects is scoped by both (ARCHITECTURE §7: identity only from the session, brand from the host).
 */
export function sessionOwner(request: Pick<SessionCarrier, 'brand' | 'session'>): {
  consumerId: number;
  brandId: number;
} {
  const session = requireSession(request);
  return { consumerId: session.consumerId, brandId: requireBrand(request).id };
}

/**
 * What a statement needs to check the session itself: the hash of the cookie's id, the host brand and the current
 * time, to match a `sessions` row that is this brand's and not expired. No cookie is the 401 at once.
 */
export interface SessionScope {
  sessionIdHash: string;
  brandId: number;
  now: Date;
}

export function sessionScopeOf(request: Pick<SessionCarrier, 'brand' | 'cookies'>, now: Date): SessionScope {
  const brand = requireBrand(request);
  const id = request.cookies[SESSION_COOKIE];
  if (!id) throw sessionMissing();
  return { sessionIdHash: hashSessionId(id), brandId: brand.id, now };
}

/**
 * The customer of a valid session, as a sub-select for a statement that checks the session itself (ADR 0011): the
 * session of `sessionIdHash` at `brandId`, not expired at `now` (placeholders, bound from a SessionScope). Evaluated
 * once per execution (an InitPlan), so the statement's own index on the customer still serves. No valid session, null:
 * the statement finds nothing.
 */
export function sessionCustomer() {
  return sql`(select ${sessions.consumerId} from ${sessions}
    where ${sessions.idHash} = ${sql.placeholder('sessionIdHash')}
      and ${sessions.brandId} = ${sql.placeholder('brandId')}::integer
      and ${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz)`;
}

/**
 * The session row of a cookie's id at the host brand, not expired: the where of every session lookup (placeholders
 * idHash, brandId, now, bound from `sessionLookupValues`).
 */
export function sessionMatches() {
  return and(
    eq(sessions.idHash, sql.placeholder('idHash')),
    // A session belongs to the brand it was made at: brand 1's cookie gives nothing on brand 2's host.
    eq(sessions.brandId, sql.placeholder('brandId')),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );
}

/** The values of `sessionMatches` for a carrier's cookie and brand, or null when it has no cookie or no brand. */
export function sessionLookupValues(carrier: SessionCarrier, now: Date) {
  const id = carrier.cookies[SESSION_COOKIE];
  if (!id || !carrier.brand) return null;
  return { idHash: hashSessionId(id), brandId: carrier.brand.id, now };
}

/**
 * The catalogue's generation as a column of a session lookup (ADR 0069): one row, read in the lookup's own statement
 * so the catalogue answers kept in memory cost no round trip to check.
 */
export const catalogueGenerationColumn = () =>
  sql<number | null>`(select ${catalogueGeneration.generation} from ${catalogueGeneration})`;

/** A session lookup's row as the request's session. */
export function sessionInfoOf(
  row: Pick<typeof sessions.$inferSelect, 'consumerId' | 'brandId' | 'loginIdentity' | 'createdAt' | 'expiresAt'>,
  generation: number | null,
): SessionInfo {
  return {
    consumerId: row.consumerId,
    brandId: row.brandId,
    loginIdentity: row.loginIdentity,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    ...(typeof generation === 'number' ? { catalogueGeneration: generation } : {}),
  };
}

export default fp(async function sessionLoader(app) {
  // Every signed-in request runs this lookup: the statement is built and prepared once. It reads the catalogue's
  // generation too (one row, no round trip of its own), for the catalogue answers kept in memory (ADR 0069).
  const findSession = app.db
    .select({ ...getTableColumns(sessions), catalogueGeneration: catalogueGenerationColumn() })
    .from(sessions)
    .where(sessionMatches())
    .prepare('portal_find_session');

  app.decorateRequest('session', null);
  app.decorate('loadSession', async (request: SessionCarrier) => {
    const values = sessionLookupValues(request, app.clock());
    if (!values) return;
    const [row] = await findSession.execute(values);
    if (row) request.session = sessionInfoOf(row, row.catalogueGeneration);
  });
  app.addHook('onRequest', async (request) => {
    // Static files and the SPA's pages never read the session: only API routes pay for the lookup.
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.sessionInQuery) return;
    await app.loadSession(request);
  });
});
