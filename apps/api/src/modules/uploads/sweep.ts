import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { enqueue } from '../jobs/repo';
import { jobWorker } from '../jobs/runtime';
import * as repo from './repo';

/**
 * A process killed mid-upload (`kill -9`, a crash, a lost container) leaves `.part` temp copies, and on PostgreSQL a
 * file can reach its final name while its transaction is cut off, leaving a stored file without its attachments row.
 * Neither is ever reachable again, so both are deleted: at start-up and then periodically (jobs, below).
 *
 * Only what is older than UPLOAD_LEFTOVER_MIN_AGE_SECONDS (config.ts, default ten minutes) is touched: a running upload writes its temp copy continuously
 * and commits its file within its transaction, a matter of seconds, so ten minutes cannot catch a live one.
 */

export interface SweepResult {
  tempRemoved: number;
  orphansRemoved: number;
}

/** Deletes temp copies and stored files without a row, last written before `before`. */
export async function sweepUploadLeftovers(db: Database, storage: FileStorage, before: Date): Promise<SweepResult> {
  const result: SweepResult = { tempRemoved: 0, orphansRemoved: 0 };
  const stored: string[] = [];
  for (const entry of await storage.listEntries()) {
    if (entry.modifiedAt >= before) continue;
    if (entry.kind === 'temp') {
      await storage.remove(entry.temp);
      result.tempRemoved += 1;
    } else {
      stored.push(entry.storedName);
    }
  }
  const withRow = await repo.storedNamesWithRows(db, stored);
  for (const name of stored) {
    if (withRow.has(name)) continue;
    await storage.remove(name);
    result.orphansRemoved += 1;
  }
  return result;
}

export const SWEEP_JOB = 'uploads.sweep';

/**
 * The sweep as a kind of job of the app's job worker (ADR 0089, ADR 0090): one run at each start of an instance (its
 * own key: what a kill left is removed before anything else of this start waits on it) and then one a period
 * (UPLOAD_SWEEP_INTERVAL_SECONDS, recurring: one run a period across instances, which share the storage). A run
 * repeated after a lost lease finds nothing more to remove. The app's close lets a running sweep finish (the worker's
 * stop).
 */
export function startLeftoverSweep(app: FastifyInstance, storage: FileStorage) {
  const settings = app.config;
  const jobs = jobWorker(app);
  jobs.register({
    kind: SWEEP_JOB,
    maxAttempts: 3,
    backoff: { firstGapMs: 60_000, maxGapMs: 600_000, jitter: 0.5 },
    ...(settings.UPLOAD_SWEEP_INTERVAL_SECONDS > 0 ? { everyMs: settings.UPLOAD_SWEEP_INTERVAL_SECONDS * 1000 } : {}),
    async run(_job, { db, now }) {
      const before = new Date(now.getTime() - settings.UPLOAD_LEFTOVER_MIN_AGE_SECONDS * 1000);
      try {
        app.log.info(await sweepUploadLeftovers(db, storage, before), 'upload leftovers swept');
      } catch (error) {
        app.log.error(
          { errName: (error as Error).name, errCode: (error as NodeJS.ErrnoException).code },
          'upload sweep failed',
        );
        throw error;
      }
    },
  });
  app.addHook('onReady', async () => {
    // A start while the database is away still starts (it answers 503 until it is back): the sweep then waits for its
    // next period, as the webhooks' adoption does, instead of failing the start.
    const now = app.clock();
    try {
      await enqueue(app.db, { kind: SWEEP_JOB, key: `start:${randomUUID()}`, maxAttempts: 3, now });
      void jobs.kick([SWEEP_JOB]);
    } catch (error) {
      app.log.warn({ errCode: (error as NodeJS.ErrnoException).code ?? 'unknown' }, 'upload sweep not queued at start');
    }
  });
}
