/**
 * The VTEX connector inside the API (issue 25, ADR 0043): one worker per connected brand, started when the app is
 * ready and stopped when it closes (as the back office's notification drain), so server.ts needs nothing. Off — no
 * timer, no state — when no VTEX_<BRAND>_ACCOUNT is set.
 *
 * A worker runs batches back to back while the feed hands out full lots and waits VTEX_POLL_INTERVAL_SECONDS after a
 * short or failed one. Several API instances may run it: the brand's lease (sync-repo) lets one work at a time.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ConfigError } from '../../../config';
import { brandCompanyCodes } from '../orders-service';
import { createVtexClient, realSleep, type Sleep } from './client';
import { vtexSettings, type VtexSettings } from './config';
import { createVtexConnector, type BatchReport, type UpsertOrders, type VtexConnector } from './connector';
import { vtexMetrics } from './metrics';

export interface VtexWorker {
  connector: VtexConnector;
  /**
   * Resolves with the report of the worker's n-th batch since start (1-based), at once when it already ran (null:
   * the lease was held elsewhere, the batch failed, or it is older than the last KEPT_REPORTS). Tests wait on this,
   * never on time.
   */
  batch(n: number): Promise<BatchReport | null>;
}

export interface VtexRuntime {
  /** By brand id. */
  workers: Map<number, VtexWorker>;
}

const KEPT_REPORTS = 16;

// Keyed by the app's HTTP server, shared by every encapsulated context of one app (as backofficeRuntime).
const runtimes = new WeakMap<object, VtexRuntime>();

/** The connector of a built app, for tests and support; null when no brand is connected. */
export function vtexRuntime(app: FastifyInstance): VtexRuntime | null {
  return runtimes.get(app.server) ?? null;
}

export interface VtexPluginOptions {
  upsertOrders: UpsertOrders;
  /** Settings other than the environment's (tests). */
  settings?: VtexSettings;
  /** The wait between attempts of a VTEX call (tests pass one that returns at once). */
  sleep?: Sleep;
}

/**
 * A store whose company code is not its brand's would have every order refused — and committed, gone from the feed.
 * So the start-up stops instead, naming the variable.
 */
async function checkCompanies(app: FastifyInstance, settings: VtexSettings) {
  const problems: string[] = [];
  for (const connection of settings.connections) {
    const companies = await brandCompanyCodes(app.db, connection.brandId);
    if (!companies.has(connection.companyCode)) {
      problems.push(
        `VTEX_${connection.brandId}_COMPANY_CODE: ${connection.companyCode} is not a company of brand ${connection.brandId}` +
          ` (its companies: ${[...companies].join(', ') || 'none, or no such brand'})`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

const vtexConnectorPlugin: FastifyPluginAsync<VtexPluginOptions> = async (app, options) => {
  const settings = options.settings ?? vtexSettings();
  if (settings.connections.length === 0) return;
  await checkCompanies(app, settings);
  const stop = new AbortController();
  const holder = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  const log = app.log.child({ module: 'vtex' });
  const pollMs = settings.pollIntervalSeconds * 1000;

  const workers = new Map<number, VtexWorker & { loop(): Promise<void> }>();
  for (const connection of settings.connections) {
    const client = createVtexClient({ connection, settings, sleep: options.sleep, signal: stop.signal });
    const connector = createVtexConnector({
      db: app.db,
      clock: app.clock,
      log,
      connection,
      settings,
      client,
      upsertOrders: options.upsertOrders,
      holder,
    });
    // The last few reports by batch number (a worker runs for months: the history must not grow with it).
    const recent = new Map<number, BatchReport | null>();
    let batches = 0;
    let waiting: { n: number; resolve: (report: BatchReport | null) => void }[] = [];
    const loop = async () => {
      while (!stop.signal.aborted) {
        let report: BatchReport | null = null;
        try {
          report = await connector.runBatch();
        } catch (error) {
          const code = (error as { code?: string }).code ?? 'unknown';
          vtexMetrics.batchFailures.inc({ brand: String(connection.brandId), code });
          log.warn({ brandId: connection.brandId, errCode: code }, 'vtex batch failed');
        }
        batches++;
        recent.set(batches, report);
        recent.delete(batches - KEPT_REPORTS);
        for (const wait of waiting) if (wait.n === batches) wait.resolve(report);
        waiting = waiting.filter((wait) => wait.n > batches);
        // A full lot that moved: more is likely waiting, so the next batch starts now.
        const more = report !== null && report.retrieved >= settings.maxLot && report.committed > 0;
        if (!more) await realSleep(pollMs, stop.signal).catch(() => undefined);
      }
    };
    workers.set(connection.brandId, {
      connector,
      loop,
      batch: (n) =>
        n <= batches ? Promise.resolve(recent.get(n) ?? null) : new Promise((resolve) => waiting.push({ n, resolve })),
    });
  }
  runtimes.set(app.server, { workers });

  const running: Promise<void>[] = [];
  app.addHook('onReady', async () => {
    // 0: tests drive the batches by hand through vtexRuntime(app).
    if (pollMs <= 0) return;
    for (const worker of workers.values()) running.push(worker.loop());
  });
  app.addHook('onClose', async () => {
    // Aborts the call or wait in progress; a batch cut here leaves its uncommitted items in VTEX's feed.
    stop.abort();
    await Promise.allSettled(running);
    await Promise.allSettled([...workers.values()].map((worker) => worker.connector.release()));
  });
};

export default vtexConnectorPlugin;
