import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consumers, orderLines, orders, protocols } from '../../db/schema';
import { DEMO, type DemoLine } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { itemFor, payload, type ItemChoice } from './test-payload';

// Issue 11: what the buyer-data step sends must be taken (a phone without DDI) or refused (locked bank data) by the
// generate call exactly as the step shows it.
const URL = '/api/returns/protocols/generate/b2c';
const REFUND: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' };
/** Reason 20 'arrived defective' has no deadline and allows a second exchange. */
const DEFECT_REFUND: ItemChoice = { motivoCodigo: 20, smotivoCodigo: 201, desejoCodigo: 13, motivoGatilho: 'E' };

let testApp: TestApp;
let ana: string;
let bruno: string;
let keyCounter = 0;

function post(body: unknown, cookie: string, lang = 'pt') {
  keyCounter += 1;
  return testApp.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': 'application/json',
      cookie,
      'accept-language': lang,
      'idempotency-key': `buyer-step-${keyCounter}-${Date.now()}`,
    },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  bruno = await loginAs(testApp, { email: DEMO.bruno.email });
});
afterAll(() => testApp?.close());

/** Bruno's bank-slip line, read from the database (it is not one of Ana's demo lines). */
async function lineOfOrder(orderCode: string): Promise<DemoLine> {
  const [row] = await testApp.database.db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.orderCode, orderCode), eq(orderLines.itemSeq, 1)));
  if (!row) throw new Error(`no line for order ${orderCode}`);
  return {
    orderCode,
    companyCode: row.order.companyCode,
    invoiceSeq: row.line.invoiceSeq,
    itemSeq: row.line.itemSeq,
    productCode: row.line.productCode,
    productModel: row.line.productModel,
    productName: row.line.productName,
    size: row.line.size,
    invoiceNumber: row.line.invoiceNumber,
    colour: row.line.colourName,
    grossCents: row.line.grossCents,
    paymentType: row.order.paymentType,
    deliveredDaysAgo: null,
    isMarketplace: row.order.isMarketplace,
    isReinvoice: row.line.isReinvoice,
  };
}

const SAVED_BRUNO_BANK = {
  ban_codigo: DEMO.bruno.bank.code,
  cli_agencia: DEMO.bruno.bank.agency,
  cli_conta: DEMO.bruno.bank.account,
  cli_chavepix: DEMO.bruno.bank.pixKey,
};

async function brunoRefund(bank: Record<string, string>) {
  const line = await lineOfOrder(DEMO.orders.brunoBankSlip);
  return payload([itemFor(line, REFUND)], {
    ...bank,
    nomeCliente: DEMO.bruno.name,
    cpfCliente: DEMO.bruno.cpf,
    emailCliente: DEMO.bruno.email,
    cli_enddes: undefined,
    cli_endseqdes: undefined,
  });
}

describe('generate: the phone as the buyer step sends it', () => {
  it('takes a national phone without ddiCliente and stores it with DDI 55 (spec §9)', async () => {
    const body = payload([itemFor(DEMO.lines.fortyFiveDays, DEFECT_REFUND)], {
      ddiCliente: undefined,
      dddCliente: '21',
      telefoneCliente: '998765432',
    });
    const response = await post(body, ana);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await testApp.database.db.select().from(protocols).where(eq(protocols.id, response.json().prt_id));
    expect(row).toMatchObject({ phoneDdi: '55', phoneDdd: '21', phoneNumber: '998765432' });
  });
});

describe('locked saved bank data (spec §4)', () => {
  it('generate refuses other bank data over complete saved data with a translated 409, and keeps the record', async () => {
    for (const [lang, text] of [
      ['pt', 'Os dados bancários já cadastrados não podem ser alterados'],
      ['en', 'The bank details on file cannot be changed here'],
      ['es', 'Los datos bancarios ya registrados no se pueden cambiar'],
    ] as const) {
      const response = await post(await brunoRefund({ ...SAVED_BRUNO_BANK, cli_conta: '99999-9' }), bruno, lang);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ type: 'ERROR', code: 'bank_data_locked' });
      expect(response.json().message).toContain(text);
    }
    const [record] = await testApp.database.db.select().from(consumers).where(eq(consumers.email, DEMO.bruno.email));
    expect(record!.bankAccount).toBe(DEMO.bruno.bank.account);
  });

  it('generate takes the saved data sent again, with masks and without the bank code zeros', async () => {
    const response = await post(
      await brunoRefund({ ...SAVED_BRUNO_BANK, ban_codigo: String(Number(DEMO.bruno.bank.code)) }),
      bruno,
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the bank update refuses to overwrite complete saved data, and saves them again unchanged', async () => {
    const put = (body: object, lang = 'pt') =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/returns/consumers/bank',
        headers: { host: 'localhost', cookie: bruno, 'accept-language': lang },
        payload: body,
      });
    const refused = await put({ ...SAVED_BRUNO_BANK, ban_codigo: '237' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      type: 'ERROR',
      code: 'bank_data_locked',
      message: 'The bank details on file cannot be changed here. To change them, please contact customer service.',
    });
    const same = await put(SAVED_BRUNO_BANK);
    expect(same.statusCode).toBe(200);
    expect(same.json().consumers[0]).toMatchObject({ BAN_CODIGO: DEMO.bruno.bank.code });
  });
});
