import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the request handler (for per-test answers). */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Sends a JSON answer. */
export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 for web tests, and the happy-dom page moved to its origin so the app's relative
 * `/api/...` calls reach it with a real fetch (same origin, cookies included).
 */
export async function startTestServer(initial: Handler): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const unanswered = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    unanswered.add(res);
    res.on('close', () => unanswered.delete(res));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        if (!res.headersSent) json(res, 500, { type: 'ERROR', message: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  return {
    origin,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A call still waiting at the end of the file (a test that left a request hanging on purpose, or a page's
        // late refetch) gets a real answer instead of a reset socket: a reset made happy-dom print 'socket hang up'
        // stacks into the run's output (106 of them in one unit stage), burying the errors that mattered.
        for (const response of unanswered) {
          if (!response.headersSent) json(response, 503, { type: 'ERROR', message: 'test server closed' });
          else response.end();
        }
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
