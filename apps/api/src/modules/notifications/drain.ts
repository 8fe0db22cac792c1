/**
 * The sender of the notification outbox (ADR 0022). A drain claims a pending row for a lease (`for update skip
 * locked`, so two drains — two API instances — never take the same row), commits the claim, sends through the
 * messenger (SMTP/SMS or the dev outbox), then marks it sent. Runs after each move's commit, at start-up and every
 * interval: a message whose move committed but whose process died before sending is sent by the next drain; a move
 * that rolled back left no row; a row marked sent is never sent again.
 *
 * The one duplicate this cannot rule out is a crash after the transport accepted the message and before the row was
 * marked sent (milliseconds); the lease then lets a later drain send it again. Losing a message would be worse.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import type { Messenger } from '../../lib/mailer';

/** How long a claimed row is left to its drain before another may take it (well above any transport timeout). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** After this many failed deliveries the row is given up (failed_at), so a bad address does not loop forever. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

export interface DrainDeps {
  db: Database;
  clock: () => Date;
  messenger: Messenger;
  log: FastifyBaseLogger;
}

type OutboxRow = typeof notificationOutbox.$inferSelect;

/** Claims up to BATCH pending rows whose lease (if any) ran out; committed before anything is sent. */
async function claimBatch(deps: DrainDeps, now: Date): Promise<OutboxRow[]> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          isNull(notificationOutbox.sentAt),
          isNull(notificationOutbox.failedAt),
          or(isNull(notificationOutbox.claimedUntil), lt(notificationOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(notificationOutbox)
      .set({
        claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        attempts: sql`${notificationOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          notificationOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Backoff before a failed message is tried again: 1, 2, 4… minutes. */
function retryAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Sends what is pending; returns how many were sent. */
export async function drainOutbox(deps: DrainDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps, deps.clock());
    if (batch.length === 0) return sent;
    for (const row of batch) {
      const delivery = await deps.messenger.deliver({
        brandId: row.brandId,
        channel: row.channel,
        to: row.recipient,
        toMasked: row.recipientMasked,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      const now = deps.clock();
      if (delivery === 'failed') {
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await deps.db
          .update(notificationOutbox)
          .set({
            lastError: 'delivery_failed',
            claimedUntil: retryAt(now, row.attempts),
            ...(giveUp ? { failedAt: now } : {}),
          })
          .where(eq(notificationOutbox.id, row.id));
        deps.log.warn({ outboxId: row.id, attempts: row.attempts, giveUp }, 'status notification not delivered');
        continue;
      }
      await deps.db
        .update(notificationOutbox)
        .set({ sentAt: now, lastError: null })
        .where(and(eq(notificationOutbox.id, row.id), isNull(notificationOutbox.sentAt)));
      sent++;
    }
  }
}

/**
 * One drain at a time per process: a kick while one runs asks for one more pass after it (so a message queued
 * meanwhile is not left for the periodic drain), never a second concurrent one.
 */
export function createDrainer(deps: DrainDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        await drainOutbox(deps);
      } catch (error) {
        deps.log.warn({ error: (error as { code?: string }).code ?? 'unknown' }, 'notification drain failed');
      }
    } while (again);
  };
  return {
    /** Starts a drain (or asks the running one for another pass); resolves when the drain that covers it ends. */
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    /** Resolves when no drain runs (shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type Drainer = ReturnType<typeof createDrainer>;
