import type { FastifyInstance } from 'fastify';
import type { PrivacyConfig } from './config';
import { runRetention } from './retention';

/**
 * Runs the retention jobs every PRIVACY_RETENTION_INTERVAL_SECONDS inside the API (as the expiry job), stopped when
 * the app closes. The log line holds counts only, and says whether it was a dry run.
 */
export function scheduleRetention(app: FastifyInstance, settings: PrivacyConfig): void {
  if (settings.PRIVACY_RETENTION_INTERVAL_SECONDS <= 0) return;
  const dryRun = settings.PRIVACY_RETENTION_DRY_RUN;
  const timer = setInterval(() => {
    const deps = {
      db: app.db,
      storage: app.uploadStorage,
      clock: app.clock,
      settings,
      secret: app.config.CODE_HASH_SECRET,
    };
    void runRetention(deps, { dryRun })
      .then((counts) => counts && app.log.info({ counts, dryRun }, 'privacy retention run'))
      .catch((error: unknown) => app.log.error({ err: error }, 'privacy retention run failed'));
  }, settings.PRIVACY_RETENTION_INTERVAL_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
