import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private current: Date = new Date()) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date) {
    this.current = new Date(date);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  /** Seed the demo data (default true). */
  seed?: boolean;
  env?: Record<string, string>;
}

/** Which database the API tests run on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A real app on a real, fresh database for one test file: an in-memory PGlite, or on PostgreSQL a new database
 * made for this file and dropped afterwards, so test files can run in parallel without seeing each other's rows.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });

  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 5 });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    database = await openDatabase({ dataDir, inMemory: true });
  }
  await migrateDatabase(database);
  if (options.seed !== false) await seedDemoData(database.db, { now: clock.now(), dataDir });

  const app = await buildApp({ config, database, clock: clock.now, logger: false, webDistDir: null });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the session cookie from a login reply, to send it on the next calls. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
