/**
 * The keys VTEX's Gift Card Hub sends to the portal as the brand's gift card provider (issue 49, ADR 0092):
 * `VTEX_<BRAND>_PROVIDER_APP_KEY` and `VTEX_<BRAND>_PROVIDER_APP_TOKEN` (BRAND is the brand id), the values the brand
 * types into the Hub's provider configuration (Giftcard Hub API, PUT /api/giftcardproviders/{id}: appKey, appToken),
 * which VTEX then sends as the X-PROVIDER-API-AppKey / X-PROVIDER-API-AppToken headers (Giftcard Provider Protocol,
 * securitySchemes). Independent of the order-feed connector's VTEX_<BRAND>_ACCOUNT: a brand may be one without the
 * other. It imports nothing from config.ts, so config.ts can call it without an import cycle.
 */

/** The variable names this file reads; the connector's own parser leaves them to it. */
export const PROVIDER_VARIABLE = /^VTEX_(\d+)_PROVIDER_(APP_KEY|APP_TOKEN)$/;

/** Outside production only, per brand id: known to tests, the dev tools and the fake Gift Card Hub. */
export const DEVELOPMENT_PROVIDER_APP_KEY = 'development-only-giftcard-provider-key-brand-';
export const DEVELOPMENT_PROVIDER_APP_TOKEN = 'development-only-giftcard-provider-token-brand-';

export interface ProviderKeys {
  appKey: string;
  appToken: string;
}

const PRINTABLE_KEY = /^[\x21-\x7e]{8,200}$/;
const PRINTABLE_TOKEN = /^[\x21-\x7e]{16,500}$/;

function pairs(env: Record<string, string | undefined>): Map<number, Partial<ProviderKeys>> {
  const byBrand = new Map<number, Partial<ProviderKeys>>();
  for (const [name, value] of Object.entries(env)) {
    const match = PROVIDER_VARIABLE.exec(name);
    if (!match || value === undefined || value === '') continue;
    const brandId = Number(match[1]);
    const field = match[2] === 'APP_KEY' ? 'appKey' : 'appToken';
    byBrand.set(brandId, { ...byBrand.get(brandId), [field]: value });
  }
  return byBrand;
}

/** Every problem of the provider variables, for config.ts's one list: a half pair, a bad value, a dev key in production. */
export function giftcardProviderConfigProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const seen = new Map<string, number>();
  for (const [brandId, keys] of [...pairs(env)].sort((a, b) => a[0] - b[0])) {
    const prefix = `VTEX_${brandId}_PROVIDER`;
    if (!keys.appKey || !keys.appToken) {
      problems.push(`${prefix}_APP_KEY, ${prefix}_APP_TOKEN: set both or neither`);
      continue;
    }
    if (!PRINTABLE_KEY.test(keys.appKey)) problems.push(`${prefix}_APP_KEY: must be 8+ printable characters`);
    if (!PRINTABLE_TOKEN.test(keys.appToken)) problems.push(`${prefix}_APP_TOKEN: must be 16+ printable characters`);
    if (
      production &&
      (keys.appKey.startsWith(DEVELOPMENT_PROVIDER_APP_KEY) || keys.appToken.startsWith(DEVELOPMENT_PROVIDER_APP_TOKEN))
    ) {
      problems.push(`${prefix}_APP_KEY/_APP_TOKEN: the development keys are not allowed when NODE_ENV=production`);
    }
    // One key for two brands would let one brand's VTEX move another brand's wallets.
    const other = seen.get(keys.appKey);
    if (other !== undefined) problems.push(`${prefix}_APP_KEY: the same key as brand ${other}'s`);
    seen.set(keys.appKey, brandId);
  }
  return problems;
}

/**
 * The provider keys by brand id. Outside production, brands 1, 2 and 4 without their own pair get the development
 * keys; in production a brand without a pair has none, so every call on its host answers 401 (fails closed).
 */
export function giftcardProviderKeys(env: Record<string, string | undefined>): Map<number, ProviderKeys> {
  const keys = new Map<number, ProviderKeys>();
  if (env.NODE_ENV !== 'production') {
    for (const id of [1, 2, 4]) {
      keys.set(id, {
        appKey: `${DEVELOPMENT_PROVIDER_APP_KEY}${id}`,
        appToken: `${DEVELOPMENT_PROVIDER_APP_TOKEN}${id}`,
      });
    }
  }
  for (const [brandId, pair] of pairs(env)) {
    if (pair.appKey && pair.appToken) keys.set(brandId, { appKey: pair.appKey, appToken: pair.appToken });
  }
  return keys;
}
