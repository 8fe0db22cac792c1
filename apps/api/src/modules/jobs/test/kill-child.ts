/**
 * A worker process for kill.test.ts (and bench/jobs.ts): opens the database named by its environment, runs the test
 * kinds' jobs, and hangs inside the job given by HANG_KIND once its effect is written, printing `effect <key>` so the
 * parent knows when to kill it. Never part of the API.
 */
import { openDatabase } from '../../../db/client';
import { createJobWorker } from '../worker';
import { killTestHandlers } from './kill-kinds';

const log = {
  warn: () => {},
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
} as unknown as Parameters<typeof createJobWorker>[0]['log'];

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.' });
const worker = createJobWorker({ db: handle.db, clock: () => new Date(), log });
const hang = process.env.HANG_KIND ?? '';
for (const handler of killTestHandlers({
  onEffect: (kind, key) => {
    if (kind !== hang) return Promise.resolve();
    process.stdout.write(`effect ${key}\n`);
    // Never returns: the parent kills this process here, mid-job.
    return new Promise<void>(() => {});
  },
}))
  worker.register(handler);
process.stdout.write('ready\n');
await worker.kick();
