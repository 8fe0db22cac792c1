import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';

const MIGRATION_LOCK_ID = 727274;

export type Schema = typeof schema;
/** One type for both drivers: a union of the two driver types breaks `.returning()` (STACK-NOTES). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Runs fn on one dedicated connection (for session-level locks); PGlite has only one anyway. */
  withConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite in dataDir/pglite. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: keep the database in memory (tests that need a throwaway database). */
  inMemory?: boolean;
  /** pg only: pool size. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    const withConnection = async <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        return await fn(drizzle(client, { schema }) as unknown as Database);
      } finally {
        client.release();
      }
    };
    return { db, driver: 'pg', withConnection, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.inMemory) return pgliteHandle(new PGlite());
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return pgliteHandle(new PGlite(dir));
}

/** The handle around an open PGlite client (tests also open one from a dump of a template database). */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', withConnection: (fn) => fn(db), close: () => client.close() };
}

/** Runs the committed migrations; drizzle records what ran, so a second run does nothing. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pg') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // The advisory lock keeps two instances (or parallel test files) starting at once from racing on a migration.
    await handle.withConnection(async (db) => {
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
      try {
        await migrate(db as never, { migrationsFolder });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
      }
    });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
