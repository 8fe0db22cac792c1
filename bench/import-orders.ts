/**
 * The first load at scale (issue 25, ADR 0042): N order lines in the scale seed's shape (2 lines an order, 5 orders a
 * customer; apps/api/src/modules/integration/cli/generate-orders.ts) imported on PostgreSQL through the import's own
 * code (runImport: parse, validate, one transaction per order), beside a bare COPY of the same rows into the same
 * tables (consumers, orders, order_lines) in the same run, on a scratch database. Not part of `npm test`.
 *
 *   node --import tsx bench/import-orders.ts [--lines 1000000] [--concurrency 4] [--call-every-ms 25]
 *
 * Reports rows/s of both, their ratio (target ≥ 0.3), the import's wall time (target: the million under 3 minutes on a
 * quiet machine) and the import's peak RSS (target < 300 MB; sampled every 250 ms in this process, which only runs
 * the import while it is measured; worker threads included) and its CPU time (process.cpuUsage: main thread and
 * workers; the API and PostgreSQL are other processes). The parsing workers run at the CLI's nice value; this
 * process's main thread does not, as it also times the orders calls. Records a row in bench/README.md.
 */
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { generatedRow, LINES_PER_ORDER, writeOrdersCsv } from '../apps/api/src/modules/integration/cli/generate-orders';
import { runImport } from '../apps/api/src/modules/integration/cli/run-import';
import { startChildServer, stopChildServer } from './support/child-server';
import { demoCustomerDatabase } from './support/demo-customer';
import { percentile, recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

const csvField = (value: string | number | null) =>
  value === null ? '' : /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** The COPY files of the same rows: ids from `base`, so they never meet the seed's. */
async function writeCopyFiles(dir: string, lines: number, base: number) {
  const files = {
    consumers: path.join(dir, 'copy-consumers.csv'),
    orders: path.join(dir, 'copy-orders.csv'),
    lines: path.join(dir, 'copy-lines.csv'),
  };
  const streams = Object.fromEntries(
    Object.entries(files).map(([key, file]) => [key, createWriteStream(file)]),
  ) as Record<keyof typeof files, ReturnType<typeof createWriteStream>>;
  const write = async (stream: ReturnType<typeof createWriteStream>, fields: (string | number | null)[]) => {
    if (!stream.write(`${fields.map(csvField).join(',')}\n`)) await once(stream, 'drain');
  };
  const seenCustomers = new Set<string>();
  for (let n = 0; n < lines; n += 1) {
    const row = generatedRow(n, 1, 'COPY-');
    const order = Math.floor(n / LINES_PER_ORDER);
    const customerId = base + Number(row.customerName.split(' ').pop());
    if (!seenCustomers.has(row.customerCpf)) {
      seenCustomers.add(row.customerCpf);
      await write(streams.consumers, [
        customerId,
        row.customerCpf,
        row.customerName,
        row.customerEmail,
        `55${row.customerPhone}`,
      ]);
    }
    if (n % LINES_PER_ORDER === 0) {
      await write(streams.orders, [
        base + order,
        customerId,
        1,
        1,
        row.orderId,
        Number(row.paymentType),
        Number(row.totalCents),
        row.placedAt,
        row.origin,
        'false',
        row.customerCpf,
        row.customerName,
        row.customerEmail,
        '55',
        '11',
        row.customerPhone.slice(2),
        row.addressCep,
        row.addressStreet,
        row.addressCity,
        row.addressUf,
        row.addressNumber,
        null,
        row.addressDistrict,
      ]);
    }
    await write(streams.lines, [
      base + n,
      base + order,
      row.invoiceNumber,
      1,
      Number(row.itemSeq),
      row.productCode,
      row.productName,
      row.model,
      row.sizeCode,
      row.size,
      row.colour,
      1,
      Number(row.unitPriceCents),
      row.deliveredAt || null,
      row.imageUrl,
      row.trackingCode,
      'false',
    ]);
  }
  await Promise.all(
    Object.values(streams).map(async (stream) => {
      stream.end();
      await once(stream, 'finish');
    }),
  );
  return { files, customers: seenCustomers.size };
}

async function bareCopy(url: string, files: { consumers: string; orders: string; lines: string }): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    await client.query(`copy consumers (id, cpf, name, email, phone) from '${files.consumers}' csv`);
    await client.query(`copy orders (id, consumer_id, company_code, branch_code, order_code, payment_type, total_cents, ordered_at,
      origin, is_marketplace, cpf, customer_name, email, phone_ddi, phone_ddd, phone_number, cep, street, city, uf, street_number,
      complement, district) from '${files.orders}' csv`);
    await client.query(`copy order_lines (id, order_id, invoice_number, invoice_seq, item_seq, product_code, product_name,
      product_model, grid_code, size, colour_name, quantity, gross_cents, delivered_at, image_url, tracking, is_reinvoice)
      from '${files.lines}' csv`);
    await client.query('commit');
    const seconds = (performance.now() - started) / 1000;
    // Gone again, so the import below writes into the same tables as they were.
    await client.query(
      `delete from order_lines where order_id in (select id from orders where order_code like 'COPY-%')`,
    );
    await client.query(`delete from orders where order_code like 'COPY-%'`);
    await client.query(`delete from consumers where email like 'copy-cliente%'`);
    // Vacuumed now, untimed: otherwise autovacuum would clean the COPY's dead rows while the import is timed.
    await client.query('vacuum analyze consumers, orders, order_lines');
    return seconds;
  } finally {
    await client.end();
  }
}

const API_SERVER = new URL('./support/api-server.ts', import.meta.url).pathname;

/**
 * Latencies (ms) of Ana's orders call while `keepGoing` says so (at least `min`), one call started every `everyMs`
 * (a shopper's pace; back-to-back calls would keep one of the machine's cores busy with the API during the import
 * but not during the COPY it is compared with).
 */
async function ordersCallLatencies(
  port: number,
  cookie: string,
  min: number,
  everyMs: number,
  keepGoing: () => boolean,
) {
  const samples: number[] = [];
  while (samples.length < min || keepGoing()) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/returns/orders`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the orders call answered ${response.status}`);
    samples.push(performance.now() - started);
    const rest = everyMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return samples.sort((a, b) => a - b);
}

async function main() {
  const lines = option('lines', 1_000_000);
  const concurrency = option('concurrency', 4);
  const callEveryMs = option('call-every-ms', 25);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-import-bench-'));
  // The server process reads the COPY files itself (server-side COPY, same machine): the folder must be readable.
  chmodSync(dir, 0o755);
  try {
    await withScratchDatabase(async (url) => {
      const database = await openDatabase({ databaseUrl: url, dataDir: dir, poolSize: concurrency + 1 });
      try {
        // Migrated and seeded, with a session for the demo customer Ana whose orders call is timed.
        const ana = await demoCustomerDatabase(url, dir, 1, async () => {});
        const server = await startChildServer(API_SERVER, { BENCH_DATABASE_URL: url });
        try {
          const file = path.join(dir, 'orders.csv');
          const generated = await writeOrdersCsv(file, lines);
          const copy = await writeCopyFiles(dir, lines, 10_000_000);
          const copySeconds = await bareCopy(url, copy.files);
          // Said at once, so a run stopped during the import (bounded runs) still has its COPY figure.
          console.error(`bare COPY: ${copySeconds.toFixed(1)} s, ${Math.round(lines / copySeconds)} rows/s`);

          let peakRss = process.memoryUsage().rss;
          const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
          const before = await ordersCallLatencies(server.port, ana.cookie, 100, callEveryMs, () => false);
          let importing = true;
          const during = ordersCallLatencies(server.port, ana.cookie, 20, callEveryMs, () => importing);
          const cpuBefore = process.cpuUsage();
          const summary = await runImport({
            db: database.db,
            brandId: 1,
            kind: 'orders',
            format: 'csv',
            file,
            batchSize: 500,
            concurrency,
            now: () => new Date(),
            reportEveryMs: 5000,
            report: (line) => console.error(line),
            niceness: 10,
          });
          const cpu = process.cpuUsage(cpuBefore);
          const cpuSeconds = (cpu.user + cpu.system) / 1e6;
          clearInterval(sampler);
          importing = false;
          const duringImport = await during;
          const p50Before = percentile(before, 50);
          const p50During = percentile(duringImport, 50);
          if (summary.rows !== lines || (summary.outcomes.created ?? 0) !== generated.orders) {
            throw new Error(`the import did not create every order: ${JSON.stringify(summary)}`);
          }
          const importRate = lines / summary.seconds;
          const copyRate = lines / copySeconds;
          const ratio = importRate / copyRate;
          console.log(
            `${lines} lines (${generated.orders} orders, ${generated.customers} customers): import ${summary.seconds.toFixed(1)} s ` +
              `(${Math.round(importRate)} rows/s, CPU ${cpuSeconds.toFixed(1)} s), bare COPY ${copySeconds.toFixed(1)} s (${Math.round(copyRate)} rows/s), ` +
              `ratio ${ratio.toFixed(3)}, peak RSS ${Math.round(peakRss / 1024 / 1024)} MB, orders call p50 ` +
              `${p50Before.toFixed(1)} ms before / ${p50During.toFixed(1)} ms during (${duringImport.length} calls), ` +
              `load average ${os.loadavg()[0]!.toFixed(1)}`,
          );
          recordRun(
            '<!-- import-orders: new runs are inserted above this line -->',
            `| ${runCells()} | ${lines} | ${concurrency} | ${summary.seconds.toFixed(1)} s, ${Math.round(importRate)} rows/s, ` +
              `CPU ${cpuSeconds.toFixed(1)} s | ` +
              `${copySeconds.toFixed(1)} s, ${Math.round(copyRate)} rows/s | ${ratio.toFixed(3)} | ${Math.round(peakRss / 1024 / 1024)} MB | ` +
              `${p50Before.toFixed(1)} / ${p50During.toFixed(1)} ms | ` +
              `${os.loadavg()[0]!.toFixed(1)} |`,
          );
        } finally {
          await stopChildServer(server.child);
        }
      } finally {
        await database.close();
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
