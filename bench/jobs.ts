/**
 * The job worker's figures for ADR 0089 (issue 47), on PostgreSQL (DATABASE_URL): jobs a second with two instances on
 * one database (two workers, each with its own pool, as two API processes have), and the delay from enqueue to the
 * job's start when the enqueueing instance kicks its worker after the commit (the API's way). Bounded: JOBS jobs and
 * DELAYS delays, on a database of its own that is dropped at the end. Prints the figures and the machine's load.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/jobs.ts [jobs] [delays]
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { jobs } from '../apps/api/src/db/schema';
import { enqueue } from '../apps/api/src/modules/jobs/repo';
import { createJobWorker } from '../apps/api/src/modules/jobs/worker';
import { percentile } from './support/report';

const JOBS = Number(process.argv[2] ?? 2000);
const DELAYS = Number(process.argv[3] ?? 50);
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL (PostgreSQL) is needed: the figure is two instances on one database');

const name = `portal_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const log = { warn: () => {}, info: () => {} } as never;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

try {
  const instances = [await openDatabase({ databaseUrl: url.toString(), dataDir: '.' })];
  await migrateDatabase(instances[0]!);
  instances.push(await openDatabase({ databaseUrl: url.toString(), dataDir: '.' }));
  await instances[0]!.db.execute(sql`create table bench_effects (key text primary key)`);
  const started = new Map<string, number>();
  const workers = instances.map((handle) => {
    const worker = createJobWorker({ db: handle.db, clock: () => new Date(), log });
    worker.register({
      kind: 'bench.effect',
      maxAttempts: 3,
      backoff: { firstGapMs: 1000, maxGapMs: 1000, jitter: 0 },
      async run(job, { db }) {
        if (!started.has(job.key)) started.set(job.key, performance.now());
        await db.execute(sql`insert into bench_effects values (${job.key}) on conflict do nothing`);
      },
    });
    return worker;
  });

  // Throughput: JOBS queued at once, both instances' workers draining them together.
  const now = new Date();
  const db = instances[0]!.db;
  for (let i = 0; i < JOBS; i += 500) {
    const values = Array.from({ length: Math.min(500, JOBS - i) }, (_, j) => ({
      kind: 'bench.effect',
      key: `t${i + j}`,
      runAt: now,
      maxAttempts: 3,
      createdAt: now,
      updatedAt: now,
    }));
    await db.insert(jobs).values(values);
  }
  const loadBefore = load();
  const t0 = performance.now();
  await Promise.all(workers.map((worker) => worker.kick()));
  const seconds = (performance.now() - t0) / 1000;
  const effects = await db.execute(sql`select count(*)::int as n from bench_effects`);
  const done = await db.execute(sql`select count(*)::int as n from jobs where state = 'done'`);

  // Delay: one job at a time, enqueued in its own transaction, then the enqueueing instance's worker kicked.
  const delays: number[] = [];
  for (let i = 0; i < DELAYS; i++) {
    const key = `d${i}`;
    const t1 = performance.now();
    await db.transaction((tx) =>
      enqueue(tx, { kind: 'bench.effect', key, maxAttempts: 3, now: new Date() }).then(() => {}),
    );
    await workers[0]!.kick();
    delays.push(started.get(key)! - t1);
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const row = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;
  console.log(
    JSON.stringify(
      {
        jobs: JOBS,
        instances: 2,
        seconds: Number(seconds.toFixed(2)),
        jobsPerSecond: Math.round(JOBS / seconds),
        done: row(done),
        effects: row(effects),
        delayMs: { p50: Number(percentile(sorted, 50).toFixed(1)), p95: Number(percentile(sorted, 95).toFixed(1)) },
        loadBefore,
        loadAfter: load(),
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
  for (const worker of workers) await worker.stop();
  for (const handle of instances) await handle.close();
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
