/**
 * Child process of bench/orders-endpoint.ts (started with support/child-server): the floor to compare against. A bare Fastify with one route that runs
 * the orders SQL of our repo (taken from the same statement builder with `.toSQL()`, so it is byte for byte the same
 * statement, whose scope includes the session check) through a plain `pg` pool with fixed values (the demo session's
 * hash, the start time), and returns the rows as they come. No cookie, no brand resolution, no security headers, no
 * body validation, no UNIQUE_KEY.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { fillPlaceholders } from 'drizzle-orm';
import { ORDER_LINES_STATEMENT_NAME, orderLinesStatement } from '../../apps/api/src/modules/orders/repo';
import { serveParent } from '../support/child-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const sessionIdHash = process.env.BENCH_SESSION_ID_HASH;
const brandId = Number(process.env.BENCH_BRAND_ID);
if (!databaseUrl || !sessionIdHash || !brandId)
  throw new Error('baseline-server is started by bench/orders-endpoint.ts');

// The drizzle handle only renders the statement; every request goes through the bare pool below.
const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
const statement = orderLinesStatement(renderer.db).toSQL();
await renderer.close();
// Same text, same values and, like ours, a named (server-side prepared) statement: only the layers around it differ.
const query = {
  name: ORDER_LINES_STATEMENT_NAME,
  text: statement.sql,
  values: fillPlaceholders(statement.params, { sessionIdHash, now: new Date().toISOString(), brandId }),
};

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });
app.post('/api/returns/orders', async () => {
  const result = await pool.query(query);
  return { productBalance: result.rows };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
serveParent(
  typeof address === 'object' && address ? address.port : 0,
  async () => {
    await app.close();
    await pool.end();
  },
  { sql: statement.sql },
);
