/**
 * The back office's own settings (README, ADR 0022), read from the environment in config.ts's style (zod, a bad value
 * stops the start-up with its name) but kept beside the module so config.ts stays its owner's file.
 */
import { z } from 'zod';
import type { Config } from '../../config';
import { readSettings, settingsOrThrow } from '../../lib/settings';

const seconds = (fallback: number) => z.coerce.number().int().min(0).max(86_400).default(fallback);

const schema = z.object({
  /** Days a protocol may wait for the product (status 2) before the scheduler expires it (7). */
  PROTOCOL_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often the expiry job runs (0 = never; the default in tests, which run it by hand). */
  PROTOCOL_EXPIRY_INTERVAL_SECONDS: seconds(3600),
});

export type BackofficeConfig = z.infer<typeof schema>;

export function backofficeConfig(
  config: Pick<Config, 'NODE_ENV'>,
  env: NodeJS.ProcessEnv = process.env,
): BackofficeConfig {
  // Tests drive the job with their own clock; a timer of its own would move their protocols behind their back.
  return settingsOrThrow(schema, env, config.NODE_ENV === 'test' ? { PROTOCOL_EXPIRY_INTERVAL_SECONDS: '0' } : {});
}

/** Every bad PROTOCOL_* variable, for config.ts's one list. */
export function backofficeConfigProblems(env: Record<string, string | undefined>): string[] {
  return readSettings(schema, env).problems;
}
