/**
 * A local VTEX store for the connector's tests (issue 25: no machine here reaches VTEX). It implements the calls the
 * connector makes, with their shapes in VTEX's documents (vtex/openapi-schemas: 'VTEX - Orders API.json' for Orders
 * Feed v3 retrieve GET /api/orders/feed?maxlot= and commit POST /api/orders/feed { handles }, and Get order
 * GET /api/oms/pvt/orders/{orderId}; 'VTEX - Catalog API.json' for Get SKU and context
 * GET /api/catalog_system/pvt/sku/stockkeepingunitbyid/{skuId}), app key and token headers —
 * and the failure modes a real store shows: 429 with Retry-After, 5xx, a slow answer, an answer that never comes, and
 * an order that changes between its feed event and its fetch.
 *
 * The feed behaves as a FromOrders feed with disableSingleFire true (README): every change of an order (putOrder)
 * adds an event, a delivery after the invoice included.
 *
 * Simplification: an item retrieved and not committed is handed out again at the next retrieve (VTEX waits for the
 * feed's visibility timeout first); what the connector must survive — seeing it again — is the same.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VtexConnection } from '../config';

export type FakeFailure =
  | { status: 429; retryAfter?: string }
  | { status: 500 | 502 | 503 | 504 }
  | { status: 401 | 403 | 404 }
  | { delayMs: number }
  | { hang: true }
  /** A 200 whose body is cut short (not JSON). */
  | { truncated: true };

export type FakeRoute = 'feed' | 'commit' | 'order' | 'sku';

type Json = Record<string, unknown>;

const SKU_PATH = '/api/catalog_system/pvt/sku/stockkeepingunitbyid/';

export interface FakeFeedItem {
  eventId: string;
  handle: string;
  domain: 'Marketplace' | 'Fulfillment';
  state: string;
  lastState: string;
  orderId: string;
  lastChange: string;
  currentChange: string;
}

export interface FakeVtex {
  url: string;
  appKey: string;
  appToken: string;
  /** Every call received, in order: route and path. */
  calls: { route: FakeRoute | 'unknown'; path: string }[];
  /** The items still in the feed (not committed). */
  feed(): FakeFeedItem[];
  /** Every handle committed so far. */
  committed: string[];
  /** Stores the order as VTEX holds it now and adds its feed event (state = status, at its lastChange). */
  putOrder(order: Json): void;
  /** Adds a feed item as given (one VTEX would hand out unreadable, e.g. lastChange '…T24:61:00Z'). */
  putFeedItem(item: Json): void;
  /** The SKU's specifications (Catalog API SkuSpecifications: FieldName, FieldValues). */
  putSku(skuId: string, specifications: { FieldName: string; FieldValues: string[] }[]): void;
  /** The next `times` calls of `route` fail this way (then the route answers normally again). */
  failNext(route: FakeRoute, failure: FakeFailure, times?: number): void;
  /**
   * The next Get order of `orderId` first applies `change` (its lastChange moved on): the feed event the connector
   * holds is now older than the order it reads. The change's own feed event is added too, as VTEX would.
   */
  changeBeforeFetch(orderId: string, change: (order: Json) => Json): void;
  close(): Promise<void>;
}

export async function startFakeVtex(options: { appKey?: string; appToken?: string } = {}): Promise<FakeVtex> {
  const appKey = options.appKey ?? 'vtexappkey-fakestore-TESTKEY';
  const appToken = options.appToken ?? 'FAKE-VTEX-APP-TOKEN-0123456789abcdef';
  const orders = new Map<string, Json>();
  let feedItems: (FakeFeedItem | Json)[] = [];
  const skus = new Map<string, Json>();
  const committed: string[] = [];
  const calls: FakeVtex['calls'] = [];
  const failures: Record<FakeRoute, FakeFailure[]> = { feed: [], commit: [], order: [], sku: [] };
  const changes = new Map<string, (order: Json) => Json>();
  let sequence = 0;

  const addEvent = (order: Json) => {
    sequence++;
    feedItems.push({
      eventId: `evt-${sequence}`,
      handle: `handle-${sequence}-${String(order.orderId)}`,
      domain: 'Fulfillment',
      state: String(order.status),
      lastState: 'payment-approved',
      orderId: String(order.orderId),
      lastChange: String(order.lastChange),
      currentChange: String(order.lastChange),
    });
  };

  const send = (response: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

  const answer = (route: FakeRoute, url: URL, body: string, response: http.ServerResponse) => {
    if (route === 'feed') {
      const maxlot = Number(url.searchParams.get('maxlot') ?? '1');
      if (!Number.isInteger(maxlot) || maxlot < 1 || maxlot > 10) return send(response, 400, { error: 'maxlot 1-10' });
      return send(response, 200, feedItems.slice(0, maxlot));
    }
    if (route === 'commit') {
      const handles = (JSON.parse(body || '{}') as { handles?: string[] }).handles ?? [];
      committed.push(...handles);
      feedItems = feedItems.filter((item) => !handles.includes(String(item.handle)));
      return send(response, 200);
    }
    if (route === 'sku') {
      const sku = skus.get(decodeURIComponent(url.pathname.slice(SKU_PATH.length)));
      return sku ? send(response, 200, sku) : send(response, 404, { error: { message: 'SKU not found' } });
    }
    const orderId = decodeURIComponent(url.pathname.slice('/api/oms/pvt/orders/'.length));
    const change = changes.get(orderId);
    if (change) {
      changes.delete(orderId);
      const changed = change(structuredClone(orders.get(orderId) ?? {}));
      orders.set(orderId, changed);
      addEvent(changed);
    }
    const order = orders.get(orderId);
    return order ? send(response, 200, order) : send(response, 404, { error: { message: 'Order not found' } });
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route: FakeRoute | 'unknown' =
      url.pathname === '/api/orders/feed'
        ? request.method === 'POST'
          ? 'commit'
          : 'feed'
        : url.pathname.startsWith('/api/oms/pvt/orders/') && request.method === 'GET'
          ? 'order'
          : url.pathname.startsWith(SKU_PATH) && request.method === 'GET'
            ? 'sku'
            : 'unknown';
    calls.push({ route, path: `${url.pathname}${url.search}` });
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (route === 'unknown') return send(response, 404, { error: 'unknown route' });
      if (request.headers['x-vtex-api-appkey'] !== appKey || request.headers['x-vtex-api-apptoken'] !== appToken) {
        return send(response, 401, { error: 'unauthorized' });
      }
      const failure = failures[route].shift();
      if (!failure) return answer(route, url, body, response);
      if ('hang' in failure) return; // never answers: the client's timeout must end the call
      if ('truncated' in failure) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('[{"handle":');
      }
      if ('delayMs' in failure) {
        setTimeout(() => answer(route, url, body, response), failure.delayMs);
        return;
      }
      const headers: Record<string, string> =
        failure.status === 429 && failure.retryAfter ? { 'retry-after': failure.retryAfter } : {};
      return send(response, failure.status, { error: { code: String(failure.status) } }, headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    appKey,
    appToken,
    calls,
    committed,
    feed: () => [...feedItems] as FakeFeedItem[],
    putOrder(order) {
      orders.set(String(order.orderId), structuredClone(order));
      addEvent(order);
    },
    putFeedItem(item) {
      feedItems.push(structuredClone(item));
    },
    putSku(skuId, specifications) {
      skus.set(skuId, { Id: Number(skuId), SkuSpecifications: specifications.map((spec, i) => ({ FieldId: i + 1, ...spec })) });
    },
    failNext(route, failure, times = 1) {
      for (let i = 0; i < times; i++) failures[route].push(failure);
    },
    changeBeforeFetch(orderId, change) {
      changes.set(orderId, change);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging answers hold their sockets open: cut them, or close() would wait for them forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Brand 2's (Trilha Norte, company 9) connection to `fake`, with `extra` settings. */
export const fakeConnection = (fake: FakeVtex, extra: Partial<VtexConnection> = {}): VtexConnection => ({
  brandId: 2,
  account: 'trilhanorte',
  appKey: fake.appKey,
  appToken: fake.appToken,
  baseUrl: fake.url,
  companyCode: 9,
  branchCode: 1,
  ...extra,
});
