/**
 * The baseline side of a bench that measures ours against bare `pg` (orders-endpoint.ts, protocols-list.ts,
 * wallet-statement.ts), run in the baseline's child process (support/child-server): a bare Fastify with one route that
 * runs one named (server-side prepared) statement through a plain `pg` pool of 10 and answers the rows as they come.
 * No cookie, no session lookup, no brand resolution, no security headers, no validation, no wire mapping, no response
 * schema.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { serveParent } from './child-server';

export interface BareStatementRoute {
  databaseUrl: string;
  method: 'GET' | 'POST';
  url: string;
  /** The statement as our repo renders it (`.toSQL()`), with the bench's fixed values. */
  query: { name: string; text: string; values: unknown[] };
  /** The body to send for the rows (the wire key the real route answers under). */
  answer: (rows: unknown[]) => unknown;
  /** Sent to the parent with the port (e.g. the SQL, for the bench to print). */
  info?: Record<string, unknown>;
}

export async function serveBareStatement(route: BareStatementRoute): Promise<void> {
  const pool = new pg.Pool({ connectionString: route.databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.route({
    method: route.method,
    url: route.url,
    handler: async () => route.answer((await pool.query(route.query)).rows),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  serveParent(
    typeof address === 'object' && address ? address.port : 0,
    async () => {
      await app.close();
      await pool.end();
    },
    route.info,
  );
}
