/**
 * The one worker of background work (ADR 0089). A pass claims a batch of due jobs for a short lease, renews the lease
 * while it works through them (a heartbeat), and runs each through its kind's handler: done, queued again with
 * backoff, or dead after its last attempt. A worker that dies (kill -9) or freezes stops renewing: once the lease
 * lapses another worker, in this instance or another, takes the job over, and the job's key keeps its effect single.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { nextJobAttempt } from '@portal/domain';
import type { Database } from '../../db/client';
import { errorCode, GiveUpJob, RetryJobLater, type JobHandler } from './handler';
import { enqueueRecurring } from './recurring';
import { claimJobs, completeJob, failJob, releaseJobs, renewJobs, type JobRow } from './repo';

/** How long a claim holds a job without being renewed: only a dead or frozen worker's claims lapse (ADR 0036). */
export const JOB_LEASE_MS = 30_000;
/** Three renewals per lease: one slow renewal (a busy database) does not let the lease lapse under a live worker. */
export const LEASE_RENEW_EVERY_MS = JOB_LEASE_MS / 3;
const BATCH = 20;

/** Calls `beat` every `ms` until the returned function is called (a test beats by hand, or never: a dead worker). */
export type Heartbeat = (ms: number, beat: () => Promise<void>) => () => void;

/** The one timer of lease renewal (the worker's, and the VTEX brand lease's while its job runs). */
export const timerHeartbeat: Heartbeat = (ms, beat) => {
  const timer = setInterval(() => void beat(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface JobWorkerDeps {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  heartbeat?: Heartbeat;
  /** In [0, 1): the retries' jitter. */
  random?: () => number;
  /**
   * How long `stop` waits for the running job (the app's SHUTDOWN_TIMEOUT_MS): past it the instance closes anyway and
   * the job's lease lets another instance take it over (ADR 0089). Without it, `stop` waits for the job to finish.
   */
  stopGraceMs?: number;
}

/** Thrown inside a transactional job when its claim was taken over: its transaction rolls back, the taker's counts. */
class LeaseLost extends Error {}

export function createJobWorker(deps: JobWorkerDeps) {
  const handlers = new Map<string, JobHandler>();
  const workerId = randomUUID();
  let claims = 0;
  let stopping = false;
  let running: Promise<void> | null = null;
  let wanted = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const leaseFrom = (now: Date) => new Date(now.getTime() + JOB_LEASE_MS);

  async function fail(job: JobRow, token: string, handler: JobHandler | undefined, error: unknown): Promise<void> {
    const now = deps.clock();
    const code = handler ? errorCode(error) : 'no_handler';
    const dead = !handler || error instanceof GiveUpJob || job.attempts >= job.maxAttempts;
    const retryAt =
      dead || !handler
        ? null
        : nextJobAttempt({
            backoff: handler.backoff,
            failedAt: now,
            attempts: job.attempts,
            random: (deps.random ?? Math.random)(),
            retryAt: error instanceof RetryJobLater ? error.retryAt : null,
          });
    await failJob(deps.db, { id: job.id, token, now, error: code, retryAt });
    deps.log.warn({ jobKind: job.kind, jobId: job.id, attempts: job.attempts, errCode: code, dead }, 'job failed');
  }

  async function runOne(job: JobRow, token: string): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new GiveUpJob('no_handler');
      // Claimed again after its last attempt died mid-run (the lease lapsed): no attempt is left.
      if (job.attempts > job.maxAttempts) throw new GiveUpJob('lease_lost');
      if (handler.transactional) {
        await deps.db.transaction(async (tx) => {
          await handler.run(job, { db: tx, now: deps.clock(), clock: deps.clock });
          if (!(await completeJob(tx, job.id, token, deps.clock()))) throw new LeaseLost();
        });
      } else {
        await handler.run(job, { db: deps.db, now: deps.clock(), clock: deps.clock });
        await completeJob(deps.db, job.id, token, deps.clock());
      }
      handler.afterCommit?.();
    } catch (error) {
      if (error instanceof LeaseLost) {
        deps.log.warn({ jobKind: job.kind, jobId: job.id }, 'job taken over by another worker: its run is undone');
        return;
      }
      await fail(job, token, handler, error).catch((failure: unknown) =>
        deps.log.warn({ jobId: job.id, errCode: errorCode(failure) }, 'job outcome not recorded'),
      );
    }
  }

  /** Runs one claimed batch, renewing its lease meanwhile; jobs another worker took over are skipped. */
  async function runBatch(batch: JobRow[], token: string): Promise<void> {
    let held = new Set(batch.map((job) => job.id));
    const renew = async () => {
      const kept = new Set(await renewJobs(deps.db, [...held], token, leaseFrom(deps.clock())));
      held = new Set([...held].filter((id) => kept.has(id)));
    };
    const stop = (deps.heartbeat ?? timerHeartbeat)(LEASE_RENEW_EVERY_MS, () =>
      renew().catch((error: unknown) => deps.log.warn({ errCode: errorCode(error) }, 'job lease not renewed')),
    );
    const sideBySide: Promise<void>[] = [];
    try {
      for (const job of batch) {
        if (stopping) break;
        // Renewing first also tells whether the job is still ours: a worker frozen past its lease lost it.
        await renew();
        if (!held.has(job.id)) continue;
        const handler = handlers.get(job.kind);
        const ran = runOne(job, token).finally(() => held.delete(job.id));
        if (handler?.parallel && !handler.transactional) sideBySide.push(ran);
        else await ran;
      }
      await Promise.all(sideBySide);
    } finally {
      await Promise.all(sideBySide);
      stop();
      // Stopping: what was claimed and not started goes back at once, for another instance.
      await releaseJobs(deps.db, [...held], token, deps.clock()).catch(() => undefined);
    }
  }

  async function pass(kinds: string[]): Promise<void> {
    while (!stopping) {
      const now = deps.clock();
      const token = `${workerId}:${++claims}`;
      const batch = await claimJobs(deps.db, { kinds, now, lockedUntil: leaseFrom(now), token, limit: BATCH });
      if (batch.length === 0) return;
      await runBatch(batch, token);
    }
  }

  const run = async (): Promise<void> => {
    while (wanted.size > 0 && !stopping) {
      const kinds = [...wanted];
      wanted = new Set();
      try {
        await pass(kinds);
      } catch (error) {
        deps.log.warn({ errCode: errorCode(error) }, 'job pass failed');
      }
    }
  };

  const worker = {
    register(handler: JobHandler): void {
      if (handlers.has(handler.kind)) throw new Error(`job kind ${handler.kind} registered twice`);
      handlers.set(handler.kind, handler);
    },
    kinds: () => [...handlers.keys()],
    /**
     * Runs what is due of these kinds (all by default), or asks the running pass for one more after it, never a
     * second concurrent one; resolves when the pass that covers the kick ends.
     */
    kick(kinds: string[] = [...handlers.keys()]): Promise<void> {
      for (const kind of kinds) wanted.add(kind);
      if (running) return running;
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    /** Polls every `pollMs` (0: only kicks), queueing the recurring jobs' current periods first. */
    start(pollMs: number): void {
      const tick = async () => {
        await enqueueRecurring(deps.db, [...handlers.values()], deps.clock()).catch((error: unknown) =>
          deps.log.warn({ errCode: errorCode(error) }, 'recurring jobs not queued'),
        );
        await worker.kick();
      };
      void tick();
      if (pollMs <= 0) return;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    /** Resolves when no pass runs. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** Stops polling, lets the running job finish, gives back the rest of its batch (shutdown). */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (deps.stopGraceMs === undefined) return worker.idle();
      // A job held up by a frozen database must not hold the shutdown past its bound (graceful-shutdown, ADR 0017).
      let grace: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        worker.idle().then(() => false),
        new Promise<boolean>((resolve) => {
          grace = setTimeout(() => resolve(true), deps.stopGraceMs);
        }),
      ]);
      clearTimeout(grace);
      if (timedOut)
        deps.log.warn({ graceMs: deps.stopGraceMs }, 'job still running at shutdown: its lease will expire');
    },
  };
  return worker;
}

export type JobWorker = ReturnType<typeof createJobWorker>;
