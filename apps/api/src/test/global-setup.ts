/**
 * Vitest globalSetup of the `api` project (ADR 0007): builds, once per run, the databases every test file copies
 * instead of running initdb, the migrations and the seed itself: one only migrated (for `seed: false`) and one migrated
 * and seeded at `seededAt`. On PGlite they are data-dir dumps in a temp folder; on PostgreSQL (DATABASE_URL set) they
 * are template databases. `createTestApp()` picks them up through `inject('testDatabaseTemplates')`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, pgliteHandle } from '../db/client';
import { seedDemoData } from '../db/seed';

export type TestDatabaseTemplates =
  | { kind: 'pglite'; seededAt: string; migratedDump: string; seededDump: string }
  | { kind: 'postgres'; seededAt: string; migratedDatabase: string; seededDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates | null;
  }
}

/**
 * A file on the default clock gets the seeded template and a clock set to its `seededAt`, so the rows are exactly
 * those a seed at the clock's time would write. Past this age the clock would lag the wall clock too far (and, in
 * watch mode, the template is rebuilt on the next rerun), so the file seeds its own database instead.
 */
export const SEEDED_TEMPLATE_MAX_AGE_MS = 15 * 60_000;

/**
 * Test and template databases carry their creation second in the name; one older than this belongs to no run still
 * going (a run is stopped after 15 minutes, CI after 90) and is a leftover of a killed one.
 */
const LEFTOVER_AGE_MS = 3 * 60 * 60_000;

const TEMP_FOLDER_PREFIX = 'portal-tpl-';

const NAME_PATTERN = /^portal_(?:test|tpl)_(\d{10})_[0-9a-f]+$/;

/** `portal_test_<unix seconds>_<random>`: unique across parallel files and runs, and its age readable by cleanup. */
export function testDatabaseName(kind: 'test' | 'tpl'): string {
  return `portal_${kind}_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  removeLeftoverDumps();
  if (baseUrl) await dropLeftovers(baseUrl);

  let built: TestDatabaseTemplates | null = await buildTemplates(baseUrl);
  let sources = sourcesStamp();
  project.provide('testDatabaseTemplates', built);

  // Watch mode keeps this process for many runs: a template halfway through its window is rebuilt; after an edit to
  // the schema, migrations, seed or domain, the modules loaded here may be stale, so files build their own database.
  project.onTestsRerun(async () => {
    if (!built) return;
    const changed = sourcesStamp() !== sources;
    if (!changed && Date.now() - Date.parse(built.seededAt) < SEEDED_TEMPLATE_MAX_AGE_MS / 2) return;
    await dropTemplates(built, baseUrl);
    built = changed ? null : await buildTemplates(baseUrl);
    sources = sourcesStamp();
    project.provide('testDatabaseTemplates', built);
  });

  return async () => {
    if (built) await dropTemplates(built, baseUrl);
  };
}

async function buildTemplates(baseUrl: string | undefined): Promise<TestDatabaseTemplates> {
  return baseUrl ? buildPostgresTemplates(baseUrl) : buildPgliteTemplates();
}

async function buildPgliteTemplates(): Promise<TestDatabaseTemplates> {
  const { PGlite } = await import('@electric-sql/pglite');
  const folder = mkdtempSync(path.join(os.tmpdir(), TEMP_FOLDER_PREFIX));
  const client = new PGlite();
  const handle = await pgliteHandle(client);
  try {
    // Uncompressed: the dumps are read back once per test file, where gunzip would cost more than the disk does.
    const dump = async (name: string) => {
      // Without it the copy opens by replaying the WAL, which moves every sequence 32 values ahead.
      await client.exec('checkpoint');
      const file = path.join(folder, name);
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    await migrateDatabase(handle);
    const migratedDump = await dump('migrated.tar');
    const seededAt = new Date();
    await seedDemoData(handle.db, { now: seededAt, dataDir: folder });
    const seededDump = await dump('seeded.tar');
    return { kind: 'pglite', seededAt: seededAt.toISOString(), migratedDump, seededDump };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

async function buildPostgresTemplates(baseUrl: string): Promise<TestDatabaseTemplates> {
  const migratedDatabase = testDatabaseName('tpl');
  const seededDatabase = testDatabaseName('tpl');
  const folder = mkdtempSync(path.join(os.tmpdir(), TEMP_FOLDER_PREFIX));
  try {
    await withAdmin(baseUrl, (admin) => admin.query(`create database ${migratedDatabase}`));
    const migrated = await openDatabase({ databaseUrl: databaseUrl(baseUrl, migratedDatabase), dataDir: folder });
    try {
      await migrateDatabase(migrated);
    } finally {
      await migrated.close();
    }
    await withAdmin(baseUrl, (admin) => admin.query(`create database ${seededDatabase} template ${migratedDatabase}`));
    const seeded = await openDatabase({ databaseUrl: databaseUrl(baseUrl, seededDatabase), dataDir: folder });
    const seededAt = new Date();
    try {
      await seedDemoData(seeded.db, { now: seededAt, dataDir: folder });
    } finally {
      await seeded.close();
    }
    // No connections allowed: a copy fails while anyone is connected to its template.
    await withAdmin(baseUrl, async (admin) => {
      for (const name of [migratedDatabase, seededDatabase]) {
        await admin.query(`alter database ${name} with is_template true allow_connections false`);
      }
    });
    return { kind: 'postgres', seededAt: seededAt.toISOString(), migratedDatabase, seededDatabase };
  } catch (error) {
    await withAdmin(baseUrl, (admin) => dropDatabases(admin, [migratedDatabase, seededDatabase]));
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function dropTemplates(templates: TestDatabaseTemplates, baseUrl: string | undefined): Promise<void> {
  if (templates.kind === 'pglite') {
    rmSync(path.dirname(templates.seededDump), { recursive: true, force: true });
  } else if (baseUrl) {
    const names = [templates.migratedDatabase, templates.seededDatabase];
    await withAdmin(baseUrl, (admin) => dropDatabases(admin, names));
  }
}

async function dropDatabases(admin: pg.Client, names: string[]): Promise<void> {
  for (const name of names) {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) continue;
    await admin.query(`alter database ${name} with is_template false`);
    await admin.query(`drop database ${name} with (force)`);
  }
}

/** PGlite dumps (about 80 MB a run) and seed folders left in the temp folder by runs that were killed before their teardown. */
function removeLeftoverDumps(): void {
  const cutoff = Date.now() - LEFTOVER_AGE_MS;
  for (const entry of readdirSync(os.tmpdir())) {
    if (!entry.startsWith(TEMP_FOLDER_PREFIX)) continue;
    const folder = path.join(os.tmpdir(), entry);
    try {
      if (statSync(folder).mtimeMs < cutoff) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Gone already, or another user's: not ours to clean.
    }
  }
}

/** Test and template databases left by runs that were killed before their teardown. */
async function dropLeftovers(baseUrl: string): Promise<void> {
  await withAdmin(baseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string; oid: number }>(
      String.raw`select datname, oid from pg_database where datname like 'portal\_test\_%' or datname like 'portal\_tpl\_%'`,
    );
    const cutoff = Date.now() - LEFTOVER_AGE_MS;
    const stale: string[] = [];
    for (const { datname, oid } of rows) {
      const createdAt = createdAtFromName(datname) ?? (await createdAtOnDisk(admin, oid));
      if (createdAt !== null && createdAt < cutoff) stale.push(datname);
    }
    await dropDatabases(admin, stale);
  });
}

function createdAtFromName(name: string): number | null {
  const match = NAME_PATTERN.exec(name);
  return match ? Number(match[1]) * 1000 : null;
}

/** Names from before the stamp was added: PG_VERSION is written when the database is created (superuser only). */
async function createdAtOnDisk(admin: pg.Client, oid: number): Promise<number | null> {
  try {
    const { rows } = await admin.query<{ modification: Date }>(
      `select (pg_stat_file('base/' || $1::text || '/PG_VERSION')).modification`,
      [oid],
    );
    return rows[0]?.modification.getTime() ?? null;
  } catch {
    return null;
  }
}

/** Size and time of every file that shapes a template: schema, migrations, seed, and the domain the seed uses. */
function sourcesStamp(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const roots = [path.resolve(here, '../db'), path.resolve(here, '../../../../packages/domain/src')];
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = statSync(file);
        parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  roots.forEach(walk);
  return parts.sort().join('\n');
}
