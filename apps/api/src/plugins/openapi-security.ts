import { OPERATOR_COOKIE, PREAUTH_COOKIE } from '../modules/backoffice/operator-session';
import { SESSION_COOKIE } from './session';

/**
 * How each operation authenticates, for the API document (issue 45). The names are the ones the code reads: the
 * shopper's session cookie (plugins/session), the operator's cookies (backoffice/operator-session) and X-Api-Key,
 * which three key sets share: each route checks the header against its own set (lib/brand-api-key, giftcards/routes),
 * so a key of one set is refused by the others. The document's test calls every operation without credentials and
 * checks that exactly the ones declared here answer 401.
 */
const API_KEY = 'X-Api-Key';

export const SECURITY_SCHEMES = {
  shopperSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      "The shopper's session, set by POST /api/authentication/fastaccess/login; valid only on the brand host it was made on.",
  },
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: OPERATOR_COOKIE,
    description: "The back-office operator's session, set by POST /api/backoffice/auth/totp.",
  },
  operatorPreauth: {
    type: 'apiKey',
    in: 'cookie',
    name: PREAUTH_COOKIE,
    description: "An operator's first factor, set by POST /api/backoffice/auth/verify; read only by the TOTP step.",
  },
  integrationKey: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY,
    description:
      "A brand's integration key (INTEGRATION_API_KEYS): orders, stock and the event feed. It works on its own brand's host or on a host naming no brand.",
  },
  erpKey: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY,
    description: "A brand's ERP key (ERP_API_KEYS): the ERP's protocol transitions.",
  },
  giftcardKey: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY,
    description: "A brand's gift-card server key (GIFTCARD_API_KEYS): the shop's gift-card transactions.",
  },
  // VTEX's Giftcard Provider Protocol's own two headers (its securitySchemes appKey and appToken), issue 49.
  vtexProviderAppKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-PROVIDER-API-AppKey',
    description:
      "The brand's VTEX_<BRAND>_PROVIDER_APP_KEY, as configured in VTEX's Gift Card Hub; only on the brand's own host.",
  },
  vtexProviderAppToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-PROVIDER-API-AppToken',
    description: "The brand's VTEX_<BRAND>_PROVIDER_APP_TOKEN, sent with the app key.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

const only = (scheme: SchemeName): SecurityRequirement[] => [{ [scheme]: [] }];
/** A cookie read when sent, not required (signing out without a session still answers). */
const optional = (scheme: SchemeName): SecurityRequirement[] => [{}, { [scheme]: [] }];

/** Operations anyone may call: the probes, the brand, the sign-in steps before a session, the dev tools. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/brand',
  'GET /api/brand/logo.svg',
  'POST /api/authentication/fastaccess/code',
  'POST /api/authentication/fastaccess/login',
  'POST /api/backoffice/auth/code',
  'POST /api/backoffice/auth/verify',
]);

/** The security requirement of a route, by Fastify's method and url. */
export function securityOf(method: string, url: string): SecurityRequirement[] {
  const key = `${method} ${url}`;
  if (PUBLIC.has(key) || url.startsWith('/api/dev/')) return [];
  if (key === 'GET /api/authentication/logout') return optional('shopperSession');
  if (key === 'POST /api/backoffice/auth/logout') return optional('operatorSession');
  if (key === 'POST /api/backoffice/auth/totp') return only('operatorPreauth');
  if (url.startsWith('/api/backoffice/')) return only('operatorSession');
  if (url.startsWith('/api/erp/')) return only('erpKey');
  if (url.startsWith('/api/integration/')) return only('integrationKey');
  if (key === 'POST /api/returns/giftcards/transactions') return only('giftcardKey');
  // Both headers together (one requirement object: AND), as the protocol's own `security`.
  if (url.startsWith('/api/vtex/giftcard-provider/')) return [{ vtexProviderAppKey: [], vtexProviderAppToken: [] }];
  return only('shopperSession');
}

/**
 * A stable, unique operationId from the method and the url: `POST /api/returns/protocols/generate/b2c` is
 * `postReturnsProtocolsGenerateB2c`, a path parameter `:prt_id` is `ByPrtId`, `reasons.csv` is `ReasonsCsv`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return (
    method.toLowerCase() +
    words.map((word) => capital(word.replace(/_([a-z])/g, (_all, c: string) => c.toUpperCase()))).join('')
  );
}
