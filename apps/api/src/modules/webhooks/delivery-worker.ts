/**
 * The webhook sender inside the API (ADR 0044), as a kind of job (ADR 0089, ADR 0090): every delivery is one job of
 * the job table, keyed by the delivery's id and written in the statement that recorded its event (events/record.ts).
 * The job worker claims it for a lease it renews while the sender lives (several instances share the work, none takes
 * a job another holds); the handler then claims the delivery itself (`claimed_until`, as before: a delivery claimed
 * by a process killed between claim and answer is left alone until that claim lapses), POSTs it signed, and records
 * the outcome. The next worker sends a killed attempt's delivery again, with the same event id and delivery id
 * (at-least-once: receivers deduplicate by the event id).
 *
 * Failures (timeout, network error, non-2xx) are retried on the domain's schedule (nextWebhookAttempt: the first retry
 * within 30 s, then doubling with jitter, never more than an hour apart, the last at 24 h): the job is queued again at
 * that instant (RetryJobLater). After 24 h from the first attempt the delivery fails, the subscription is paused, the
 * brand's admins are told by e-mail (the notification outbox), and the job is dead: the console's failed jobs, whose
 * 'try again' makes the delivery pending again with a fresh 24 h (it leaves once the subscription is resumed). A
 * paused subscription's deliveries are not sent: their job ends, and resuming queues them again (subscriptions.ts).
 * Each attempt is one row of the delivery log.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { nextWebhookAttempt, WEBHOOK_RETRY } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { events, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { decryptTotpSecret } from '../backoffice/totp';
import { toEnvelope } from '../events/envelope';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_DELIVERY_MAX_ATTEMPTS } from '../events/record';
import { GiveUpJob, RetryJobLater, type JobHandler } from '../jobs/handler';
import type { JobRow } from '../jobs/repo';
import type { JobWorker } from '../jobs/worker';
import { isSuccess, postSigned, type AttemptResult as PostResult } from './signed-post';

export { WEBHOOK_DELIVERY_JOB };

/** Failures are retried for this long from the first attempt; then the subscription is paused. */
export const RETRY_WINDOW_MS = WEBHOOK_RETRY.windowMs;

export interface WorkerDeps {
  log: FastifyBaseLogger;
  timeoutMs: number;
  production: boolean;
  /** Unseals the subscriptions' secrets (CODE_HASH_SECRET). */
  codeHashSecret: string;
  /** Called after a subscription was paused for failing: queue the admins' e-mail and send it. */
  onPausedForFailures(subscriptionId: number): Promise<void>;
  /** 0..1; Math.random unless a test fixes it. */
  random?: () => number;
}

/**
 * A delivery's own claim lasts one attempt (cut at the timeout) plus a margin; only a dead or frozen worker's claims
 * lapse. The job's lease (renewed while its worker lives) is the job worker's.
 */
export const leaseMs = (timeoutMs: number) => timeoutMs + 30_000;

type Loaded = {
  delivery: typeof webhookDeliveries.$inferSelect;
  subscription: typeof webhookSubscriptions.$inferSelect;
  event: typeof events.$inferSelect;
};

async function load(db: Database, id: number): Promise<Loaded | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, subscription: webhookSubscriptions, event: events })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/** The delivery's claim for this attempt; null when another worker's claim stands (it raced us to it). */
async function claim(db: Database, id: number, now: Date, until: Date) {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({
      claimedUntil: until,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      firstTriedAt: sql`coalesce(${webhookDeliveries.firstTriedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** What the job row keeps of a failed attempt: the transport's code, or the HTTP status. */
const failureCode = (result: PostResult) =>
  result.error ?? (result.statusCode === null ? 'no_answer' : `http_${result.statusCode}`);

/** 24 h of failures: the delivery fails, the subscription pauses (once) and its brand's admins are told. */
async function giveUp(deps: WorkerDeps, db: Database, loaded: Loaded, now: Date): Promise<void> {
  const paused = await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', finishedAt: now, claimedUntil: null })
      .where(and(eq(webhookDeliveries.id, loaded.delivery.id), eq(webhookDeliveries.status, 'pending')));
    return tx
      .update(webhookSubscriptions)
      .set({ active: false, pausedReason: 'failing' })
      .where(and(eq(webhookSubscriptions.id, loaded.subscription.id), eq(webhookSubscriptions.active, true)))
      .returning({ id: webhookSubscriptions.id });
  });
  if (paused.length > 0) {
    deps.log.warn({ subscriptionId: loaded.subscription.id }, 'webhook subscription paused after 24 h of failures');
    await deps.onPausedForFailures(loaded.subscription.id);
  }
}

/**
 * 'Try again' from the console's failed jobs: the only way a job starts its first attempt on a failed delivery (a
 * delivery fails in its job's last run, which leaves the job dead). The delivery is pending again with a fresh 24 h,
 * as the webhooks page's 'deliver again'.
 */
async function reviveFailed(db: Database, job: JobRow, loaded: Loaded, now: Date): Promise<boolean> {
  if (loaded.delivery.status !== 'failed' || job.attempts !== 1) return false;
  const revived = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', firstTriedAt: null, finishedAt: null, nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(webhookDeliveries.id, loaded.delivery.id), eq(webhookDeliveries.status, 'failed')))
    .returning();
  if (revived[0]) loaded.delivery = revived[0];
  return revived.length > 0;
}

async function deliverOne(deps: WorkerDeps, db: Database, job: JobRow, clock: () => Date): Promise<void> {
  const id = Number(job.key);
  const loaded = await load(db, id);
  // Deleted with its subscription, or aged out with its event: nothing to send.
  if (!loaded) return;
  const startedAt = clock();
  await reviveFailed(db, job, loaded, startedAt);
  const { delivery, subscription, event } = loaded;
  // Delivered or failed already (a run repeated after a lost lease finds it so).
  if (delivery.status !== 'pending') return;
  // Paused: the delivery waits; resuming the subscription queues its job again.
  if (!subscription.active) return;
  // Another worker's attempt (one killed between claim and answer) holds it until its claim lapses.
  if (delivery.claimedUntil && delivery.claimedUntil >= startedAt) {
    throw new RetryJobLater('delivery_claimed', new Date(delivery.claimedUntil.getTime() + 1));
  }
  if (delivery.nextAttemptAt > startedAt) throw new RetryJobLater('not_due', delivery.nextAttemptAt);
  const claimed = await claim(db, id, startedAt, new Date(startedAt.getTime() + leaseMs(deps.timeoutMs)));
  if (!claimed) throw new RetryJobLater('delivery_claimed', new Date(startedAt.getTime() + leaseMs(deps.timeoutMs)));

  const secret = decryptTotpSecret(subscription.secretSealed, deps.codeHashSecret);
  const attemptedAt = clock();
  const result: PostResult = secret
    ? await postSigned({
        url: subscription.url,
        body: JSON.stringify(toEnvelope(event)),
        secret,
        eventType: event.type,
        deliveryId: delivery.publicId,
        now: attemptedAt,
        timeoutMs: deps.timeoutMs,
        production: deps.production,
      })
    : { statusCode: null, durationMs: 0, error: 'secret_unreadable', excerpt: null };
  const now = clock();
  await db.insert(webhookAttempts).values({
    subscriptionId: subscription.id,
    deliveryId: id,
    eventPublicId: event.publicId,
    eventType: event.type,
    attempt: claimed.attempts,
    attemptedAt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error: result.error,
    responseExcerpt: result.excerpt,
  });
  if (isSuccess(result)) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'delivered', finishedAt: now, claimedUntil: null })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
    return;
  }
  const code = failureCode(result);
  deps.log.warn(
    { deliveryId: id, subscriptionId: subscription.id, attempt: claimed.attempts, error: result.error, status: result.statusCode },
    'webhook not delivered',
  );
  const next = nextWebhookAttempt({
    firstTriedAt: claimed.firstTriedAt ?? startedAt,
    failedAt: now,
    attempts: claimed.attempts,
    random: (deps.random ?? Math.random)(),
  });
  if (next === null) {
    await giveUp(deps, db, loaded, now);
    throw new GiveUpJob(code);
  }
  // Ours only while the claim we took still stands: a worker that took the delivery over owns the outcome.
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: next, claimedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.claimedUntil, claimed.claimedUntil!),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
  throw new RetryJobLater(code, next);
}

/**
 * A job for every pending delivery that has none (written by a version before ADR 0090): at start-up, once; a
 * delivery with a job, whatever its state (a paused subscription's ended one), is left as it is.
 */
export async function adoptPendingDeliveries(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    insert into jobs (kind, key, payload, run_at, max_attempts, created_at, updated_at)
    select ${WEBHOOK_DELIVERY_JOB}, d.id::text, '{}'::jsonb, d.next_attempt_at, ${WEBHOOK_DELIVERY_MAX_ATTEMPTS},
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from webhook_deliveries d
    where d.status = 'pending'
    on conflict (kind, key) do nothing`);
}

/** The kind that sends one delivery; registered on the app's job worker (routes.ts). */
export function deliveryJob(deps: WorkerDeps): JobHandler {
  return {
    kind: WEBHOOK_DELIVERY_JOB,
    maxAttempts: WEBHOOK_DELIVERY_MAX_ATTEMPTS,
    // Only for a failure of our own (the database): the schedule's first gap and cap.
    backoff: { firstGapMs: WEBHOOK_RETRY.firstGapMs, maxGapMs: WEBHOOK_RETRY.maxGapMs, jitter: 0.5 },
    // One slow receiver (up to the timeout) must not hold up the batch's other deliveries.
    parallel: true,
    run: (job, { db, clock }) => deliverOne(deps, db, job, clock),
  };
}

/** The webhooks' view of the job worker: `kick()` sends what is due and resolves when that pass ends. */
export function deliveryWorkerOf(worker: JobWorker) {
  return {
    kick: (): Promise<void> => worker.kick([WEBHOOK_DELIVERY_JOB]),
    /** Resolves when no pass runs (shutdown, tests). */
    idle: (): Promise<void> => worker.idle(),
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorkerOf>;
