/**
 * One-time codes for what 'Meus dados' must confirm (issue 28): an export and an erasure (a fresh code to the
 * session's own contact: re-authentication within the code's 10 minutes), and a contact change (a code to the NEW
 * e-mail or phone). The auth module's mechanism, reused as is: the same hashing, expiry, single use, 5 tries and
 * resend throttle; only the row's identity carries the purpose, so a sign-in code never confirms an erasure.
 */
import {
  ONE_TIME_CODE_MAX_TRIES,
  ONE_TIME_CODE_TTL_MINUTES,
  RESEND_COUNTDOWN_SECONDS,
  type Language,
} from '@portal/domain';
import { DomainError } from '../../lib/errors';
import type { Messenger } from '../mail';
import type { Config } from '../../config';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import type { Brand } from '../brand/repo';
import type { Identity } from '../auth/identity';
import { authMessages } from '../auth/messages';
import { codeMatches, generateCode, hashCode, newSalt } from '../auth/one-time-code';
import { findLatestCode, markCodeUsed, recordWrongTry, replaceCode } from '../auth/repo';
import { codeRefusal, closedCodeRefusal } from '../auth/service';
import { codeMessage } from '../auth/templates';
import { consumeThrottle } from '../auth/throttle';
import { CODE_WORDING } from './code-wording';

export type CodePurpose = 'export' | 'erasure' | 'contact';

export interface CodeDeps {
  db: Database;
  clock: () => Date;
  config: Config;
  messenger: Messenger;
}

/** The one_time_codes.identity of a purpose's code: never the plain sign-in key, so the two cannot stand in for each other. */
export function purposeKey(purpose: CodePurpose, consumerId: number, identity: Identity): string {
  return `privacy:${purpose}:${consumerId}:${identity.key}`;
}

export async function sendPurposeCode(
  deps: CodeDeps,
  input: { purpose: CodePurpose; consumerId: number; identity: Identity; brand: Brand; lang: Language },
): Promise<{ sentTo: string }> {
  const now = deps.clock();
  const key = purposeKey(input.purpose, input.consumerId, input.identity);
  const throttle = await consumeThrottle(deps.db, now, [
    {
      bucket: `privacy:${input.consumerId}`,
      limit: 1,
      windowSeconds: RESEND_COUNTDOWN_SECONDS,
      code: 'code_resend_too_soon',
    },
  ]);
  if (!throttle.allowed) {
    throw new DomainError('rate_limited', authMessages.resendTooSoon, {
      code: 'code_resend_too_soon',
      severity: 'WARN',
      retryAfterSeconds: throttle.retryAfterSeconds,
      params: { seconds: throttle.retryAfterSeconds, minutes: Math.ceil(throttle.retryAfterSeconds / 60) },
    });
  }
  const code = generateCode();
  const salt = newSalt();
  await replaceCode(deps.db, {
    brandId: input.brand.id,
    identityKey: key,
    consumerId: input.consumerId,
    codeHash: hashCode(code, salt, deps.config.CODE_HASH_SECRET),
    salt,
    now,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_MINUTES * 60_000),
  });
  const content = codeMessage({
    lang: input.lang,
    brand: input.brand,
    channel: input.identity.channel,
    code,
    validMinutes: ONE_TIME_CODE_TTL_MINUTES,
    wording: CODE_WORDING[input.purpose],
  });
  const delivery = await deps.messenger.deliver({
    brandId: input.brand.id,
    channel: input.identity.channel,
    to: input.identity.value,
    toMasked: input.identity.masked,
    ...content,
    code,
  });
  if (delivery === 'failed') {
    throw new DomainError('unavailable', authMessages.deliveryFailed, { code: 'delivery_failed' });
  }
  return { sentTo: input.identity.masked };
}

/** Uses the purpose's newest code, or throws the auth module's refusal (wrong, used, expired, locked); its row id. */
export async function confirmPurposeCode(
  deps: CodeDeps,
  input: { purpose: CodePurpose; consumerId: number; identity: Identity; brandId: number; code: string },
): Promise<number> {
  const now = deps.clock();
  const row = await findLatestCode(deps.db, input.brandId, purposeKey(input.purpose, input.consumerId, input.identity));
  if (!row) throw codeRefusal(authMessages.codeNotFound, 'code_not_found');
  const closed = closedCodeRefusal(row, now);
  if (closed) throw closed;
  if (!codeMatches(input.code, row.salt, row.codeHash, deps.config.CODE_HASH_SECRET)) {
    const attempts = await recordWrongTry(deps.db, row.id, now, ONE_TIME_CODE_MAX_TRIES);
    if (attempts !== null && attempts >= ONE_TIME_CODE_MAX_TRIES) {
      throw codeRefusal(authMessages.codeLocked, 'code_locked', { max: ONE_TIME_CODE_MAX_TRIES });
    }
    throw codeRefusal(authMessages.codeWrong, 'code_wrong', {
      remaining: Math.max(0, ONE_TIME_CODE_MAX_TRIES - (attempts ?? ONE_TIME_CODE_MAX_TRIES)),
    });
  }
  if (!(await markCodeUsed(deps.db, row.id, now, ONE_TIME_CODE_MAX_TRIES))) {
    throw codeRefusal(authMessages.codeUsed, 'code_used');
  }
  return row.id;
}

/**
 * Gives a used code back when what it confirmed could not be done (an export on a full disk): the shopper retries
 * with the code she has, within its 10 minutes, instead of being charged a code for the server's fault.
 */
export async function releasePurposeCode(deps: CodeDeps, codeId: number): Promise<void> {
  await deps.db.update(oneTimeCodes).set({ usedAt: null }).where(eq(oneTimeCodes.id, codeId));
}
