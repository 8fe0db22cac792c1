/**
 * What the console reads (issue 23): the bank's name beside its code, the bank data whole for an admin only, the
 * shopper's language; the reasons report with every item counted and, in its CSV, the brands by name under the
 * screen's own column titles.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import { banks, desires, protocolItems, reasons } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { BANK_DATA, itemFor, payload } from '../protocols/test-payload';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, operatorCookie } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let agent: string;
let admin: string;
let RANGE = '';

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  const year = t.clock.now().getUTCFullYear();
  RANGE = `from=${year - 1}-01&to=${year + 1}-12`;
  agent = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [1] })).id);
  admin = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1, 2] })).id);
});
afterAll(async () => t?.close());

describe('the protocol as the console shows it', () => {
  it('says which files an open protocol still lacks, as the shopper is told, and none for a closed one (R62)', async () => {
    // Seeded awaiting analysis without the photo its reason requires; the rejected one lacks it too, but is closed.
    const open = await call('GET', `/api/backoffice/protocols/${DEMO.protocols.awaitingAnalysis}`, { cookie: agent });
    expect(open.statusCode).toBe(200);
    expect(open.json().missingFiles).toEqual([{ item: 1, kind: 'photo', required: 1, received: 0 }]);
    const closed = await call('GET', `/api/backoffice/protocols/${DEMO.protocols.rejected}`, { cookie: agent });
    expect(closed.json().missingFiles).toEqual([]);
  });

  it('marks the queue rows whose open protocol still lacks files, with how many, and none for a closed one (R62)', async () => {
    const rows = async (status: number) => {
      const page = await call('GET', `/api/backoffice/protocols?status=${status}&pageSize=100`, { cookie: agent });
      expect(page.statusCode).toBe(200);
      return page.json().items as { prtId: number; missingFiles: number }[];
    };
    const awaiting = (await rows(STATUS.AWAITING_ANALYSIS)).find((row) => row.prtId === DEMO.protocols.awaitingAnalysis);
    expect(awaiting?.missingFiles).toBe(1);
    const rejected = (await rows(STATUS.REJECTED)).find((row) => row.prtId === DEMO.protocols.rejected);
    expect(rejected?.missingFiles).toBe(0);
  });

  it('names the bank beside its code; the whole bank data for an admin, masked for an agent', async () => {
    // A bank-slip order's refund goes to a bank account (a Pix order's to the Pix key alone).
    const response = await call('POST', '/api/returns/protocols/generate/b2c', {
      cookie: await loginAs(t, { email: DEMO.ana.email }),
      body: payload(
        [
          itemFor(DEMO.lines.bankSlipRefund!, {
            motivoCodigo: 16,
            smotivoCodigo: 162,
            desejoCodigo: 3,
            motivoGatilho: 'E',
          }),
        ],
        BANK_DATA,
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const prtId = response.json().prt_id as number;
    const [bank] = await t.database.db.select().from(banks).where(eq(banks.code, DEMO.bruno.bank.code));
    const asAgent = (await call('GET', `/api/backoffice/protocols/${prtId}`, { cookie: agent })).json().protocol;
    expect(asAgent.payment).toMatchObject({ bankCode: DEMO.bruno.bank.code, bankName: bank!.name, full: null });
    expect(asAgent.payment.accountMasked).toMatch(/^\*+/);
    expect(JSON.stringify(asAgent)).not.toContain(DEMO.bruno.bank.account);
    const asAdmin = (await call('GET', `/api/backoffice/protocols/${prtId}`, { cookie: admin })).json().protocol;
    expect(asAdmin.payment).toMatchObject({
      bankName: bank!.name,
      full: { agency: DEMO.bruno.bank.agency, account: DEMO.bruno.bank.account, pixKey: DEMO.ana.email },
    });
  });

  it('gives the language the shopper reads the protocol in', async () => {
    const prtId = await anaOpens(t, 'exchange', 'es');
    const detail = (await call('GET', `/api/backoffice/protocols/${prtId}`, { cookie: agent })).json();
    expect(detail.protocol.customer.language).toBe('es');
    // The queue row says it too (issue 46): a bulk move's note goes into that language's message untranslated.
    const queue = (await call('GET', `/api/backoffice/protocols?pageSize=100`, { cookie: agent })).json();
    const row = (queue.items as { prtId: number; language: string }[]).find((item) => item.prtId === prtId);
    expect(row?.language).toBe('es');
  });
});

type Row = { month: string; brandId: number; brandName: string; reasonName: string; desireName: string; count: number };

describe('the reasons report', () => {
  it('counts every item of a protocol under its own reason and names the brands', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const report = async () =>
      (await call('GET', `/api/backoffice/reports/reasons?${RANGE}&brand=1`, { cookie: admin })).json().rows as Row[];
    const before = await report();
    // A second item with another reason and desire (as a two-item request stores it).
    const [item] = await t.database.db.select().from(protocolItems).where(eq(protocolItems.protocolId, prtId));
    const [other] = await t.database.db
      .select({ desire: desires, reason: reasons })
      .from(desires)
      .innerJoin(reasons, eq(reasons.id, desires.reasonId))
      .where(ne(desires.id, item!.desireId!))
      .orderBy(asc(desires.id))
      .limit(1);
    const { id: _id, ...copy } = item!;
    await t.database.db
      .insert(protocolItems)
      .values({ ...copy, position: 2, reasonId: other!.reason.id, desireId: other!.desire.id });
    const after = await report();
    const total = (rows: Row[]) => rows.reduce((sum, row) => sum + row.count, 0);
    expect(total(after)).toBe(total(before) + 1);
    const secondItemRow = after.find(
      (row) => row.reasonName === other!.reason.name.pt && row.desireName === other!.desire.name.pt,
    );
    expect(secondItemRow).toBeDefined();
    expect(after.every((row) => row.brandId === 1 && row.brandName === 'Corre Brasil')).toBe(true);
  });

  it('the CSV names brands, not ids, under the screen’s column titles in each language', async () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      const labels = JSON.parse(
        readFileSync(new URL(`../../../../web/src/locales/${lang}/backoffice.json`, import.meta.url), 'utf8'),
      );
      const screen = [
        labels.report.month,
        labels.queue.columns.brand,
        labels.queue.columns.reason,
        labels.protocol.resolution,
        labels.queue.columns.status,
        labels.report.count,
      ];
      const csv = (await call('GET', `/api/backoffice/reports/reasons.csv?${RANGE}&lang=${lang}`, { cookie: admin }))
        .body;
      const [header, ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n');
      expect(header!.split(';'), lang).toEqual(screen);
      const brandsNamed = lines.map((line) => line.split(';')[1]);
      expect(brandsNamed.length).toBeGreaterThan(0);
      for (const brand of brandsNamed) expect(['Corre Brasil', 'Trilha Norte']).toContain(brand);
    }
  });
});
