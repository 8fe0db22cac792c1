/**
 * EXPLAIN (ANALYZE, BUFFERS) of each hot query on the scale seed (bench/seed-scale.ts), with the very SQL the API
 * runs: the orders list (orderLinesStatement, rendered with `.toSQL()`), and the protocol list, the wallet statement's
 * first page and the back-office queue's first page, captured from the repos' own functions through a drizzle logger.
 *
 *   node --import tsx bench/scale-explain.ts --db <dbname>     (a database kept by seed-scale.ts --keep)
 *   node --import tsx bench/scale-explain.ts --scale 1          (seeds a scratch database, explains, drops it)
 *
 * The customer is the last scale customer (10 order lines, 2 protocols, 10 movements at their brand); the queue is
 * brand 1's whole queue and its 'opened' filter. A plan fails the check when it reads a big table with a Seq Scan.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import os from 'node:os';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { queuePage } from '../apps/api/src/modules/backoffice/queue-repo';
import { ORDER_LINES_STATEMENT_NAME, orderLinesStatement } from '../apps/api/src/modules/orders/repo';
import { listProtocols } from '../apps/api/src/modules/protocols/read-repo';
import { statementPage } from '../apps/api/src/modules/wallet/repo';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { hashSessionId, SESSION_COOKIE } from '../apps/api/src/plugins/session';
import { startChildServer, stopChildServer } from './support/child-server';
import { percentile } from './support/report';
import { benchBaseUrl, withScratchDatabase } from './support/scratch-database';
import { seedScale } from './seed-scale';

/** The tables the scale seed fills: a Seq Scan on any of them reads up to a million rows. */
const BIG_TABLES = new Set(
  'consumers orders order_lines protocols protocol_items protocol_history protocol_timeline wallet_movements'.split(
    ' ',
  ),
);

interface Captured {
  query: string;
  params: unknown[];
}

export interface PlanSummary {
  name: string;
  scans: string[];
  executionMs: number;
  seqScans: string[];
  plan: string;
}

/** Runs `work` against a drizzle handle that records every statement instead of guessing the repos' SQL. */
async function capture(pool: pg.Pool, work: (db: Database) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Database;
  await work(db);
  return captured;
}

async function explain(client: pg.PoolClient, name: string, statement: Captured): Promise<PlanSummary> {
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.query}`,
    statement.params,
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const scans = [
    ...plan.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using \w+)? on \w+/g),
  ].map((match) => match[0]);
  const seqScans = scans.filter((scan) => scan.startsWith('Seq Scan') && BIG_TABLES.has(scan.split(' on ')[1]!));
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  return { name, scans: [...new Set(scans)], executionMs, seqScans, plan };
}

/**
 * The orders statement as the API runs it: a named prepared statement, which PostgreSQL plans for its values five
 * times and then replaces with its generic plan only if that is judged no dearer (ADR 0026). Executes it ten times on
 * one connection, prints what pg_prepared_statements counted, and explains the generic plan (forced for the EXPLAIN).
 */
async function explainOrdersAsPrepared(client: pg.PoolClient, statement: Captured): Promise<PlanSummary> {
  for (let i = 0; i < 10; i++) {
    await client.query({ name: ORDER_LINES_STATEMENT_NAME, text: statement.query, values: statement.params });
  }
  const counts = await client.query<{ generic_plans: string; custom_plans: string }>(
    'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
    [ORDER_LINES_STATEMENT_NAME],
  );
  const { generic_plans: generic, custom_plans: custom } = counts.rows[0]!;
  console.log(`\norders statement, prepared, after 10 executions: ${generic} generic plans, ${custom} custom plans`);
  const values = statement.params.map((value) => client.escapeLiteral(String(value))).join(', ');
  await client.query(`prepare orders_generic as ${statement.query}`);
  await client.query('set local plan_cache_mode = force_generic_plan');
  const execute = { query: `execute orders_generic(${values})`, params: [] };
  const name = `orders list, generic plan (${generic} of 10 executions used it)`;
  await explain(client, name, execute);
  const summary = await explain(client, name, execute);
  console.log(`\n### ${name}\n\n${summary.plan}`);
  await client.query('deallocate orders_generic');
  return summary;
}

export async function explainHotQueries(databaseUrl: string): Promise<PlanSummary[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const client = await pool.connect();
  try {
    const customer = await client.query<{ id: number; brand_id: number }>(
      `select c.id, p.brand_id from consumers c join protocols p on p.consumer_id = c.id
       where c.email like 'scale%' order by c.id desc limit 1`,
    );
    const { id: consumerId, brand_id: brandId } = customer.rows[0]!;
    const owner = { consumerId, brandId };
    const statements: { name: string; statement: Captured }[] = [];

    // The orders call finds the customer through the session: one made for the EXPLAIN, rolled back after.
    await client.query('begin');
    const sessionId = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (id_hash, consumer_id, brand_id, login_identity, created_at, expires_at)
       values ($1, $2, $3, 'scale', now(), now() + interval '1 day')`,
      [hashSessionId(sessionId), consumerId, brandId],
    );
    const renderer = drizzle(pool, { schema }) as unknown as Database;
    const orders = orderLinesStatement(renderer).toSQL();
    statements.push({
      name: `orders list (customer ${consumerId}, brand ${brandId})`,
      statement: {
        query: orders.sql,
        params: fillPlaceholders(orders.params, {
          sessionIdHash: hashSessionId(sessionId),
          now: new Date().toISOString(),
          brandId,
        }),
      },
    });
    const [list] = await capture(pool, (db) => listProtocols(db, owner));
    statements.push({ name: 'protocol list', statement: list! });
    const [wallet] = await capture(pool, (db) => statementPage(db, owner, { from: null, until: null, limit: 20 }));
    statements.push({ name: 'wallet statement, first page', statement: wallet! });
    const [queue, queueTotal] = await capture(pool, (db) => queuePage(db, { brands: [1], page: 1, pageSize: 20 }));
    statements.push({ name: 'back-office queue brand 1, page 1', statement: queue! });
    statements.push({ name: 'back-office queue brand 1, total', statement: queueTotal! });
    const [opened, openedTotal] = await capture(pool, (db) =>
      queuePage(db, { brands: [1], status: 1, page: 1, pageSize: 20 }),
    );
    statements.push({ name: 'back-office queue brand 1 status 1, page 1', statement: opened! });
    statements.push({ name: 'back-office queue brand 1 status 1, total', statement: openedTotal! });

    const summaries: PlanSummary[] = [];
    for (const { name, statement } of statements) {
      await explain(client, name, statement); // warm the cache once: the second run is the one reported
      const summary = await explain(client, name, statement);
      summaries.push(summary);
      console.log(`\n### ${name}\n\n${statement.query}\n\n${summary.plan}`);
    }
    summaries.push(await explainOrdersAsPrepared(client, statements[0]!.statement));
    await client.query('rollback');
    console.log('\n| query | scans | execution ms | seq scan on a big table |\n|---|---|---:|---|');
    for (const s of summaries) {
      console.log(
        `| ${s.name} | ${s.scans.join('; ')} | ${s.executionMs.toFixed(2)} | ${s.seqScans.join('; ') || 'none'} |`,
      );
    }
    return summaries;
  } finally {
    client.release();
    await pool.end();
  }
}

/** A session for Ana (the demo customer: 17 lines) at brand 1, the brand 127.0.0.1 serves; returns its cookie. */
async function anaSession(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sessionId = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (id_hash, consumer_id, brand_id, login_identity, created_at, expires_at)
       select $1, id, 1, email, now(), now() + interval '1 day' from consumers where email = $2`,
      [hashSessionId(sessionId), DEMO.ana.email],
    );
    return `${SESSION_COOKIE}=${sessionId}`;
  } finally {
    await client.end();
  }
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

async function load(url: string, cookie: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      latencies.push(responseTime);
    });
    setTimeout(() => instance.stop(), seconds * 1000);
  });
  return latencies;
}

/**
 * Issue 15: Ana's orders call (POST /api/returns/orders, the whole API in a child each) on the scale database against
 * the same call on a demo-only database, in 2 s slices (10 connections), 6 rounds, after a warm-up, same run.
 */
async function compareOrdersLatency(scaleUrl: string): Promise<void> {
  await withScratchDatabase(async (demoUrl) => {
    await seedScale(demoUrl, 1, true);
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'api-server.ts');
    const children: ChildProcess[] = [];
    try {
      const targets: { label: string; url: string; cookie: string; latencies: number[] }[] = [];
      for (const [label, url] of [
        ['1M lines', scaleUrl],
        ['demo size', demoUrl],
      ] as const) {
        const server = await startChildServer(script, { BENCH_DATABASE_URL: url });
        children.push(server.child);
        const cookie = await anaSession(url);
        targets.push({ label, url: `http://127.0.0.1:${server.port}/api/returns/orders`, cookie, latencies: [] });
      }
      const loadAverage = os.loadavg()[0]!;
      for (const t of targets) await load(t.url, t.cookie, 2);
      // Six rounds, the side that goes first alternating, so neither always follows the other's load. Each round's
      // ratio is kept too: on a machine whose other work comes and goes, the median of those is steadier.
      const roundRatios: number[] = [];
      for (let round = 0; round < 6; round++) {
        const order = round % 2 === 0 ? targets : [...targets].reverse();
        const slices = new Map<string, number[]>();
        for (const t of order) slices.set(t.label, await load(t.url, t.cookie, 2));
        for (const t of targets) t.latencies.push(...slices.get(t.label)!);
        const [scaleSlice, demoSlice] = targets.map((t) => median(slices.get(t.label)!));
        roundRatios.push(scaleSlice! / demoSlice!);
      }
      const p50 = targets.map((t) => median(t.latencies));
      for (const [i, t] of targets.entries()) {
        console.log(`orders call at ${t.label}: p50 ${p50[i]} ms over ${t.latencies.length} answers`);
      }
      console.log(`ratio of each round: ${roundRatios.map((r) => r.toFixed(2)).join(', ')}`);
      console.log(
        `load average at start ${loadAverage.toFixed(1)}; p50 ratio 1M / demo ${(p50[0]! / p50[1]!).toFixed(2)}; ` +
          `median of the rounds' ratios ${median(roundRatios).toFixed(2)}`,
      );
    } finally {
      for (const child of children) await stopChildServer(child);
    }
  });
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1]?.endsWith('scale-explain.ts')) {
  const name = argument('--db');
  const scale = argument('--scale');
  if (scale) {
    // A fresh scale seed on a scratch database, explained, then dropped.
    await withScratchDatabase(async (scratchUrl) => {
      await seedScale(scratchUrl, Number(scale));
      await explainHotQueries(scratchUrl);
    });
  } else {
    if (!name) throw new Error('--db <dbname>: a database seeded by bench/seed-scale.ts --keep (or --scale <n>)');
    const url = new URL(benchBaseUrl());
    url.pathname = `/${name}`;
    if (process.argv.includes('--latency')) await compareOrdersLatency(url.toString());
    else await explainHotQueries(url.toString());
  }
}
