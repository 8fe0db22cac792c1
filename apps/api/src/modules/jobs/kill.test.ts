/**
 * Idempotency under a lost lease (issue 47, ADR 0089): a worker process is killed with SIGKILL mid-job, after its
 * job's effect and before the job is marked done. Once the lease lapses another worker takes the job over and runs
 * it again: the effect still happens once — by the job's key for an effect outside the job's transaction, by the
 * abandoned transaction for one inside it. PGlite: the second worker opens the same database after the first died
 * (PGlite is one process's); PostgreSQL: the second worker runs beside the dying one, in this process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseUrl } from '../../test/global-setup';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { enqueue } from './repo';
import { ensureKillTables, killTestHandlers } from './test/kill-kinds';
import { createJobWorker, JOB_LEASE_MS } from './worker';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const childScript = 'apps/api/src/modules/jobs/test/kill-child.ts';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs the child worker until it wrote the effect of `kind`'s job, then kills it with SIGKILL. */
async function killMidJob(env: Record<string, string>, kind: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', HANG_KIND: kind, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('effect ')) resolve();
    });
    child.once('exit', () => reject(new Error(`the worker exited before its effect: ${stderr}`)));
  });
  child.kill('SIGKILL');
  await exited;
  expect(child.signalCode).toBe('SIGKILL');
}

const count = async (db: DatabaseHandle['db'], table: 'kill_runs' | 'kill_effects', kind: string) => {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where kind = ${kind}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

/** A live worker whose clock is past the dead worker's lease. */
async function takeOver(db: DatabaseHandle['db']) {
  const later = () => new Date(Date.now() + JOB_LEASE_MS + 1000);
  const log = { warn: () => {}, info: () => {} } as never;
  const worker = createJobWorker({ db, clock: later, log });
  for (const handler of killTestHandlers({ onEffect: async () => {} })) worker.register(handler);
  await worker.kick();
}

const enqueueOne = (db: DatabaseHandle['db'], kind: string) =>
  enqueue(db, { kind, key: 'k1', maxAttempts: 3, now: new Date(Date.now() - 1000) });

const jobState = async (db: DatabaseHandle['db'], kind: string) => {
  const result = await db.execute(sql`select state, attempts from jobs where kind = ${kind}`);
  return (result as unknown as { rows: { state: string; attempts: number }[] }).rows;
};

describe.runIf(testDatabaseKind === 'pglite')('a worker killed mid-job, PGlite', () => {
  it(
    'the next worker on the same database runs the job again and its effect happens once',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-kill-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const setup = await openDatabase({ dataDir });
      await migrateDatabase(setup);
      await ensureKillTables(setup.db);
      await setup.close();
      // One job a worker: a worker killed in one job would also hold the rest of its batch until the lease lapses.
      for (const kind of ['kill.keyed', 'kill.tx']) {
        const handle = await openDatabase({ dataDir });
        await enqueueOne(handle.db, kind);
        await handle.close();
        await killMidJob({ DATA_DIR: dataDir }, kind);
      }

      const reopened = await openDatabase({ dataDir });
      cleanups.push(() => reopened.close());
      expect(await jobState(reopened.db, 'kill.keyed')).toEqual([{ state: 'running', attempts: 1 }]);
      await takeOver(reopened.db);
      expect(await jobState(reopened.db, 'kill.keyed')).toEqual([{ state: 'done', attempts: 2 }]);
      expect(await jobState(reopened.db, 'kill.tx')).toEqual([{ state: 'done', attempts: 2 }]);
      // The keyed job ran twice (its first run's rows were committed before the kill); its effect is one.
      expect(await count(reopened.db, 'kill_runs', 'kill.keyed')).toBe(2);
      expect(await count(reopened.db, 'kill_effects', 'kill.keyed')).toBe(1);
      // The transactional job's killed run was undone with its transaction: one run, written by the second worker.
      expect(await count(reopened.db, 'kill_runs', 'kill.tx')).toBe(1);
    },
  );
});

describe.runIf(testDatabaseKind === 'postgres')('a worker killed mid-job, PostgreSQL', () => {
  let t: TestApp;
  it(
    'another process takes the job over once the lease lapses and its effect happens once',
    { timeout: 240_000 },
    async () => {
      t = await createTestApp({ seed: false });
      cleanups.push(() => t.close());
      const db = t.database.db;
      await ensureKillTables(db);
      const current = await db.execute(sql`select current_database() as name`);
      const { name } = (current as unknown as { rows: { name: string }[] }).rows[0]!;
      const env = { DATABASE_URL: databaseUrl(process.env.DATABASE_URL!, name), DATA_DIR: t.dataDir };

      for (const kind of ['kill.keyed', 'kill.tx']) {
        await enqueueOne(db, kind);
        await killMidJob(env, kind);
      }
      // Before the lease lapses nobody takes the job: this process's worker, on the real clock, finds nothing due.
      const now = createJobWorker({ db, clock: () => new Date(), log: { warn: () => {} } as never });
      for (const handler of killTestHandlers({ onEffect: async () => {} })) now.register(handler);
      await now.kick();
      expect(await jobState(db, 'kill.keyed')).toEqual([{ state: 'running', attempts: 1 }]);

      await takeOver(db);
      expect(await jobState(db, 'kill.keyed')).toEqual([{ state: 'done', attempts: 2 }]);
      expect(await jobState(db, 'kill.tx')).toEqual([{ state: 'done', attempts: 2 }]);
      expect(await count(db, 'kill_runs', 'kill.keyed')).toBe(2);
      expect(await count(db, 'kill_effects', 'kill.keyed')).toBe(1);
      expect(await count(db, 'kill_runs', 'kill.tx')).toBe(1);
    },
  );
});
