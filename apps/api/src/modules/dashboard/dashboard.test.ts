/**
 * Dashboard figures (issue 27) on a small known dataset: three exchange protocols of brand 1 in two weeks of March
 * 2031 (a period nothing else in the seed reaches), two settled after 24 h and 48 h, a product with 10 units sold, a
 * wallet credit and a balance refund, a payment refund. Admins only, within their brands; each figure as CSV.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LINE_SETTLED_STATUS_IDS, STATUS } from '@portal/domain';
import {
  brandCompanies,
  protocolItems,
  orderLines,
  orders,
  protocolHistory,
  protocolRefunds,
  protocols,
  walletMovements,
} from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, moveAs, operatorCookie } from '../backoffice/test-support';
import { copiesOf } from '../workload/test-support';

let t: TestApp;
let call: ReturnType<typeof callWith>;
const cookies = { admin: '', agent: '', brand2Admin: '' };
const HOUR = 3_600_000;
const PRODUCT = 'DASHBOARD-TEST-1';
const PERIOD = 'from=2031-03-02&to=2031-03-15';
let prtIds: number[] = [];
let openBefore: { status: number; ageBucket: string; count: number }[] = [];

const get = async (figure: string, query = PERIOD, cookie = cookies.admin) => {
  const response = await call('GET', `/api/backoffice/dashboard/${figure}?${query}`, { cookie, lang: 'en' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  cookies.admin = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1, 2] })).id);
  cookies.agent = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [1] })).id);
  cookies.brand2Admin = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [2] })).id);

  const db = t.database.db;
  const source = await anaOpens(t, 'exchange');
  openBefore = (await get('open-by-status', '')).rows;
  const at = (iso: string) => new Date(iso);
  const opened = [at('2031-03-03T13:00:00Z'), at('2031-03-04T13:00:00Z'), at('2031-03-10T13:00:00Z')];
  prtIds = await copiesOf(t, source, 3, (index) => ({
    protocol: { createdAt: opened[index]!, trigger: 'T', statusId: STATUS.OPENED },
    item: { productCode: PRODUCT, productName: 'Tênis de teste', quantity: 1, unitCents: 10_000 },
  }));
  // Two of them settled (Finished) 24 h and 48 h after they were opened.
  for (const [index, hours] of [
    [0, 24],
    [1, 48],
  ] as const) {
    await db.insert(protocolHistory).values({
      protocolId: prtIds[index]!,
      statusId: STATUS.FINISHED,
      happenedAt: new Date(opened[index]!.getTime() + hours * HOUR),
      source: 'operator',
    });
    await db.update(protocols).set({ statusId: STATUS.FINISHED }).where(eq(protocols.id, prtIds[index]!));
  }
  // 10 units of the product sold at brand 1 (two lines of 5) on a brand-1 order.
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(brandCompanies, eq(brandCompanies.companyCode, orders.companyCode))
    .where(eq(brandCompanies.brandId, 1))
    .limit(1);
  const [line] = await db.select().from(orderLines).limit(1);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- new lines take new ids
  const { id, ...lineRest } = line!;
  await db
    .insert(orderLines)
    .values(
      [1, 2].map((itemSeq) => ({
        ...lineRest,
        orderId: order!.id,
        productCode: PRODUCT,
        quantity: 5,
        itemSeq: 900 + itemSeq,
      })),
    );
  // The ledger in March 2031: 5,000 credited for a return, 2,000 of the balance refunded to the bank.
  const [protocol] = await db.select().from(protocols).where(eq(protocols.id, prtIds[0]!));
  const movement = {
    consumerId: protocol!.consumerId,
    brandId: 1,
    description: 'teste',
    entryType: 'V' as const,
  };
  await db.insert(walletMovements).values([
    {
      ...movement,
      movedAt: at('2031-03-05T13:00:00Z'),
      protocolId: prtIds[0]!,
      operation: 'Credit',
      kind: 'voucher',
      valueCents: 5_000,
      balanceCents: 5_000,
    },
    {
      ...movement,
      movedAt: at('2031-03-06T13:00:00Z'),
      operation: 'Debit',
      kind: 'refund',
      valueCents: 2_000,
      balanceCents: 3_000,
    },
  ]);
  await db.insert(protocolRefunds).values({
    protocolId: prtIds[2]!,
    brandId: 1,
    consumerId: protocol!.consumerId,
    valueCents: 3_000,
    createdAt: at('2031-03-11T13:00:00Z'),
  });
});
afterAll(async () => t?.close());

describe('dashboard figures', () => {
  it('returns opened per week, return rate, split, store credit kept, ledger per month, median time to settle', async () => {
    expect((await get('opened-per-week')).rows).toEqual([
      { week: '2031-03-03', opened: 2 },
      { week: '2031-03-10', opened: 1 },
    ]);
    expect((await get('return-rate')).rows).toEqual([
      { productCode: PRODUCT, productName: 'Tênis de teste', returned: 3, sold: 10, ratePercent: 30 },
    ]);
    expect((await get('resolution-split')).rows).toEqual([
      { path: 'exchange', pathName: 'Exchange', protocols: 3, items: 3, valueCents: 30_000 },
    ]);
    expect((await get('store-credit')).rows).toEqual([
      { creditedCents: 5_000, refundedCents: 2_000, keptCents: 3_000 },
    ]);
    expect((await get('ledger-per-month')).rows).toEqual([
      { month: '2031-03', creditedCents: 5_000, debitedCents: 2_000, refundedCents: 3_000 },
    ]);
    expect((await get('time-to-settle')).rows).toEqual([
      { path: 'exchange', pathName: 'Exchange', settled: 2, medianHours: 36 },
    ]);
  });

  it('open protocols by status and age: the one still open is counted, the settled ones are not', async () => {
    const after = (await get('open-by-status', '')).rows as typeof openBefore;
    const count = (rows: typeof openBefore, status: number, bucket: string) =>
      rows.find((row) => row.status === status && row.ageBucket === bucket)?.count ?? 0;
    // Opened 'in the future' of the test clock: 0 days old.
    expect(count(after, STATUS.OPENED, '0-2') - count(openBefore, STATUS.OPENED, '0-2')).toBe(1);
    expect(after.find((row: { status: number }) => row.status === STATUS.FINISHED)).toBeUndefined();
  });

  it('a brand filter, an admin of another brand, an agent and no session', async () => {
    expect((await get('opened-per-week', `${PERIOD}&brand=2`)).rows).toEqual([]);
    expect((await get('opened-per-week', PERIOD, cookies.brand2Admin)).rows).toEqual([]);
    const foreign = await call('GET', `/api/backoffice/dashboard/opened-per-week?${PERIOD}&brand=1`, {
      cookie: cookies.brand2Admin,
    });
    expect(foreign.statusCode).toBe(404);
    for (const path of ['opened-per-week', 'ledger-per-month.csv']) {
      expect((await call('GET', `/api/backoffice/dashboard/${path}`, { cookie: cookies.agent })).statusCode).toBe(403);
      expect((await call('GET', `/api/backoffice/dashboard/${path}`)).statusCode).toBe(401);
    }
    const tooLong = await call('GET', '/api/backoffice/dashboard/opened-per-week?from=2020-01-01&to=2031-01-01', {
      cookie: cookies.admin,
    });
    expect(tooLong.json().code).toBe('period_too_long');
  });

  it('each figure as CSV in the language the link names', async () => {
    const response = await call('GET', `/api/backoffice/dashboard/ledger-per-month.csv?${PERIOD}&lang=en`, {
      cookie: cookies.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body).toBe(
      '\uFEFFMonth;Credited (cents);Debited (cents);Refunded (cents)\r\n2031-03;5000;2000;3000\r\n',
    );
    const pt = await call('GET', `/api/backoffice/dashboard/time-to-settle.csv?${PERIOD}&lang=pt`, {
      cookie: cookies.admin,
    });
    expect(pt.body).toBe('\uFEFFCaminho;Concluídos;Mediana (horas)\r\nTroca;2;36\r\n');
  });
});

/** The summary as stored (migration 0018), every table in one order, rows whose amount nets to zero left out. */
async function summary() {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return {
    totals: (
      await rows(sql`select brand_id, day::text, figure, key, label, sum(amount)::text as amount
        from dashboard_day_totals group by 1, 2, 3, 4, 5 having sum(amount) <> 0 order by 1, 2, 3, 4, 5`)
    ).rows,
    sold: (
      await rows(sql`select company_code, product_code, quantity::text from dashboard_product_sold
        where quantity <> 0 order by 1, 2`)
    ).rows,
    settled: (
      await rows(sql`select protocol_id, brand_id, trigger, created_at, settled_at from dashboard_settled order by 1`)
    ).rows,
  };
}

/** The migration's backfill statements: the summary recounted from the source tables. */
const BACKFILL = readFileSync(new URL('../../db/migrations/0018_page_cost.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => /^INSERT INTO dashboard_\w+ \(/.test(statement));

describe('the summary kept by the writes themselves (ADR 0052)', () => {
  it('a rolled-back change leaves it as it was', async () => {
    const before = await summary();
    const [protocol] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtIds[2]!));
    const [item] = await t.database.db.select().from(protocolItems).where(eq(protocolItems.protocolId, prtIds[2]!));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a new item takes a new id
    const { id, ...itemRest } = item!;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(protocolItems).values({ ...itemRest, itemSeq: 990 });
        await tx.update(protocols).set({ trigger: 'E' }).where(eq(protocols.id, prtIds[2]!));
        await tx.insert(protocolHistory).values({
          protocolId: prtIds[2]!,
          statusId: STATUS.FINISHED,
          happenedAt: new Date('2031-03-12T13:00:00Z'),
          source: 'operator',
        });
        await tx.insert(walletMovements).values({
          consumerId: protocol!.consumerId,
          brandId: 1,
          description: 'teste',
          entryType: 'V',
          movedAt: new Date('2031-03-12T13:00:00Z'),
          protocolId: prtIds[2]!,
          operation: 'Credit',
          kind: 'voucher',
          valueCents: 7_000,
          balanceCents: 10_000,
        });
        await tx.update(protocolRefunds).set({ valueCents: 1 }).where(eq(protocolRefunds.protocolId, prtIds[2]!));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await summary()).toEqual(before);
  });

  it('a move through the console updates the figures: credit, settled, opened', async () => {
    const figuresNow = async () => ({
      opened: (await get('opened-per-week', '')).rows as { opened: number }[],
      // The ledger dates a movement after the account's latest (here the March 2031 ones above).
      credit: (await get('store-credit')).rows[0] as { creditedCents: number },
      settled: (await get('time-to-settle', '')).rows as { path: string; settled: number; medianHours: number }[],
    });
    const before = await figuresNow();
    const prtId = await anaOpens(t, 'voucher');
    const move = moveAs(t, cookies.agent);
    for (const to of [2, 3, 22, 23, 11]) {
      const response = await move(prtId, { to, note: `Passo ${to}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const credits = await t.database.db.select().from(walletMovements).where(eq(walletMovements.protocolId, prtId));
    const after = await figuresNow();
    const total = (rows: { opened: number }[]) => rows.reduce((sum, row) => sum + row.opened, 0);
    expect(total(after.opened)).toBe(total(before.opened) + 1);
    expect(after.credit.creditedCents - before.credit.creditedCents).toBe(
      credits.reduce((sum, row) => sum + row.valueCents, 0),
    );
    const storeCredit = (rows: typeof before.settled) => rows.find((row) => row.path === 'store_credit');
    expect((storeCredit(after.settled)?.settled ?? 0) - (storeCredit(before.settled)?.settled ?? 0)).toBe(1);
  });

  it('equals a recount from the source tables after changes, removals and moves', async () => {
    const db = t.database.db;
    // A change of path and of quantity, an item removed, a protocol removed with its items.
    await db.update(protocols).set({ trigger: 'E' }).where(eq(protocols.id, prtIds[2]!));
    await db.update(protocolItems).set({ quantity: 2 }).where(eq(protocolItems.protocolId, prtIds[1]!));
    await db.delete(protocolItems).where(eq(protocolItems.protocolId, prtIds[0]!));
    const [gone] = await copiesOf(t, prtIds[1]!, 1);
    await db.delete(protocols).where(eq(protocols.id, gone!));
    const kept = await summary();
    expect(BACKFILL).toHaveLength(3);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from dashboard_day_totals`);
      await tx.execute(sql`delete from dashboard_product_sold`);
      await tx.execute(sql`delete from dashboard_settled`);
      for (const statement of BACKFILL) await tx.execute(sql.raw(statement));
    });
    expect(kept).toEqual(await summary());
  });

  it('counts as settled the statuses the domain says settle a line', async () => {
    const result = (await t.database.db.execute(
      sql`select prosrc from pg_proc where proname = 'dashboard_history_inserted'`,
    )) as unknown as { rows: { prosrc: string }[] };
    expect(result.rows[0]!.prosrc).toContain(`status_id IN (${LINE_SETTLED_STATUS_IDS.join(', ')})`);
  });
});
