/**
 * ERP_API_KEYS (README, ADR 0022): the per-brand keys of the ERP's server-to-server status moves, in the format of
 * GIFTCARD_API_KEYS (`brandId=key` pairs separated by commas, each key 32+ printable characters without a comma).
 * Read here rather than in config.ts so the issue-15 config file stays its owner's; parsed once, when the module is
 * registered, and a bad value stops the start-up like any other configuration error.
 */
import { z } from 'zod';
import { ConfigError, giftcardApiKeys, type Config } from '../../config';

/** Outside production only: the ERP keys of brands 1, 2 and 4, known to tests and the dev tools. */
export const DEVELOPMENT_ERP_API_KEYS = 'development-only-erp-key-brand-';

const keysSchema = z
  .string()
  .regex(
    /^\s*\d+=[\x21-\x2b\x2d-\x7e]{32,}\s*(,\s*\d+=[\x21-\x2b\x2d-\x7e]{32,}\s*)*$/,
    'must be brandId=key pairs, keys of 32+ characters',
  )
  .optional();

/** The keys as a map brand id → key; outside production, the development keys when unset; empty (every call 401) in production when unset. */
export function erpApiKeys(
  config: Pick<Config, 'NODE_ENV'>,
  env: NodeJS.ProcessEnv = process.env,
): Map<number, string> {
  const raw = env.ERP_API_KEYS === '' ? undefined : env.ERP_API_KEYS;
  const parsed = keysSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError([`ERP_API_KEYS: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  if (config.NODE_ENV === 'production' && parsed.data?.includes(DEVELOPMENT_ERP_API_KEYS)) {
    throw new ConfigError(['ERP_API_KEYS: the development keys are not allowed when NODE_ENV=production']);
  }
  const text =
    parsed.data ??
    (config.NODE_ENV === 'production' ? '' : [1, 2, 4].map((id) => `${id}=${DEVELOPMENT_ERP_API_KEYS}${id}`).join(','));
  // The pair format is the gift-card keys': one parser (given a string, it never falls back to its own defaults).
  return giftcardApiKeys({ GIFTCARD_API_KEYS: text, NODE_ENV: config.NODE_ENV });
}
