/**
 * The privacy module's settings (README 'Retention and backups'), read from the environment in the webhooks'
 * style (modules/webhooks/config.ts): zod, a bad value stops the start-up with its name, kept beside the module.
 */
import { z } from 'zod';
import { RETENTION } from '@portal/domain';
import type { Config } from '../../config';
import { readSettings, settingsOrThrow } from '../../lib/settings';

const days = (fallback: number) => z.coerce.number().int().min(1).max(36_500).default(fallback);

const schema = z.object({
  /** Photos (not invoices) of closed protocols are deleted this many days after the protocol closed. */
  PRIVACY_PHOTO_RETENTION_DAYS: days(RETENTION.closedProtocolPhotoDays),
  /** Shoppers with no activity for this many days, and nothing open or owed, are anonymised. */
  PRIVACY_INACTIVE_DAYS: days(RETENTION.inactiveShopperDays),
  /** How often the retention jobs run (0 = never; tests run them by hand). */
  PRIVACY_RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(604_800).default(86_400),
  /** 'true': the scheduled runs only count what they would remove (a first look in production). */
  PRIVACY_RETENTION_DRY_RUN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type PrivacyConfig = z.infer<typeof schema>;

export function privacyConfig(config: Pick<Config, 'NODE_ENV'>, env: NodeJS.ProcessEnv = process.env): PrivacyConfig {
  return settingsOrThrow(schema, env, config.NODE_ENV === 'test' ? { PRIVACY_RETENTION_INTERVAL_SECONDS: '0' } : {});
}

/** Every bad PRIVACY_* variable, for config.ts's one list. */
export function privacyConfigProblems(env: Record<string, string | undefined>): string[] {
  return readSettings(schema, env).problems;
}
