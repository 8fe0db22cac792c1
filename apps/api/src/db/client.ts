import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Client as PgClient, ClientBase, ClientConfig } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { databaseUnavailableCode } from './connection-errors';

const MIGRATION_LOCK_ID = 727274;

export type Schema = typeof schema;
/** One type for both drivers: a union of the two driver types breaks `.returning()`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /**
   * Runs fn on one dedicated connection (for session-level locks; used by migrations), without the statement
   * timeouts: a migration, or waiting for another instance's migration lock, may take long. PGlite has one anyway.
   */
  withConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Called when an open connection is lost (terminated by the server, restart, network): the driver drops it and
   * the next query opens a new one. The listener gets a code that is safe to log (never a query or its values).
   */
  onConnectionLost(listener: (code: string) => void): void;
  close(): Promise<void>;
}

/**
 * Bounds on every wait for PostgreSQL (README, configuration), so a stalled or unreachable database gives a prompt 503
 * instead of a hung request. Absent (tools, seeding, benches), nothing is bounded, as before.
 */
export interface DatabaseTimeouts {
  /** Opening one connection (TCP + start-up). */
  connectMs: number;
  /** Waiting for a connection of the pool, opening one included, when all are busy. */
  acquireMs: number;
  /** PostgreSQL's statement_timeout; the driver also gives up reading an answer READ_TIMEOUT_MARGIN_MS later. */
  statementMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open by a stalled request is ended. */
  idleInTransactionMs: number;
}

/**
 * A frozen server never sends the statement_timeout error, so the driver stops waiting on its own a little after the
 * server would have: long enough that a live server's own timeout (a clean 57014, connection kept) comes first.
 */
export const READ_TIMEOUT_MARGIN_MS = 1000;

export function databaseTimeouts(config: {
  DB_CONNECT_TIMEOUT_MS: number;
  DB_POOL_ACQUIRE_TIMEOUT_MS: number;
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
}): DatabaseTimeouts {
  return {
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
    acquireMs: config.DB_POOL_ACQUIRE_TIMEOUT_MS,
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** The longest a query can wait on a stalled database before it fails (connection, pool or read timeout). */
export function longestDatabaseWaitMs(timeouts: DatabaseTimeouts): number {
  return Math.max(timeouts.connectMs, timeouts.acquireMs) + timeouts.statementMs + READ_TIMEOUT_MARGIN_MS;
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
  /** pg only: bounds on connecting, pool waits and statements (server.ts passes the configured ones). */
  timeouts?: DatabaseTimeouts;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts);
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.inMemory) return pgliteHandle(new PGlite());
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return pgliteHandle(new PGlite(dir));
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
  timeouts: DatabaseTimeouts | undefined,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const listeners: ((code: string) => void)[] = [];
  const reportLost = (error: unknown) => {
    const code = databaseUnavailableCode(error) ?? 'connection_error';
    for (const listener of listeners) listener(code);
  };

  const serverSettings: ClientConfig = timeouts
    ? {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
      }
    : {};

  /**
   * The pool's connections. A server that terminates a connection (pg_terminate_backend, restart, failover) makes the
   * client emit 'error'; pg-pool listens only while the client is idle, so one checked out between two statements of
   * a transaction would crash the process with an unhandled 'error'. Each client therefore listens for its whole life;
   * the pool then drops it when it is released (it is no longer queryable).
   */
  class GuardedClient extends pg.Client {
    constructor(config?: ClientConfig) {
      super({ ...config, ...serverSettings });
      this.on('error', reportLost);
      if (timeouts) guardReadTimeout(this);
    }
  }

  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    Client: GuardedClient as unknown as new () => ClientBase,
    ...(timeouts ? { connectionTimeoutMillis: timeouts.acquireMs } : {}),
    keepAlive: true,
  });
  // Already reported by the client's own listener; without a listener here the 'error' would crash the process.
  pool.on('error', () => {});

  const db = drizzle(pool, { schema }) as unknown as Database;
  const withConnection = async <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
    // Outside the pool and without statement timeouts: migrations and their lock wait are long by nature.
    const client = new pg.Client({
      connectionString,
      ...(timeouts ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
    });
    client.on('error', reportLost);
    await client.connect();
    try {
      return await fn(drizzle(client, { schema }) as unknown as Database);
    } finally {
      await client.end();
    }
  };
  return {
    db,
    driver: 'pg',
    withConnection,
    onConnectionLost: (listener) => listeners.push(listener),
    close: () => pool.end(),
  };
}

/**
 * pg's query_timeout fails the caller's promise but leaves the statement running on the connection: a transaction's
 * ROLLBACK queued behind it is dropped, and the connection would go back to the pool inside an open transaction
 * (drizzle releases it without an error). A connection that timed out is closed instead; the pool replaces it.
 */
function guardReadTimeout(client: PgClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeConnection = () => {
    const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
    stream?.destroy();
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') closeConnection();
      });
    }
    return result;
  };
}

/** The handle around an open PGlite client (tests also open one from a dump of a template database). */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    withConnection: (fn) => fn(db),
    // An embedded database has no connection to lose.
    onConnectionLost: () => {},
    close: () => client.close(),
  };
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
