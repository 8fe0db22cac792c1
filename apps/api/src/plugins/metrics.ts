import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DomainError } from '../lib/errors';

/**
 * Prometheus metrics (issue 15, ADR 0023). One registry for the process: the services count their events with one
 * call (`metrics.protocolsCreated.inc()`), without being handed the app. The scrape endpoint is a separate listener on
 * METRICS_PORT, never the public port: behind a load balancer a scrape must reach one given instance, and nothing a
 * shopper can call exposes it.
 */
export const metricsRegistry = new Registry();

const httpLabels = ['method', 'route', 'status_code'] as const;

export const metrics = {
  httpRequests: new Counter({
    name: 'portal_http_requests_total',
    help: 'Answered requests by route pattern (never the raw URL) and status',
    labelNames: httpLabels,
    registers: [metricsRegistry],
  }),
  httpDuration: new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern and status',
    labelNames: httpLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  }),
  uploadBytes: new Counter({
    name: 'portal_upload_bytes_total',
    help: 'Bytes of uploaded files stored',
    registers: [metricsRegistry],
  }),
  codesSent: new Counter({
    name: 'portal_one_time_codes_sent_total',
    help: 'One-time code messages handed to delivery (kind: code, or no_purchases for an unknown address)',
    labelNames: ['channel', 'kind'] as const,
    registers: [metricsRegistry],
  }),
  codesRefused: new Counter({
    name: 'portal_one_time_codes_refused_total',
    help: 'One-time code requests and logins refused, by reason (wrong, expired, used, locked, throttled...)',
    labelNames: ['reason'] as const,
    registers: [metricsRegistry],
  }),
  protocolsCreated: new Counter({
    name: 'portal_protocols_created_total',
    help: 'Protocols created (an idempotent replay is not counted)',
    registers: [metricsRegistry],
  }),
};

/** What a database handle can say about its connections; PGlite is one connection and never queues in a pool. */
export interface PoolSnapshot {
  total: number;
  idle: number;
  waiting: number;
}
type PoolSource = () => PoolSnapshot;
const poolSources = new Set<PoolSource>();

/** The apps of this process (one in production; a test process builds several): their pools, summed. */
function poolTotals(): PoolSnapshot {
  const sum = { total: 0, idle: 0, waiting: 0 };
  for (const source of poolSources) {
    const snapshot = source();
    sum.total += snapshot.total;
    sum.idle += snapshot.idle;
    sum.waiting += snapshot.waiting;
  }
  return sum;
}

new Gauge({
  name: 'portal_db_pool_connections_in_use',
  help: 'Database connections checked out of the pool (PGlite: 0; it has no pool)',
  registers: [metricsRegistry],
  collect() {
    const { total, idle } = poolTotals();
    this.set(total - idle);
  },
});
new Gauge({
  name: 'portal_db_pool_connections_total',
  help: 'Database connections open (PGlite: 1, its one embedded connection)',
  registers: [metricsRegistry],
  collect() {
    this.set(poolTotals().total);
  },
});
new Gauge({
  name: 'portal_db_pool_waiting',
  help: 'Queries waiting for a pool connection (PGlite: 0)',
  registers: [metricsRegistry],
  collect() {
    this.set(poolTotals().waiting);
  },
});

/** A route's label: its pattern, so /protocols/b2c/items/:prt_id is one series, not one per protocol. */
const UNMATCHED_ROUTE = '(unmatched)';

/** One-time code refusals all carry a 'code_' rule code (auth/service, auth/throttle). */
const CODE_REFUSAL = /^code_/;

let defaultMetricsOn = false;

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's address, when METRICS_PORT is set (0 picks a free port: tests). */
    metricsAddress: () => AddressInfo | null;
  }
}

export default fp(async function metricsPlugin(app) {
  const client = (app.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } })
    .$client;
  const source: PoolSource =
    app.dbDriver === 'pg' && client
      ? () => ({ total: client.totalCount ?? 0, idle: client.idleCount ?? 0, waiting: client.waitingCount ?? 0 })
      : () => ({ total: 1, idle: 1, waiting: 0 });
  poolSources.add(source);
  app.addHook('onClose', async () => void poolSources.delete(source));

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  // Refusals are counted where every one of them passes, the error path, rather than at each throw.
  app.addHook('onError', async (_request, _reply, error) => {
    const code = error instanceof DomainError ? error.options.code : undefined;
    if (code && CODE_REFUSAL.test(code)) metrics.codesRefused.inc({ reason: code });
  });

  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  const port = app.config.METRICS_PORT;
  if (port === undefined) return;

  if (!defaultMetricsOn) {
    // Process metrics (CPU, memory, event-loop lag, GC) only where someone scrapes them.
    collectDefaultMetrics({ register: metricsRegistry, prefix: 'portal_' });
    defaultMetricsOn = true;
  }
  server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  const listening = server;
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, app.config.METRICS_HOST ?? app.config.HOST, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
});
