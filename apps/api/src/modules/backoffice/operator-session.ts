/**
 * Operator sessions (ADR 0022): the shoppers' model (256-bit id, only its hash stored, a new id at every sign-in) with
 * the back office's limits — 8 h absolute, 30 min idle — and their own cookie, path and SameSite=Strict, so a shopper
 * cookie never reaches these routes nor an operator cookie the shopper's.
 *
 * Between the code and the TOTP the sign-in keeps its state in a short-lived `op_preauth` cookie, an HMAC-signed
 * (operator, expiry) pair: nothing about a half-done sign-in is stored, and it is worthless without the TOTP.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { hashSessionId } from '../../plugins/session';
import { backofficeMessages } from './messages';

export const OPERATOR_COOKIE = 'op_session';
export const PREAUTH_COOKIE = 'op_preauth';
export const BACKOFFICE_PATH = '/api/backoffice';
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Long enough to open the authenticator app (or scan the QR code), short enough to be no standing credential. */
export const PREAUTH_MS = 10 * 60 * 1000;

export type OperatorRole = 'agent' | 'admin';

export interface OperatorIdentity {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  brands: number[];
}

export function toOperatorIdentity(row: typeof operators.$inferSelect): OperatorIdentity {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    brands: [...row.brands].sort((a, b) => a - b),
  };
}

function cookieOptions(secure: boolean, expires?: Date) {
  return {
    path: BACKOFFICE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
    ...(expires ? { expires } : {}),
  };
}

export async function startOperatorSession(
  db: Database,
  reply: FastifyReply,
  input: { operatorId: number; now: Date; secure: boolean },
): Promise<void> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + SESSION_ABSOLUTE_MS);
  // The operator's sessions that can no longer be used go at their next sign-in: the table holds live ones only.
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, input.operatorId),
        or(
          lte(operatorSessions.expiresAt, input.now),
          lte(operatorSessions.lastSeenAt, new Date(input.now.getTime() - SESSION_IDLE_MS)),
        ),
      ),
    );
  await db.insert(operatorSessions).values({
    idHash: hashSessionId(id),
    operatorId: input.operatorId,
    createdAt: input.now,
    expiresAt,
    lastSeenAt: input.now,
  });
  reply.setCookie(OPERATOR_COOKIE, id, cookieOptions(input.secure, expiresAt));
}

export async function endOperatorSession(db: Database, request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const id = request.cookies[OPERATOR_COOKIE];
  if (id) await db.delete(operatorSessions).where(eq(operatorSessions.idHash, hashSessionId(id)));
  reply.clearCookie(OPERATOR_COOKIE, cookieOptions(secure));
}

function sessionMissing(): DomainError {
  return new DomainError('unauthorized', backofficeMessages.sessionMissing, {
    severity: 'WARN',
    code: 'session_missing',
  });
}

/**
 * The signed-in, active operator of the request, or 401. A session past its absolute end or idle for 30 minutes is
 * gone; any other call moves its idle clock on. An operator deactivated (or whose brands changed) is read afresh on
 * every call, so the change takes effect at once.
 */
export async function requireOperator(db: Database, request: FastifyRequest, now: Date): Promise<OperatorIdentity> {
  const id = request.cookies[OPERATOR_COOKIE];
  if (!id) throw sessionMissing();
  const idHash = hashSessionId(id);
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .returning({ operatorId: operatorSessions.operatorId });
  if (!row) throw sessionMissing();
  const [operator] = await db.select().from(operators).where(eq(operators.id, row.operatorId));
  if (!operator || !operator.active) throw sessionMissing();
  return toOperatorIdentity(operator);
}

/** 403 for an agent on an admin call (the operator is known; the call is not theirs). */
export function requireAdmin(operator: OperatorIdentity): void {
  if (operator.role !== 'admin') {
    throw new DomainError('forbidden', backofficeMessages.adminOnly, { code: 'admin_only' });
  }
}

function preauthSignature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`operator-preauth:${payload}`).digest();
}

/** Sets `op_preauth` for the operator whose code was just accepted. */
export function setPreauth(
  reply: FastifyReply,
  input: { operatorId: number; now: Date; secret: string; secure: boolean },
) {
  const expires = new Date(input.now.getTime() + PREAUTH_MS);
  const payload = `${input.operatorId}.${expires.getTime()}`;
  const value = `${payload}.${preauthSignature(payload, input.secret).toString('base64url')}`;
  reply.setCookie(PREAUTH_COOKIE, value, cookieOptions(input.secure, expires));
}

export function clearPreauth(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(PREAUTH_COOKIE, cookieOptions(secure));
}

/** The operator id of a valid, unexpired `op_preauth`, or 401. */
export function readPreauth(request: FastifyRequest, now: Date, secret: string): number {
  const refuse = () =>
    new DomainError('unauthorized', backofficeMessages.preauthMissing, { severity: 'WARN', code: 'preauth_missing' });
  const value = request.cookies[PREAUTH_COOKIE];
  const match = value?.match(/^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/);
  if (!match) throw refuse();
  const [, operatorId, expires, signature] = match;
  const expected = preauthSignature(`${operatorId}.${expires}`, secret);
  const given = Buffer.from(signature!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
  if (Number(expires) <= now.getTime()) throw refuse();
  return Number(operatorId);
}
