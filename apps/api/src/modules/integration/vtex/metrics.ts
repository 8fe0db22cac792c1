/**
 * The connector's Prometheus series (ADR 0023's one registry, scraped on METRICS_PORT): what became of the orders each
 * brand's feed named, and the batches that could not read the feed at all. A growing `left_in_feed` or failures count
 * is VTEX (or the database) failing; a growing `rejected` is orders the mapping or validation refuses
 * (vtex_order_sync.errors says why).
 */
import { Counter } from 'prom-client';
import { metricsRegistry } from '../../../plugins/metrics';

export const vtexMetrics = {
  orders: new Counter({
    name: 'portal_vtex_orders_total',
    help: 'Orders named by a VTEX feed batch, by brand and outcome (created, updated, unchanged, rejected, skipped, already_applied, left_in_feed, unreadable_feed_item)',
    labelNames: ['brand', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
  batchFailures: new Counter({
    name: 'portal_vtex_batch_failures_total',
    help: 'VTEX feed batches that failed before applying anything (the feed unreadable or unreachable), by brand and code',
    labelNames: ['brand', 'code'] as const,
    registers: [metricsRegistry],
  }),
};
