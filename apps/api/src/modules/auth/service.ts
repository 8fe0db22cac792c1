import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  CODE_REQUESTS_PER_HOUR_PER_IDENTITY,
  CODE_REQUESTS_PER_HOUR_PER_IP,
  CONSUMER_MODULE_ID,
  ONE_TIME_CODE_MAX_TRIES,
  ONE_TIME_CODE_TTL_MINUTES,
  RESEND_COUNTDOWN_SECONDS,
  type Language,
} from '@portal/domain';
import { isProduction, type Config } from '../../config';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import type { Messenger } from '../mail';
import { startSession, type SessionInfo } from '../../plugins/session';
import type { Brand } from '../brand/repo';
import type { Identity } from './identity';
import { authMessages } from './messages';
import { codeMatches, generateCode, hashCode, newSalt, unmatchableHash } from './one-time-code';
import {
  findConsumerById,
  findConsumerByIdentity,
  findLatestCode,
  findLatestOrder,
  markCodeUsed,
  recordWrongTry,
  replaceCode,
  type CodeRow,
} from './repo';
import { isPageSession } from './page-session';
import { toSessionUser, type SessionUser } from './session-user';
import { codeMessage, noPurchaseMessage } from './templates';
import { consumeThrottle, type ThrottleRule } from './throttle';
import { metrics } from '../../plugins/metrics';
import { isErasedIdentity } from '../privacy/erased-identities';
import { privacyMessages } from '../privacy/messages';
import { recordSignIn } from '../privacy/sign-in';

export interface AuthDependencies {
  db: Database;
  clock: () => Date;
  config: Config;
  messenger: Messenger;
}

const SECONDS_PER_HOUR = 3600;
const CODE_TTL_MS = ONE_TIME_CODE_TTL_MINUTES * 60 * 1000;

/**
 * Buckets hold a keyed hash of the identity: the throttle table has no need to know anyone's address, and a plain
 * hash of an e-mail is matched against a list of addresses in moments.
 */
export function identityBucket(brandId: number, identity: Identity, secret: string): string {
  return `code:identity:${brandId}:${createHmac('sha256', secret).update(`throttle:${identity.key}`).digest('hex')}`;
}

function codeRequestRules(brand: Brand, identity: Identity, ip: string, secret: string): ThrottleRule[] {
  const byIdentity = identityBucket(brand.id, identity, secret);
  return [
    { bucket: byIdentity, limit: 1, windowSeconds: RESEND_COUNTDOWN_SECONDS, code: 'code_resend_too_soon' },
    {
      bucket: byIdentity,
      limit: CODE_REQUESTS_PER_HOUR_PER_IDENTITY,
      windowSeconds: SECONDS_PER_HOUR,
      code: 'code_hourly_limit_identity',
    },
    {
      bucket: `code:ip:${ip}`,
      limit: CODE_REQUESTS_PER_HOUR_PER_IP,
      windowSeconds: SECONDS_PER_HOUR,
      code: 'code_hourly_limit_ip',
    },
  ];
}

const THROTTLE_MESSAGES: Record<string, LocalizedText> = {
  code_resend_too_soon: authMessages.resendTooSoon,
  code_hourly_limit_identity: authMessages.identityHourlyLimit,
  code_hourly_limit_ip: authMessages.ipHourlyLimit,
};

/**
 * POST /authentication/fastaccess/code. Known and unknown identities walk the same steps and get the same answer:
 * a customer with orders at the brand receives a code, anyone else a 'no purchases found' message and a stand-in
 * code row that no code can match, so neither this answer nor a later login attempt tells them apart.
 */
export async function requestCode(
  deps: AuthDependencies,
  input: { brand: Brand; identity: Identity; ip: string; lang: Language },
): Promise<{ user: string }> {
  const { brand, identity } = input;
  const now = deps.clock();
  const throttle = await consumeThrottle(
    deps.db,
    now,
    codeRequestRules(brand, identity, input.ip, deps.config.CODE_HASH_SECRET),
  );
  if (!throttle.allowed) {
    const seconds = throttle.retryAfterSeconds;
    throw new DomainError('rate_limited', THROTTLE_MESSAGES[throttle.rule.code] ?? coreMessages.tooManyRequests, {
      code: throttle.rule.code,
      severity: 'WARN',
      retryAfterSeconds: seconds,
      params: { seconds, minutes: Math.ceil(seconds / 60) },
    });
  }

  const consumer = await findConsumerByIdentity(deps.db, identity);
  // An erased shopper is told so (issue 28), rather than 'no purchases found', which would send her looking for them.
  if (!consumer && (await isErasedIdentity(deps.db, identity.key, deps.config.CODE_HASH_SECRET))) {
    throw new DomainError('rule', privacyMessages.accountErased, { code: 'account_erased' });
  }
  // The order lookup runs for unknown identities too (no consumer has id 0), so both take the same steps.
  const latestOrder = await findLatestOrder(deps.db, consumer?.id ?? 0, brand.companyCodes);
  const customerId = consumer && latestOrder ? consumer.id : null;

  const salt = newSalt();
  const code = customerId !== null ? generateCode() : undefined;
  await replaceCode(deps.db, {
    brandId: brand.id,
    identityKey: identity.key,
    consumerId: customerId,
    codeHash: code !== undefined ? hashCode(code, salt, deps.config.CODE_HASH_SECRET) : unmatchableHash(),
    salt,
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });

  const content =
    code !== undefined
      ? codeMessage({
          lang: input.lang,
          brand,
          channel: identity.channel,
          code,
          validMinutes: ONE_TIME_CODE_TTL_MINUTES,
        })
      : noPurchaseMessage({ lang: input.lang, brand, channel: identity.channel });
  const delivery = await deps.messenger.deliver({
    brandId: brand.id,
    channel: identity.channel,
    to: identity.value,
    toMasked: identity.masked,
    ...content,
    code,
  });
  if (delivery === 'failed') {
    throw new DomainError('unavailable', authMessages.deliveryFailed, { code: 'delivery_failed' });
  }
  metrics.codesSent.inc({ channel: identity.channel, kind: code !== undefined ? 'code' : 'no_purchases' });
  return { user: identity.masked };
}

/** Refusals of a code are warnings the shopper can act on (ask for a new code), never a 401 that would log them out. */
export function codeRefusal(
  text: LocalizedText,
  code: string,
  params: Record<string, string | number> = {},
): DomainError {
  return new DomainError('rule', text, { code, severity: 'WARN', params });
}

/** Why a code that exists can no longer log in, or null while it is still open (shoppers' and operators' codes). */
export function closedCodeRefusal(row: CodeRow, now: Date): DomainError | null {
  if (row.usedAt) return codeRefusal(authMessages.codeUsed, 'code_used');
  if (row.voidedAt || row.attempts >= ONE_TIME_CODE_MAX_TRIES) {
    return codeRefusal(authMessages.codeLocked, 'code_locked', { max: ONE_TIME_CODE_MAX_TRIES });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return codeRefusal(authMessages.codeExpired, 'code_expired', { minutes: ONE_TIME_CODE_TTL_MINUTES });
  }
  return null;
}

async function refusalAfterLostRace(
  deps: AuthDependencies,
  brand: Brand,
  identity: Identity,
  now: Date,
): Promise<DomainError> {
  const row = await findLatestCode(deps.db, brand.id, identity.key);
  return (row && closedCodeRefusal(row, now)) ?? codeRefusal(authMessages.codeNotFound, 'code_not_found');
}

export interface LoginResult {
  user: SessionUser;
  /**
   * Not a credential: a random value stored nowhere, returned because the spec's client reads a token to decide
   * that login succeeded. The session lives only in the HttpOnly cookie.
   */
  token: string;
}

/** POST /authentication/fastaccess/login. Only the identity's newest code at this brand can log in. */
export async function login(
  deps: AuthDependencies,
  reply: FastifyReply,
  input: { brand: Brand; identity: Identity; code: string; userAgent?: string },
): Promise<LoginResult> {
  const { brand, identity } = input;
  const now = deps.clock();
  const row = await findLatestCode(deps.db, brand.id, identity.key);
  if (!row) throw codeRefusal(authMessages.codeNotFound, 'code_not_found');
  const closed = closedCodeRefusal(row, now);
  if (closed) throw closed;

  // Stand-in rows (consumer null) are compared too, so both kinds of identity take the same time.
  const matches =
    codeMatches(input.code, row.salt, row.codeHash, deps.config.CODE_HASH_SECRET) && row.consumerId !== null;
  if (!matches) {
    const attempts = await recordWrongTry(deps.db, row.id, now, ONE_TIME_CODE_MAX_TRIES);
    if (attempts === null) throw await refusalAfterLostRace(deps, brand, identity, now);
    if (attempts >= ONE_TIME_CODE_MAX_TRIES) {
      throw codeRefusal(authMessages.codeLocked, 'code_locked', { max: ONE_TIME_CODE_MAX_TRIES });
    }
    throw codeRefusal(authMessages.codeWrong, 'code_wrong', { remaining: ONE_TIME_CODE_MAX_TRIES - attempts });
  }
  if (!(await markCodeUsed(deps.db, row.id, now, ONE_TIME_CODE_MAX_TRIES))) {
    throw await refusalAfterLostRace(deps, brand, identity, now);
  }

  const consumer = await findConsumerById(deps.db, row.consumerId!);
  if (!consumer) throw codeRefusal(authMessages.codeNotFound, 'code_not_found');
  const latestOrder = await findLatestOrder(deps.db, consumer.id, brand.companyCodes);
  await startSession(deps.db, reply, {
    consumerId: consumer.id,
    brandId: brand.id,
    loginIdentity: identity.value,
    now,
    secure: isProduction(deps.config),
  });
  await recordSignIn(deps.db, {
    consumerId: consumer.id,
    brandId: brand.id,
    channel: identity.channel,
    userAgent: input.userAgent,
    now,
  });
  return { user: toSessionUser(consumer, latestOrder), token: randomBytes(32).toString('base64url') };
}

function sessionGone(): DomainError {
  return new DomainError('unauthorized', coreMessages.sessionMissing, { severity: 'WARN', code: 'session_missing' });
}

/** GET /authentication/valid: the session's customer as of now (their most recent order may have changed). */
export async function currentUser(
  deps: Pick<AuthDependencies, 'db'>,
  brand: Brand,
  session: SessionInfo,
): Promise<{ user: SessionUser }> {
  // A page's session was read with its shopper (auth/page-session.ts, ADR 0069): no statement of its own.
  if (isPageSession(session)) return { user: toSessionUser(session.shopper.consumer, session.shopper.latestOrder) };
  // Both by the session's consumer, so together: one round trip to the database instead of two.
  const [consumer, latestOrder] = await Promise.all([
    findConsumerById(deps.db, session.consumerId),
    findLatestOrder(deps.db, session.consumerId, brand.companyCodes),
  ]);
  if (!consumer) throw sessionGone();
  return { user: toSessionUser(consumer, latestOrder) };
}

export interface Profile {
  con_id: number;
  nome: string;
  email: string | null;
  modulo: number;
}

/** POST /authentication/profile: the portal knows one module, the consumer module of spec §9. */
export async function profile(
  deps: AuthDependencies,
  session: SessionInfo,
  moduleId: number,
): Promise<{ profile: Profile }> {
  if (moduleId !== CONSUMER_MODULE_ID) {
    throw new DomainError('validation', authMessages.invalidModule, { code: 'module_not_available' });
  }
  const consumer = await findConsumerById(deps.db, session.consumerId);
  if (!consumer) throw sessionGone();
  return { profile: { con_id: consumer.id, nome: consumer.name, email: consumer.email, modulo: CONSUMER_MODULE_ID } };
}
