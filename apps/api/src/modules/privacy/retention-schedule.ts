import type { FastifyInstance } from 'fastify';
import { jobWorker } from '../jobs/runtime';
import type { PrivacyConfig } from './config';
import { runRetention } from './retention';

export const RETENTION_JOB = 'privacy.retention';

/**
 * Runs the retention jobs every PRIVACY_RETENTION_INTERVAL_SECONDS as a recurring job of the app's job worker (ADR
 * 0089): one job a period, so two instances never run the same period. Not in one transaction with the job's 'done':
 * the files go after the rows' commit, and a run repeated after a lost lease finds nothing more to remove. The log
 * line holds counts only, and says whether it was a dry run.
 */
export function scheduleRetention(app: FastifyInstance, settings: PrivacyConfig): void {
  if (settings.PRIVACY_RETENTION_INTERVAL_SECONDS <= 0) return;
  const dryRun = settings.PRIVACY_RETENTION_DRY_RUN;
  jobWorker(app).register({
    kind: RETENTION_JOB,
    maxAttempts: 5,
    backoff: { firstGapMs: 60_000, maxGapMs: 3_600_000, jitter: 0.5 },
    everyMs: settings.PRIVACY_RETENTION_INTERVAL_SECONDS * 1000,
    async run(_job, { clock }) {
      const deps = { db: app.db, storage: app.uploadStorage, clock, settings, secret: app.config.CODE_HASH_SECRET };
      const counts = await runRetention(deps, { dryRun });
      app.log.info({ counts, dryRun }, 'privacy retention run');
    },
  });
}
