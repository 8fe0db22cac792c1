/**
 * The worker's own housekeeping (ADR 0089): done jobs are deleted a week after they finished (a recurring job leaves
 * one row a period). Dead jobs stay until an operator tries them again: they are the console's failed jobs.
 */
import type { JobHandler } from './handler';
import { pruneDoneJobs } from './repo';

export const DONE_JOBS_KEPT_MS = 7 * 86_400_000;

export const pruneJobsHandler: JobHandler = {
  kind: 'jobs.prune',
  maxAttempts: 3,
  backoff: { firstGapMs: 60_000, maxGapMs: 3_600_000, jitter: 0.5 },
  everyMs: 3_600_000,
  transactional: true,
  async run(_job, { db, now }) {
    await pruneDoneJobs(db, new Date(now.getTime() - DONE_JOBS_KEPT_MS));
  },
};
