/**
 * Child process of bench/wallet-statement.ts (started with support/child-server): the floor to compare the wallet
 * statement's first page against. A bare Fastify with one route that runs the first-page SQL of our repo (rendered from
 * the same builder with `.toSQL()`: same text, same values, the bench session at brand 1 and the default page size)
 * through a plain `pg` pool of 10, as a named (server-side prepared) statement, and returns the rows as they come. No
 * cookie, no brand, no query validation, no wire mapping, no cursor, no response schema.
 */
import { fillPlaceholders } from 'drizzle-orm';
import { WALLET_STATEMENT_PAGE_SIZE } from '@portal/domain';
import { openDatabase } from '../../apps/api/src/db/client';
import { statementPage } from '../../apps/api/src/modules/wallet/repo';
import { serveBareStatement } from '../support/bare-statement-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const sessionIdHash = process.env.BENCH_SESSION_ID_HASH;
const brandId = Number(process.env.BENCH_BRAND_ID);
if (!databaseUrl || !sessionIdHash || !brandId)
  throw new Error('baseline-server is started by bench/wallet-statement.ts');

// The drizzle handle only renders the statement; every request goes through the bare pool below. The statement checks
// the session itself, as ours runs it (ADR 0011): its values are the bench session's hash and the start time.
const renderer = await openDatabase({ databaseUrl, dataDir: '.', poolSize: 1 });
const statement = statementPage(
  renderer.db,
  { session: { sessionIdHash, brandId, now: new Date() } },
  { from: null, until: null, limit: WALLET_STATEMENT_PAGE_SIZE },
).toSQL();
await renderer.close();
const values = fillPlaceholders(statement.params, { sessionIdHash, brandId, now: new Date().toISOString() });
await serveBareStatement({
  databaseUrl,
  method: 'GET',
  url: '/api/returns/wallet/b2c',
  query: { name: 'bench_wallet_statement', text: statement.sql, values },
  answer: (rows) => ({ wallet: rows.slice(0, WALLET_STATEMENT_PAGE_SIZE) }),
  info: { sql: statement.sql },
});
