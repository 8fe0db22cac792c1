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
 * through the feed. Such a record is not lost: the console lists every rejected order with its reasons and tries it
 * again on demand once the mapping is fixed (retryOrder, ADR 0078).
 *
 * The feed is read item by item (issue 45): an item whose lastChange is no real instant but which names its order and
 * handle is applied from the order as fetched (the order's own lastChange is what is recorded) and then committed; an
 * item naming no order or no handle cannot be applied or committed: it is logged with its reasons and left to VTEX.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentError } from '@portal/domain';
import type { Database } from '../../../db/client';
import type { VtexConnection, VtexSettings } from './config';
import { VtexCallError, type VtexClient } from './client';
import { mapVtexOrder, skusWithoutVariant, type SkuVariants } from './map-order';
import { vtexMetrics } from './metrics';
import { alreadySynced, claimLease, recordSync, releaseLease, type SyncOutcome } from './sync-repo';
import { vtexOrder, type VtexOrder } from './vtex-order';
import { timerHeartbeat, type Heartbeat } from '../../jobs/worker';

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
  /** Feed items left uncommitted for a later batch (transient failures, items naming no order). */
  leftInFeed: number;
  /** Feed items that could not be read (parked with their reasons; the others went on). */
  unreadable: number;
}

/** A feed event as the batch uses it: lastChange null when the item's own was no real instant. */
interface FeedEvent {
  handle: string;
  lastChange: string | null;
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
  /** What renews it: the job worker's timer unless given. */
  heartbeat?: Heartbeat;
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
  return { retrieved, committed: 0, outcomes, leftInFeed: 0, unreadable: 0 };
}

/** The feed's events grouped by order, in the feed's order: one fetch serves every event of an order. */
function byOrder(events: (FeedEvent & { orderId: string })[]): Map<string, FeedEvent[]> {
  const groups = new Map<string, FeedEvent[]>();
  for (const { orderId, ...event } of events) groups.set(orderId, [...(groups.get(orderId) ?? []), event]);
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

  const covers = (orderId: string, event: FeedEvent) =>
    event.lastChange === null ? Promise.resolve(false) : alreadySynced(db, brandId, orderId, event.lastChange);

  /**
   * Size and colour of the SKUs whose name does not carry them, from the specifications the brand named; empty when
   * it named none. A SKU VTEX cannot answer for is left out (the line is then listed, not guessed).
   */
  async function variantsOf(order: VtexOrder): Promise<SkuVariants> {
    const variants = new Map<string, { size: string | null; colour: string | null }>();
    if (!connection.sizeSpec || !connection.colourSpec) return variants;
    for (const skuId of skusWithoutVariant(order)) {
      try {
        const specs = await deps.client.getSkuSpecifications(skuId);
        const value = (name: string) =>
          specs.find((spec) => spec.name.trim().toLowerCase() === name.toLowerCase())?.values[0]?.trim() || null;
        variants.set(skuId, { size: value(connection.sizeSpec), colour: value(connection.colourSpec) });
      } catch (error) {
        if (!(error instanceof VtexCallError) || error.kind === 'transient') throw error;
      }
    }
    return variants;
  }

  /**
   * Fetches, maps and upserts one order; what it became, or why its items stay in the feed. `force` (a try again
   * from the console) applies it even when its change is already recorded.
   */
  async function applyOrder(orderId: string, events: FeedEvent[], force = false): Promise<OrderResult> {
    const covered = await Promise.all(events.map((event) => covers(orderId, event)));
    if (!force && covered.every(Boolean)) return { outcome: 'alreadyApplied' };
    // What a refusal found before the order's own lastChange is known is recorded at: the newest item's (or now).
    const known = events.flatMap((event) => (event.lastChange === null ? [] : [event.lastChange]));
    const newestFeedChange =
      known.reduce<string | null>((newest, at) => (newest && Date.parse(newest) >= Date.parse(at) ? newest : at), null) ??
      deps.clock().toISOString();

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
    let variants: SkuVariants;
    try {
      variants = await variantsOf(order);
    } catch (error) {
      if (!(error instanceof VtexCallError)) throw error;
      return { outcome: 'leftInFeed', code: error.code };
    }
    const mapping = mapVtexOrder(order, connection, variants);
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
    // A refusal's reasons, or an applied order's mapping notes and customer_conflict warnings (ADR 0070), are kept.
    const notes = result.outcome === 'rejected' ? (result.errors ?? []) : [...mapping.notes, ...(result.warnings ?? [])];
    await record(orderId, order.lastChange, result.outcome, notes.length > 0 ? notes : null);
    return { outcome: result.outcome };
  }

  /**
   * One batch; null when another instance holds the brand's lease. Throws when the feed itself cannot be read
   * (the items stay in VTEX's feed).
   */
  async function runBatch(): Promise<BatchReport | null> {
    if (!(await renewLease())) return null;
    // The job worker's heartbeat (unref'd: it never keeps a process alive that is otherwise done).
    const stop = (deps.heartbeat ?? timerHeartbeat)(deps.heartbeatMs ?? HEARTBEAT_MS, async () => {
      await renewLease().catch(() => undefined);
    });
    try {
      return await leasedBatch();
    } finally {
      stop();
    }
  }

  async function leasedBatch(): Promise<BatchReport> {
    const { items, unreadable } = await deps.client.retrieveFeed(deps.settings.maxLot);
    const report = emptyReport(items.length + unreadable.length);
    report.unreadable = unreadable.length;
    const events: (FeedEvent & { orderId: string })[] = items.map(({ orderId, handle, lastChange }) => ({
      orderId,
      handle,
      lastChange,
    }));
    for (const item of unreadable) {
      vtexMetrics.orders.inc({ brand: String(brandId), outcome: 'unreadable_feed_item' });
      deps.log.warn({ brandId, vtexOrderId: item.orderId, reasons: item.reasons }, 'vtex feed item unreadable');
      // Its order and handle are enough: the order is fetched and applied as VTEX holds it now.
      if (item.handle && item.orderId) events.push({ orderId: item.orderId, handle: item.handle, lastChange: null });
    }
    const applied: string[] = [];
    for (const [orderId, orderItems] of byOrder(events)) {
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
        if (item.lastChange === null || (await alreadySynced(db, brandId, orderId, item.lastChange))) {
          applied.push(item.handle);
        }
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

  /**
   * Tries a recorded order again as VTEX holds it now (the console's 'try again', after a mapping fix): fetched,
   * mapped and upserted even though its change is recorded. Nothing of the feed is touched.
   */
  async function retryOrder(orderId: string): Promise<OrderResult['outcome']> {
    const result = await applyOrder(orderId, [], true);
    vtexMetrics.orders.inc({ brand: String(brandId), outcome: OUTCOME_LABEL[result.outcome] });
    return result.outcome;
  }

  return { runBatch, retryOrder, release: () => releaseLease(db, brandId, deps.holder) };
}

export type VtexConnector = ReturnType<typeof createVtexConnector>;
