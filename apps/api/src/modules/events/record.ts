/**
 * The one way an event is written (issue 26, ADR 0045; its own low module since issue 47, ADR 0087): inside the caller's transaction, so an event exists exactly
 * when the change it describes committed — a rolled-back change leaves none. The same statement queues one delivery
 * per subscription of the brand that asked for this type — a paused one too: its deliveries wait and leave when it is
 * resumed — so a subscription sees every event that committed after it was created, and the worker
 * (webhooks/delivery-worker.ts) needs no second pass to find them; and each delivery's job (the job table). One round trip per event. Writing those queue
 * rows reads the webhooks' tables through db/schema only: this module imports no code of webhooks or of any module
 * that acts (ADR 0087), so every acting module can record without depending on the one that delivers.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { EventData, EventType } from '@portal/domain';
import type { Database } from '../../db/client';

/**
 * Each delivery is one job of the job table (ADR 0089, ADR 0090), keyed by the delivery's id, written in the same
 * statement: a delivery exists exactly when its job does. The webhooks module runs the kind; these names live here,
 * below it, so that recording needs none of its code.
 */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';
/**
 * A backstop only: the 24 h window of the retry schedule (WEBHOOK_RETRY) ends a failing delivery after at most about
 * 55 attempts; a claim honoured from a killed worker counts one more.
 */
export const WEBHOOK_DELIVERY_MAX_ATTEMPTS = 100;

export interface NewEvent<T extends EventType> {
  type: T;
  brandId: number;
  data: EventData<T>;
  /** The change's own time (the caller's clock); the database's now() when absent. */
  at?: Date;
}

export async function record<T extends EventType>(tx: Database, event: NewEvent<T>): Promise<void> {
  await recordFrom(
    tx,
    event.type,
    sql`select ${event.brandId}::int as brand_id, ${JSON.stringify(event.data)}::jsonb as data`,
    event.at,
  );
}

/**
 * An event whose brand and data a query builds in the database (`source` yields one row: brand_id, data), for data
 * read from several tables (protocol.created): the reads, the event and its deliveries in one statement. The query
 * must build exactly the type's published schema (packages/domain/src/events); the API tests check the envelopes.
 */
export async function recordFrom(tx: Database, type: EventType, source: SQL, at?: Date): Promise<void> {
  const createdAt = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(sql`
    with source as (${source}),
    recorded as (
      insert into events (public_id, type, brand_id, data, created_at)
      select ${randomUUID()}, ${type}, source.brand_id, source.data, ${createdAt} from source
      returning id, brand_id, created_at
    ),
    queued as (
      insert into webhook_deliveries (public_id, event_id, subscription_id, next_attempt_at)
      select gen_random_uuid()::text, recorded.id, s.id, recorded.created_at
      from recorded join webhook_subscriptions s on s.brand_id = recorded.brand_id and ${type} = any(s.events)
      returning id, next_attempt_at
    )
    insert into jobs (kind, key, payload, run_at, max_attempts, created_at, updated_at)
    select ${WEBHOOK_DELIVERY_JOB}, queued.id::text, '{}'::jsonb, queued.next_attempt_at, ${WEBHOOK_DELIVERY_MAX_ATTEMPTS},
      queued.next_attempt_at, queued.next_attempt_at
    from queued`);
}

/** An instant as JSON has it (toISOString's form), written in SQL. */
export const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
