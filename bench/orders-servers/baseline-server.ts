/**
 * Child process of bench/orders-endpoint.ts (started with support/child-server): the floor to compare against. A bare
 * Fastify route (support/bare-statement-server) that runs the orders SQL of our repo (taken from the same statement
 * builder with `.toSQL()`, so it is byte for byte the same statement, whose scope includes the session check) with
 * fixed values (the demo session's hash, the start time, the brand), and returns the rows as they come. No cookie, no
 * brand resolution, no security headers, no body validation, no UNIQUE_KEY.
 */
import { fillPlaceholders } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { ORDER_LINES_STATEMENT_NAME, orderLinesStatement } from '../../apps/api/src/modules/orders/repo';
import { serveBareStatement } from '../support/bare-statement-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const sessionIdHash = process.env.BENCH_SESSION_ID_HASH;
const brandId = Number(process.env.BENCH_BRAND_ID);
if (!databaseUrl || !sessionIdHash || !brandId)
  throw new Error('baseline-server is started by bench/orders-endpoint.ts');

// The drizzle handle only renders the statement; every request goes through the bare pool.
const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
const statement = orderLinesStatement(renderer.db).toSQL();
await renderer.close();
await serveBareStatement({
  databaseUrl,
  method: 'POST',
  url: '/api/returns/orders',
  // Same text, same values and, like ours, a named (server-side prepared) statement: only the layers around it differ.
  query: {
    name: ORDER_LINES_STATEMENT_NAME,
    text: statement.sql,
    values: fillPlaceholders(statement.params, { sessionIdHash, now: new Date().toISOString(), brandId }),
  },
  answer: (rows) => ({ productBalance: rows }),
  info: { sql: statement.sql },
});
