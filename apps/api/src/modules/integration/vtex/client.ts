/**
 * The calls the connector makes to a VTEX store (ADR 0043): Orders Feed v3 (retrieve items, commit handles) and
 * 'Get order'. Every call is aborted after `requestTimeoutMs`; a transient failure — no answer, a timeout, 429, 5xx,
 * an unreadable body — is retried with exponential backoff and full jitter, and a 429's Retry-After is honoured.
 * After `maxAttempts` it throws a transient VtexCallError, and the caller leaves the feed items for later.
 * Anything else (401, 403, 404…) is a permanent VtexCallError at once: retrying cannot change it.
 *
 * Redirects are never followed by fetch itself (it would resend the app key and token wherever a 3xx points): a
 * redirect to the store's own origin is followed by hand, up to MAX_REDIRECTS; one to any other origin (another host,
 * http from https, another port) is refused, permanently, without a request there (issue 45).
 */
import type { VtexConnection, VtexSettings } from './config';
import { readFeedItems, type UnreadableFeedItem, type VtexFeedItem } from './vtex-order';

export class VtexCallError extends Error {
  constructor(
    readonly kind: 'transient' | 'permanent',
    /** The HTTP status of the last answer; null when there was none (network, timeout). */
    readonly status: number | null,
    /** A short code for logs (never an answer's body, which holds shoppers' data). */
    readonly code: string,
  ) {
    super(`VTEX call failed: ${code}${status ? ` (${status})` : ''}`);
    this.name = 'VtexCallError';
  }
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface VtexClientOptions {
  connection: Pick<VtexConnection, 'baseUrl' | 'appKey' | 'appToken'>;
  settings: Pick<VtexSettings, 'requestTimeoutMs' | 'maxAttempts' | 'backoffBaseMs' | 'maxBackoffMs'>;
  /** How the client waits between attempts; tests pass one that records the delay and returns at once. */
  sleep?: Sleep;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
  /** Aborts whatever call or wait is running (the app is closing). */
  signal?: AbortSignal;
}

/** A Retry-After longer than this is a misbehaving answer: the backoff is capped here instead of stalling for hours. */
const RETRY_AFTER_CAP_MS = 300_000;
const MAX_REDIRECTS = 3;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, RETRY_AFTER_CAP_MS);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.min(Math.max(0, date - now), RETRY_AFTER_CAP_MS);
}

type Attempt = { ok: true; body: unknown } | { ok: false; error: VtexCallError; retryAfter: number | null };

export function createVtexClient(options: VtexClientOptions) {
  const { connection, settings } = options;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;

  async function attempt(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Attempt> {
    const timeout = AbortSignal.timeout(settings.requestTimeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const origin = new URL(connection.baseUrl).origin;
    let url = new URL(`${connection.baseUrl}${path}`);
    let response: Response;
    let text: string;
    try {
      for (let redirects = 0; ; redirects++) {
        response = await fetch(url, {
          method,
          signal,
          redirect: 'manual',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'X-VTEX-API-AppKey': connection.appKey,
            'X-VTEX-API-AppToken': connection.appToken,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
        if (location === null) break;
        await response.body?.cancel();
        const next = URL.canParse(location, url.href) ? new URL(location, url) : null;
        // Only the store's own origin (scheme, host and port) ever sees its credentials.
        if (next?.origin !== origin || redirects >= MAX_REDIRECTS) {
          const code = next?.origin !== origin ? 'vtex_redirect_refused' : 'vtex_too_many_redirects';
          return { ok: false, error: new VtexCallError('permanent', response.status, code), retryAfter: null };
        }
        url = next;
      }
      // The body is read under the same timeout: an answer that starts and then hangs is a timeout too.
      text = await response.text();
    } catch {
      if (options.signal?.aborted) throw new VtexCallError('permanent', null, 'vtex_stopped');
      const code = timeout.aborted ? 'vtex_timeout' : 'vtex_unreachable';
      return { ok: false, error: new VtexCallError('transient', null, code), retryAfter: null };
    }
    const { status } = response;
    if (status === 429 || status >= 500) {
      const code = status === 429 ? 'vtex_throttled' : 'vtex_server_error';
      return {
        ok: false,
        error: new VtexCallError('transient', status, code),
        retryAfter: retryAfterMs(response.headers.get('retry-after')),
      };
    }
    if (status < 200 || status >= 300) {
      return { ok: false, error: new VtexCallError('permanent', status, `vtex_http_${status}`), retryAfter: null };
    }
    if (!text.trim()) return { ok: true, body: null };
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      // A 2xx cut short by a proxy: the same call again usually reads it whole.
      return { ok: false, error: new VtexCallError('transient', status, 'vtex_unreadable_answer'), retryAfter: null };
    }
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    for (let attemptNo = 1; ; attemptNo++) {
      const result = await attempt(method, path, body);
      if (result.ok) return result.body;
      if (result.error.kind === 'permanent' || attemptNo >= settings.maxAttempts) throw result.error;
      const ceiling = Math.min(settings.maxBackoffMs, settings.backoffBaseMs * 2 ** (attemptNo - 1));
      const delay = result.retryAfter ?? Math.floor(random() * ceiling);
      try {
        await sleep(delay, options.signal);
      } catch {
        throw new VtexCallError('permanent', null, 'vtex_stopped');
      }
    }
  }

  return {
    /**
     * Up to `maxLot` feed items not yet committed (an item retrieved and not committed comes back later), read one
     * by one: the unreadable ones come apart, with their reasons, and do not hold the others back.
     */
    async retrieveFeed(maxLot: number): Promise<{ items: VtexFeedItem[]; unreadable: UnreadableFeedItem[] }> {
      const body = await call('GET', `/api/orders/feed?maxlot=${maxLot}`);
      const read = readFeedItems(body);
      if (!read) throw new VtexCallError('permanent', 200, 'vtex_feed_unreadable');
      return read;
    },
    /** Removes these items from the feed for good. */
    async commitFeed(handles: string[]): Promise<void> {
      if (handles.length > 0) await call('POST', '/api/orders/feed', { handles });
    },
    /** The order as VTEX holds it now (possibly newer than the feed item that named it). */
    async getOrder(orderId: string): Promise<unknown> {
      return call('GET', `/api/oms/pvt/orders/${encodeURIComponent(orderId)}`);
    },
    /**
     * The SKU's specifications as VTEX's Catalog API answers 'Get SKU and context'
     * (GET /api/catalog_system/pvt/sku/stockkeepingunitbyid/{skuId}: SkuSpecifications[].FieldName / FieldValues).
     */
    async getSkuSpecifications(skuId: string): Promise<{ name: string; values: string[] }[]> {
      const body = (await call('GET', `/api/catalog_system/pvt/sku/stockkeepingunitbyid/${encodeURIComponent(skuId)}`)) as {
        SkuSpecifications?: unknown;
      } | null;
      const specs = Array.isArray(body?.SkuSpecifications) ? (body.SkuSpecifications as unknown[]) : [];
      return specs.flatMap((spec) => {
        const { FieldName, FieldValues } = (spec ?? {}) as { FieldName?: unknown; FieldValues?: unknown };
        if (typeof FieldName !== 'string' || !Array.isArray(FieldValues)) return [];
        return [{ name: FieldName, values: FieldValues.filter((v): v is string => typeof v === 'string') }];
      });
    },
  };
}

export type VtexClient = ReturnType<typeof createVtexClient>;
