/**
 * The one way an event is written (issue 26, ADR 0045): inside the caller's transaction, so an event exists exactly
 * when the change it describes committed — a rolled-back change leaves none. The same statement queues one delivery
 * per active subscription of the brand that asked for this type, so a subscription sees every event that committed
 * after it was created, and the worker (delivery-worker.ts) needs no second pass to find them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EventData, EventType } from '@portal/domain';
import type { Database } from '../../db/client';

export interface NewEvent<T extends EventType> {
  type: T;
  brandId: number;
  data: EventData<T>;
  /** The change's own time (the caller's clock); the database's now() when absent. */
  at?: Date;
}

export async function recordEvent<T extends EventType>(tx: Database, event: NewEvent<T>): Promise<void> {
  const at = event.at ? sql`${event.at.toISOString()}::timestamptz` : sql`now()`;
  // One round trip: the event, then a delivery for each subscription that wants it (none is the common case).
  await tx.execute(sql`
    with recorded as (
      insert into events (public_id, type, brand_id, data, created_at)
      values (${randomUUID()}, ${event.type}, ${event.brandId}, ${JSON.stringify(event.data)}::jsonb, ${at})
      returning id, created_at
    )
    insert into webhook_deliveries (public_id, event_id, subscription_id, next_attempt_at)
    select gen_random_uuid()::text, recorded.id, s.id, recorded.created_at
    from recorded join webhook_subscriptions s
      on s.brand_id = ${event.brandId} and ${event.type} = any(s.events)`);
}
