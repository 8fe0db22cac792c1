/**
 * The webhook sender inside the API (ADR 0044), built like the notification drain (ADR 0036): a worker claims due
 * deliveries for a lease (`for update skip locked`, so several instances share the work and none takes a delivery
 * another holds), commits the claim, POSTs each one signed, then records the outcome — unless its lease lapsed and
 * another worker took the delivery over meanwhile. A process killed between claim and answer leaves a claim that
 * lapses; the next worker sends that delivery again, with the same event id and delivery id (at-least-once: receivers
 * deduplicate by the event id).
 *
 * Failures (timeout, network error, non-2xx) are retried on the domain's schedule (nextWebhookAttempt: the first retry
 * within 30 s, then doubling with jitter, never more than an hour apart, the last at 24 h) for 24 h from the first
 * attempt; then the delivery fails, the subscription is paused and the
 * brand's admins are told by e-mail (the notification outbox). Each attempt is one row of the delivery log.
 */
import { and, eq, sql } from 'drizzle-orm';
import { nextWebhookAttempt, WEBHOOK_RETRY } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { events, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { decryptTotpSecret } from '../backoffice/totp';
import { toEnvelope } from '../events/envelope';
import { isSuccess, postSigned } from './signed-post';

/** Failures are retried for this long from the first attempt; then the subscription is paused. */
export const RETRY_WINDOW_MS = WEBHOOK_RETRY.windowMs;
const BATCH = 10;

export interface WorkerDeps {
  db: Database;
  clock: () => Date;
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
 * A claim lasts the whole batch's sending (each attempt is cut at the timeout, all run at once) plus a margin; only
 * a dead or frozen worker's claims lapse.
 */
export const leaseMs = (timeoutMs: number) => timeoutMs + 30_000;

interface Claimed {
  id: number;
  publicId: string;
  attempts: number;
  firstTriedAt: Date;
  claimedUntil: Date;
  subscriptionId: number;
  url: string;
  secretSealed: string;
  eventType: string;
  eventPublicId: string;
  envelope: string;
}

/** Claims up to BATCH due deliveries of active subscriptions; committed before anything is sent. */
async function claimDue(deps: WorkerDeps, now: Date): Promise<Claimed[]> {
  const until = new Date(now.getTime() + leaseMs(deps.timeoutMs));
  const ids = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookSubscriptions.active, true),
          sql`${webhookDeliveries.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
          sql`(${webhookDeliveries.claimedUntil} is null or ${webhookDeliveries.claimedUntil} < ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(webhookDeliveries)
      .set({
        claimedUntil: until,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        firstTriedAt: sql`coalesce(${webhookDeliveries.firstTriedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        sql`${webhookDeliveries.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning({ id: webhookDeliveries.id });
    return claimed.map((row) => row.id);
  });
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, subscription: webhookSubscriptions, event: events })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(
      sql`${webhookDeliveries.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return rows.map(({ delivery, subscription, event }) => ({
    id: delivery.id,
    publicId: delivery.publicId,
    attempts: delivery.attempts,
    firstTriedAt: delivery.firstTriedAt ?? now,
    claimedUntil: delivery.claimedUntil ?? until,
    subscriptionId: subscription.id,
    url: subscription.url,
    secretSealed: subscription.secretSealed,
    eventType: event.type,
    eventPublicId: event.publicId,
    envelope: JSON.stringify(toEnvelope(event)),
  }));
}

async function deliverOne(deps: WorkerDeps, claimed: Claimed): Promise<boolean> {
  const secret = decryptTotpSecret(claimed.secretSealed, deps.codeHashSecret);
  const attemptedAt = deps.clock();
  const result = secret
    ? await postSigned({
        url: claimed.url,
        body: claimed.envelope,
        secret,
        eventType: claimed.eventType,
        deliveryId: claimed.publicId,
        now: attemptedAt,
        timeoutMs: deps.timeoutMs,
        production: deps.production,
      })
    : { statusCode: null, durationMs: 0, error: 'secret_unreadable', excerpt: null };
  const now = deps.clock();
  const delivered = isSuccess(result);
  await deps.db.insert(webhookAttempts).values({
    subscriptionId: claimed.subscriptionId,
    deliveryId: claimed.id,
    eventPublicId: claimed.eventPublicId,
    eventType: claimed.eventType,
    attempt: claimed.attempts,
    attemptedAt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error: result.error,
    responseExcerpt: result.excerpt,
  });
  // Ours only while the lease we claimed it with still stands: a worker that took it over owns the outcome.
  const ours = and(
    eq(webhookDeliveries.id, claimed.id),
    eq(webhookDeliveries.claimedUntil, claimed.claimedUntil),
    eq(webhookDeliveries.status, 'pending'),
  );
  if (delivered) {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'delivered', finishedAt: now, claimedUntil: null })
      .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.status, 'pending')));
    return true;
  }
  deps.log.warn(
    {
      deliveryId: claimed.id,
      subscriptionId: claimed.subscriptionId,
      attempt: claimed.attempts,
      error: result.error,
      status: result.statusCode,
    },
    'webhook not delivered',
  );
  const next = nextWebhookAttempt({
    firstTriedAt: claimed.firstTriedAt,
    failedAt: now,
    attempts: claimed.attempts,
    random: (deps.random ?? Math.random)(),
  });
  if (next === null) {
    await giveUp(deps, claimed, now);
    return false;
  }
  await deps.db.update(webhookDeliveries).set({ nextAttemptAt: next, claimedUntil: null }).where(ours);
  return false;
}

/** 24 h of failures: the delivery fails, the subscription pauses (once) and its brand's admins are told. */
async function giveUp(deps: WorkerDeps, claimed: Claimed, now: Date): Promise<void> {
  const paused = await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', finishedAt: now, claimedUntil: null })
      .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.status, 'pending')));
    return tx
      .update(webhookSubscriptions)
      .set({ active: false, pausedReason: 'failing' })
      .where(and(eq(webhookSubscriptions.id, claimed.subscriptionId), eq(webhookSubscriptions.active, true)))
      .returning({ id: webhookSubscriptions.id });
  });
  if (paused.length > 0) {
    deps.log.warn({ subscriptionId: claimed.subscriptionId }, 'webhook subscription paused after 24 h of failures');
    await deps.onPausedForFailures(claimed.subscriptionId);
  }
}

/** Sends what is due; returns how many were delivered. */
export async function deliverDue(deps: WorkerDeps): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await claimDue(deps, deps.clock());
    if (batch.length === 0) return delivered;
    // One delivery's failure to record (its subscription deleted meanwhile, a lost connection) leaves the others'.
    const outcomes = await Promise.allSettled(batch.map((claimed) => deliverOne(deps, claimed)));
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') delivered += outcome.value ? 1 : 0;
      else
        deps.log.warn(
          { errCode: (outcome.reason as { code?: string }).code ?? 'unknown' },
          'webhook outcome not recorded',
        );
    }
  }
}

/**
 * One run at a time per process: a kick while a run is going marks more work, and the run loops once more rather
 * than a second one starting beside it (a delivery written meanwhile is not left for the poll).
 */
export function createDeliveryWorker(deps: WorkerDeps) {
  let running: Promise<void> | null = null;
  let wanted = false;
  const loop = async () => {
    while (wanted) {
      wanted = false;
      await deliverDue(deps).catch((error: { code?: string }) =>
        deps.log.warn({ errCode: error.code ?? 'unknown' }, 'webhook worker failed'),
      );
    }
    running = null;
  };
  return {
    /** Resolves when the run that covers this kick ends. */
    kick(): Promise<void> {
      wanted = true;
      running ??= loop();
      return running;
    },
    /** Resolves when no run is going (shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
