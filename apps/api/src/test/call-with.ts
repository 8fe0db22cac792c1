/** One request through `app.inject` with the headers the API tests set: session, language, host, keys and a JSON body. */
import type { TestApp } from './test-app';

export interface CallOptions {
  cookie?: string;
  lang?: string;
  host?: string;
  /** Idempotency-Key */
  key?: string;
  /** X-Api-Key of a server-to-server call (the shop's gift-card transactions) */
  apiKey?: string;
  body?: unknown;
  /** Any other headers (VTEX's X-PROVIDER-API-AppKey/AppToken on the gift card provider's calls). */
  headers?: Record<string, string>;
}

export function callWith(testApp: TestApp) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lang) headers['accept-language'] = options.lang;
    if (options.host) headers.host = options.host;
    if (options.key) headers['idempotency-key'] = options.key;
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return testApp.app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
  };
}
