import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrateDatabase, openDatabase, pgliteHandle, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed';
import {
  databaseUrl,
  SEEDED_TEMPLATE_MAX_AGE_MS,
  testDatabaseName,
  withAdmin,
  type TestDatabaseTemplates,
} from './global-setup';

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
  /** A built web app to serve (the SPA plugin's tests); none by default. */
  webDistDir?: string;
  /** Log lines go here (at LOG_LEVEL, 'info' unless env says otherwise) instead of nowhere. */
  logStream?: { write(line: string): void };
}

/** Which database the API tests run on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A real app on a real, fresh database for one test file: an in-memory PGlite, or on PostgreSQL a new database
 * made for this file and dropped afterwards, so test files can run in parallel without seeing each other's rows.
 * The database is a copy of the run's template (global-setup.ts, ADR 0007) when one fits: the migrated one for
 * `seed: false`, the seeded one for the default clock, which then starts at the template's seed time. A file with
 * its own clock gets its own seed, counted from that clock.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const templates = providedTemplates();
  const seed = options.seed !== false;
  const seededAt = templates ? new Date(templates.seededAt) : null;
  const seededFits =
    seededAt !== null &&
    (options.clock
      ? options.clock.now().getTime() === seededAt.getTime()
      : Date.now() - seededAt.getTime() < SEEDED_TEMPLATE_MAX_AGE_MS);
  const template = !templates ? null : !seed ? 'migrated' : seededFits ? 'seeded' : null;
  const clock = options.clock ?? new TestClock(template === 'seeded' && seededAt ? seededAt : undefined);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });

  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = testDatabaseName('test');
    const source =
      templates?.kind !== 'postgres' || !template
        ? null
        : template === 'seeded'
          ? templates.seededDatabase
          : templates.migratedDatabase;
    await withAdmin(baseUrl, (admin) =>
      admin.query(source ? `create database ${name} template ${source}` : `create database ${name}`),
    );
    database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir, poolSize: 5 });
    dropDatabase = () => withAdmin(baseUrl, (admin) => dropAfterDisconnect(admin, name));
  } else if (templates?.kind === 'pglite' && template) {
    const { PGlite } = await import('@electric-sql/pglite');
    const dump = await readFile(template === 'seeded' ? templates.seededDump : templates.migratedDump);
    const client = new PGlite({ loadDataDir: new Blob([dump]) });
    await client.waitReady;
    database = await pgliteHandle(client);
  } else {
    database = await openDatabase({ dataDir, inMemory: true });
  }
  if (!template) {
    await migrateDatabase(database);
    if (seed) await seedDemoData(database.db, { now: clock.now(), dataDir });
  }

  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    webDistDir: options.webDistDir ?? null,
  });
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

/**
 * `pool.end()` resolves before its connections have closed; forcing the drop then terminates them mid-close and pg
 * throws that "terminating connection" at the test file. Their sessions go within milliseconds: wait for that.
 */
async function dropAfterDisconnect(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [name],
    );
    if (!rows[0]?.sessions) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** The run's templates for this database kind, or null outside Vitest or without the api globalSetup. */
function providedTemplates(): TestDatabaseTemplates | null {
  let templates: TestDatabaseTemplates | null | undefined;
  try {
    templates = inject('testDatabaseTemplates');
  } catch {
    return null;
  }
  return templates?.kind === testDatabaseKind ? templates : null;
}

/** Reads the session cookie from a login reply, to send it on the next calls. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
