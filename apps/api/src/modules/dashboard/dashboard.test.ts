/**
 * Dashboard figures (issue 27) on a small known dataset: three exchange protocols of brand 1 in two weeks of March
 * 2031 (a period nothing else in the seed reaches), two settled after 24 h and 48 h, a product with 10 units sold, a
 * wallet credit and a balance refund, a payment refund. Admins only, within their brands; each figure as CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import {
  brandCompanies,
  orderLines,
  orders,
  protocolHistory,
  protocolRefunds,
  protocols,
  walletMovements,
} from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, operatorCookie } from '../backoffice/test-support';
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
