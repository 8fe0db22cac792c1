/**
 * One webhook attempt: POST the JSON body with the portal's headers and its signature (Stripe's scheme:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, so a receiver can refuse replays older than 5 minutes).
 * The attempt is cut at the timeout; redirects are not followed (a 3xx is a failure like any other non-2xx); in
 * production the connection goes only to a checked, external address (url-safety.ts). The answer's first 2 kB are kept
 * for the delivery log; nothing of it is logged.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isInternalAddress } from './url-safety';

export const RESPONSE_EXCERPT_BYTES = 2048;

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface SignedPost {
  url: string;
  body: string;
  secret: string;
  eventType: string;
  deliveryId: string;
  /** The signature's time (the app's clock). */
  now: Date;
  timeoutMs: number;
  production: boolean;
}

export interface AttemptResult {
  /** Null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** A code only: timeout, address_refused, ECONNREFUSED… */
  error: string | null;
  excerpt: string | null;
}

export const isSuccess = (result: AttemptResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

export function postSigned(input: SignedPost): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(input.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (input.production && (url.protocol !== 'https:' || (isIP(host) && isInternalAddress(host)))) {
    return Promise.resolve({ statusCode: null, durationMs: 0, error: 'address_refused', excerpt: null });
  }
  const body = Buffer.from(input.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': body.length,
          'User-Agent': 'returns-portal-webhooks/1',
          'X-Portal-Event': input.eventType,
          'X-Portal-Delivery': input.deliveryId,
          'X-Portal-Signature': signatureHeader(input.secret, input.body, Math.floor(input.now.getTime() / 1000)),
        },
        ...(input.production ? { lookup: guardedLookup } : {}),
        // No connection reuse: each attempt stands alone, and a kept-alive socket must not outlive its check.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            error: null,
            excerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough for the log: the rest of a long answer is not waited for.
          if (size >= RESPONSE_EXCERPT_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => finish({ statusCode: null, error: 'timeout', excerpt: null }), input.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ statusCode: null, error: error.code ?? 'network_error', excerpt: null }),
    );
    request.end(body);
  });
}
