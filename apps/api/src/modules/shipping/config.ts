/**
 * The Correios connection's settings (issue 48, ADR 0091), read from the environment in config.ts's style (as the VTEX
 * connector's, ADR 0043): every problem is reported in one list and stops the start-up. A brand is connected when
 * `CORREIOS_<BRAND>_USER` is set (BRAND is the brand id) with its access code and posting card; a partial set is an
 * error, never a silently unconnected brand. It imports nothing from config.ts (config.ts calls it).
 */
import { z } from 'zod';
import { CORREIOS_DEFAULT_SERVICE_CODE } from '@portal/domain';

/** One brand's Correios contract: its credentials are only ever used for that brand's protocols. */
export interface CorreiosContract {
  brandId: number;
  /** The 'Meu Correios' user (Basic auth user of POST /token/v1/autentica/cartaopostagem). */
  user: string;
  /** The API access code generated in CWS (Basic auth password). */
  accessCode: string;
  /** The posting card number (`numero` of the token request; `numeroCartaoPostagem`). */
  postingCard: string;
  /** Correios `codigoServico` of the reverse service (03301 PAC reverso by default). */
  serviceCode: string;
}

export interface ShippingSettings {
  baseUrl: string;
  contracts: CorreiosContract[];
  /** Seconds between SRO Rastro polls (and expiry checks) of the open shipments. */
  trackingIntervalSeconds: number;
  requestTimeoutMs: number;
  maxAttempts: number;
  backoffBaseMs: number;
  maxBackoffMs: number;
  /** Brands without a contract get the development carrier's demo codes (development by default; never production). */
  developmentCarrier: boolean;
}

const PER_BRAND = /^CORREIOS_(\d+)_(USER|ACCESS_CODE|POSTING_CARD|SERVICE_CODE)$/;

const globalSchema = z.object({
  CORREIOS_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), 'no query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.correios.com.br'),
  CORREIOS_TRACKING_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(1800),
  CORREIOS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  CORREIOS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  CORREIOS_BACKOFF_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  CORREIOS_MAX_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  CORREIOS_DEVELOPMENT_CARRIER: z.enum(['true', 'false', '1', '0']).optional(),
});

const brandSchema = z.object({
  USER: z.string().regex(/^[\x21-\x7e]{3,}$/, 'must be the Meu Correios user (3+ printable characters)'),
  ACCESS_CODE: z.string().regex(/^[\x21-\x7e]{8,}$/, 'must be the CWS access code (8+ printable characters)'),
  POSTING_CARD: z.string().regex(/^\d{8,12}$/, 'must be the posting card number (8 to 12 digits)'),
  SERVICE_CODE: z
    .string()
    .regex(/^\d{5}$/, 'must be a Correios service code (5 digits, e.g. 03301)')
    .default(CORREIOS_DEFAULT_SERVICE_CODE),
});

type Parsed = { settings: ShippingSettings; problems: string[] };

function parse(env: NodeJS.ProcessEnv): Parsed {
  const vars = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('CORREIOS_') && entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const problems: string[] = [];
  const byBrand = new Map<number, Record<string, string>>();
  const globals: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars)) {
    const match = PER_BRAND.exec(name);
    if (match) {
      const brandId = Number(match[1]);
      byBrand.set(brandId, { ...byBrand.get(brandId), [match[2]!]: value });
    } else if (name in globalSchema.shape) {
      globals[name] = value;
    } else {
      problems.push(`${name}: not a Correios setting (CORREIOS_<brand id>_USER, _ACCESS_CODE, _POSTING_CARD, …)`);
    }
  }
  const global = globalSchema.safeParse(globals);
  if (!global.success) problems.push(...global.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const g = global.success ? global.data : globalSchema.parse({});
  const production = env.NODE_ENV === 'production';
  if (production && g.CORREIOS_BASE_URL.startsWith('http:')) {
    problems.push('CORREIOS_BASE_URL: must be https when NODE_ENV=production (the credentials travel in it)');
  }
  if (production && (g.CORREIOS_DEVELOPMENT_CARRIER === 'true' || g.CORREIOS_DEVELOPMENT_CARRIER === '1')) {
    problems.push('CORREIOS_DEVELOPMENT_CARRIER: not allowed when NODE_ENV=production (its codes are not valid)');
  }

  const contracts: CorreiosContract[] = [];
  for (const [brandId, values] of [...byBrand].sort((a, b) => a[0] - b[0])) {
    const missing = (['USER', 'ACCESS_CODE', 'POSTING_CARD'] as const).filter((key) => !values[key]);
    if (missing.length > 0) {
      problems.push(
        `${missing.map((key) => `CORREIOS_${brandId}_${key}`).join(', ')}: required when other CORREIOS_${brandId}_* variables are set`,
      );
      continue;
    }
    const brand = brandSchema.safeParse(values);
    if (!brand.success) {
      problems.push(...brand.error.issues.map((i) => `CORREIOS_${brandId}_${i.path.join('.')}: ${i.message}`));
      continue;
    }
    contracts.push({
      brandId,
      user: brand.data.USER,
      accessCode: brand.data.ACCESS_CODE,
      postingCard: brand.data.POSTING_CARD,
      serviceCode: brand.data.SERVICE_CODE,
    });
  }
  const devFlag = g.CORREIOS_DEVELOPMENT_CARRIER;
  return {
    problems,
    settings: {
      baseUrl: g.CORREIOS_BASE_URL,
      contracts,
      trackingIntervalSeconds: g.CORREIOS_TRACKING_INTERVAL_SECONDS,
      requestTimeoutMs: g.CORREIOS_REQUEST_TIMEOUT_MS,
      maxAttempts: g.CORREIOS_MAX_ATTEMPTS,
      backoffBaseMs: g.CORREIOS_BACKOFF_BASE_MS,
      maxBackoffMs: g.CORREIOS_MAX_BACKOFF_MS,
      // On by default in development only: tests connect brands to the fake Correios, or turn it on themselves.
      developmentCarrier:
        !production &&
        (devFlag === undefined
          ? env.NODE_ENV === undefined || env.NODE_ENV === 'development'
          : devFlag === 'true' || devFlag === '1'),
    },
  };
}

/** Every problem of the CORREIOS_* variables, for config.ts's one list (empty when none is set). */
export function shippingConfigProblems(env: NodeJS.ProcessEnv): string[] {
  return parse(env).problems;
}

/** The settings; throws on bad values too, so a caller that skipped loadConfig cannot run on half a configuration. */
export function shippingSettings(env: NodeJS.ProcessEnv = process.env): ShippingSettings {
  const { settings, problems } = parse(env);
  if (problems.length > 0)
    throw new Error(`Invalid Correios configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return settings;
}
