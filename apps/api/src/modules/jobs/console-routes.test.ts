/**
 * The console's failed jobs (issue 47): admins only (an agent 403, nobody 401), the dead jobs with their last error,
 * and 'try again' queues one now with its attempts reset, once (a job that is not dead is 404), also when 20 tries
 * again of one job arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { enqueue } from './repo';
import { jobWorker } from './runtime';

let t: TestApp;
let adminCookie: string;
let agentCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1] })).id);
  agentCookie = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [1] })).id);
});
afterAll(async () => t?.close());

/** A job of a kind no worker runs, dead after its attempts. */
async function deadJob(key: string, kind = 'console.test') {
  await enqueue(t.database.db, { kind, key, maxAttempts: 4, now: t.clock.now() });
  const [row] = await t.database.db
    .update(jobs)
    .set({ state: 'dead', attempts: 4, lastError: 'delivery_failed', updatedAt: t.clock.now() })
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
    .returning();
  return row!;
}

const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/backoffice/jobs/failed', headers: cookie ? { cookie } : {} });
const retry = (id: number, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/backoffice/jobs/failed/${id}/retry`, headers: { cookie } });

describe('the failed jobs', () => {
  it('are listed to admins with their kind, key, attempts and last error', async () => {
    const job = await deadJob('a-1');
    const answer = await list(adminCookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().rows).toContainEqual({
      id: job.id,
      kind: 'console.test',
      key: 'a-1',
      attempts: 4,
      maxAttempts: 4,
      lastError: 'delivery_failed',
      createdAt: job.createdAt.toISOString(),
      failedAt: job.updatedAt.toISOString(),
    });
  });

  it('are for admins only', async () => {
    expect((await list(agentCookie)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    const job = await deadJob('a-2');
    expect((await retry(job.id, agentCookie)).statusCode).toBe(403);
  });

  it("'try again' queues the job now with its attempts reset, once", async () => {
    const job = await deadJob('a-3');
    const answer = await retry(job.id, adminCookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ queued: true });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    // No worker runs its kind (workers claim only the kinds they know): it waits, queued.
    expect(row).toMatchObject({ state: 'queued', attempts: 0, runAt: t.clock.now() });
    expect((await list(adminCookie)).json().rows.map((r: { id: number }) => r.id)).not.toContain(job.id);
    // Not dead any more: nothing to try again.
    expect((await retry(job.id, adminCookie)).statusCode).toBe(404);
  });

  it("20 'try again' at once for one dead job queue it once, and it runs once", async () => {
    const runs: string[] = [];
    jobWorker(t.app).register({
      kind: 'console.counted',
      maxAttempts: 4,
      backoff: { firstGapMs: 1000, maxGapMs: 1000, jitter: 0 },
      async run(job) {
        runs.push(job.key);
      },
    });
    const job = await deadJob('c-1', 'console.counted');
    const answers = await Promise.all(Array.from({ length: 20 }, () => retry(job.id, adminCookie)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 404)).toHaveLength(19);
    // The one that queued it kicked the worker: the job ran, once, and is done.
    await jobWorker(t.app).kick(['console.counted']);
    await jobWorker(t.app).idle();
    expect(runs).toEqual(['c-1']);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });
});
