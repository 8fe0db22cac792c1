/**
 * Benchmark of POST /api/returns/protocols/generate/b2c on PostgreSQL (issues 5 and 15): protocols created per second
 * by 16 customers submitting at once, each request with its own Idempotency-Key, against a bare baseline that runs the
 * same transaction's statements through plain `pg` (protocols-servers/create-baseline-server.ts), in the same run.
 *
 *   node --import tsx bench/protocols-create.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh database is made for the
 * run and dropped after it. Both servers run in child processes on 127.0.0.1 with random ports (ours as `npm start`
 * would run it, support/api-server.ts); the 16 customers submit from this process, 10 s per server in alternating
 * slices. The figures are appended to bench/README.md (BENCH_RECORD=0 to skip); BENCH_PROFILE_DIR=<dir> writes a CPU
 * profile of each server. Each server's pool names itself (`application_name`), so the CPU its PostgreSQL backends
 * spent is read too, from /proc, when PostgreSQL runs on this machine.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  BRAND_COMPANY_CODES,
  CONTACT_TYPE,
  ORIGIN,
  PAYMENT_TYPE,
  SESSION_MAX_AGE_SECONDS,
  splitPhone,
} from '@portal/domain';
import { migrateDatabase, openDatabase, type Database } from '../apps/api/src/db/client';
import { consumers, orderLines, orders, protocols, sessions, stockVariants } from '../apps/api/src/db/schema';
import { seedDemoData } from '../apps/api/src/db/seed';
import { seededPolicyUrl } from '../apps/api/src/db/seed/brands';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { hashSessionId, SESSION_COOKIE } from '../apps/api/src/plugins/session';
import { startChildServer, stopChildServer } from './support/child-server';
import { percentile, recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const API_SERVER = path.join(here, 'support', 'api-server.ts');
const BASELINE_SERVER = path.join(here, 'protocols-servers', 'create-baseline-server.ts');

/** 16 by the issue; BENCH_CUSTOMERS changes it for a look at latency without contention (not recorded then). */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 16);
const RECORD = CUSTOMERS === 16;
/** Per server, run as SLICES alternating slices (ours, baseline, baseline, ours…). */
const DURATION_MS = 10_000;
const SLICES = 5;
const WARM_UP_MS = 2_000;
/** Enough lines that no customer runs dry at several hundred protocols per second. */
const ORDERS_PER_CUSTOMER = 150;
const LINES_PER_ORDER = 10;
/** A stuck request fails after this long instead of holding the run. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Brand 1 is served on 127.0.0.1 (ARCHITECTURE §5), the host the load goes to. */
const BRAND_ID = DEMO.brand.correBrasil;
const COMPANY_CODE = 1;
const MS_PER_DAY = 86_400_000;

/** Reason 16 'size did not fit': half the requests ask for a refund, half for a size exchange (which checks stock). */
const REFUND = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E', tamanhoTroca: '' };
const SIZE_EXCHANGE = { motivoCodigo: 16, smotivoCodigo: 161, desejoCodigo: 1, motivoGatilho: 'T' };

interface BenchLine {
  invoiceSeq: number;
  itemSeq: number;
  invoiceNumber: string;
}

interface BenchCustomer {
  index: number;
  consumerId: number;
  cookie: string;
  email: string;
  lines: BenchLine[];
  /** Requests sent so far (both servers): refund and size exchange alternate. */
  sent: number;
}

interface Product {
  code: string;
  model: string;
  name: string;
  colour: string;
  size: string;
  exchangeSize: string;
}

/** A product of the demo catalogue whose next size up has stock, so every size exchange of the run is allowed. */
async function pickProduct(db: Database): Promise<Product> {
  const rows = await db
    .select()
    .from(stockVariants)
    .where(inArray(stockVariants.productCode, [DEMO.products.runningShoe]))
    .orderBy(stockVariants.colourCode, stockVariants.sizeOrder);
  for (const row of rows) {
    const next = rows.find((other) => other.colourCode === row.colourCode && other.sizeOrder === row.sizeOrder + 1);
    if (next && next.stock > 0) {
      const name = (
        await db
          .select({ name: orderLines.productName })
          .from(orderLines)
          .where(inArray(orderLines.productCode, [row.productCode]))
          .limit(1)
      )[0]?.name;
      return {
        code: row.productCode,
        model: row.productModel,
        name: name ?? row.productModel,
        colour: row.colourName,
        size: row.size,
        exchangeSize: next.size,
      };
    }
  }
  throw new Error('no product with stock for a size exchange in the seed');
}

/** 16 customers, each with ORDERS_PER_CUSTOMER credit-card orders delivered two days ago, and a session each. */
async function prepare(
  databaseUrl: string,
  dataDir: string,
): Promise<{ customers: BenchCustomer[]; product: Product }> {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    const now = new Date();
    await seedDemoData(handle.db, { now, dataDir });
    const product = await pickProduct(handle.db);
    const phone = splitPhone(DEMO.ana.phone);
    const customers: BenchCustomer[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const email = `bench.customer${index + 1}@example.com`;
      const [consumer] = await handle.db
        .insert(consumers)
        .values({
          cpf: DEMO.ana.cpf,
          name: `Cliente Bench ${index + 1}`,
          email,
          phone: `55119${String(70000000 + index)}`,
        })
        .returning({ id: consumers.id });
      if (!consumer) throw new Error('consumer insert returned nothing');
      const orderRows = Array.from({ length: ORDERS_PER_CUSTOMER }, (_, orderIndex) => ({
        consumerId: consumer.id,
        companyCode: COMPANY_CODE,
        orderCode: `B${String(index + 1).padStart(2, '0')}${String(orderIndex + 1).padStart(5, '0')}`,
        paymentType: PAYMENT_TYPE.CREDIT_CARD,
        totalCents: 49990 * LINES_PER_ORDER,
        orderedAt: new Date(now.getTime() - 4 * MS_PER_DAY),
        origin: 'eComm',
        cpf: DEMO.ana.cpf,
        customerName: `Cliente Bench ${index + 1}`,
        email,
        phoneDdi: phone.ddi,
        phoneDdd: phone.ddd,
        phoneNumber: phone.number,
        cep: DEMO.ana.cep,
        street: 'Avenida Paulista',
        city: 'São Paulo',
        uf: 'SP',
        streetNumber: String(100 + index),
        complement: null,
        district: 'Bela Vista',
        addressId: `BEND${index + 1}`,
        addressSeq: '1',
      }));
      const inserted = await handle.db
        .insert(orders)
        .values(orderRows)
        .returning({ id: orders.id, orderCode: orders.orderCode });
      const lines: BenchLine[] = [];
      const lineRows = inserted.flatMap((order, orderIndex) => {
        const invoiceSeq = 900000 + index * 10_000 + orderIndex;
        const invoiceNumber = String(700000000 + index * 10_000 + orderIndex);
        return Array.from({ length: LINES_PER_ORDER }, (_, lineIndex) => {
          lines.push({ invoiceSeq, itemSeq: lineIndex + 1, invoiceNumber });
          return {
            orderId: order.id,
            invoiceNumber,
            invoiceSeq,
            itemSeq: lineIndex + 1,
            productCode: product.code,
            productName: product.name,
            productModel: product.model,
            gridCode: 'CAL',
            size: product.size,
            colourName: product.colour,
            quantity: 1,
            grossCents: 49990,
            deliveredAt: new Date(now.getTime() - 2 * MS_PER_DAY),
            imageUrl: '/images/bench.jpg',
            tracking: null,
            isReinvoice: false,
          };
        });
      });
      await handle.db.insert(orderLines).values(lineRows);
      const sessionId = randomBytes(32).toString('base64url');
      await handle.db.insert(sessions).values({
        idHash: hashSessionId(sessionId),
        consumerId: consumer.id,
        brandId: BRAND_ID,
        loginIdentity: email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      });
      customers.push({
        index,
        consumerId: consumer.id,
        cookie: `${SESSION_COOKIE}=${sessionId}`,
        email,
        lines,
        sent: 0,
      });
    }
    await handle.db.execute(sql`analyze`);
    return { customers, product };
  } finally {
    await handle.close();
  }
}

function body(customer: BenchCustomer, line: BenchLine, product: Product, exchange: boolean) {
  const phone = splitPhone(DEMO.ana.phone);
  const choice = exchange ? { ...SIZE_EXCHANGE, tamanhoTroca: product.exchangeSize } : REFUND;
  return JSON.stringify({
    origem: ORIGIN.ECOM,
    marcaCodigo: BRAND_ID,
    nomeCliente: `Cliente Bench ${customer.index + 1}`,
    cpfCliente: DEMO.ana.cpf,
    emailCliente: customer.email,
    telefoneCliente: phone.number,
    dddCliente: phone.ddd,
    ddiCliente: phone.ddi,
    cepCliente: DEMO.ana.cep,
    enderecoCliente: 'Avenida Paulista',
    numeroEndrCliente: String(100 + customer.index),
    bairroCliente: 'Bela Vista',
    cidadeCliente: 'São Paulo',
    UFCliente: 'SP',
    complementoEndrCliente: '',
    tipo_contato: CONTACT_TYPE.ECOMM,
    // The terms accepted, naming the brand's policy link (R9, ADR 0074): the API records the consent.
    termosAceitos: true,
    termosLink: seededPolicyUrl(BRAND_ID),
    cli_enddes: `BEND${customer.index + 1}`,
    cli_endseqdes: '1',
    items: [
      {
        itemDevolucao: 1,
        produtoCodigo: product.code,
        produtoNome: product.name,
        produtoCor: product.colour,
        produtoValor: 49990,
        motivoNome: 'Tamanho não serviu',
        desejoNome: exchange ? 'Mesmo produto em outro tamanho' : 'Devolução do valor pago',
        gradeCodigo: 'CAL',
        gradeTamanho: product.size,
        empresaCodigo: COMPANY_CODE,
        filialCodigo: 1,
        sequenciaFat: line.invoiceSeq,
        itemFatSequencia: line.itemSeq,
        numeroNF: line.invoiceNumber,
        quantidadeNF: 1,
        qtdDevolucao: 1,
        observacao: '',
        prt_valor_bonus: 0,
        prt_sit_bonus: 'N',
        motivooperador: 'N',
        ...choice,
      },
    ],
  });
}

interface Sample {
  ms: number;
  status: number;
}

/** One customer submitting one protocol after another until `until`, each with a fresh Idempotency-Key. */
async function customerLoop(url: string, customer: BenchCustomer, product: Product, until: number, samples: Sample[]) {
  while (Date.now() < until) {
    const line = customer.lines.shift();
    if (!line) throw new Error(`customer ${customer.index + 1} ran out of order lines: raise ORDERS_PER_CUSTOMER`);
    // Refund and size exchange alternate per customer across both servers.
    customer.sent += 1;
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customer.cookie, 'idempotency-key': randomUUID() },
        body: body(customer, line, product, customer.sent % 2 === 1),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      const text = await response.text();
      if (status !== 200 && samples.filter((sample) => sample.status !== 200).length < 3) {
        console.error(`customer ${customer.index + 1}: ${status} ${text}`);
      }
    } catch (error) {
      console.error(`customer ${customer.index + 1}: ${(error as Error).message}`);
    }
    samples.push({ ms: performance.now() - started, status });
  }
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve(usage.user + usage.system));
    child.send('cpu');
  });
}

/**
 * CPU of the PostgreSQL backends of the connections named `applicationName`, in µs since each started, by pid; null
 * when PostgreSQL is not a process of this machine. Read from /proc/<pid>/schedstat, the scheduler's own count of time
 * on a CPU in ns (/proc/<pid>/stat's utime and stime count whole 10 ms ticks). The machine's two cores are shared by
 * the client, the server and PostgreSQL, so what a protocol costs PostgreSQL counts as much as what it costs the server.
 */
async function backendCpu(monitor: pg.Client, applicationName: string): Promise<Map<number, number> | null> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [applicationName],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    let comm: string;
    let schedstat: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      schedstat = readFileSync(`/proc/${pid}/schedstat`, 'utf8');
    } catch {
      continue; // gone since the query, or not on this machine
    }
    if (comm !== 'postgres') return null;
    cpu.set(pid, Number(schedstat.split(' ')[0]) / 1000);
  }
  return rows.length > 0 && cpu.size === 0 ? null : cpu;
}

/** CPU the backends spent between two readings; a backend opened in between counts from its start. */
function backendCpuBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let micros = 0;
  for (const [pid, cpu] of after) micros += cpu - (before.get(pid) ?? 0);
  return micros;
}

function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

interface Side {
  label: string;
  /** The `application_name` of its pool's connections. */
  applicationName: string;
  url: string;
  child: ChildProcess;
  samples: Sample[];
  seconds: number;
  cpuMicros: number;
  /** CPU of its PostgreSQL backends over its slices; null when it cannot be read. */
  postgresMicros: number | null;
  /** 200s of the warm-up, which also stored protocols. */
  warmUpOk: number;
}

/** All customers submit to one server for `durationMs`; counted in the side's tally unless it is the warm-up. */
async function slice(
  side: Side,
  monitor: pg.Client,
  customers: BenchCustomer[],
  product: Product,
  durationMs: number,
  warmUp = false,
) {
  const samples: Sample[] = [];
  const postgresBefore = await backendCpu(monitor, side.applicationName);
  const cpuBefore = await cpuOf(side.child);
  const started = performance.now();
  const until = Date.now() + durationMs;
  await Promise.all(customers.map((customer) => customerLoop(side.url, customer, product, until, samples)));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuOf(side.child);
  const postgres = backendCpuBetween(postgresBefore, await backendCpu(monitor, side.applicationName));
  if (warmUp) {
    side.warmUpOk += samples.filter((sample) => sample.status === 200).length;
    return;
  }
  side.samples.push(...samples);
  side.seconds += seconds;
  side.cpuMicros += cpuAfter - cpuBefore;
  side.postgresMicros = side.postgresMicros === null || postgres === null ? null : side.postgresMicros + postgres;
}

const RUNS_MARKER = '<!-- protocols-create: new runs are inserted above this line -->';

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const children: ChildProcess[] = [];
  const monitor = new pg.Client({ connectionString: databaseUrl });
  try {
    const { customers, product } = await prepare(databaseUrl, dataDir);
    await monitor.connect();
    const ours = await startChildServer(API_SERVER, {
      BENCH_DATABASE_URL: withApplicationName(databaseUrl, 'bench-ours'),
    });
    children.push(ours.child);
    const sessionsOf = Object.fromEntries(
      customers.map((customer) => [customer.cookie.slice(SESSION_COOKIE.length + 1), customer.consumerId]),
    );
    const baseline = await startChildServer(BASELINE_SERVER, {
      BENCH_DATABASE_URL: withApplicationName(databaseUrl, 'bench-baseline'),
      BENCH_BRAND_ID: String(BRAND_ID),
      BENCH_COMPANY_CODES: (BRAND_COMPANY_CODES[BRAND_ID] ?? [COMPANY_CODE]).join(','),
      BENCH_SESSIONS: JSON.stringify(sessionsOf),
    });
    children.push(baseline.child);
    const path_ = '/api/returns/protocols/generate/b2c';
    const sides: Side[] = [
      {
        label: 'ours (full API)',
        applicationName: 'bench-ours',
        url: `http://127.0.0.1:${ours.port}${path_}`,
        child: ours.child,
      },
      {
        label: 'baseline (bare pg)',
        applicationName: 'bench-baseline',
        url: `http://127.0.0.1:${baseline.port}${path_}`,
        child: baseline.child,
      },
    ].map((side) => ({ ...side, samples: [], seconds: 0, cpuMicros: 0, postgresMicros: 0, warmUpOk: 0 }));
    console.log(
      `${CUSTOMERS} customers, ${customers[0]!.lines.length} lines each; product ${product.code} ${product.colour} ${product.size} -> ${product.exchangeSize}`,
    );

    const load = os.loadavg()[0] ?? 0;
    for (const side of sides) await slice(side, monitor, customers, product, WARM_UP_MS, true);
    // The seed was analyzed with a handful of protocols; the warm-ups wrote a thousand or more. Statistics that fit the
    // tables again, as autovacuum keeps them in production: else the generic plans each pool's connections settled on
    // in their first seconds (sequential scans of protocols and protocol_items, tiny then) run for the whole
    // measurement while those tables grow to thousands of rows (ours' open-protocol check, the one statement of either
    // server that reads them: 3.6 ms of PostgreSQL CPU per protocol instead of 1.7). ANALYZE invalidates those plans.
    await monitor.query('analyze');
    // Alternating slices, the side that goes first alternating each round: a burst of other work on the machine hits
    // both alike.
    for (let round = 0; round < SLICES; round += 1) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) await slice(side, monitor, customers, product, DURATION_MS / SLICES);
    }

    // Every 200 is a stored protocol and nothing else was stored.
    const check = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
    try {
      const ids = customers.map((customer) => customer.consumerId);
      const stored = await check.db
        .select({ id: protocols.id })
        .from(protocols)
        .where(inArray(protocols.consumerId, ids));
      const expected = sides.reduce(
        (sum, side) => sum + side.warmUpOk + side.samples.filter((sample) => sample.status === 200).length,
        0,
      );
      if (stored.length !== expected)
        throw new Error(`${stored.length} protocols stored for ${expected} successful answers`);
    } finally {
      await check.close();
    }

    const figures = sides.map((side) => {
      const ok = side.samples.filter((sample) => sample.status === 200).length;
      const latencies = side.samples.map((sample) => sample.ms).sort((a, b) => a - b);
      return {
        label: side.label,
        perSecond: ok / side.seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        cpu: side.cpuMicros / 1000 / Math.max(1, side.samples.length),
        postgresCpu:
          side.postgresMicros === null ? null : side.postgresMicros / 1000 / Math.max(1, side.samples.length),
        requests: side.samples.length,
        errors: side.samples.length - ok,
      };
    });
    const [mine, bare] = figures as [(typeof figures)[number], (typeof figures)[number]];
    const ratio = mine.perSecond / bare.perSecond;
    console.log(
      `\n${os.cpus().length} cores, Node ${process.version}, load ${load.toFixed(1)}; ${CUSTOMERS} concurrent customers, ` +
        `${DURATION_MS / 1000} s per server in ${SLICES} alternating slices`,
    );
    const postgresCell = (cpu: number | null) => (cpu === null ? '–' : cpu.toFixed(2));
    console.log(
      '| server | protocols/s | p50 ms | p99 ms | server CPU ms/protocol | PostgreSQL CPU ms/protocol | requests | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of figures) {
      console.log(
        `| ${m.label} | ${m.perSecond.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.cpu.toFixed(2)} | ` +
          `${postgresCell(m.postgresCpu)} | ${m.requests} | ${m.errors} |`,
      );
    }
    console.log(`\nratio ours/baseline: ${ratio.toFixed(2)}`);
    const errors = mine.errors + bare.errors;
    if (RECORD && process.env.BENCH_RECORD !== '0')
      recordRun(
        RUNS_MARKER,
        `| ${runCells()} | ${load.toFixed(1)} | ${mine.perSecond.toFixed(0)} | ${mine.p50.toFixed(1)} | ${mine.p99.toFixed(1)} | ` +
          `${mine.cpu.toFixed(2)} | ${postgresCell(mine.postgresCpu)} | ${bare.perSecond.toFixed(0)} | ` +
          `${bare.p50.toFixed(1)} | ${bare.p99.toFixed(1)} | ${bare.cpu.toFixed(2)} | ${postgresCell(bare.postgresCpu)} | ` +
          `**${ratio.toFixed(2)}** | ${errors} |`,
      );
    process.exitCode = errors === 0 ? 0 : 1;
  } finally {
    await monitor.end().catch(() => undefined);
    await Promise.all(children.map(stopChildServer));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

withScratchDatabase(measure).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
