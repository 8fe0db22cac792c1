/**
 * The scale seed (issue 15, 'Performance at scale'): the demo data plus, at --scale 1, 100,000 customers over the
 * three brands, 1,000,000 order lines (500,000 orders), 200,000 protocols with an item, history and timeline, 1,000,000
 * wallet movements, each table filled by ONE set-based statement inside PostgreSQL (insert … select … from
 * generate_series), then ANALYZE. Row-by-row inserts from Node would take hours at this size.
 *
 *   node --import tsx bench/seed-scale.ts [--scale 0.01] [--keep <dbname>]
 *
 * Without --keep a scratch database is made and dropped after the run; with --keep <dbname> the database is created
 * under that name (dropped first if it exists) and left for later runs (bench/scale-explain.ts --db <dbname>): drop it
 * yourself afterwards. The hot queries' plans on freshly seeded data: bench/scale-explain.ts --scale <n> (it imports
 * this file; this one never imports it, issue 47: no cycles).
 *
 * The wallet ledger (ADR 0020) is respected: its trigger refuses only UPDATE, DELETE and TRUNCATE, so inserting is
 * allowed. Every movement is a money credit (V, kind 'voucher', no original payment type: the 'other' bucket), values
 * positive, each row's balance_cents the running sum in (moved_at, id) order (ids are given in that order), and each
 * account's balance and other_cents equal the sum of its movements (checked at the end of the run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { benchBaseUrl, withScratchDatabase } from './support/scratch-database';

export interface ScaleSizes {
  customers: number;
  orderLines: number;
  protocols: number;
  movements: number;
}

export function sizesAt(scale: number): ScaleSizes {
  const at = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const customers = at(100_000, 30);
  return {
    customers,
    // Whole numbers per customer, so every customer has the same shape (2 lines an order, 5 orders, 2 protocols…).
    orderLines: Math.round(at(1_000_000, 300) / (2 * customers)) * 2 * customers,
    protocols: Math.round(at(200_000, 60) / customers) * customers,
    movements: Math.round(at(1_000_000, 300) / customers) * customers,
  };
}

export interface StepTiming {
  step: string;
  rows: number;
  seconds: number;
}

/** The statements, in order. `$1` is the first new customer's id (ids of one insert are consecutive here). */
function steps(s: ScaleSizes): { step: string; statement: string }[] {
  const perCustomerOrders = s.orderLines / 2 / s.customers;
  const perCustomerProtocols = s.protocols / s.customers;
  const perAccountMovements = s.movements / s.customers;
  // Customer i's brand is the (1 + i % 3)th of the demo's three (ids 1, 2 and 4); the order's company is the brand's first company code.
  const company = `(select min(company_code) from brand_companies where brand_id = (array[1, 2, 4])[1 + c.id % 3])`;
  return [
    {
      step: 'customers',
      statement: `insert into consumers (cpf, name, email, phone, created_at)
        select lpad(n::text, 11, '9'), 'Cliente Escala ' || n, 'scale' || n || '@bench.invalid',
          '5500' || lpad(n::text, 9, '0'), now() - interval '400 days'
        from generate_series(1, ${s.customers}) n order by n`,
    },
    {
      step: 'orders',
      statement: `insert into orders (consumer_id, company_code, order_code, payment_type, total_cents, ordered_at, origin,
          cpf, customer_name, email, phone_ddi, phone_ddd, phone_number, cep, street, city, uf, street_number, district)
        select c.id, ${company}, 'SC' || c.id || '-' || k, case when k % 2 = 0 then 6 else 11 end, 25980,
          now() - (k * 7 + c.id % 5) * interval '1 day', 'eComm', c.cpf, c.name, c.email, '55', '11',
          right(c.phone, 9), '01310100', 'Avenida Paulista', 'São Paulo', 'SP', '1000', 'Bela Vista'
        from consumers c, generate_series(1, ${perCustomerOrders}) k
        where c.id >= $1 order by c.id, k`,
    },
    {
      step: 'order lines',
      statement: `insert into order_lines (order_id, invoice_number, invoice_seq, item_seq, product_code, product_name,
          product_model, grid_code, size, colour_name, quantity, gross_cents, delivered_at, image_url, tracking)
        select o.id, lpad((o.id % 1000000)::text, 9, '0'), 1, k, 'SCP' || (o.id % 500), 'Tênis Escala ' || (o.id % 500),
          'SCM' || (o.id % 500), 'G1', (36 + k)::text, 'Preto', 1, 12990,
          case when o.id % 10 = 0 then null else o.ordered_at + interval '3 days' end,
          'https://img.bench.invalid/' || (o.id % 500) || '.jpg', 'BR' || o.id
        from orders o, generate_series(1, 2) k
        where o.consumer_id >= $1 order by o.id, k`,
    },
    {
      // Copies of a demo protocol (a valid reason, desire and snapshot), each at its customer's brand, statuses mixed.
      step: 'protocols',
      statement: `insert into protocols (brand_id, consumer_id, status_id, reason_id, desire_id, trigger, contact_type,
          origin, invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd, phone_number, cep,
          street, street_number, complement, district, city, uf, language, created_at)
        select (array[1, 2, 4])[1 + c.id % 3], c.id, (array[1, 2, 3, 11, 10])[1 + (c.id + k) % 5], p.reason_id, p.desire_id, p.trigger,
          p.contact_type, p.origin, p.invoice_number, p.original_order_code, c.cpf, c.name, c.email, '55', '11',
          right(c.phone, 9), p.cep, p.street, p.street_number, p.complement, p.district, p.city, p.uf, 'pt',
          now() - (k * 11 + c.id % 7) * interval '1 day' - c.id * interval '1 second'
        from protocols p, consumers c, generate_series(1, ${perCustomerProtocols}) k
        where p.id = ${DEMO.protocols.opened} and c.id >= $1 order by c.id, k`,
    },
    {
      // One item a protocol, on the first line of the customer's k-th order (a hash join; a per-row lookup took minutes): the orders list's open-protocol EXISTS
      // then meets a protocol_items table as big as the protocols, as in production.
      step: 'protocol items',
      statement: `insert into protocol_items (protocol_id, order_line_id, position, product_code, product_name,
          colour_name, grid_code, size, quantity, unit_cents, reason_id, desire_id, trigger, company_code, branch_code,
          invoice_seq, item_seq, invoice_number)
        select p.id, l.id, 1, l.product_code, l.product_name, l.colour_name, l.grid_code, l.size, 1, l.gross_cents,
          p.reason_id, p.desire_id, p.trigger, l.company_code, l.branch_code, l.invoice_seq, l.item_seq, l.invoice_number
        from (select *, row_number() over (partition by consumer_id order by id) as r
              from protocols where consumer_id >= $1) p
        join (select l.*, o.consumer_id, o.company_code, o.branch_code,
                row_number() over (partition by o.consumer_id order by l.id) as r
              from orders o join order_lines l on l.order_id = o.id
              where o.consumer_id >= $1 and l.item_seq = 1) l on l.consumer_id = p.consumer_id and l.r = p.r
        order by p.id`,
    },
    {
      // The opening entry of every protocol, and its current status when it has moved on.
      step: 'protocol history',
      statement: `insert into protocol_history (protocol_id, status_id, happened_at, note, source)
        select p.id, s.status_id, p.created_at + s.after, s.note, s.source
        from protocols p cross join lateral (values
            (1, interval '0', 'Protocolo aberto pelo portal do cliente.', 'portal'),
            (p.status_id, interval '2 days', null, 'operator')) s(status_id, after, note, source)
        where p.consumer_id >= $1 and (s.after = interval '0' or p.status_id <> 1)
        order by p.id, s.after`,
    },
    {
      // The future steps of a protocol still open (statuses 10 and 11 are final here: no timeline).
      step: 'protocol timeline',
      statement: `insert into protocol_timeline (protocol_id, position, status_id)
        select p.id, k, (array[2, 3, 4])[k]
        from protocols p, generate_series(1, 3) k
        where p.consumer_id >= $1 and p.status_id not in (10, 11)`,
    },
    {
      // Credits of 10.00 a day apart, oldest first, so ids follow (moved_at, id) and balance is the running sum.
      step: 'wallet movements',
      statement: `insert into wallet_movements (consumer_id, brand_id, moved_at, description, description_texts,
          operation, entry_type, kind, value_cents, balance_cents)
        select c.id, (array[1, 2, 4])[1 + c.id % 3], now() - (${perAccountMovements} - k) * interval '1 day' - c.id * interval '1 ms',
          'Crédito de vale-troca', '{"pt":"Crédito de vale-troca","en":"Exchange voucher credit","es":"Crédito de vale de cambio"}',
          'Credit', 'V', 'voucher', 1000, 1000 * k
        from consumers c, generate_series(1, ${perAccountMovements}) k
        where c.id >= $1 order by c.id, k`,
    },
    {
      step: 'wallet accounts',
      statement: `insert into wallet_accounts (consumer_id, brand_id, balance_cents, card_cents, pix_cents, other_cents)
        select consumer_id, brand_id, sum(value_cents), 0, 0, sum(value_cents)
        from wallet_movements where consumer_id >= $1 group by consumer_id, brand_id`,
    },
  ];
}

/** Migrates and fills an empty database (only the demo data with `demoOnly`); returns each step's time and rows. */
export async function seedScale(databaseUrl: string, scale: number, demoOnly = false): Promise<StepTiming[]> {
  const sizes = sizesAt(scale);
  const timings: StepTiming[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { now: new Date(), dataDir });
    await handle.db.execute(sql`select 1`);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  timings.push({ step: 'migrate + demo seed', rows: 0, seconds: (performance.now() - started) / 1000 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await client.query<{ next: number }>('select coalesce(max(id), 0) + 1 as next from consumers');
    const firstId = Number(before.rows[0]!.next);
    for (const { step, statement } of demoOnly ? [] : steps(sizes)) {
      const t0 = performance.now();
      const result = await client.query(statement, statement.includes('$1') ? [firstId] : []);
      timings.push({ step, rows: result.rowCount ?? 0, seconds: (performance.now() - t0) / 1000 });
      console.log(
        `${step.padEnd(20)} ${String(result.rowCount).padStart(9)} rows ${timings.at(-1)!.seconds.toFixed(1)} s`,
      );
    }
    const t0 = performance.now();
    await client.query('analyze');
    timings.push({ step: 'analyze', rows: 0, seconds: (performance.now() - t0) / 1000 });
    // The ledger rule, checked: each account equals its movements and the last running balance.
    const bad = await client.query(`select count(*)::int as n from wallet_accounts a
      where a.balance_cents <> (select coalesce(sum(value_cents), 0) from wallet_movements m
        where m.consumer_id = a.consumer_id and m.brand_id = a.brand_id and m.operation = 'Credit')
        - (select coalesce(sum(value_cents), 0) from wallet_movements m
        where m.consumer_id = a.consumer_id and m.brand_id = a.brand_id and m.operation = 'Debit')`);
    if (bad.rows[0].n !== 0) throw new Error(`${bad.rows[0].n} wallet accounts disagree with their movements`);
  } finally {
    await client.end();
  }
  return timings;
}

export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = ['consumers', 'orders', 'order_lines', 'protocols', 'protocol_items', 'protocol_history'];
    const counts: Record<string, number> = {};
    for (const table of [...tables, 'protocol_timeline', 'wallet_movements', 'wallet_accounts']) {
      counts[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

export async function withKeptDatabase<T>(name: string, work: (url: string) => Promise<T>): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--keep takes a plain database name, not '${name}'`);
  const admin = new pg.Client({ connectionString: benchBaseUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(benchBaseUrl());
  url.pathname = `/${name}`;
  return work(url.toString());
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const scale = Number(argument('--scale') ?? '1');
  if (!(scale > 0)) throw new Error('--scale takes a positive number');
  const keep = argument('--keep');
  if (process.argv.includes('--explain'))
    throw new Error('--explain moved: node --import tsx bench/scale-explain.ts --scale <n>');
  const run = async (databaseUrl: string) => {
    console.log(`scale ${scale}: ${JSON.stringify(sizesAt(scale))}; load average ${os.loadavg()[0]!.toFixed(1)}`);
    const total0 = performance.now();
    const timings = await seedScale(databaseUrl, scale);
    const total = (performance.now() - total0) / 1000;
    console.log('\n| step | rows | seconds |\n|---|---:|---:|');
    for (const t of timings) console.log(`| ${t.step} | ${t.rows.toLocaleString('en')} | ${t.seconds.toFixed(1)} |`);
    console.log(`| total | | ${total.toFixed(1)} |\n`);
    console.log(await tableCounts(databaseUrl));
  };
  if (keep) await withKeptDatabase(keep, run);
  else await withScratchDatabase(run);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
