/**
 * Child process of bench/protocols-list.ts (started with support/child-server): the floor to compare against. A bare
 * Fastify route (support/bare-statement-server) that runs the list SQL of our repo (rendered from the same builder
 * with `.toSQL()`, same text, same values: the customer and brand of the bench session) as a named (server-side
 * prepared) statement, and returns the rows as they come. No cookie, no session lookup, no brand resolution, no
 * security headers, no body validation, no wire mapping, no response schema.
 */
import { openDatabase } from '../../apps/api/src/db/client';
import { listProtocolsQuery } from '../../apps/api/src/modules/protocols/read-repo';
import { serveBareStatement } from '../support/bare-statement-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const consumerId = Number(process.env.BENCH_CONSUMER_ID);
const brandId = Number(process.env.BENCH_BRAND_ID);
if (!databaseUrl || !consumerId || !brandId) throw new Error('baseline-server is started by bench/protocols-list.ts');

// The drizzle handle only renders the statement; every request goes through the bare pool.
const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
const statement = listProtocolsQuery(renderer.db, { consumerId, brandId }).toSQL();
await renderer.close();
await serveBareStatement({
  databaseUrl,
  method: 'POST',
  url: '/api/returns/protocols/b2c',
  query: { name: 'bench_protocols_list', text: statement.sql, values: statement.params },
  answer: (rows) => ({ calls: rows }),
  info: { sql: statement.sql, params: statement.params },
});
