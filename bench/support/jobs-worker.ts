/**
 * One instance of bench/jobs.ts: a process of its own (forked, with IPC) running the API's job worker on the database
 * named by DATABASE_URL, as an API process does. The parent tells it what to do; it answers when done. Its kinds:
 * `bench.effect` (one insert, idempotent by the job's key; the delay from the payload's enqueue time to the start is
 * written beside it) and `bench.hang`, which in the process started with HANG=1 writes its effect, says so and never
 * returns (the parent kills it with SIGKILL there). Never part of the API.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import type { JobHandler } from '../../apps/api/src/modules/jobs/handler';
import { enqueue } from '../../apps/api/src/modules/jobs/repo';
import { createJobWorker } from '../../apps/api/src/modules/jobs/worker';

type Command = { do: 'drain' } | { do: 'enqueue'; key: string } | { do: 'hang' } | { do: 'takeover' } | { do: 'stop' };

const send = (message: Record<string, unknown>) => process.send!(message);
const log = { warn: () => {}, info: () => {}, error: () => {} } as never;
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.' });
const worker = createJobWorker({ db: handle.db, clock: () => new Date(), log });
const backoff = { firstGapMs: 1000, maxGapMs: 1000, jitter: 0 };

worker.register({
  kind: 'bench.effect',
  maxAttempts: 3,
  backoff,
  async run(job, { db }) {
    const enqueuedAt = (job.payload as { enqueuedAt?: number }).enqueuedAt;
    const delay = enqueuedAt === undefined ? null : Date.now() - enqueuedAt;
    await db.execute(
      sql`insert into bench_effects values (${job.key}, ${process.pid}, ${delay}) on conflict do nothing`,
    );
  },
});

const hangHandler: JobHandler = {
  kind: 'bench.hang',
  maxAttempts: 3,
  backoff,
  async run(job, { db }) {
    await db.execute(sql`insert into bench_runs values (${job.key}, ${process.pid}, now())`);
    await db.execute(sql`insert into bench_effects values (${job.key}, ${process.pid}, null) on conflict do nothing`);
    if (process.env.HANG !== '1') return;
    send({ effect: job.key });
    // Never returns: the parent kills this process here, mid-job.
    await new Promise<void>(() => {});
  },
};
if (process.env.HANG === '1') worker.register(hangHandler);

process.on('message', (command: Command) => {
  void (async () => {
    if (command.do === 'drain') {
      await worker.kick(['bench.effect']);
      send({ drained: true });
    } else if (command.do === 'enqueue') {
      // The API's way: enqueue in the caller's transaction, kick this instance's worker after the commit.
      await handle.db.transaction((tx) =>
        enqueue(tx, {
          kind: 'bench.effect',
          key: command.key,
          payload: { enqueuedAt: Date.now() },
          maxAttempts: 3,
          now: new Date(),
        }).then(() => undefined),
      );
      await worker.kick(['bench.effect']);
      send({ enqueued: command.key });
    } else if (command.do === 'hang') {
      await enqueue(handle.db, { kind: 'bench.hang', key: 'hang-1', maxAttempts: 3, now: new Date() });
      void worker.kick(['bench.hang']);
    } else if (command.do === 'takeover') {
      // From now on this instance knows the kind: its poll takes the job once the killed one's lease lapses.
      worker.register(hangHandler);
      send({ registered: true });
    } else if (command.do === 'stop') {
      await worker.stop();
      await handle.close();
      send({ stopped: true });
      process.exit(0);
    }
  })();
});

worker.start(Number(process.env.POLL_MS ?? 1000));
send({ ready: process.pid });
