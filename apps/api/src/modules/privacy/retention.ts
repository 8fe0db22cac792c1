/**
 * The retention jobs (issue 28, docs/privacy/processing-record.md): nothing personal outlives its reason. One run
 * does every job (a recurring job of modules/jobs, once a period across instances, ADR 0089): codes, throttle events and
 * expired sessions after 30 days; the dev outbox and sent notifications' bodies after 90 days; closed protocols'
 * photos after PRIVACY_PHOTO_RETENTION_DAYS; shoppers inactive for PRIVACY_INACTIVE_DAYS with nothing open or owed
 * anonymised; exports downloaded or past their 24 h deleted. A dry run counts and changes nothing. The caller logs
 * the counts, never a row.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { RETENTION } from '@portal/domain';
import type { Database } from '../../db/client';
import {
  attachments,
  notificationOutbox,
  oneTimeCodes,
  outbox,
  protocolHistory,
  protocols,
  sessions,
  throttleEvents,
} from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { CLOSED_STATUS_IDS } from '../orders/open-statuses';
import type { PrivacyConfig } from './config';
import { eraseConsumer } from './erasure-service';
import { sweepExports } from './export-service';

const DAY_MS = 86_400_000;
/** Inactive shoppers anonymised per run: the next run takes the rest. */
const ERASURE_BATCH = 100;

export interface RetentionDeps {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  settings: Pick<PrivacyConfig, 'PRIVACY_PHOTO_RETENTION_DAYS' | 'PRIVACY_INACTIVE_DAYS'>;
  secret: string;
}

export interface RetentionCounts {
  codes: number;
  throttleEvents: number;
  sessions: number;
  devOutbox: number;
  notificationBodies: number;
  closedProtocolPhotos: number;
  inactiveShoppers: number;
  exports: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes (or counts) the rows of `table` matching `where`. */
async function purge(
  tx: Database,
  dryRun: boolean,
  table: Parameters<Database['delete']>[0],
  where: ReturnType<typeof and>,
) {
  if (dryRun) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where);
    return row?.n ?? 0;
  }
  const result = await tx
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return result.length;
}

/** Shoppers with no order, protocol, sign-in or wallet movement since `cutoff`, nothing open, no balance. */
async function inactiveShoppers(tx: Database, cutoff: Date): Promise<number[]> {
  const iso = cutoff.toISOString();
  const result = await tx.execute(sql`
    select c.id from consumers c
    where c.erased_at is null
      and c.created_at < ${iso}::timestamptz
      and not exists (select 1 from orders o where o.consumer_id = c.id and o.ordered_at >= ${iso}::timestamptz)
      and not exists (select 1 from protocols p where p.consumer_id = c.id
        and (p.created_at >= ${iso}::timestamptz or p.status_id not in (${sql.join(
          CLOSED_STATUS_IDS.map((id) => sql`${id}`),
          sql`, `,
        )})))
      and not exists (select 1 from sign_in_events s where s.consumer_id = c.id and s.signed_in_at >= ${iso}::timestamptz)
      and not exists (select 1 from sessions s where s.consumer_id = c.id and s.created_at >= ${iso}::timestamptz)
      and not exists (select 1 from wallet_movements m where m.consumer_id = c.id and m.moved_at >= ${iso}::timestamptz)
      and not exists (select 1 from wallet_accounts a where a.consumer_id = c.id and a.balance_cents > 0)
    order by c.id
    limit ${ERASURE_BATCH}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** One run: the counts of what was (or, dry, would be) removed. Run again, it finds nothing more to remove. */
export async function runRetention(deps: RetentionDeps, options: { dryRun: boolean }): Promise<RetentionCounts> {
  const now = deps.clock();
  const { dryRun } = options;
  const filesToDelete: string[] = [];
  const counts = await deps.db.transaction(async (tx) => {
    const authCutoff = daysBefore(now, RETENTION.authDays);
    const messageCutoff = daysBefore(now, RETENTION.messageBodyDays);

    const codes = await purge(tx, dryRun, oneTimeCodes, and(lt(oneTimeCodes.createdAt, authCutoff)));
    const throttles = await purge(tx, dryRun, throttleEvents, and(lt(throttleEvents.createdAt, authCutoff)));
    const expiredSessions = await purge(tx, dryRun, sessions, and(lt(sessions.expiresAt, authCutoff)));
    const devOutbox = await purge(tx, dryRun, outbox, and(lt(outbox.createdAt, messageCutoff)));

    // Notification rows stay (their dedupe key keeps a move from being told twice); their bodies and address go.
    const doneBefore = or(lt(notificationOutbox.sentAt, messageCutoff), lt(notificationOutbox.failedAt, messageCutoff));
    const bodies = and(doneBefore, sql`${notificationOutbox.recipient} <> ''`);
    const notificationBodies = dryRun
      ? ((
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(notificationOutbox)
            .where(bodies)
        )[0]?.n ?? 0)
      : (
          await tx
            .update(notificationOutbox)
            .set({ recipient: '', recipientMasked: '', subject: '', text: '', html: null })
            .where(bodies)
            .returning({ id: notificationOutbox.id })
        ).length;

    // Photos of protocols closed (last history entry) before the cutoff; invoices stay for the tax law.
    const photoCutoff = daysBefore(now, deps.settings.PRIVACY_PHOTO_RETENTION_DAYS);
    const closedBefore = tx
      .select({ id: protocols.id })
      .from(protocols)
      .where(
        and(
          inArray(protocols.statusId, [...CLOSED_STATUS_IDS]),
          sql`(select max(${protocolHistory.happenedAt}) from ${protocolHistory} where ${protocolHistory.protocolId} = ${protocols.id}) < ${photoCutoff.toISOString()}::timestamptz`,
        ),
      );
    const photos = await tx
      .select({ id: attachments.id, storedName: attachments.storedName })
      .from(attachments)
      .where(and(eq(attachments.isInvoice, false), inArray(attachments.protocolId, closedBefore)));
    if (!dryRun && photos.length > 0) {
      await tx.delete(attachments).where(
        inArray(
          attachments.id,
          photos.map((photo) => photo.id),
        ),
      );
      filesToDelete.push(...photos.map((photo) => photo.storedName));
    }

    // Before the inactive shoppers' erasure, which deletes their exports: a dry run then counts what a real one removes.
    const exports = await sweepExports({ db: tx, storage: deps.storage, clock: deps.clock }, dryRun);
    const inactive = await inactiveShoppers(tx, daysBefore(now, deps.settings.PRIVACY_INACTIVE_DAYS));
    if (!dryRun) {
      for (const consumerId of inactive) {
        await eraseConsumer({ db: tx, storage: deps.storage, secret: deps.secret, clock: deps.clock }, consumerId);
      }
    }
    return {
      codes,
      throttleEvents: throttles,
      sessions: expiredSessions,
      devOutbox,
      notificationBodies,
      closedProtocolPhotos: photos.length,
      inactiveShoppers: inactive.length,
      exports,
    } satisfies RetentionCounts;
  });
  for (const name of filesToDelete) await deps.storage.remove(name);
  return counts;
}
