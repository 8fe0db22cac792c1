/**
 * The VTEX connector's settings (issue 25, ADR 0043), read from the environment in config.ts's style: every problem is
 * reported in one list and stops the start-up. A brand is connected when `VTEX_<BRAND>_ACCOUNT` is set (BRAND is the
 * brand id); unset, the connector is off for that brand. It imports nothing from config.ts, so config.ts can call
 * `vtexConfigProblems` from its cross-variable checks without an import cycle.
 */
import { z } from 'zod';
import { BRAND_COMPANY_CODES } from '@portal/domain';
import { PROVIDER_VARIABLE } from './provider-config';

/** One brand's store and what its orders are recorded under in the portal. */
export interface VtexConnection {
  brandId: number;
  account: string;
  appKey: string;
  appToken: string;
  /** https://{account}.vtexcommercestable.com.br unless VTEX_<BRAND>_BASE_URL points elsewhere (the fake in tests). */
  baseUrl: string;
  /** PED_EMPRESA / PED_FILIAL of every order of this store: VTEX knows neither. */
  companyCode: number;
  branchCode: number;
  /**
   * The names of the SKU specifications (VTEX Catalog API, SkuSpecifications[].FieldName, e.g. 'Tamanho' and 'Cor')
   * that hold size and colour, for a store whose SKU names do not read '<colour> - <size>' (ADR 0078). Unset, only
   * the SKU name is read.
   */
  sizeSpec?: string;
  colourSpec?: string;
}

export interface VtexSettings {
  connections: VtexConnection[];
  /** Seconds between polls of an empty feed (0 = never by itself: tests drive the batches by hand). */
  pollIntervalSeconds: number;
  /** Feed items per retrieve: VTEX's maxlot, 1 to 10. */
  maxLot: number;
  /** Every VTEX call is aborted after this many milliseconds. */
  requestTimeoutMs: number;
  /** Attempts of one call before the batch gives its items back to the feed (transient failures only). */
  maxAttempts: number;
  /** First backoff; each retry doubles it, with full jitter, up to maxBackoffMs. */
  backoffBaseMs: number;
  maxBackoffMs: number;
}

const PER_BRAND = /^VTEX_(\d+)_(ACCOUNT|APP_KEY|APP_TOKEN|BASE_URL|COMPANY_CODE|BRANCH_CODE|SIZE_SPEC|COLOUR_SPEC)$/;

const globalSchema = z.object({
  VTEX_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  VTEX_MAXLOT: z.coerce.number().int().min(1).max(10).default(10),
  VTEX_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  VTEX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  VTEX_BACKOFF_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  VTEX_MAX_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
});

const brandSchema = z.object({
  // VTEX account names are lower-case letters and digits (they are a host name label).
  ACCOUNT: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be the VTEX account name (letters, digits, hyphens)'),
  APP_KEY: z.string().regex(/^[\x21-\x7e]{8,}$/, 'must be the VTEX app key (8+ printable characters)'),
  APP_TOKEN: z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be the VTEX app token (16+ printable characters)'),
  BASE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), 'no query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  COMPANY_CODE: z.coerce.number().int().positive(),
  BRANCH_CODE: z.coerce.number().int().positive().default(1),
  SIZE_SPEC: z.string().trim().min(1).max(100).optional(),
  COLOUR_SPEC: z.string().trim().min(1).max(100).optional(),
});

function cleaned(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VTEX_') && entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

type Parsed = { settings: VtexSettings; problems: string[] };

function parse(env: NodeJS.ProcessEnv): Parsed {
  const vars = cleaned(env);
  const problems: string[] = [];
  const byBrand = new Map<number, Record<string, string>>();
  const globals: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars)) {
    // The gift card provider's keys (provider-config.ts) are not the connector's: they need no ACCOUNT.
    if (PROVIDER_VARIABLE.test(name)) continue;
    const match = PER_BRAND.exec(name);
    if (match) {
      const brandId = Number(match[1]);
      byBrand.set(brandId, { ...byBrand.get(brandId), [match[2]!]: value });
    } else if (name in globalSchema.shape) {
      globals[name] = value;
    } else {
      // A typo (VTEX_1_APPKEY) would otherwise leave a brand silently unconnected.
      problems.push(`${name}: not a VTEX connector setting (VTEX_<brand id>_ACCOUNT, _APP_KEY, _APP_TOKEN, …)`);
    }
  }
  const global = globalSchema.safeParse(globals);
  if (!global.success) problems.push(...global.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

  const connections: VtexConnection[] = [];
  for (const [brandId, values] of [...byBrand].sort((a, b) => a[0] - b[0])) {
    if (!values.ACCOUNT) {
      problems.push(`VTEX_${brandId}_ACCOUNT: required when other VTEX_${brandId}_* variables are set`);
      continue;
    }
    const brand = brandSchema.safeParse(values);
    if (!brand.success) {
      problems.push(...brand.error.issues.map((i) => `VTEX_${brandId}_${i.path.join('.')}: ${i.message}`));
      continue;
    }
    if (env.NODE_ENV === 'production' && brand.data.BASE_URL?.startsWith('http:')) {
      problems.push(`VTEX_${brandId}_BASE_URL: must be https when NODE_ENV=production (the app token travels in it)`);
      continue;
    }
    // The brands' companies are spec §1's (the seed writes them): another brand's code would file this store's orders
    // under that brand, so it is refused here, with every other bad variable, before the database is opened.
    const companies = BRAND_COMPANY_CODES[brandId] ?? [];
    if (!companies.includes(brand.data.COMPANY_CODE)) {
      problems.push(
        `VTEX_${brandId}_COMPANY_CODE: ${brand.data.COMPANY_CODE} is not a company of brand ${brandId}` +
          ` (its companies: ${companies.join(', ') || 'none, no such brand'})`,
      );
      continue;
    }
    if (Boolean(brand.data.SIZE_SPEC) !== Boolean(brand.data.COLOUR_SPEC)) {
      problems.push(`VTEX_${brandId}_SIZE_SPEC and VTEX_${brandId}_COLOUR_SPEC: set both or neither`);
      continue;
    }
    connections.push({
      brandId,
      account: brand.data.ACCOUNT,
      appKey: brand.data.APP_KEY,
      appToken: brand.data.APP_TOKEN,
      baseUrl: brand.data.BASE_URL ?? `https://${brand.data.ACCOUNT}.vtexcommercestable.com.br`,
      companyCode: brand.data.COMPANY_CODE,
      branchCode: brand.data.BRANCH_CODE,
      ...(brand.data.SIZE_SPEC ? { sizeSpec: brand.data.SIZE_SPEC, colourSpec: brand.data.COLOUR_SPEC } : {}),
    });
  }
  const g = global.success ? global.data : globalSchema.parse({});
  return {
    problems,
    settings: {
      connections,
      pollIntervalSeconds: g.VTEX_POLL_INTERVAL_SECONDS,
      maxLot: g.VTEX_MAXLOT,
      requestTimeoutMs: g.VTEX_REQUEST_TIMEOUT_MS,
      maxAttempts: g.VTEX_MAX_ATTEMPTS,
      backoffBaseMs: g.VTEX_BACKOFF_BASE_MS,
      maxBackoffMs: g.VTEX_MAX_BACKOFF_MS,
    },
  };
}

/** Every problem of the VTEX_* variables, for config.ts's one list (empty when none is set). */
export function vtexConfigProblems(env: NodeJS.ProcessEnv): string[] {
  return parse(env).problems;
}

/**
 * The connector's settings. loadConfig has already refused bad values at start-up; this throws on them too, so a
 * caller that skipped loadConfig cannot run on half a configuration.
 */
export function vtexSettings(env: NodeJS.ProcessEnv = process.env): VtexSettings {
  const { settings, problems } = parse(env);
  if (problems.length > 0) throw new Error(`Invalid VTEX configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return settings;
}
