/**
 * Child process of bench/protocols-list.ts (started with support/child-server): the floor to compare against. A bare
 * Fastify with one route that runs the list SQL of our repo (rendered from the same builder with `.toSQL()`, same text,
 * same values: the customer and brand of the bench session) through a plain `pg` pool, as a named (server-side
 * prepared) statement, and returns the rows as they come. No cookie, no session lookup, no brand resolution, no
 * security headers, no body validation, no wire mapping, no response schema.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { listProtocolsQuery } from '../../apps/api/src/modules/protocols/read-repo';
import { serveParent } from '../support/child-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const consumerId = Number(process.env.BENCH_CONSUMER_ID);
const brandId = Number(process.env.BENCH_BRAND_ID);
if (!databaseUrl || !consumerId || !brandId) throw new Error('baseline-server is started by bench/protocols-list.ts');

// The drizzle handle only renders the statement; every request goes through the bare pool below.
const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
const statement = listProtocolsQuery(renderer.db, { consumerId, brandId }).toSQL();
await renderer.close();
const query = { name: 'bench_protocols_list', text: statement.sql, values: statement.params };

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });
app.post('/api/returns/protocols/b2c', async () => {
  const result = await pool.query(query);
  return { calls: result.rows };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
serveParent(
  typeof address === 'object' && address ? address.port : 0,
  async () => {
    await app.close();
    await pool.end();
  },
  { sql: statement.sql, params: statement.params },
);
