import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import * as repo from './repo';

/**
 * A process killed mid-upload (`kill -9`, a crash, a lost container) leaves `.part` temp copies, and on PostgreSQL a
 * file can reach its final name while its transaction is cut off, leaving a stored file without its attachments row.
 * Neither is ever reachable again, so both are deleted: at start-up and then periodically.
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

/**
 * Runs the sweep once the app is ready and then every interval (unref'd: it never keeps the process alive), and
 * stops it when the app closes, after a sweep under way has finished with the database.
 */
export function startLeftoverSweep(app: FastifyInstance, storage: FileStorage) {
  const settings = app.config;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const sweep = () => {
    if (running) return;
    const before = new Date(app.clock().getTime() - settings.UPLOAD_LEFTOVER_MIN_AGE_SECONDS * 1000);
    running = sweepUploadLeftovers(app.db, storage, before)
      .then((result) => app.log.info(result, 'upload leftovers swept'))
      .catch((error: unknown) =>
        app.log.error(
          { errName: (error as Error).name, errCode: (error as NodeJS.ErrnoException).code },
          'upload sweep failed',
        ),
      )
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    sweep();
    if (settings.UPLOAD_SWEEP_INTERVAL_SECONDS > 0) {
      timer = setInterval(sweep, settings.UPLOAD_SWEEP_INTERVAL_SECONDS * 1000);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
