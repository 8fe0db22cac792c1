/** Events and the delivery log are kept 30 days (issue 26); deliveries go with their event (on delete cascade). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, webhookAttempts } from '../../db/schema';

export const RETENTION_DAYS = 30;

export async function sweepOldEvents(db: Database, now: Date): Promise<{ events: number; attempts: number }> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const attempts = await db
    .delete(webhookAttempts)
    .where(sql`${webhookAttempts.attemptedAt} < ${cutoff}::timestamptz`)
    .returning({ id: webhookAttempts.id });
  const removed = await db
    .delete(events)
    .where(sql`${events.createdAt} < ${cutoff}::timestamptz`)
    .returning({ id: events.id });
  return { events: removed.length, attempts: attempts.length };
}
