/**
 * The sender of the notification outbox (ADR 0022), as a kind of job (ADR 0089). Every outbox row gets its job in the
 * transaction that wrote it (a trigger of migration 0025, so no writer can forget it): a message whose move committed
 * but whose process died before sending is sent by the next worker; a move that rolled back left neither; a row marked
 * sent is never sent again, whoever runs its job. The claim, the lease and the retries are the job worker's.
 *
 * The one duplicate this cannot rule out is a crash after the transport accepted the message and before the row was
 * marked sent (milliseconds); once the short lease lapses a later worker sends it again, with the same id, so a
 * provider that deduplicates drops it (ADR 0036). Losing a message would be worse.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import type { Messenger } from '../mail';
import { RetryJobLater, type JobHandler } from '../jobs/handler';
import { createJobWorker, JOB_LEASE_MS, type Heartbeat, type JobWorker } from '../jobs/worker';

export type { Heartbeat };

export const NOTIFICATION_JOB = 'notification.send';
/** How long a dead sender's claim holds a message (the job lease, ADR 0036). */
export const CLAIM_LEASE_MS = JOB_LEASE_MS;
/** After this many failed deliveries the message is given up (failed_at; its job is dead, the console lists it). */
export const MAX_ATTEMPTS = 8;

type OutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * The id a message keeps on every retry: SMTP's Message-ID, the SMS webhook's Idempotency-Key (ADR 0036). From the
 * row's id and creation time, so two databases (staging, production) do not give two messages the same id.
 */
export const outboxMessageKey = (row: Pick<OutboxRow, 'id' | 'createdAt'>) =>
  `outbox-${row.id}-${row.createdAt.getTime().toString(36)}`;

/** Sends one message; its job's key is the outbox row's id. */
export function notificationJob(messenger: Messenger, log: FastifyBaseLogger): JobHandler {
  return {
    kind: NOTIFICATION_JOB,
    maxAttempts: MAX_ATTEMPTS,
    // 1, 2, 4… minutes between tries, less up to a half of jitter.
    backoff: { firstGapMs: 60_000, maxGapMs: 2 ** (MAX_ATTEMPTS - 1) * 60_000, jitter: 0.5 },
    async run(job, { db, clock }) {
      const id = Number(job.key);
      const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
      // Sent already (the lease was lost after the send), or erased: its recipient is gone (privacy erasure).
      if (!row || row.sentAt || row.recipient === '') return;
      await db.update(notificationOutbox).set({ attempts: job.attempts }).where(eq(notificationOutbox.id, id));
      const delivery = await messenger.deliver({
        brandId: row.brandId,
        channel: row.channel,
        to: row.recipient,
        toMasked: row.recipientMasked,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        idempotencyKey: outboxMessageKey(row),
      });
      if (delivery === 'failed') {
        const giveUp = job.attempts >= job.maxAttempts;
        await db
          .update(notificationOutbox)
          .set({ lastError: 'delivery_failed', ...(giveUp ? { failedAt: clock() } : {}) })
          .where(eq(notificationOutbox.id, id));
        log.warn({ outboxId: id, attempts: job.attempts, giveUp }, 'status notification not delivered');
        throw new RetryJobLater('delivery_failed');
      }
      // Recorded even when the lease lapsed meanwhile: the message did go out.
      await db
        .update(notificationOutbox)
        .set({ sentAt: clock(), lastError: null, failedAt: null })
        .where(and(eq(notificationOutbox.id, id), isNull(notificationOutbox.sentAt)));
    },
  };
}

export interface DrainDeps {
  db: Database;
  clock: () => Date;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** What renews the claims while a batch is sent: a timer unless given (a test beats by hand). */
  heartbeat?: Heartbeat;
}

/** The outbox's view of a job worker: `kick()` sends what is due and resolves when that pass ends. */
export function drainerOf(worker: JobWorker) {
  return {
    kick: (): Promise<void> => worker.kick([NOTIFICATION_JOB]),
    /** Resolves when no pass runs (shutdown, tests). */
    idle: (): Promise<void> => worker.idle(),
  };
}

/** A worker of its own that sends messages only (a second sender, as another instance's: tests). */
export function createDrainer(deps: DrainDeps) {
  const worker = createJobWorker({ db: deps.db, clock: deps.clock, log: deps.log, heartbeat: deps.heartbeat });
  worker.register(notificationJob(deps.messenger, deps.log));
  return drainerOf(worker);
}

export type Drainer = ReturnType<typeof drainerOf>;
