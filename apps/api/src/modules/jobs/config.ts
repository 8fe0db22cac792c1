/**
 * The job worker's settings (README, ADR 0089), read beside the module in config.ts's style.
 */
import { z } from 'zod';
import type { Config } from '../../config';
import { readSettings, settingsOrThrow } from '../../lib/settings';

const schema = z.object({
  /**
   * How often the worker looks for due jobs besides the kicks after each commit: retries, jobs another instance
   * queued, scheduled and recurring jobs (0 = kicks and start-up only, the default in tests, which drive it by hand).
   */
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
});

export type JobsConfig = z.infer<typeof schema>;

export function jobsConfig(config: Pick<Config, 'NODE_ENV'>, env: NodeJS.ProcessEnv = process.env): JobsConfig {
  return settingsOrThrow(schema, env, config.NODE_ENV === 'test' ? { JOBS_POLL_INTERVAL_SECONDS: '0' } : {});
}

/** Every bad JOBS_* variable, for config.ts's one list. */
export function jobsConfigProblems(env: Record<string, string | undefined>): string[] {
  return readSettings(schema, env).problems;
}
