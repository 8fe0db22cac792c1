/**
 * The expiry job (ADR 0022): a protocol still 'Waiting for product' (2) whose product has not arrived within
 * PROTOCOL_EXPIRY_DAYS of entering that status is moved to 7 Expired with a note, through the same transition as an
 * operator's (history, outbox, lines freed), source 'scheduler'.
 *
 * A recurring job (ADR 0089): one job a PROTOCOL_EXPIRY_INTERVAL_SECONDS period, keyed by the period, so however many
 * instances run, a period runs once; the run and the job's 'done' commit together. Each protocol is moved by the
 * ordinary transition, which locks its row and re-checks its status, so a protocol an operator (or a run by hand)
 * moved meanwhile is left alone.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { JobHandler } from '../jobs/handler';
import { STATUS } from '@portal/domain';
import type { Database } from '../../db/client';
import { brands, protocolHistory, protocols } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { movementDescription } from '../wallet/ledger';
import { backofficeMessages } from './messages';
import { applyTransition } from './transitions-service';

const DAY_MS = 86_400_000;
const BATCH = 200;

export interface ExpiryDeps {
  db: Database;
  clock: () => Date;
  days: number;
}

/**
 * The protocols due: in status 2 since before the cutoff (the newest entry of status 2 is when it started waiting).
 * Found through the queue's index (brand, status, …) — every brand, then status 2 — and each one's history through
 * its own index, so the run reads the waiting protocols only, however long the history grows.
 */
async function dueProtocols(db: Database, cutoff: Date): Promise<number[]> {
  const waitingSince = sql`(select max(${protocolHistory.happenedAt}) from ${protocolHistory}
    where ${protocolHistory.protocolId} = ${protocols.id} and ${protocolHistory.statusId} = ${STATUS.WAITING_PRODUCT})`;
  const rows = await db
    .select({ id: protocols.id })
    .from(protocols)
    .where(
      and(
        inArray(protocols.brandId, db.select({ id: brands.id }).from(brands)),
        eq(protocols.statusId, STATUS.WAITING_PRODUCT),
        lt(waitingSince, cutoff),
      ),
    )
    .orderBy(protocols.id)
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/**
 * One run in the caller's transaction: how many protocols were expired. Each move is a savepoint inside it, so a move
 * refused meanwhile (409) is undone alone, and the moves commit with the run. At most BATCH per run: the next run
 * takes the rest.
 */
export async function expireDueProtocols(tx: Database, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const note = movementDescription(backofficeMessages.expiredNote, { days });
  let expired = 0;
  for (const protocolId of await dueProtocols(tx, cutoff)) {
    try {
      const outcome = await applyTransition(
        tx,
        { source: 'scheduler' },
        protocolId,
        { to: STATUS.EXPIRED, note: note.pt, noteTexts: note, denialReason: note.pt },
        now,
        null,
      );
      if (outcome.applied) expired++;
    } catch (error) {
      // Moved by someone else between the query and the lock: nothing to expire.
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  return expired;
}

/** One run in a transaction of its own (by hand: tests, the runtime's runExpiry). */
export async function expireWaitingProtocols(deps: ExpiryDeps): Promise<number> {
  return deps.db.transaction((tx) => expireDueProtocols(tx, deps.clock(), deps.days));
}

export const EXPIRY_JOB = 'protocols.expire';

/** The recurring job: a run every `everyMs`; `afterRun` wakes the sending of the messages its moves queued. */
export function expiryJob(input: { days: number; everyMs: number; afterRun: (expired: number) => void }): JobHandler {
  let expired = 0;
  return {
    kind: EXPIRY_JOB,
    maxAttempts: 5,
    backoff: { firstGapMs: 60_000, maxGapMs: 3_600_000, jitter: 0.5 },
    everyMs: input.everyMs,
    transactional: true,
    async run(_job, { db, now }) {
      expired = await expireDueProtocols(db, now, input.days);
    },
    afterCommit: () => input.afterRun(expired),
  };
}
