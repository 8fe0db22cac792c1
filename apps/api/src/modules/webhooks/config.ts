/**
 * The webhooks' own settings (README 'Events: webhooks and feed'), read from the environment in the back office's
 * style (modules/backoffice/config.ts): zod, a bad value stops the start-up with its name, kept beside the module.
 */
import { z } from 'zod';
import type { Config } from '../../config';
import { readSettings, settingsOrThrow } from '../../lib/settings';

const seconds = (fallback: number) => z.coerce.number().int().min(0).max(86_400).default(fallback);

const schema = z.object({
  /** How long one delivery may take before it is cut and counted as failed (10 s). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /**
   * No longer read (ADR 0090): deliveries are jobs, found at the job worker's polls (JOBS_POLL_INTERVAL_SECONDS) and
   * after each change. Still accepted, so a deployment that sets it starts as before.
   */
  WEBHOOK_POLL_INTERVAL_SECONDS: seconds(5),
  /** How often events and the delivery log older than 30 days are deleted (0 = never; tests run it by hand). */
  EVENT_RETENTION_INTERVAL_SECONDS: seconds(3600),
});

export type WebhooksConfig = z.infer<typeof schema>;

// Tests drive the worker and the sweep with their own clock: timers of their own would act behind their back.
const testDefaults = (nodeEnv: string | undefined): Record<string, string> =>
  nodeEnv === 'test' ? { WEBHOOK_POLL_INTERVAL_SECONDS: '0', EVENT_RETENTION_INTERVAL_SECONDS: '0' } : {};

export function webhooksConfig(config: Pick<Config, 'NODE_ENV'>, env: NodeJS.ProcessEnv = process.env): WebhooksConfig {
  return settingsOrThrow(schema, env, testDefaults(config.NODE_ENV));
}

/** Every bad WEBHOOK_* / EVENT_* variable, for config.ts's one list. */
export function webhooksConfigProblems(env: Record<string, string | undefined>): string[] {
  return readSettings(schema, env).problems;
}
