/**
 * The event feed (`GET /api/integration/v1/events`, issue 26, ADR 0045) for systems that poll instead of receiving
 * webhooks. Events come in (tx_id, id) order and only once their writing transaction is older than every transaction
 * of this database still running (`visibleBelow`): a transaction that commits late therefore never lands behind a
 * cursor already handed out, and a cursor never skips an event. The cursor is `<tx_id>-<id>` of the last
 * event returned.
 */
import { sql } from 'drizzle-orm';
import { isDbBigintText, isEventType, type EventType } from '@portal/domain';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { toEnvelope } from '../events/envelope';
import { webhookMessages } from './messages';

interface Cursor {
  txId: string;
  id: string;
}

const START: Cursor = { txId: '0', id: '0' };

/**
 * Strict: `<digits>-<digits>` as handed out, each part within the bigint columns' range (a larger one would fail in
 * the database as a 500: issue 44); anything else is a 400 (never read as 'from the start').
 */
export function parseCursor(raw: string | undefined): Cursor {
  if (raw === undefined || raw === '') return START;
  const match = /^(\d{1,19})-(\d{1,19})$/.exec(raw);
  if (!match || !isDbBigintText(match[1]!) || !isDbBigintText(match[2]!)) throw new DomainError('validation', webhookMessages.cursorInvalid, { code: 'cursor_invalid' });
  return { txId: match[1]!, id: match[2]! };
}

export function parseTypes(raw: string | undefined): EventType[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const types = raw.split(',').map((type) => type.trim());
  if (!types.every(isEventType)) {
    throw new DomainError('validation', webhookMessages.typesInvalid, { code: 'event_type_unknown' });
  }
  return types;
}

/**
 * Below this transaction id every transaction that could write our events has ended: the oldest transaction still
 * running in the statement's snapshot, leaving out those a running session of ANOTHER database holds (they cannot
 * write this table; ids are cluster-wide, so on a shared server they would hold the feed back for nothing), else the
 * snapshot's xmax. A running id whose session is not found (it ended meanwhile, or its database is hidden from our
 * role) counts as ours: it only holds the feed back until the next read. One snapshot: it is one statement.
 */
const visibleBelow = sql`coalesce(
  (select min(running::text::bigint) from pg_snapshot_xip(pg_current_snapshot()) as running
   where not exists (
     select 1 from pg_stat_activity other
     where other.backend_xid::text = (running::text::bigint % 4294967296)::text
       and other.datid <> (select oid from pg_database where datname = current_database()))),
  pg_snapshot_xmax(pg_current_snapshot())::text::bigint)`;

export async function feedPage(
  db: Database,
  input: { brandId: number; after: string | undefined; limit: number; types: string | undefined },
) {
  const cursor = parseCursor(input.after);
  const types = parseTypes(input.types);
  const typeFilter = types
    ? sql`and ${events.type} in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await db
    .select()
    .from(events)
    .where(
      sql`${events.brandId} = ${input.brandId}
        and ${events.txId} < (${visibleBelow})
        and (${events.txId}, ${events.id}) > (${cursor.txId}::bigint, ${cursor.id}::bigint)
        ${typeFilter}`,
    )
    .orderBy(events.txId, events.id)
    .limit(input.limit);
  const last = rows.at(-1);
  return {
    events: rows.map(toEnvelope),
    next: last ? `${last.txId}-${last.id}` : `${cursor.txId}-${cursor.id}`,
  };
}
