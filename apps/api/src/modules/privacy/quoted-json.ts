/**
 * The JSON documents that may quote an erased shopper (ADR 0071): the events the feed and webhooks serve for 30 days
 * (a history note in protocol.created / protocol.status_changed) and the stored answers of back-office moves that a
 * retry with the same Idempotency-Key replays (their history notes). They are rewritten in place, not deleted: an
 * event keeps its id and position in the feed, and a retried move still gets its answer, only without her data.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { ERASED_TEXT } from '@portal/domain';
import type { Database } from '../../db/client';
import { events, protocolTransitionKeys } from '../../db/schema';

/** True when `column` holds any of `values` (case aside): the free-text rows that quote the shopper. */
export function quotesAny(column: SQL | unknown, values: string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql.join(
    values.map((value) => sql`strpos(lower(${column}::text), ${value.toLowerCase()}) > 0`),
    sql` or `,
  );
}

/** `value` with every string that quotes one of `scrub` (case aside) replaced by ERASED_TEXT; the shape is kept. */
export function scrubJson(value: unknown, scrub: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return scrub.some((text) => lower.includes(text.toLowerCase())) ? ERASED_TEXT : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, scrub));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, scrub)]));
  }
  return value;
}

export async function scrubQuotingJson(tx: Database, scrub: string[]): Promise<void> {
  if (scrub.length === 0) return;
  const quotingEvents = await tx
    .select({ id: events.id, data: events.data })
    .from(events)
    .where(quotesAny(events.data, scrub));
  for (const row of quotingEvents) {
    await tx
      .update(events)
      .set({ data: scrubJson(row.data, scrub) as Record<string, unknown> })
      .where(eq(events.id, row.id));
  }
  const quotingAnswers = await tx
    .select({
      scope: protocolTransitionKeys.scope,
      key: protocolTransitionKeys.key,
      body: protocolTransitionKeys.responseBody,
    })
    .from(protocolTransitionKeys)
    .where(quotesAny(protocolTransitionKeys.responseBody, scrub));
  for (const row of quotingAnswers) {
    await tx
      .update(protocolTransitionKeys)
      .set({ responseBody: scrubJson(row.body, scrub) })
      .where(sql`${protocolTransitionKeys.scope} = ${row.scope} and ${protocolTransitionKeys.key} = ${row.key}`);
  }
}
