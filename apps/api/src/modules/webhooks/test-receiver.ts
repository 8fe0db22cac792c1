/**
 * A real HTTP receiver for the webhooks' tests, on 127.0.0.1 and a free port: it records every request and answers
 * per path — a queue of status codes (then 200), or never ('/hang', or a path told to hang). `close()` ends its open connections too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TestReceiver {
  url(path: string): string;
  received(path: string): Received[];
  /** Resolves once `count` requests to a path have arrived (tests wait on this event, never on wall time). */
  arrived(path: string, count: number): Promise<Received[]>;
  /** The next answers of a path, in order (200 once they run out). */
  answer(path: string, statuses: number[]): void;
  /** Every request to a path answered with this status. */
  alwaysAnswer(path: string, status: number): void;
  /** The next `count` requests to a path are never answered (as '/hang' always is). */
  hang(path: string, count: number): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const all: Received[] = [];
  const queues = new Map<string, number[]>();
  const fixed = new Map<string, number>();
  const hanging = new Map<string, number>();
  const waiting = new Set<() => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      all.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const check of waiting) check();
      if (path === '/hang') return;
      const hangs = hanging.get(path) ?? 0;
      if (hangs > 0) return void hanging.set(path, hangs - 1);
      const status = fixed.get(path) ?? queues.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => all.filter((entry) => entry.path === path),
    arrived: (path, count) =>
      new Promise((resolve) => {
        const check = () => {
          const entries = all.filter((entry) => entry.path === path);
          if (entries.length < count) return;
          waiting.delete(check);
          resolve(entries);
        };
        waiting.add(check);
        check();
      }),
    answer: (path, statuses) => queues.set(path, [...statuses]),
    alwaysAnswer: (path, status) => fixed.set(path, status),
    hang: (path, count) => hanging.set(path, count),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a receiver does (README): recompute the HMAC of "<t>.<body>" and compare in constant time. */
export function validSignature(header: string | string[] | undefined, body: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
