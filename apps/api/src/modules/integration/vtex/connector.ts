/**
 * One brand's VTEX feed consumer (issue 25, ADR 0043). A batch: take the brand's lease, retrieve up to maxLot feed
 * items, and for each order named — fetch it with 'Get order', map it, upsert it through the integration API's own
 * service — then commit the handles of the items whose change is now applied or recorded. Nothing else is committed:
 * an item whose order could not be fetched or written (VTEX down past its retries, the database failing) stays in the
 * feed and comes back, and so does every item of a batch cut short by a crash or a restart.
 *
 * Idempotent by order id and lastChange (sync-repo): an item whose change, or a later one, was already applied is
 * committed without a fetch. An order that changed between the feed and the fetch is applied as fetched (the newer
 * state) and recorded at its own lastChange, so the feed's event for that newer change is then committed unfetched.
 * An order refused by validation (or by the mapping) is recorded with its reasons and committed: fetching it again
 * could not change the answer, and a poison order must not hold the feed back; its next change in VTEX comes back
 * through the feed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentError } from '@portal/domain';
import type { Database } from '../../../db/client';
import type { VtexConnection, VtexSettings } from './config';
import { VtexCallError, type VtexClient } from './client';
import { mapVtexOrder } from './map-order';
import { vtexMetrics } from './metrics';
import { alreadySynced, claimLease, recordSync, releaseLease, type SyncOutcome } from './sync-repo';
import { vtexOrder, type VtexFeedItem } from './vtex-order';

/** The integration API's upsert (modules/integration/orders-service), injected so the connector is tested alone too. */
export type UpsertOrders = (
  db: Database,
  brandId: number,
  documents: unknown[],
  now: Date,
) => Promise<
  {
    orderId: string;
    outcome: 'created' | 'updated' | 'unchanged' | 'rejected';
    errors?: DocumentError[];
    warnings?: DocumentError[];
  }[]
>;

/**
 * How long a brand's lease lasts unrenewed (ADR 0043). A running batch renews it before each order and on a heartbeat
 * every third of it, so a slow VTEX (timeouts and backoffs add up to minutes) never lets a live batch's lease lapse;
 * only a dead instance stops renewing, and its brand is taken over this soon after.
 */
export const LEASE_MS = 60_000;
const HEARTBEAT_MS = LEASE_MS / 3;

export interface BatchReport {
  retrieved: number;
  committed: number;
  /** Orders by what became of them in this batch (alreadyApplied: committed without a fetch). */
  outcomes: Record<SyncOutcome | 'alreadyApplied', number>;
  /** Feed items left uncommitted for a later batch (transient failures). */
  leftInFeed: number;
}

export interface ConnectorDeps {
  db: Database;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  connection: VtexConnection;
  settings: Pick<VtexSettings, 'maxLot'>;
  client: VtexClient;
  upsertOrders: UpsertOrders;
  /** This instance's name in the lease table. */
  holder: string;
  /** How often a running batch renews its lease (LEASE_MS / 3; tests shorten it). */
  heartbeatMs?: number;
}

const OUTCOME_LABEL = {
  created: 'created',
  updated: 'updated',
  unchanged: 'unchanged',
  rejected: 'rejected',
  skipped: 'skipped',
  alreadyApplied: 'already_applied',
  leftInFeed: 'left_in_feed',
} as const;

type OrderResult = { outcome: SyncOutcome | 'alreadyApplied' } | { outcome: 'leftInFeed'; code: string };

function emptyReport(retrieved: number): BatchReport {
  const outcomes = { created: 0, updated: 0, unchanged: 0, rejected: 0, skipped: 0, alreadyApplied: 0 };
  return { retrieved, committed: 0, outcomes, leftInFeed: 0 };
}

/** The feed's items grouped by order, in the feed's order: one fetch serves every event of an order. */
function byOrder(items: VtexFeedItem[]): Map<string, VtexFeedItem[]> {
  const groups = new Map<string, VtexFeedItem[]>();
  for (const item of items) groups.set(item.orderId, [...(groups.get(item.orderId) ?? []), item]);
  return groups;
}

export function createVtexConnector(deps: ConnectorDeps) {
  const { db, connection } = deps;
  const brandId = connection.brandId;

  const renewLease = () => {
    const now = deps.clock();
    return claimLease(db, brandId, deps.holder, now, new Date(now.getTime() + LEASE_MS));
  };

  const record = (vtexOrderId: string, lastChange: string, outcome: SyncOutcome, errors: DocumentError[] | null) =>
    recordSync(db, { brandId, vtexOrderId, lastChange, outcome, errors, at: deps.clock() });

  /** Fetches, maps and upserts one order; what it became, or why its items stay in the feed. */
  async function applyOrder(orderId: string, items: VtexFeedItem[]): Promise<OrderResult> {
    const covered = await Promise.all(items.map((item) => alreadySynced(db, brandId, orderId, item.lastChange)));
    if (covered.every(Boolean)) return { outcome: 'alreadyApplied' };
    // What a refusal found before the order's own lastChange is known is recorded at: the newest item's.
    const newestFeedChange = items.reduce((newest, item) =>
      Date.parse(item.lastChange) > Date.parse(newest.lastChange) ? item : newest,
    ).lastChange;

    let raw: unknown;
    try {
      raw = await deps.client.getOrder(orderId);
    } catch (error) {
      if (!(error instanceof VtexCallError)) throw error;
      if (error.status === 404) {
        const errors = [{ field: 'orderId', code: 'vtex_order_not_found', message: 'Get order answered 404' }];
        await record(orderId, newestFeedChange, 'rejected', errors);
        return { outcome: 'rejected' };
      }
      return { outcome: 'leftInFeed', code: error.code };
    }
    const parsed = vtexOrder.safeParse(raw);
    if (!parsed.success) {
      // The paths of the fields at fault, never their values (a shopper's data).
      const errors = parsed.error.issues.slice(0, 20).map((issue) => ({
        field: issue.path.join('.'),
        code: 'vtex_order_unreadable',
        message: issue.message,
      }));
      await record(orderId, newestFeedChange, 'rejected', errors);
      return { outcome: 'rejected' };
    }
    const order = parsed.data;
    const mapping = mapVtexOrder(order, connection);
    if (mapping.kind === 'skipped') {
      await record(orderId, order.lastChange, 'skipped', [
        { field: 'status', code: `vtex_${mapping.reason}`, message: `not applied: ${mapping.reason}` },
      ]);
      return { outcome: 'skipped' };
    }
    if (mapping.kind === 'rejected') {
      await record(orderId, order.lastChange, 'rejected', mapping.errors);
      return { outcome: 'rejected' };
    }
    let result: Awaited<ReturnType<UpsertOrders>>[number] | undefined;
    try {
      [result] = await deps.upsertOrders(db, brandId, [mapping.document], deps.clock());
    } catch (error) {
      // The database, not the order: try again with the next batch.
      return { outcome: 'leftInFeed', code: (error as { code?: string }).code ?? 'upsert_failed' };
    }
    if (!result) return { outcome: 'leftInFeed', code: 'upsert_no_result' };
    // An applied order's customer_conflict warnings (ADR 0070) are kept where a refusal's reasons are.
    const reasons = result.outcome === 'rejected' ? (result.errors ?? []) : (result.warnings ?? null);
    await record(orderId, order.lastChange, result.outcome, reasons);
    return { outcome: result.outcome };
  }

  /**
   * One batch; null when another instance holds the brand's lease. Throws when the feed itself cannot be read
   * (the items stay in VTEX's feed).
   */
  async function runBatch(): Promise<BatchReport | null> {
    if (!(await renewLease())) return null;
    const heartbeat = setInterval(() => void renewLease().catch(() => undefined), deps.heartbeatMs ?? HEARTBEAT_MS);
    // The heartbeat never keeps a process alive that is otherwise done.
    heartbeat.unref();
    try {
      return await leasedBatch();
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function leasedBatch(): Promise<BatchReport> {
    const items = await deps.client.retrieveFeed(deps.settings.maxLot);
    const report = emptyReport(items.length);
    const applied: string[] = [];
    for (const [orderId, orderItems] of byOrder(items)) {
      // Lost the lease (this instance stalled past it): the new holder owns the feed now.
      if (!(await renewLease())) break;
      const result = await applyOrder(orderId, orderItems);
      vtexMetrics.orders.inc({ brand: String(brandId), outcome: OUTCOME_LABEL[result.outcome] });
      if (result.outcome === 'leftInFeed') {
        deps.log.warn({ brandId, vtexOrderId: orderId, errCode: result.code }, 'vtex order left in the feed');
        continue;
      }
      report.outcomes[result.outcome]++;
      if (result.outcome === 'rejected') {
        deps.log.warn({ brandId, vtexOrderId: orderId }, 'vtex order rejected (recorded, committed)');
      }
      // Only the items this order's recorded change covers (a feed event newer than the fetched order stays).
      for (const item of orderItems) {
        if (await alreadySynced(db, brandId, orderId, item.lastChange)) applied.push(item.handle);
      }
    }
    if (applied.length > 0) {
      try {
        await deps.client.commitFeed(applied);
        report.committed = applied.length;
      } catch (error) {
        // Applied but not committed: the items come back and are committed then, without a fetch.
        deps.log.warn({ brandId, errCode: (error as { code?: string }).code }, 'vtex feed commit failed');
      }
    }
    report.leftInFeed = report.retrieved - report.committed;
    deps.log.info({ brandId, ...report.outcomes, committed: report.committed, left: report.leftInFeed }, 'vtex batch');
    return report;
  }

  return { runBatch, release: () => releaseLease(db, brandId, deps.holder) };
}

export type VtexConnector = ReturnType<typeof createVtexConnector>;
