/**
 * Webhook subscriptions, managed by admins (issue 26): each acts only on its own brands (another brand's subscription
 * is as unknown as a missing one, 404). The secret is drawn here, answered once, and stored sealed (AES-GCM under
 * CODE_HASH_SECRET, as the operators' TOTP secrets): the worker needs it whole to sign.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TEST_EVENT_TYPE, type DeliveredEventData } from '@portal/domain';
import type { Database } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import type { OperatorIdentity } from '../backoffice/operator-session';
import { brandsFor } from '../backoffice/protocols-service';
import { decryptTotpSecret, encryptTotpSecret } from '../backoffice/totp';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_DELIVERY_MAX_ATTEMPTS } from '../events/record';
import { requeueJobs } from '../jobs/repo';
import { webhookMessages } from './messages';
import { isSuccess, postSigned } from './signed-post';
import { checkWebhookUrl } from './url-safety';
import type { AttemptView, SubscriptionView } from './wire';

export interface SubscriptionContext {
  db: Database;
  admin: OperatorIdentity;
  now: Date;
  production: boolean;
  codeHashSecret: string;
  timeoutMs: number;
}

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;

const notFound = () => new DomainError('not_found', webhookMessages.notFound, { code: 'webhook_not_found' });

export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    brandId: row.brandId,
    url: row.url,
    events: row.events,
    active: row.active,
    pausedReason: row.pausedReason === 'admin' || row.pausedReason === 'failing' ? row.pausedReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's subscription, or 404 (a missing one and another brand's look the same). */
async function ownSubscription(context: SubscriptionContext, id: number): Promise<SubscriptionRow> {
  const [row] = await context.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  if (!row || !context.admin.brands.includes(row.brandId)) throw notFound();
  return row;
}

export async function listSubscriptions(context: SubscriptionContext): Promise<SubscriptionView[]> {
  if (context.admin.brands.length === 0) return [];
  const rows = await context.db
    .select()
    .from(webhookSubscriptions)
    .where(inArray(webhookSubscriptions.brandId, context.admin.brands))
    .orderBy(webhookSubscriptions.id);
  return rows.map(toSubscriptionView);
}

export async function createSubscription(
  context: SubscriptionContext,
  input: { brandId: number; url: string; events: string[] },
): Promise<SubscriptionView & { secret: string }> {
  brandsFor(context.admin, input.brandId);
  const url = await checkWebhookUrl(input.url, context.production);
  const secret = newSecret();
  const [row] = await context.db
    .insert(webhookSubscriptions)
    .values({
      brandId: input.brandId,
      url: url.toString(),
      events: input.events,
      secretSealed: encryptTotpSecret(secret, context.codeHashSecret),
      createdBy: context.admin.id,
      createdAt: context.now,
    })
    .returning();
  return { ...toSubscriptionView(row!), secret };
}

/**
 * Pause or resume. Resuming gives the deliveries still pending a fresh 24 h (their retries start over), so a receiver
 * fixed after a failing pause gets what it missed.
 */
export async function setActive(context: SubscriptionContext, id: number, active: boolean): Promise<SubscriptionView> {
  await ownSubscription(context, id);
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({ active, pausedReason: active ? null : 'admin' })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    if (active) {
      const waiting = await tx
        .update(webhookDeliveries)
        .set({ firstTriedAt: null, nextAttemptAt: context.now, claimedUntil: null })
        .where(and(eq(webhookDeliveries.subscriptionId, id), eq(webhookDeliveries.status, 'pending')))
        .returning({ id: webhookDeliveries.id });
      // Their jobs ended while the subscription was paused (or wait for a retry): all go now, in this commit.
      await queueDeliveries(tx, waiting, context.now);
    }
    return toSubscriptionView(row!);
  });
}

/** The deliveries' jobs, queued now in the caller's transaction whatever became of them (ADR 0090). */
async function queueDeliveries(tx: Database, deliveries: { id: number }[], now: Date): Promise<void> {
  await requeueJobs(tx, {
    kind: WEBHOOK_DELIVERY_JOB,
    keys: deliveries.map((row) => String(row.id)),
    maxAttempts: WEBHOOK_DELIVERY_MAX_ATTEMPTS,
    now,
  });
}

export async function deleteSubscription(context: SubscriptionContext, id: number): Promise<void> {
  await ownSubscription(context, id);
  await context.db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
}

export async function rotateSecret(context: SubscriptionContext, id: number): Promise<{ id: number; secret: string }> {
  await ownSubscription(context, id);
  const secret = newSecret();
  await context.db
    .update(webhookSubscriptions)
    .set({ secretSealed: encryptTotpSecret(secret, context.codeHashSecret) })
    .where(eq(webhookSubscriptions.id, id));
  return { id, secret };
}

/**
 * A test event (webhook.test, documented with the others in the OpenAPI webhooks section), sent now and logged; the
 * answer says how the receiver took it.
 */
export async function sendTestEvent(context: SubscriptionContext, id: number): Promise<AttemptView> {
  const row = await ownSubscription(context, id);
  const secret = decryptTotpSecret(row.secretSealed, context.codeHashSecret);
  const eventId = randomUUID();
  const data: DeliveredEventData<typeof TEST_EVENT_TYPE> = { subscriptionId: row.id };
  const body = JSON.stringify({
    id: eventId,
    type: TEST_EVENT_TYPE,
    createdAt: context.now.toISOString(),
    brandId: row.brandId,
    data,
  });
  const result = secret
    ? await postSigned({
        url: row.url,
        body,
        secret,
        eventType: TEST_EVENT_TYPE,
        deliveryId: randomUUID(),
        now: context.now,
        timeoutMs: context.timeoutMs,
        production: context.production,
      })
    : { statusCode: null, durationMs: 0, error: 'secret_unreadable', excerpt: null };
  const [logged] = await context.db
    .insert(webhookAttempts)
    .values({
      subscriptionId: row.id,
      eventPublicId: eventId,
      eventType: TEST_EVENT_TYPE,
      attempt: 1,
      attemptedAt: context.now,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.excerpt,
    })
    .returning();
  return { ...toAttemptView(logged!, null), deliveryStatus: isSuccess(result) ? 'delivered' : 'failed' };
}

function toAttemptView(row: typeof webhookAttempts.$inferSelect, deliveryStatus: string | null): AttemptView {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    deliveryId: row.deliveryId,
    eventId: row.eventPublicId,
    eventType: row.eventType,
    attempt: row.attempt,
    attemptedAt: row.attemptedAt.toISOString(),
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    response: row.responseExcerpt,
    deliveryStatus:
      deliveryStatus === 'pending' || deliveryStatus === 'delivered' || deliveryStatus === 'failed'
        ? deliveryStatus
        : null,
  };
}

/** The latest attempts of one subscription, or of all the admin's brands' subscriptions. */
export async function deliveryLog(context: SubscriptionContext, id: number | undefined): Promise<AttemptView[]> {
  if (id !== undefined) await ownSubscription(context, id);
  if (context.admin.brands.length === 0) return [];
  const rows = await context.db
    .select({ attempt: webhookAttempts, status: webhookDeliveries.status })
    .from(webhookAttempts)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookAttempts.subscriptionId))
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(
      id !== undefined
        ? eq(webhookAttempts.subscriptionId, id)
        : inArray(webhookSubscriptions.brandId, context.admin.brands),
    )
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
    .limit(200);
  return rows.map((row) => toAttemptView(row.attempt, row.status));
}

/** 'Deliver again': the delivery is pending again now, with a fresh 24 h of retries, whatever its outcome was. */
export async function redeliver(context: SubscriptionContext, id: number, deliveryId: number): Promise<void> {
  await ownSubscription(context, id);
  const updated = await context.db.transaction(async (tx) => {
    const rows = await tx
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: context.now,
      firstTriedAt: null,
      finishedAt: null,
      claimedUntil: sql`case when ${webhookDeliveries.status} = 'pending' then ${webhookDeliveries.claimedUntil} end`,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, id)))
    .returning({ id: webhookDeliveries.id });
    await queueDeliveries(tx, rows, context.now);
    return rows;
  });
  if (updated.length === 0) {
    throw new DomainError('not_found', webhookMessages.deliveryNotFound, { code: 'delivery_not_found' });
  }
}
