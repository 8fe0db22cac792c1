import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttleEvents } from '../../db/schema';

/** At most `limit` events in `bucket` within the last `windowSeconds`. */
export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** Which rule refused, reported to the caller (e.g. 'code_resend_too_soon'). */
  code: string;
}

export type ThrottleResult = { allowed: true } | { allowed: false; rule: ThrottleRule; retryAfterSeconds: number };

/**
 * Checks every rule and, when all pass, records one event per bucket, atomically: the buckets are locked for the
 * transaction (advisory locks), so several API instances on one database cannot both let the last request through.
 * Nothing is recorded for a refused request, so waiting out Retry-After always works.
 */
export async function consumeThrottle(db: Database, now: Date, rules: ThrottleRule[]): Promise<ThrottleResult> {
  const buckets = [...new Set(rules.map((rule) => rule.bucket))].sort();
  const longestWindowMs = Math.max(...rules.map((rule) => rule.windowSeconds)) * 1000;
  return db.transaction(async (tx) => {
    // A fixed order keeps two requests that share buckets from deadlocking.
    for (const bucket of buckets) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    }
    await tx
      .delete(throttleEvents)
      .where(
        and(
          inArray(throttleEvents.bucket, buckets),
          lt(throttleEvents.createdAt, new Date(now.getTime() - longestWindowMs)),
        ),
      );

    let refusal: { rule: ThrottleRule; retryAfterSeconds: number } | null = null;
    for (const rule of rules) {
      const windowMs = rule.windowSeconds * 1000;
      // The limit-th newest event in the window: once it leaves the window, one more request fits.
      const [blocking] = await tx
        .select({ createdAt: throttleEvents.createdAt })
        .from(throttleEvents)
        .where(
          and(eq(throttleEvents.bucket, rule.bucket), gt(throttleEvents.createdAt, new Date(now.getTime() - windowMs))),
        )
        .orderBy(desc(throttleEvents.createdAt))
        .offset(rule.limit - 1)
        .limit(1);
      if (!blocking) continue;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((blocking.createdAt.getTime() + windowMs - now.getTime()) / 1000),
      );
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { rule, retryAfterSeconds };
    }
    if (refusal) return { allowed: false, ...refusal };
    await tx.insert(throttleEvents).values(buckets.map((bucket) => ({ bucket, createdAt: now })));
    return { allowed: true };
  });
}
