/**
 * The job worker's figures for ADR 0089 and ADR 0090 (issue 47), on PostgreSQL (DATABASE_URL), with two instances as
 * two separate processes (bench/support/jobs-worker.ts, forked: each its own pool, its own event loop, as two API
 * processes have):
 * - jobs a second: JOBS jobs queued at once, both processes draining them together;
 * - the delay from enqueue (committed, in an instance that kicks its own worker after the commit, the API's way) to
 *   the job's start: p50 and p95 of DELAYS jobs, enqueued one at a time;
 * - kill -9 mid-job: one process is killed inside a job after its effect; what the job row says right after, how
 *   long until the other process takes the job over (the lease lapsing), and how many runs and effects there were.
 * On a database of its own that is dropped at the end. Prints the figures and the machine's load (1-minute average,
 * before and after, and the cores).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/jobs.ts [jobs] [delays]
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { jobs } from '../apps/api/src/db/schema';
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
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'jobs-worker.ts');

interface Instance {
  child: ChildProcess;
  /** Resolves with the next message that has this field. */
  next(field: string): Promise<Record<string, unknown>>;
  exited: Promise<void>;
}

function startInstance(env: Record<string, string>): Instance {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url.toString(), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters: { field: string; resolve: (message: Record<string, unknown>) => void }[] = [];
  child.on('message', (message: Record<string, unknown>) => {
    const index = waiters.findIndex((waiter) => waiter.field in message);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(message);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    next: (field) =>
      new Promise((resolve, reject) => {
        waiters.push({ field, resolve });
        void exited.then(() => reject(new Error(`instance ${child.pid} exited before '${field}'`)));
      }),
  };
}

const one = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0]!;
const instances: Instance[] = [];

try {
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '.' });
  await migrateDatabase(handle);
  const db = handle.db;
  await db.execute(sql`create table bench_effects (key text primary key, pid int not null, delay_ms int)`);
  await db.execute(sql`create table bench_runs (key text not null, pid int not null, at timestamptz not null)`);

  // Two instances; the first is the one that will be killed mid-job (HANG=1). Both poll every second.
  instances.push(startInstance({ HANG: '1', POLL_MS: '1000' }), startInstance({ POLL_MS: '1000' }));
  await Promise.all(instances.map((instance) => instance.next('ready')));
  const [a, b] = instances as [Instance, Instance];

  // Throughput: JOBS queued at once, both processes draining them together.
  const now = new Date();
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
  await Promise.all(
    instances.map((instance) => {
      const drained = instance.next('drained');
      instance.child.send({ do: 'drain' });
      return drained;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const throughput = one(
    await db.execute(sql`select count(*)::int as effects, count(distinct pid)::int as processes,
      (select count(*)::int from jobs where kind = 'bench.effect' and state = 'done') as done from bench_effects`),
  );
  const byProcess = (
    (await db.execute(sql`select pid, count(*)::int as n from bench_effects group by pid order by pid`)) as unknown as {
      rows: { pid: number; n: number }[];
    }
  ).rows.map((row) => row.n);

  // Delay: one job at a time, enqueued and committed in instance a, which kicks its worker (b polls every second).
  for (let i = 0; i < DELAYS; i++) {
    const enqueued = a.next('enqueued');
    a.child.send({ do: 'enqueue', key: `d${i}` });
    await enqueued;
  }
  // Wait until every delay job ran (one taken by b's poll would have started by now or within its second).
  for (;;) {
    const ran = one(await db.execute(sql`select count(*)::int as n from bench_effects where key like 'd%'`));
    if ((ran.n as number) >= DELAYS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const delays = (
    (await db.execute(sql`select delay_ms from bench_effects where key like 'd%' order by delay_ms`)) as unknown as {
      rows: { delay_ms: number }[];
    }
  ).rows.map((row) => row.delay_ms);

  // kill -9 mid-job: a takes bench.hang, writes its effect and hangs; it is killed there.
  const effect = a.next('effect');
  a.child.send({ do: 'hang' });
  await effect;
  a.child.kill('SIGKILL');
  const killedAt = Date.now();
  await a.exited;
  const afterKill = one(await db.execute(sql`select state, attempts, locked_until from jobs where kind = 'bench.hang'`));
  const registered = b.next('registered');
  b.child.send({ do: 'takeover' });
  await registered;
  let done: Record<string, unknown>;
  for (;;) {
    done = one(await db.execute(sql`select state, attempts from jobs where kind = 'bench.hang'`));
    if (done.state === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const runs = one(
    await db.execute(sql`select count(*)::int as runs, max(at) as taken_at,
      (select count(*)::int from bench_effects where key = 'hang-1') as effects from bench_runs where key = 'hang-1'`),
  );

  console.log(
    JSON.stringify(
      {
        instances: '2 processes (child_process.fork)',
        throughput: {
          jobs: JOBS,
          seconds: Number(seconds.toFixed(2)),
          jobsPerSecond: Math.round(JOBS / seconds),
          done: throughput.done,
          effects: throughput.effects,
          effectsByProcess: byProcess,
        },
        delayMs: {
          jobs: delays.length,
          p50: percentile(delays, 50),
          p95: percentile(delays, 95),
          max: delays.at(-1),
        },
        kill9: {
          rightAfter: afterKill,
          takenOverAfterSeconds: Number(((new Date(runs.taken_at as string).getTime() - killedAt) / 1000).toFixed(1)),
          runs: runs.runs,
          effects: runs.effects,
          finally: done,
        },
        loadBefore,
        loadAfter: load(),
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
  const stopped = b.next('stopped');
  b.child.send({ do: 'stop' });
  await stopped;
  await handle.close();
} finally {
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
