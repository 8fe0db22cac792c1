/**
 * The job table's reads and writes (ADR 0089). Every time is the caller's clock, never the database's `now()`: the
 * tests' clocks move leases and retries, and two instances agree because they compare the same stored instants.
 */
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** Unique per kind: the same work enqueued twice is one job (a message's id, a recurring job's period). */
  key: string;
  payload?: Record<string, unknown>;
  /** Not before then (default: now). */
  runAt?: Date;
  maxAttempts: number;
  now: Date;
}

/**
 * Queues a job in the caller's transaction: it exists exactly when the caller's work committed. Nothing when a job of
 * that kind and key exists already (queued, running, done or dead). Returns whether it was queued now.
 */
export async function enqueue(tx: Database, job: NewJob): Promise<boolean> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      runAt: job.runAt ?? job.now,
      maxAttempts: job.maxAttempts,
      createdAt: job.now,
      updatedAt: job.now,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs of these kinds for a lease: queued ones whose time came, and running ones whose lease
 * lapsed (their worker died or froze). `skip locked`: two workers never take the same row. Committed before any runs.
 */
export async function claimJobs(
  db: Database,
  input: { kinds: string[]; now: Date; lockedUntil: Date; token: string; limit: number },
): Promise<JobRow[]> {
  if (input.kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.state, ['queued', 'running']),
          lte(jobs.runAt, input.now),
          inArray(jobs.kind, input.kinds),
          or(eq(jobs.state, 'queued'), lt(jobs.lockedUntil, input.now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        state: 'running',
        lockedUntil: input.lockedUntil,
        lockedBy: input.token,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: input.now,
      })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

const heldBy = (ids: number[], token: string) =>
  and(inArray(jobs.id, ids), eq(jobs.lockedBy, token), eq(jobs.state, 'running'));

/** Extends the lease of the jobs still held by this claim; returns those (a job taken over is no longer). */
export async function renewJobs(db: Database, ids: number[], token: string, lockedUntil: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const kept = await db.update(jobs).set({ lockedUntil }).where(heldBy(ids, token)).returning({ id: jobs.id });
  return kept.map((row) => row.id);
}

/** Marks a job done, if this claim still holds it; false when another worker took it over meanwhile. */
export async function completeJob(db: Database, id: number, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', lockedUntil: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(heldBy([id], token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed attempt: queued again at `retryAt`, or dead when `retryAt` is null. Only while this claim holds it. */
export async function failJob(
  db: Database,
  input: { id: number; token: string; now: Date; error: string; retryAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: input.retryAt ? 'queued' : 'dead',
      runAt: input.retryAt ?? sql`${jobs.runAt}`,
      lockedUntil: null,
      lockedBy: null,
      lastError: input.error,
      updatedAt: input.now,
    })
    .where(heldBy([input.id], input.token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives back jobs claimed but not started (the worker is stopping): another worker takes them now, not after a lease. */
export async function releaseJobs(db: Database, ids: number[], token: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'queued', lockedUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1`, updatedAt: now })
    .where(heldBy(ids, token));
}

/** The dead jobs, newest first (the console's failed jobs). */
export async function deadJobs(db: Database, limit: number): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.state, 'dead')).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(limit);
}

/** 'Try again': a dead job is queued now with its attempts reset. False when it is not dead (nothing to retry). */
export async function retryDeadJob(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes the done jobs finished before `before` (recurring jobs leave one a period). Returns how many. */
export async function pruneDoneJobs(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Queues these jobs now, whatever became of them (done, dead, running, pruned or never written): the work they stand
 * for is wanted again (a webhook delivery sent again, a resumed subscription's waiting deliveries). A running one is
 * taken from its worker, whose later writes then change nothing; its handler must tolerate that (the webhook's own
 * claim on the delivery does). Attempts start over.
 */
export async function requeueJobs(
  tx: Database,
  input: { kind: string; keys: string[]; maxAttempts: number; now: Date },
): Promise<void> {
  if (input.keys.length === 0) return;
  await tx
    .insert(jobs)
    .values(
      input.keys.map((key) => ({
        kind: input.kind,
        key,
        payload: {},
        runAt: input.now,
        maxAttempts: input.maxAttempts,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: {
        state: 'queued',
        runAt: input.now,
        attempts: 0,
        lockedUntil: null,
        lockedBy: null,
        lastError: null,
        updatedAt: input.now,
      },
    });
}
