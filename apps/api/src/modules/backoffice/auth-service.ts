/**
 * Operator sign-in (ADR 0022): an e-mail code with the shoppers' rules (ARCHITECTURE §7: 6 CSPRNG digits stored as
 * a keyed hash, 10 minutes, single use, a new code voids the old, 5 wrong tries, resend after 25 s, hourly caps per
 * identity and IP) through the shoppers' own code table and functions, then a TOTP.
 */
import { createHmac } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  CODE_REQUESTS_PER_HOUR_PER_IDENTITY,
  CODE_REQUESTS_PER_HOUR_PER_IP,
  maskEmail,
  normalizeEmail,
  ONE_TIME_CODE_MAX_TRIES,
  ONE_TIME_CODE_TTL_MINUTES,
  RESEND_COUNTDOWN_SECONDS,
  type Language,
} from '@portal/domain';
import { isProduction, type Config } from '../../config';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { DomainError, interpolate } from '../../lib/errors';
import type { Delivery, Messenger } from '../mail';
import { safeError } from '../../lib/log-safety';
import { coreMessages } from '../../lib/messages';
import type { Brand } from '../brand/repo';
import { authMessages } from '../auth/messages';
import { closedCodeRefusal, codeRefusal } from '../auth/service';
import { codeMatches, generateCode, hashCode, newSalt, unmatchableHash } from '../auth/one-time-code';
import { findLatestCode, markCodeUsed, recordWrongTry, replaceCode } from '../auth/repo';
import { consumeThrottle } from '../auth/throttle';
import { withOperatorBrandNames, type BrandName } from './brand-names';
import { backofficeMessages } from './messages';
import {
  clearPreauth,
  readPreauth,
  setPreauth,
  startOperatorSession,
  toOperatorIdentity,
  type OperatorIdentity,
} from './operator-session';
import { acceptTotpStep, findOperatorByEmail, findOperatorById, storePendingSecret } from './operators-repo';
import { checkTotp, decryptTotpSecret, encryptTotpSecret, enrolmentOf, newTotpSecret } from './totp';

export interface BackofficeAuthDeps {
  db: Database;
  clock: () => Date;
  config: Config;
  messenger: Messenger;
  /** Where a failed send after the answer is logged (the app's logger); nowhere when absent. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const HOUR = 3600;
/** TOTP tries per operator before a pause: 5 in 15 minutes leaves a guesser about one chance in 70,000 per window. */
const TOTP_TRIES = 5;
const TOTP_WINDOW_SECONDS = 15 * 60;

/** Operators' codes live beside the shoppers' under their own identity prefix, so the two can never match. */
const identityKey = (email: string) => `operator:${email}`;

function keyed(label: string, value: string, secret: string): string {
  return createHmac('sha256', secret).update(`${label}:${value}`).digest('hex');
}

function rateLimited(text: LocalizedText, code: string, seconds: number): DomainError {
  return new DomainError('rate_limited', text, {
    code,
    severity: 'WARN',
    retryAfterSeconds: seconds,
    params: { seconds, minutes: Math.ceil(seconds / 60) },
  });
}

/** What became of the code e-mail a sign-in asked for, once the 202 has gone out. */
export type OperatorCodeOutcome = { email: 'unknown' } | { email: 'known'; delivery: Delivery | 'error' };

/**
 * Fires once the code e-mail of a POST auth/code has been handed to the messenger (or, for an e-mail that is not an
 * active operator's, once it is clear nothing will be sent). It happens after the answer, so a test waits on this
 * event, never on time. It carries no address.
 */
export const operatorCodeEvents = new EventEmitter();
export const OPERATOR_CODE_SETTLED = 'settled';

/**
 * POST auth/code. Known and unknown (or inactive) e-mails take the same steps and get the same 202; only an active
 * operator is sent a code — the back office never writes to an address it does not know. The e-mail goes out after
 * the answer (`deliverAfterAnswer`, run by the route once the reply is written; ADR 0040): the answer's status, body
 * and time no longer depend on the SMTP server, so they cannot tell whether an address is an operator's. The code
 * waits for it in memory only; the outbox keeps it masked in production (modules/mail).
 */
export async function requestOperatorCode(
  deps: BackofficeAuthDeps,
  input: { brand: Brand; email: string; ip: string; lang: Language },
): Promise<{ answer: { sent: true }; deliverAfterAnswer: () => Promise<void> }> {
  const email = normalizeEmail(input.email);
  const now = deps.clock();
  const bucket = `operator-code:${keyed('throttle', identityKey(email), deps.config.CODE_HASH_SECRET)}`;
  const throttle = await consumeThrottle(deps.db, now, [
    { bucket, limit: 1, windowSeconds: RESEND_COUNTDOWN_SECONDS, code: 'code_resend_too_soon' },
    { bucket, limit: CODE_REQUESTS_PER_HOUR_PER_IDENTITY, windowSeconds: HOUR, code: 'code_hourly_limit_identity' },
    {
      bucket: `code:ip:${input.ip}`,
      limit: CODE_REQUESTS_PER_HOUR_PER_IP,
      windowSeconds: HOUR,
      code: 'code_hourly_limit_ip',
    },
  ]);
  if (!throttle.allowed) {
    const texts: Record<string, LocalizedText> = {
      code_resend_too_soon: authMessages.resendTooSoon,
      code_hourly_limit_identity: authMessages.identityHourlyLimit,
      code_hourly_limit_ip: authMessages.ipHourlyLimit,
    };
    throw rateLimited(
      texts[throttle.rule.code] ?? coreMessages.tooManyRequests,
      throttle.rule.code,
      throttle.retryAfterSeconds,
    );
  }
  const operator = await findOperatorByEmail(deps.db, email);
  const known = operator?.active === true;
  const salt = newSalt();
  const code = known ? generateCode() : undefined;
  await replaceCode(deps.db, {
    brandId: input.brand.id,
    identityKey: identityKey(email),
    consumerId: null,
    codeHash: code !== undefined ? hashCode(code, salt, deps.config.CODE_HASH_SECRET) : unmatchableHash(),
    salt,
    now,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_MINUTES * 60_000),
  });
  const settled = (outcome: OperatorCodeOutcome) => operatorCodeEvents.emit(OPERATOR_CODE_SETTLED, outcome);
  if (code === undefined) {
    return { answer: { sent: true }, deliverAfterAnswer: async () => void settled({ email: 'unknown' }) };
  }
  const message = {
    brandId: input.brand.id,
    channel: 'email' as const,
    to: email,
    toMasked: maskEmail(email),
    subject: backofficeMessages.codeEmailSubject[input.lang],
    text: interpolate(backofficeMessages.codeEmailText[input.lang], { code, minutes: ONE_TIME_CODE_TTL_MINUTES }),
    code,
  };
  const deliverAfterAnswer = async () => {
    // Nobody waits for this answer any more: a failed send is the messenger's log line (masked) and the outbox's
    // 'failed' row, and the operator asks again after the resend pause.
    let delivery: Delivery | 'error';
    try {
      delivery = await deps.messenger.deliver(message);
    } catch (error) {
      delivery = 'error';
      deps.log?.warn({ err: safeError(error) }, 'operator code delivery failed');
    }
    settled({ email: 'known', delivery });
  };
  return { answer: { sent: true }, deliverAfterAnswer };
}

export type VerifyAnswer = { next: 'totp-enrol'; otpauthUri: string; qrSvg: string } | { next: 'totp' };

/**
 * POST auth/verify: the newest code of the e-mail at this brand. On success the `op_preauth` cookie names the
 * operator; one who has not enrolled yet gets a fresh secret as a QR code (stored sealed, confirmed by the first TOTP).
 */
export async function verifyOperatorCode(
  deps: BackofficeAuthDeps,
  reply: FastifyReply,
  input: { brand: Brand; email: string; code: string },
): Promise<VerifyAnswer> {
  const email = normalizeEmail(input.email);
  const now = deps.clock();
  const secret = deps.config.CODE_HASH_SECRET;
  const refusalAfterRace = async () => {
    const latest = await findLatestCode(deps.db, input.brand.id, identityKey(email));
    return (latest && closedCodeRefusal(latest, now)) ?? codeRefusal(authMessages.codeNotFound, 'code_not_found');
  };
  const row = await findLatestCode(deps.db, input.brand.id, identityKey(email));
  if (!row) throw codeRefusal(authMessages.codeNotFound, 'code_not_found');
  const closed = closedCodeRefusal(row, now);
  if (closed) throw closed;
  const operator = await findOperatorByEmail(deps.db, email);
  const matches = codeMatches(input.code, row.salt, row.codeHash, secret) && operator?.active === true;
  if (!matches) {
    const attempts = await recordWrongTry(deps.db, row.id, now, ONE_TIME_CODE_MAX_TRIES);
    if (attempts === null) throw await refusalAfterRace();
    if (attempts >= ONE_TIME_CODE_MAX_TRIES) {
      throw codeRefusal(authMessages.codeLocked, 'code_locked', { max: ONE_TIME_CODE_MAX_TRIES });
    }
    throw codeRefusal(authMessages.codeWrong, 'code_wrong', { remaining: ONE_TIME_CODE_MAX_TRIES - attempts });
  }
  if (!(await markCodeUsed(deps.db, row.id, now, ONE_TIME_CODE_MAX_TRIES))) throw await refusalAfterRace();

  const secure = isProduction(deps.config);
  setPreauth(reply, { operatorId: operator!.id, now, secret, secure });
  const sealed = operator!.totpSecret;
  if (operator!.totpEnrolledAt && sealed && decryptTotpSecret(sealed, secret) !== null) return { next: 'totp' };
  const fresh = newTotpSecret();
  await storePendingSecret(deps.db, operator!.id, encryptTotpSecret(fresh, secret));
  return { next: 'totp-enrol', ...(await enrolmentOf(fresh, email)) };
}

/** POST auth/totp: the second factor; success starts the session and ends the pre-auth state. */
export async function verifyOperatorTotp(
  deps: BackofficeAuthDeps,
  request: Parameters<typeof readPreauth>[0],
  reply: FastifyReply,
  token: string,
): Promise<{ operator: OperatorIdentity & { brandNames: BrandName[] } }> {
  const now = deps.clock();
  const secret = deps.config.CODE_HASH_SECRET;
  const operatorId = readPreauth(request, now, secret);
  const operator = await findOperatorById(deps.db, operatorId);
  const sealed = operator?.totpSecret ? decryptTotpSecret(operator.totpSecret, secret) : null;
  if (!operator || !operator.active || sealed === null) {
    throw new DomainError('unauthorized', backofficeMessages.preauthMissing, {
      severity: 'WARN',
      code: 'preauth_missing',
    });
  }
  // Every try counts, right or wrong, and the cap is checked before the token: a guesser gets five in 15 minutes.
  const throttle = await consumeThrottle(deps.db, now, [
    {
      bucket: `operator-totp:${operator.id}`,
      limit: TOTP_TRIES,
      windowSeconds: TOTP_WINDOW_SECONDS,
      code: 'totp_tries',
    },
  ]);
  if (!throttle.allowed)
    throw rateLimited(backofficeMessages.totpTooManyTries, 'totp_tries', throttle.retryAfterSeconds);
  const check = await checkTotp({ secret: sealed, token, now, lastStep: operator.totpLastStep });
  if (!check.valid || !(await acceptTotpStep(deps.db, operator.id, check.timeStep, now))) {
    throw new DomainError('rule', backofficeMessages.totpWrong, { code: 'totp_wrong', severity: 'WARN' });
  }
  const secure = isProduction(deps.config);
  await startOperatorSession(deps.db, reply, { operatorId: operator.id, now, secure });
  clearPreauth(reply, secure);
  return { operator: await withOperatorBrandNames(deps.db, toOperatorIdentity(operator)) };
}
