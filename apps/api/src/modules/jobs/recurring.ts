/**
 * Recurring jobs (ADR 0089): every poll queues the current period's job of each recurring kind, keyed by the period's
 * start. The key is unique per kind, so however many instances poll, a period is one job and runs once; a restart in
 * the middle of a period does not run it again.
 */
import type { Database } from '../../db/client';
import type { JobHandler } from './handler';
import { enqueue } from './repo';

/** The start of the period `now` falls in. */
export const periodStart = (now: Date, everyMs: number) => new Date(Math.floor(now.getTime() / everyMs) * everyMs);

export async function enqueueRecurring(db: Database, handlers: JobHandler[], now: Date): Promise<void> {
  for (const handler of handlers) {
    if (!handler.everyMs || handler.everyMs <= 0) continue;
    const start = periodStart(now, handler.everyMs);
    await enqueue(db, {
      kind: handler.kind,
      key: start.toISOString(),
      runAt: start,
      maxAttempts: handler.maxAttempts,
      now,
    });
  }
}
