/**
 * The expiry job (ADR 0022): a protocol still 'Waiting for product' (2) whose product has not arrived within
 * PROTOCOL_EXPIRY_DAYS of entering that status is moved to 7 Expired with a note, through the same transition as an
 * operator's (history, outbox, lines freed), source 'scheduler'.
 *
 * Runs once across instances: each run takes a transaction-level advisory lock with pg_try_advisory_xact_lock; an
 * instance that does not get it skips the run (another is doing it). Each protocol is then moved by the ordinary
 * transition, which locks its row and re-checks its status, so a protocol an operator moved meanwhile is left alone.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import type { Database } from '../../db/client';
import { brands, protocolHistory, protocols } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { movementDescription } from '../wallet/ledger';
import { backofficeMessages } from './messages';
import { applyTransition } from './transitions-service';

/** A fixed key of its own (the migration and seed locks use 727274 and 727275). */
const EXPIRY_LOCK_ID = 727_276;
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
 * One run: null when another instance holds the run, else how many protocols were expired. The lock belongs to the
 * run's transaction; each move is a savepoint inside it, so a move refused meanwhile (409) is undone alone, and the
 * moves commit with the run. At most BATCH per run: the next run takes the rest.
 */
export async function expireWaitingProtocols(deps: ExpiryDeps): Promise<number | null> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - deps.days * DAY_MS);
  const note = movementDescription(backofficeMessages.expiredNote, { days: deps.days });
  return deps.db.transaction(async (lockTx) => {
    const result = await lockTx.execute(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_ID}) as locked`);
    const lock = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
    if (!lock?.locked) return null;
    let expired = 0;
    for (const protocolId of await dueProtocols(lockTx, cutoff)) {
      try {
        const outcome = await applyTransition(
          lockTx,
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
  });
}
