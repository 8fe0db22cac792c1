/**
 * The Gift Card Hub's side of the provider's tests: requests as VTEX sends them (its headers, its media type, the
 * document's example bodies), to a real app on a real database.
 */
import { and, eq } from 'drizzle-orm';
import { VTEX_GIFTCARD_CONTENT_TYPE } from '@portal/domain';
import { walletAccounts, walletMovements } from '../../../../db/schema';
import type { TestApp } from '../../../../test/test-app';
import { DEVELOPMENT_PROVIDER_APP_KEY, DEVELOPMENT_PROVIDER_APP_TOKEN } from '../provider-config';

export const PROVIDER = '/api/vtex/giftcard-provider';
export const BRAND_HOSTS: Record<number, string> = { 1: 'localhost', 2: 'brand2.localhost', 4: 'brand4.localhost' };

export interface HubCall {
  body?: unknown;
  /** The host the call goes to (default brand 1's). */
  host?: string;
  /** Whose pair to send (default the host's brand 1); null sends none. */
  keysOf?: number | null;
  appKey?: string;
  appToken?: string;
  /** A raw body (malformed JSON, to show the keys are checked before it is read). */
  raw?: string;
  contentType?: string;
}

export function hub(t: TestApp) {
  return (method: 'GET' | 'POST', path: string, options: HubCall = {}) => {
    const keysOf = options.keysOf === undefined ? 1 : options.keysOf;
    const headers: Record<string, string> = {
      host: options.host ?? BRAND_HOSTS[1]!,
      accept: VTEX_GIFTCARD_CONTENT_TYPE,
    };
    if (keysOf !== null) {
      headers['x-provider-api-appkey'] = options.appKey ?? `${DEVELOPMENT_PROVIDER_APP_KEY}${keysOf}`;
      headers['x-provider-api-apptoken'] = options.appToken ?? `${DEVELOPMENT_PROVIDER_APP_TOKEN}${keysOf}`;
    }
    const payload = options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
    if (payload !== undefined) headers['content-type'] = options.contentType ?? VTEX_GIFTCARD_CONTENT_TYPE;
    return t.app.inject({ method, url: `${PROVIDER}${path}`, headers, ...(payload !== undefined ? { payload } : {}) });
  };
}

export async function balanceCents(t: TestApp, consumerId: number, brandId = 1): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.consumerId, consumerId), eq(walletAccounts.brandId, brandId)));
  return row?.balanceCents ?? 0;
}

export async function movementsOf(t: TestApp, consumerId: number, brandId = 1) {
  return t.database.db
    .select()
    .from(walletMovements)
    .where(and(eq(walletMovements.consumerId, consumerId), eq(walletMovements.brandId, brandId)));
}

/** Every key path of a JSON value (arrays by their first item), to compare an answer's fields with an example's. */
export function keyPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.length > 0 ? keyPaths(value[0], `${at}[]`) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [`${at}.${key}`, ...keyPaths(child, `${at}.${key}`)]);
}

/** Brand 1's provider pair as headers, for tests that call the provider through the shared call helper. */
export const PROVIDER_HEADERS = {
  'x-provider-api-appkey': `${DEVELOPMENT_PROVIDER_APP_KEY}1`,
  'x-provider-api-apptoken': `${DEVELOPMENT_PROVIDER_APP_TOKEN}1`,
};

/** Ana's card at brand 1 and one Debit of R$ 1,00 on it (the API document's GETs need ids to call). */
export async function providerSamples(t: TestApp): Promise<{ giftCardId: string; transactionId: string }> {
  const call = hub(t);
  const search = await call('POST', '/giftcards/_search', {
    body: {
      client: { id: 'sample', email: '', document: '52998224725' },
      cart: {
        grandTotal: 1,
        relationName: null,
        redemptionCode: null,
        discounts: 0,
        shipping: 0,
        taxes: 0,
        items: [],
        itemsTotal: 1,
      },
    },
  });
  const giftCardId = search.json()[0].id as string;
  const debit = await call('POST', `/giftcards/${giftCardId}/transactions`, {
    body: {
      operation: 'Debit',
      value: 1,
      description: 'sample',
      redemptionToken: '',
      redemptionCode: '',
      requestId: 'sample-1',
      orderInfo: { orderId: 'sample-order' },
    },
  });
  return { giftCardId, transactionId: debit.json().id as string };
}
