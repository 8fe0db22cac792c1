import { z } from 'zod';
import { ConfigError } from './lib/settings';
import { backofficeConfigProblems } from './modules/backoffice/config';
import { jobsConfigProblems } from './modules/jobs/config';
import { vtexConfigProblems } from './modules/integration/vtex/config';
import {
  giftcardProviderConfigProblems,
  giftcardProviderKeys,
  type ProviderKeys,
} from './modules/integration/vtex/provider-config';
import { linkConfigProblems } from './modules/notifications/config';
import { privacyConfigProblems } from './modules/privacy/config';
import { webhooksConfigProblems } from './modules/webhooks/config';
import { shippingConfigProblems } from './modules/shipping/config';

export { ConfigError };

/** A whole number of milliseconds within [min, max]. */
function durationMs(min: number, max: number, fallback: number) {
  return z.coerce.number().int('must be a whole number of milliseconds').min(min).max(max).default(fallback);
}

/**
 * Per-brand keys of a server-to-server caller: `brandId=key` pairs separated by commas, each key at least 32 printable
 * characters without a comma. One format for every such list (gift cards, ERP, and the integrations to come).
 */
const brandApiKeyList = z
  .string()
  .regex(
    /^\s*\d+=[\x21-\x2b\x2d-\x7e]{32,}\s*(,\s*\d+=[\x21-\x2b\x2d-\x7e]{32,}\s*)*$/,
    'must be brandId=key pairs, keys of 32+ characters',
  )
  .optional();

/**
 * Configuration is environment variables only (ARCHITECTURE §4), parsed once at start-up.
 * A bad value stops the process with the list of every bad key, not just the first.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key of the one-time codes' HMAC and of identity tags in logs (ADR 0014); required in production. */
  CODE_HASH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portal de Trocas <no-reply@portal.localhost>'),
  SMS_WEBHOOK_URL: z.url().optional(),
  CEP_UPSTREAM_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Prometheus metrics (ADR 0023): served at /metrics on this port only, a listener of its own that the load balancer
   * never routes to; unset, no listener. 0 picks a free port (tests). METRICS_HOST defaults to HOST.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  /** Where uploaded files are stored (README, uploads): DATA_DIR/uploads, or an S3-compatible bucket (S3_*). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server's URL (MinIO, Ceph, R2…); unset, AWS's endpoint of S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  /** Bucket in the path (https://host/bucket/key) instead of the host name: what most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Unset, the SDK's own chain (environment, instance role, profile). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/, 'must be empty or folder names ending in /')
    .default('uploads/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // PostgreSQL timeouts (pg driver only; README, configuration): a stalled or unreachable database answers 503 within
  // seconds instead of holding the shopper's request. Bounded so a typo cannot turn a timeout off or into hours.
  DB_CONNECT_TIMEOUT_MS: durationMs(100, 60_000, 2_000),
  DB_POOL_ACQUIRE_TIMEOUT_MS: durationMs(100, 60_000, 3_000),
  DB_STATEMENT_TIMEOUT_MS: durationMs(100, 600_000, 5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: durationMs(100, 600_000, 10_000),
  /** How long SIGTERM lets running requests finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: durationMs(0, 600_000, 10_000),
  // Upload leftovers (ADR 0016): `.part` files and stored files without a row older than this are swept at start-up
  // and every interval (0 = start-up only). Ten minutes cannot catch a live upload, which takes seconds.
  UPLOAD_LEFTOVER_MIN_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  UPLOAD_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * Per-brand keys of the shop's server-to-server gift-card call (POST /api/returns/giftcards/transactions, README):
   * `brandId=key` pairs separated by commas, each key at least 32 printable characters without a comma. Production must set them (unset, the call
   * refuses every request); development and tests use DEVELOPMENT_GIFTCARD_API_KEYS.
   */
  GIFTCARD_API_KEYS: brandApiKeyList,
  /**
   * Per-brand keys of the ERP's status moves (POST /api/erp/…, README, ADR 0022), in the same format. Unset in
   * production, every ERP call answers 401; development and tests use DEVELOPMENT_ERP_API_KEYS. Read here, with every
   * other variable, so a bad value is reported before the database is opened (issue 24).
   */
  ERP_API_KEYS: brandApiKeyList,
  /**
   * Per-brand keys of the integration API (/api/integration/v1: orders, stock and the event feed; issues 25 and 26), in
   * the same format. Unset in production, every integration call answers 401; development and tests use
   * DEVELOPMENT_INTEGRATION_API_KEYS.
   */
  INTEGRATION_API_KEYS: brandApiKeyList,
});

/** Outside production only: the gift-card keys of brands 1, 2 and 4, known to tests and the dev tools. */
export const DEVELOPMENT_GIFTCARD_API_KEYS = 'development-only-giftcard-key-brand-';

/** Outside production only: the ERP keys of brands 1, 2 and 4, known to tests and the dev tools. */
export const DEVELOPMENT_ERP_API_KEYS = 'development-only-erp-key-brand-';

/** Outside production only: the integration keys of brands 1, 2 and 4, known to tests and the dev tools. */
export const DEVELOPMENT_INTEGRATION_API_KEYS = 'development-only-integration-key-brand-';

/** A `brandId=key` list as a map brand id → key; outside production, the development keys when unset. */
function brandApiKeys(text: string | undefined, developmentPrefix: string, nodeEnv: Config['NODE_ENV']) {
  const pairs =
    text ?? (nodeEnv === 'production' ? '' : [1, 2, 4].map((id) => `${id}=${developmentPrefix}${id}`).join(','));
  const keys = new Map<number, string>();
  for (const pair of pairs.split(',')) {
    const [brand, ...rest] = pair.trim().split('=');
    if (brand && rest.length > 0) keys.set(Number(brand), rest.join('='));
  }
  return keys;
}

/** GIFTCARD_API_KEYS as a map brand id → key; outside production, the development keys when unset. */
export function giftcardApiKeys(config: Pick<Config, 'GIFTCARD_API_KEYS' | 'NODE_ENV'>): Map<number, string> {
  return brandApiKeys(config.GIFTCARD_API_KEYS, DEVELOPMENT_GIFTCARD_API_KEYS, config.NODE_ENV);
}

/** ERP_API_KEYS as a map brand id → key; outside production, the development keys when unset. */
export function erpApiKeys(config: Pick<Config, 'ERP_API_KEYS' | 'NODE_ENV'>): Map<number, string> {
  return brandApiKeys(config.ERP_API_KEYS, DEVELOPMENT_ERP_API_KEYS, config.NODE_ENV);
}

/** INTEGRATION_API_KEYS as a map brand id → key; outside production, the development keys when unset. */
export function integrationApiKeys(config: Pick<Config, 'INTEGRATION_API_KEYS' | 'NODE_ENV'>): Map<number, string> {
  return brandApiKeys(config.INTEGRATION_API_KEYS, DEVELOPMENT_INTEGRATION_API_KEYS, config.NODE_ENV);
}

/** The development keys of each list, refused in production. */
const DEVELOPMENT_KEY_PREFIXES = {
  GIFTCARD_API_KEYS: DEVELOPMENT_GIFTCARD_API_KEYS,
  ERP_API_KEYS: DEVELOPMENT_ERP_API_KEYS,
  INTEGRATION_API_KEYS: DEVELOPMENT_INTEGRATION_API_KEYS,
} as const;

/** Outside production only: codes of a development database are worthless, and a fixed key keeps them working. */
export const DEVELOPMENT_CODE_HASH_SECRET = 'development-only-code-hash-secret-never-in-production';

export type Config = Omit<z.infer<typeof configSchema>, 'CODE_HASH_SECRET'> & {
  CODE_HASH_SECRET: string;
  /** VTEX_<BRAND>_PROVIDER_APP_KEY/_APP_TOKEN by brand id (the gift card provider, issue 49), dev keys outside production. */
  VTEX_PROVIDER_KEYS: Map<number, ProviderKeys>;
};


/**
 * The rules that tie variables together, read on the raw values so that they are reported beside the schema's own
 * problems in one list, however many variables are wrong.
 */
function crossProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (env.NODE_ENV === 'production') {
    if (!env.COOKIE_SECRET) problems.push('COOKIE_SECRET: required when NODE_ENV=production');
    if (!env.CODE_HASH_SECRET || env.CODE_HASH_SECRET === DEVELOPMENT_CODE_HASH_SECRET) {
      problems.push('CODE_HASH_SECRET: required when NODE_ENV=production (a random value of at least 32 characters)');
    }
    // Unset in production, a key list refuses every call (fails closed); a development key is refused.
    for (const [name, prefix] of Object.entries(DEVELOPMENT_KEY_PREFIXES)) {
      if (env[name]?.includes(prefix))
        problems.push(`${name}: the development keys are not allowed when NODE_ENV=production`);
    }
  }
  problems.push(...keyListProblems(env));
  // Each module's own settings, read beside it, in this one list (issue 44): a bad value stops the start-up here,
  // before the database is opened, never later from inside a module. The VTEX connector's per-brand variables
  // (VTEX_<brand id>_*, ADR 0043) included.
  problems.push(
    ...webhooksConfigProblems(env),
    ...privacyConfigProblems(env),
    ...backofficeConfigProblems(env),
    ...jobsConfigProblems(env),
    ...linkConfigProblems(env),
    ...vtexConfigProblems(env),
    // The Correios contracts of the return shipping (CORREIOS_<brand id>_*, issue 48, ADR 0091).
    ...shippingConfigProblems(env),
    ...giftcardProviderConfigProblems(env),
  );
  return problems;
}

/**
 * A key names one caller (issue 44): a brand listed twice in a list, one key for two brands, or one secret in two
 * lists (a leaked gift-card key would then move ERP statuses) are refused. Only well-formed lists are read here; the
 * schema reports the others.
 */
function keyListProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const name of Object.keys(DEVELOPMENT_KEY_PREFIXES)) {
    const text = env[name];
    if (text === undefined || !brandApiKeyList.safeParse(text).success) continue;
    const brands = new Set<string>();
    for (const pair of text.split(',')) {
      const [brand, ...rest] = pair.trim().split('=');
      const key = rest.join('=');
      if (brands.has(brand!)) problems.push(`${name}: brand ${brand} is listed twice`);
      brands.add(brand!);
      const owner = owners.get(key);
      if (owner === name) problems.push(`${name}: one key is given to two brands`);
      else if (owner) problems.push(`${name}: a key is also in ${owner} (each list needs its own keys)`);
      owners.set(key, name);
    }
  }
  return problems;
}

/**
 * Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. Throws one ConfigError naming every
 * bad variable; server.ts calls this before it opens the database or anything else.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...crossProblems(cleaned),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  return {
    ...parsed.data,
    CODE_HASH_SECRET: parsed.data.CODE_HASH_SECRET ?? DEVELOPMENT_CODE_HASH_SECRET,
    VTEX_PROVIDER_KEYS: giftcardProviderKeys(cleaned),
  };
}

export const isProduction = (config: Config) => config.NODE_ENV === 'production';
