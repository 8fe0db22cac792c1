/**
 * The sender of the notification outbox (ADR 0022). A drain claims a pending row for a lease (`for update skip
 * locked`, so two drains — two API instances — never take the same row), commits the claim, sends through the
 * messenger (SMTP/SMS or the dev outbox), then marks it sent. Runs after each move's commit, at start-up and every
 * interval: a message whose move committed but whose process died before sending is sent by the next drain; a move
 * that rolled back left no row; a row marked sent is never sent again.
 *
 * The one duplicate this cannot rule out is a crash after the transport accepted the message and before the row was
 * marked sent (milliseconds); once the short lease lapses a later drain sends it again, with the same id, so a
 * provider that deduplicates drops it (ADR 0036). Losing a message would be worse.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import type { Messenger } from '../mail';

/**
 * How long a claim holds a row without being renewed (ADR 0036). The live drain renews it while it works through
 * its batch, so only a dead (or frozen) drain's claims lapse, and another drain takes them over this soon after.
 */
export const CLAIM_LEASE_MS = 30_000;
/** Three renewals per lease: one slow renewal (a busy database) does not let the lease lapse under a live drain. */
export const LEASE_RENEW_EVERY_MS = CLAIM_LEASE_MS / 3;
/** After this many failed deliveries the row is given up (failed_at), so a bad address does not loop forever. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Calls `beat` every `ms` until the returned function is called. */
export type Heartbeat = (ms: number, beat: () => Promise<void>) => () => void;

const timerHeartbeat: Heartbeat = (ms, beat) => {
  const timer = setInterval(() => void beat(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface DrainDeps {
  db: Database;
  clock: () => Date;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** What renews the claims while a batch is sent: a timer unless given (a test beats by hand). */
  heartbeat?: Heartbeat;
}

type OutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * The id a message keeps on every retry: SMTP's Message-ID, the SMS webhook's Idempotency-Key (ADR 0036). From the
 * row's id and creation time, so two databases (staging, production) do not give two messages the same id.
 */
export const outboxMessageKey = (row: Pick<OutboxRow, 'id' | 'createdAt'>) =>
  `outbox-${row.id}-${row.createdAt.getTime().toString(36)}`;

const leaseFrom = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_MS);

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
      .set({ claimedUntil: leaseFrom(now), attempts: sql`${notificationOutbox.attempts} + 1` })
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

/**
 * The rows one drain holds and the lease it holds them by. `claimed_until` doubles as the owner's token: a row is
 * taken over only once its lease lapsed, and the new lease ends later than the old one, so a row whose
 * `claimed_until` still equals ours is still ours. This drain's writes on its rows run one after another, so a
 * heartbeat never races a row's own outcome.
 */
class Claim {
  private held: Set<number>;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: DrainDeps,
    readonly rows: OutboxRow[],
    private until: Date,
  ) {
    this.held = new Set(rows.map((row) => row.id));
  }

  private serial<T>(write: () => Promise<T>): Promise<T> {
    const next = this.queue.then(write);
    this.queue = next.catch(() => undefined);
    return next;
  }

  holds(id: number): boolean {
    return this.held.has(id);
  }

  /** Extends the lease of the rows still held; a row another drain took over (ours lapsed) is let go. */
  renew(): Promise<void> {
    return this.serial(async () => {
      if (this.held.size === 0) return;
      const until = leaseFrom(this.deps.clock());
      const kept = await this.deps.db
        .update(notificationOutbox)
        .set({ claimedUntil: until })
        .where(
          and(
            inArray(notificationOutbox.id, [...this.held]),
            eq(notificationOutbox.claimedUntil, this.until),
            isNull(notificationOutbox.sentAt),
          ),
        )
        .returning({ id: notificationOutbox.id });
      this.held = new Set(kept.map((row) => row.id));
      this.until = until;
    });
  }

  /** Recorded even when the lease lapsed meanwhile: the message did go out. */
  sent(id: number, now: Date): Promise<void> {
    return this.serial(async () => {
      this.held.delete(id);
      await this.deps.db
        .update(notificationOutbox)
        .set({ sentAt: now, lastError: null })
        .where(and(eq(notificationOutbox.id, id), isNull(notificationOutbox.sentAt)));
    });
  }

  /** Sets the retry time, unless another drain took the row over meanwhile (its claim is then its own). */
  failed(row: OutboxRow, now: Date): Promise<boolean> {
    return this.serial(async () => {
      this.held.delete(row.id);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await this.deps.db
        .update(notificationOutbox)
        .set({
          lastError: 'delivery_failed',
          claimedUntil: retryAt(now, row.attempts),
          ...(giveUp ? { failedAt: now } : {}),
        })
        .where(and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.claimedUntil, this.until)));
      return giveUp;
    });
  }
}

/** Sends the claimed rows, renewing the claim meanwhile; returns how many were sent. */
async function sendBatch(deps: DrainDeps, claim: Claim): Promise<number> {
  let sent = 0;
  const stop = (deps.heartbeat ?? timerHeartbeat)(LEASE_RENEW_EVERY_MS, () =>
    claim.renew().catch((error: unknown) => {
      deps.log.warn({ error: (error as { code?: string }).code ?? 'unknown' }, 'notification lease not renewed');
    }),
  );
  try {
    for (const row of claim.rows) {
      // Renewing first also tells whether the row is still ours: a drain frozen past its lease lost it.
      await claim.renew();
      if (!claim.holds(row.id)) continue;
      const delivery = await deps.messenger.deliver({
        brandId: row.brandId,
        channel: row.channel,
        to: row.recipient,
        toMasked: row.recipientMasked,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        idempotencyKey: outboxMessageKey(row),
      });
      const now = deps.clock();
      if (delivery === 'failed') {
        const giveUp = await claim.failed(row, now);
        deps.log.warn({ outboxId: row.id, attempts: row.attempts, giveUp }, 'status notification not delivered');
        continue;
      }
      await claim.sent(row.id, now);
      sent++;
    }
  } finally {
    stop();
  }
  return sent;
}

/** Sends what is pending; returns how many were sent. */
export async function drainOutbox(deps: DrainDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = deps.clock();
    const batch = await claimBatch(deps, now);
    if (batch.length === 0) return sent;
    sent += await sendBatch(deps, new Claim(deps, batch, leaseFrom(now)));
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
