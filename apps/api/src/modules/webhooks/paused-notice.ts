/**
 * Tells a brand's admins that its subscription was paused after 24 h of failures: one e-mail per active admin of
 * the brand, through the notification outbox (sent by the back office's drain, ADR 0022), once per pause.
 */
import { and, eq, sql } from 'drizzle-orm';
import { maskEmail } from '@portal/domain';
import type { Database } from '../../db/client';
import { notificationOutbox, operators, webhookSubscriptions } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import { webhookMessages } from './messages';

export async function queuePausedNotice(db: Database, subscriptionId: number, now: Date): Promise<number> {
  const [subscription] = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, subscriptionId));
  if (!subscription) return 0;
  const admins = await db
    .select({ email: operators.email })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'admin'),
        eq(operators.active, true),
        sql`${subscription.brandId} = any(${operators.brands})`,
      ),
    );
  if (admins.length === 0) return 0;
  const params = { url: subscription.url, id: subscription.id };
  await db
    .insert(notificationOutbox)
    .values(
      admins.map((admin) => ({
        brandId: subscription.brandId,
        channel: 'email' as const,
        recipient: admin.email,
        recipientMasked: maskEmail(admin.email),
        lang: 'pt' as const,
        subject: webhookMessages.pausedSubject.pt,
        text: [
          interpolate(webhookMessages.pausedText.pt, params),
          interpolate(webhookMessages.pausedText.en, params),
          interpolate(webhookMessages.pausedText.es, params),
        ].join('\n\n'),
        // One notice per admin per pause: the pause's time keeps a later pause's notice apart.
        dedupeKey: `webhook-paused:${subscription.id}:${now.getTime()}:${admin.email}`,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  return admins.length;
}
