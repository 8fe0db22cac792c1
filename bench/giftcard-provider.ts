/**
 * Benchmark of the wallet as VTEX's gift card provider on PostgreSQL (issue 49, ADR 0092): VTEX's checkout waits on
 * `POST /giftcards/_search` and on a Debit (`POST /giftcards/{id}/transactions`), so both are loaded at 16 concurrent
 * calls, beside the wallet's own total call (GET /api/returns/wallet/b2c/total, the shopper's) in the same run and
 * against the same server: p50/p99 and calls per second of each, with the machine's load average (os.loadavg()).
 *
 *   node --import tsx bench/giftcard-provider.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh database is made for the
 * run and dropped after it. Every Debit has its own requestId (a retry would be answered from the first), of R$ 0,01,
 * so the balance (raised for the run) lasts. Closed loop: each of the 16 callers sends its next call when the
 * previous one answers, as VTEX's checkout does per shopper.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { VTEX_GIFTCARD_CONTENT_TYPE } from '@portal/domain';
import { DEMO } from '../apps/api/src/db/seed/demo-logins';
import { startChildServer, stopChildServer } from './support/child-server';
import { demoCustomerDatabase } from './support/demo-customer';
import { percentile, recordRun, runCells } from './support/report';
import { withScratchDatabase } from './support/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const API_SERVER = path.join(here, 'support', 'api-server.ts');
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_CALLS = 200;
const BRAND_ID = 1;
const KEYS = {
  VTEX_1_PROVIDER_APP_KEY: 'bench-provider-key-brand-1',
  VTEX_1_PROVIDER_APP_TOKEN: 'bench-provider-token-brand-1-0123456789',
};
/** R$ 1.000.000,00 more for Ana, as one credit movement, so a run's Debits of R$ 0,01 never run out. */
const EXTRA_CENTS = 100_000_000;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: () => string;
}

interface Figures {
  label: string;
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
  load: number;
  failures: number;
}

async function once(call: Call): Promise<number> {
  const response = await fetch(call.url, {
    method: call.method,
    headers: call.headers,
    ...(call.body ? { body: call.body() } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

/** CONCURRENCY callers in a closed loop for SECONDS: every latency, in milliseconds. */
async function load(label: string, call: Call): Promise<Figures> {
  for (let i = 0; i < WARM_UP_CALLS; i += CONCURRENCY) {
    await Promise.all(Array.from({ length: CONCURRENCY }, () => once(call)));
  }
  const loadAverage = os.loadavg()[0]!;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        const status = await once(call);
        latencies.push(performance.now() - at);
        if (status !== 200) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    calls: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    load: loadAverage,
    failures,
  };
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let child: ChildProcess | null = null;
  try {
    const { cookie } = await demoCustomerDatabase(databaseUrl, dataDir, BRAND_ID, async (db, consumerId) => {
      await db.execute(sql`
        insert into wallet_movements (consumer_id, brand_id, moved_at, description, description_texts, operation,
          entry_type, kind, value_cents, balance_cents)
        select consumer_id, brand_id, now(), 'Bônus', '{"pt":"Bônus","en":"Bonus","es":"Bono"}', 'Credit', 'B', 'bonus',
          ${EXTRA_CENTS}, balance_cents + ${EXTRA_CENTS}
        from wallet_accounts where consumer_id = ${consumerId} and brand_id = ${BRAND_ID}`);
      await db.execute(sql`
        update wallet_accounts set balance_cents = balance_cents + ${EXTRA_CENTS}, other_cents = other_cents + ${EXTRA_CENTS}
        where consumer_id = ${consumerId} and brand_id = ${BRAND_ID}`);
      await db.execute(sql`analyze`);
    });
    const server = await startChildServer(API_SERVER, { BENCH_DATABASE_URL: databaseUrl, ...KEYS });
    child = server.child;
    const base = `http://127.0.0.1:${server.port}`;
    const provider = {
      'content-type': VTEX_GIFTCARD_CONTENT_TYPE,
      accept: VTEX_GIFTCARD_CONTENT_TYPE,
      'x-provider-api-appkey': KEYS.VTEX_1_PROVIDER_APP_KEY,
      'x-provider-api-apptoken': KEYS.VTEX_1_PROVIDER_APP_TOKEN,
    };
    // The document's _search example, with Ana's CPF (Client.document).
    const searchBody = JSON.stringify({
      client: { id: '3b1abc17', email: 'email@domain.com', document: DEMO.ana.cpf },
      cart: {
        grandTotal: 182,
        relationName: null,
        redemptionCode: null,
        discounts: 20,
        shipping: 2,
        taxes: 0,
        items: [{ productId: '2000000', id: '2000002', refId: 'MEV41', name: 'Shoes', price: 200, quantity: 1 }],
        itemsTotal: 200,
      },
    });
    const first = await fetch(`${base}/api/vtex/giftcard-provider/giftcards/_search`, {
      method: 'POST',
      headers: provider,
      body: searchBody,
    });
    if (first.status !== 200) throw new Error(`_search answered ${first.status}: ${await first.text()}`);
    const [card] = (await first.json()) as { id: string; balance: number }[];
    if (!card) throw new Error('_search found no card for Ana');
    let serial = 0;
    const run = `${process.pid}-${Date.now()}`;
    const figures = [
      await load('POST /giftcards/_search', {
        method: 'POST',
        url: `${base}/api/vtex/giftcard-provider/giftcards/_search`,
        headers: provider,
        body: () => searchBody,
      }),
      await load('POST /giftcards/{id}/transactions (Debit)', {
        method: 'POST',
        url: `${base}/api/vtex/giftcard-provider/giftcards/${card.id}/transactions`,
        headers: provider,
        body: () =>
          JSON.stringify({
            operation: 'Debit',
            value: 0.01,
            description: 'GiftCardHub',
            redemptionToken: '',
            redemptionCode: '',
            requestId: `${run}-${(serial += 1)}`,
            orderInfo: { orderId: `bench-${serial}` },
          }),
      }),
      await load('GET /returns/wallet/b2c/total (wallet)', {
        method: 'GET',
        url: `${base}/api/returns/wallet/b2c/total`,
        headers: { cookie },
      }),
    ];
    console.log(
      `\n${CONCURRENCY} concurrent callers, ${SECONDS} s each, ${os.cpus().length} cores, Node ${process.version}\n`,
    );
    console.log('| call | calls/s | p50 ms | p99 ms | failures | load avg |');
    console.log('|---|---|---|---|---|---|');
    for (const f of figures) {
      console.log(
        `| ${f.label} | ${f.perSecond.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.failures} | ${f.load.toFixed(1)} |`,
      );
    }
    if (figures.some((f) => f.failures > 0)) throw new Error('some calls failed: the figures are not of answers');
    if (process.env.BENCH_RECORD !== '0') {
      const [search, debit, total] = figures as [Figures, Figures, Figures];
      recordRun(
        '<!-- giftcard-provider: new runs are inserted above this line -->',
        `| ${runCells()} | ${search.load.toFixed(1)} | ` +
          [search, debit, total]
            .map((f) => `${f.perSecond.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)}`)
            .join(' | ') +
          ' |',
      );
    }
  } finally {
    if (child) await stopChildServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

withScratchDatabase(measure).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
