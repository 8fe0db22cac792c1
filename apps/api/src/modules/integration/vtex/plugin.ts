/**
 * The VTEX connector inside the API (issue 25, ADR 0043): each connected brand's feed batches are jobs of the app's
 * job worker (ADR 0089, ADR 0090), so server.ts needs nothing. Off — no job, no state — when no VTEX_<BRAND>_ACCOUNT
 * is set.
 *
 * One batch a VTEX_POLL_INTERVAL_SECONDS period (a recurring job: one a period across instances), and a full lot that
 * moved is followed at once by a job due now; a failed batch is tried again with backoff and, after three attempts,
 * is a failed job in the console. Several API instances may run them: the brand's lease (sync-repo, renewed by the
 * job worker's heartbeat while a batch runs) lets one work the brand at a time, also when a slow batch outlasts its
 * period and the next period's job starts elsewhere.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ConfigError } from '../../../config';
import { brandCompanyCodes } from '../orders-service';
import { RetryJobLater } from '../../jobs/handler';
import { enqueue } from '../../jobs/repo';
import { jobWorkerFor } from '../../jobs/runtime';
import { createVtexClient, type Sleep } from './client';
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

/** Each brand's feed batches are jobs of this kind and the brand's id (`vtex.feed.2`), one every poll interval. */
export const FEED_JOB = 'vtex.feed';

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

  const jobs = jobWorkerFor(app, pollMs);
  const workers = new Map<number, VtexWorker>();
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
    const noted = (report: BatchReport | null) => {
      batches++;
      recent.set(batches, report);
      recent.delete(batches - KEPT_REPORTS);
      for (const wait of waiting) if (wait.n === batches) wait.resolve(report);
      waiting = waiting.filter((wait) => wait.n > batches);
    };
    const kind = `${FEED_JOB}.${connection.brandId}`;
    // 0: tests drive the batches by hand through vtexRuntime(app); no job of this brand runs.
    if (pollMs > 0) {
      jobs.register({
        kind,
        maxAttempts: 3,
        backoff: { firstGapMs: 30_000, maxGapMs: Math.max(pollMs, 30_000), jitter: 0.5 },
        everyMs: pollMs,
        async run(_job, { clock }) {
          if (stop.signal.aborted) return;
          let report: BatchReport | null = null;
          try {
            report = await connector.runBatch();
          } catch (error) {
            const code = (error as { code?: string }).code ?? 'unknown';
            vtexMetrics.batchFailures.inc({ brand: String(connection.brandId), code });
            log.warn({ brandId: connection.brandId, errCode: code }, 'vtex batch failed');
            noted(null);
            // Tried again with backoff (the next period's job runs too; the brand's lease keeps them one at a time).
            throw new RetryJobLater(code);
          }
          noted(report);
          // A full lot that moved: more is likely waiting, so the next batch is a job due now, not at the next period.
          if (report !== null && report.retrieved >= settings.maxLot && report.committed > 0 && !stop.signal.aborted) {
            await enqueue(app.db, { kind, key: `more:${randomUUID()}`, maxAttempts: 3, now: clock() });
          }
        },
      });
    }
    workers.set(connection.brandId, {
      connector,
      batch: (n) =>
        n <= batches ? Promise.resolve(recent.get(n) ?? null) : new Promise((resolve) => waiting.push({ n, resolve })),
    });
  }
  runtimes.set(app.server, { workers });

  app.addHook('onClose', async () => {
    // Aborts the call in progress; a batch cut here leaves its uncommitted items in VTEX's feed.
    stop.abort();
    await jobs.idle();
    await Promise.allSettled([...workers.values()].map((worker) => worker.connector.release()));
  });
};

export default vtexConnectorPlugin;
