/**
 * `npm run seed -w apps/api`: migrates, then seeds the demo data. An empty database is seeded; one that already has
 * data gets the idempotent seed, which only adds what is missing, except in production, where it refuses unless
 * `--force` is given, so a real database is never touched by accident.
 */
import { sql } from 'drizzle-orm';
import { ConfigError, isProduction, loadConfig } from '../../config';
import { migrateDatabase, openDatabase, type Database } from '../client';
import { DEMO_LOGINS } from './demo-logins';
import { isDatabaseEmpty, seedDemoData } from './index';

const COUNTED_TABLES = [
  'brands',
  'reasons',
  'desires',
  'stock_variants',
  'banks',
  'ceps',
  'consumers',
  'orders',
  'order_lines',
  'protocols',
  'wallet_movements',
  'coupons',
] as const;

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

async function main(): Promise<number> {
  const force = process.argv.includes('--force');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
    const where = database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    const empty = await isDatabaseEmpty(database.db);
    if (!empty && isProduction(config) && !force) {
      console.error(
        `The database (${where}) already has data and NODE_ENV is production: nothing was seeded.\n` +
          'Run again with --force to add the missing demo rows (existing rows are never changed).',
      );
      return 1;
    }
    const before = await countRows(database.db);
    await seedDemoData(database.db, { now: new Date(), dataDir: config.DATA_DIR });
    const after = await countRows(database.db);

    console.log(
      empty
        ? `Seeded the demo data into the empty database (${where}).`
        : `The database (${where}) already had data: ran the idempotent seed (existing rows left as they were).`,
    );
    for (const table of COUNTED_TABLES) {
      const added = (after[table] ?? 0) - (before[table] ?? 0);
      console.log(
        `  ${table.padEnd(18)} ${String(after[table]).padStart(5)} rows (${added > 0 ? `+${added}` : 'unchanged'})`,
      );
    }
    // A production terminal's output ends up in shared logs: the logins are personal data there (issue 9, item 10).
    if (!isProduction(config)) {
      console.log('\nDemo logins (the one-time code appears at /dev/outbox):');
      for (const login of DEMO_LOGINS) console.log(`  ${login.label}: ${login.identity}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
