/**
 * The first load at scale (issue 25, ADR 0042): N order lines in the scale seed's shape (2 lines an order, 5 orders a
 * customer; apps/api/src/modules/integration/cli/generate-orders.ts) imported on PostgreSQL by the import command
 * itself (`npm run import`'s script in a child process: parsing workers, one set-based transaction per batch of 500;
 * ADR 0054, 0058), beside a bare COPY of the same rows into the same tables (consumers, orders, order_lines) of a twin
 * scratch database in the same run. Not part of `npm test`.
 *
 *   node --import tsx bench/import-orders.ts [--lines 1000000] [--concurrency 4] [--call-every-ms 25]
 *
 * Reports rows/s of both, their ratio (target ≥ 0.3), the import's time (the command's own, from its last line; target:
 * the million under 3 minutes on a quiet machine), the import process's peak RSS (target < 300 MB) and CPU time, from
 * /usr/bin/time (the process's high-water mark, worker threads included; the API and PostgreSQL are other
 * processes). Records a row in bench/README.md ('import-orders' marker; not with BENCH_RECORD=0).
 */
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generatedRow, LINES_PER_ORDER, writeOrdersCsv } from '../apps/api/src/modules/integration/cli/generate-orders';
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
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

const API_SERVER = new URL('./support/api-server.ts', import.meta.url).pathname;
const IMPORT_COMMAND = new URL('../apps/api/src/modules/integration/cli/import.ts', import.meta.url).pathname;

interface CommandRun {
  seconds: number;
  created: number;
  rows: number;
  cpuSeconds: number;
  peakRssMb: number;
}

/**
 * `npm run import`'s script on the file, under /usr/bin/time (peak RSS and CPU of the process). Its progress lines go
 * on to stderr; its last line gives the rows and seconds, its last progress line the outcomes.
 */
function runImportCommand(
  url: string,
  dir: string,
  file: string,
  concurrency: number,
  onFirstProgress: () => void,
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      '/usr/bin/time',
      [
        '-f',
        'TIME %U %S %M',
        process.execPath,
        '--import',
        'tsx',
        IMPORT_COMMAND,
        '--brand',
        '1',
        '--kind',
        'orders',
        '--concurrency',
        String(concurrency),
        file,
      ],
      { env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'silent' } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (!/\] [\d.]+% [1-9]/.test(stderr) && /\] [\d.]+% [1-9]/.test(stderr + chunk.toString())) onFirstProgress();
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const done = /Imported (\d+) rows .* in ([\d.]+) s/.exec(stderr);
      const created = [...stderr.matchAll(/created (\d+)/g)].pop();
      const time = /TIME ([\d.]+) ([\d.]+) (\d+)/.exec(stderr);
      if (code !== 0 || !done || !time) return reject(new Error(`the import command failed (exit ${code})`));
      resolve({
        rows: Number(done[1]),
        seconds: Number(done[2]),
        created: Number(created?.[1] ?? 0),
        cpuSeconds: Number(time[1]) + Number(time[2]),
        peakRssMb: Number(time[3]) / 1024,
      });
    });
  });
}

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
      // Migrated and seeded, with a session for the demo customer Ana whose orders call is timed.
      const ana = await demoCustomerDatabase(url, dir, 1, async () => {});
      const server = await startChildServer(API_SERVER, { BENCH_DATABASE_URL: url });
      try {
        const file = path.join(dir, 'orders.csv');
        const generated = await writeOrdersCsv(file, lines);
        const copy = await writeCopyFiles(dir, lines, 10_000_000);
        // Into a twin database (same migrations and seed), dropped after: copied into the import's own tables and
        // deleted again, the COPY's million rows left heaps and indexes sized for them and statistics analyzed after
        // the delete, and on a server without autovacuum (this project's CI server) the import's statements were
        // planned for that state: its write took 1.5-2.7 s a batch by 120,000 lines (2026-11-28).
        const timeCopy = () =>
          withScratchDatabase(async (twinUrl) => {
            await demoCustomerDatabase(twinUrl, dir, 1, async () => {});
            return bareCopy(twinUrl, copy.files);
          });
        const copyBefore = await timeCopy();
        // Said at once, so a run stopped during the import (bounded runs) still has its COPY figure.
        console.error(`bare COPY: ${copyBefore.toFixed(1)} s, ${Math.round(lines / copyBefore)} rows/s`);

        const before = await ordersCallLatencies(server.port, ana.cookie, 100, callEveryMs, () => false);
        let importing = true;
        // Timed from the command's first progress line (a batch written), not while it starts.
        let during: Promise<number[]> = Promise.resolve([]);
        const command = await runImportCommand(url, dir, file, concurrency, () => {
          during = ordersCallLatencies(server.port, ana.cookie, 20, callEveryMs, () => importing);
        });
        importing = false;
        const duringImport = await during;
        const p50Before = percentile(before, 50);
        const p50During = percentile(duringImport, 50);
        if (command.rows !== lines || command.created !== generated.orders) {
          throw new Error(`the import did not create every order: ${JSON.stringify(command)}`);
        }
        const importRate = lines / command.seconds;
        // Timed again after the import: this host's speed drifts by up to 40 % within an hour (bench/README.md), so
        // the import is compared with the faster of the two COPYs around it, the ratio least in its favour.
        const copyAfter = await timeCopy();
        console.error(`bare COPY after the import: ${copyAfter.toFixed(1)} s`);
        const copySeconds = Math.min(copyBefore, copyAfter);
        const copyRate = lines / copySeconds;
        const ratio = importRate / copyRate;
        console.log(
          `${lines} lines (${generated.orders} orders, ${generated.customers} customers): import ${command.seconds.toFixed(1)} s ` +
            `(${Math.round(importRate)} rows/s, CPU ${command.cpuSeconds.toFixed(1)} s), bare COPY ${copyBefore.toFixed(1)} s before / ${copyAfter.toFixed(1)} s after (${Math.round(copyRate)} rows/s), ` +
            `ratio ${ratio.toFixed(3)}, peak RSS ${Math.round(command.peakRssMb)} MB, orders call p50 ` +
            `${p50Before.toFixed(1)} ms before / ${p50During.toFixed(1)} ms during (${duringImport.length} calls), ` +
            `load average ${os.loadavg()[0]!.toFixed(1)}`,
        );
        if (process.env.BENCH_RECORD !== '0')
          recordRun(
            '<!-- import-orders: new runs are inserted above this line -->',
            `| ${runCells()} | ${lines} | ${concurrency} | ${command.seconds.toFixed(1)} s, ${Math.round(importRate)} rows/s, ` +
              `CPU ${command.cpuSeconds.toFixed(1)} s | ` +
              `${copySeconds.toFixed(1)} s, ${Math.round(copyRate)} rows/s (faster of ${copyBefore.toFixed(1)} / ${copyAfter.toFixed(1)} s) | ${ratio.toFixed(3)} | ${Math.round(command.peakRssMb)} MB | ` +
              `${p50Before.toFixed(1)} / ${p50During.toFixed(1)} ms | ` +
              `${os.loadavg()[0]!.toFixed(1)} |`,
          );
      } finally {
        await stopChildServer(server.child);
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
