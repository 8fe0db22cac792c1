import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { migrateDatabase, openDatabase, type Database } from '../../apps/api/src/db/client';
import { consumers, sessions } from '../../apps/api/src/db/schema';
import { seedDemoData } from '../../apps/api/src/db/seed';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { hashSessionId, SESSION_COOKIE } from '../../apps/api/src/plugins/session';
import { alternatingLoad, type Figures, type Request, type Target } from './alternating-load';
import { startChildServer, stopChildServer } from './child-server';

/**
 * Migrates and seeds the demo data, runs `grow` (the bench's extra rows around the demo customer Ana, then ANALYZE)
 * and gives Ana a session at `brandId`, as a login would. Returns her id, the session cookie and the hash of the
 * session id (what a baseline server binds for a statement that checks the session itself, ADR 0011).
 */
export async function demoCustomerDatabase(
  databaseUrl: string,
  dataDir: string,
  brandId: number,
  grow: (db: Database, consumerId: number, now: Date) => Promise<void>,
): Promise<{ consumerId: number; cookie: string; sessionIdHash: string }> {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    const now = new Date();
    await seedDemoData(handle.db, { now, dataDir });
    const [consumer] = await handle.db
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, DEMO.ana.email));
    if (!consumer) throw new Error('the demo customer is missing from the seed');
    await grow(handle.db, consumer.id, now);
    const sessionId = randomBytes(32).toString('base64url');
    const sessionIdHash = hashSessionId(sessionId);
    await handle.db.insert(sessions).values({
      idHash: sessionIdHash,
      consumerId: consumer.id,
      brandId,
      loginIdentity: DEMO.ana.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    });
    return { consumerId: consumer.id, cookie: `${SESSION_COOKIE}=${sessionId}`, sessionIdHash };
  } finally {
    await handle.close();
  }
}

/** EXPLAIN (with `options`, e.g. 'analyze, buffers') of a rendered statement, through a bare client, as text. */
export async function explain(databaseUrl: string, statement: { sql: string; params: unknown[] }, options = '') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const prefix = options ? `explain (${options})` : 'explain';
    const result = await client.query<{ 'QUERY PLAN': string }>(`${prefix} ${statement.sql}`, statement.params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/** Prints the two sides' figures as a table and the ratio ours / baseline in req/s; returns the ratio. */
function printVersus(targets: readonly Target[], figures: readonly Figures[], heading: string): number {
  console.log(`\n${heading}`);
  console.log(
    '| server | req/s | p50 ms | p99 ms | requests | server CPU ms/request |\n|---|---:|---:|---:|---:|---:|',
  );
  for (const [index, m] of figures.entries()) {
    console.log(
      `| ${targets[index]!.label} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.total} | ${m.cpu.toFixed(2)} |`,
    );
  }
  const ratio = figures[0]!.rps / figures[1]!.rps;
  console.log(`\nratio ours/baseline: ${ratio.toFixed(2)}`);
  return ratio;
}

const API_SERVER = new URL('./api-server.ts', import.meta.url).pathname;

/**
 * Starts the whole API (support/api-server.ts) and a bench's bare baseline server, each in its own child process, and
 * returns the two as targets of `route` (ours first) with the children to stop.
 */
export async function startOursAndBaseline(
  databaseUrl: string,
  baselineScript: string,
  baselineEnv: Record<string, string>,
  route: string,
): Promise<{ targets: Target[]; children: ChildProcess[] }> {
  const children: ChildProcess[] = [];
  const ours = await startChildServer(API_SERVER, { BENCH_DATABASE_URL: databaseUrl });
  children.push(ours.child);
  try {
    const baseline = await startChildServer(baselineScript, { BENCH_DATABASE_URL: databaseUrl, ...baselineEnv });
    children.push(baseline.child);
    return {
      children,
      targets: [
        { label: 'ours (full API)', url: `http://127.0.0.1:${ours.port}${route}`, child: ours.child },
        { label: 'baseline (bare pg)', url: `http://127.0.0.1:${baseline.port}${route}`, child: baseline.child },
      ],
    };
  } catch (error) {
    await Promise.all(children.map(stopChildServer));
    throw error;
  }
}

/** 10 s per server after a 3 s warm-up, in 5 alternating slices (support/alternating-load.ts). */
const SECONDS = 10;
const SLICES = 5;
const WARM_UP_SECONDS = 3;

/**
 * Records the load average, loads the two targets in alternating slices and prints the figures. Returns the load at
 * the start, each side's figures and the ratio ours / baseline in req/s.
 */
export async function measureVersus(targets: readonly Target[], request: Request) {
  const load = os.loadavg()[0]!;
  const figures = await alternatingLoad(targets, request, {
    seconds: SECONDS,
    slices: SLICES,
    warmUpSeconds: WARM_UP_SECONDS,
  });
  const ratio = printVersus(
    targets,
    figures,
    `${request.connections} connections, ${SECONDS} s each in ${SLICES} alternating slices, ` +
      `${os.cpus().length} cores, Node ${process.version}, load average at start ${load.toFixed(1)}`,
  );
  return { load, ours: figures[0]!, bare: figures[1]!, ratio };
}
