/**
 * The envelope of an event as every reader gets it — the same in a webhook and in the feed (issue 26) — built from
 * the row `record` wrote. Its published schema is the domain's (packages/domain/src/events).
 */
import type { events } from '../../db/schema';

export function toEnvelope(event: typeof events.$inferSelect) {
  return {
    id: event.publicId,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    brandId: event.brandId,
    data: event.data,
  };
}
