import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Channel, Delivery } from './types';

export interface OutboxRecord {
  brandId: number | null;
  channel: Channel;
  recipientMasked: string;
  recipient: string | null;
  subject: string;
  text: string;
  code: string | null;
  delivery: Delivery;
  createdAt: Date;
}

export async function insertOutboxRecord(db: Database, record: OutboxRecord): Promise<void> {
  await db.insert(outbox).values(record);
}

export interface OutboxQuery {
  /** Full recipient as stored (lower-case e-mail or phone digits with country code). */
  recipient?: string;
  brandId?: number;
  limit: number;
}

/** Newest first; the id breaks ties between messages recorded in the same millisecond. */
export async function listOutbox(db: Database, query: OutboxQuery) {
  const conditions: SQL[] = [];
  if (query.recipient !== undefined) conditions.push(eq(outbox.recipient, query.recipient));
  if (query.brandId !== undefined) conditions.push(eq(outbox.brandId, query.brandId));
  return db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit);
}
