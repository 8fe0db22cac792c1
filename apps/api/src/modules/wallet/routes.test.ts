import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  couponsCampaignResponseSchema,
  discountCouponsResponseSchema,
  saoPauloDateKey,
  voucherBonusDescription,
  walletStatementResponseSchema,
  walletTotalsResponseSchema,
  type WalletMovement,
} from '@portal/domain';
import { consumers, coupons, outbox, walletMovements } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { anaWalletBalanceCents, anaWalletBuckets } from '../../db/seed/wallet';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consumerIdOf } from '../protocols/read-test-support';
import { toWireMovement } from './service';
import { SESSION_COOKIE } from '../../plugins/session';
import { callWith, type CallOptions } from '../../test/call-with';
import { expectLedgerConsistent } from './test-support';

const STATEMENT = '/api/returns/wallet/b2c';
const TOTAL = '/api/returns/wallet/b2c/total';
const COUPONS = '/api/returns/wallet/b2c/coupons';
const CAMPAIGN = '/api/returns/wallet/b2c/coupons-campaign';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;
let anaAtBrand2: string;
let bruno: string;
let brunoId: number;
let keyCounter = 0;
const nextKey = () => `wallet-test-${(keyCounter += 1)}`;

const get = (url: string, options: CallOptions = {}) => call('GET', url, { cookie: ana, ...options });

async function fullStatement(cookie = ana): Promise<WalletMovement[]> {
  const response = await get(`${STATEMENT}?limit=200`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().wallet;
}

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  ana = await loginAs(t, { email: DEMO.ana.email });
  anaAtBrand2 = await loginAs(t, { email: DEMO.ana.email }, 'brand2.localhost');
  bruno = await loginAs(t, { email: DEMO.bruno.email });
  brunoId = await consumerIdOf(t, DEMO.bruno.email);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /returns/wallet/b2c', () => {
  it('answers 401 without a session', async () => {
    for (const url of [STATEMENT, TOTAL, COUPONS, CAMPAIGN]) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });

  it("the statement checks the session itself: an unknown or another brand's session is 401, before a refused filter", async () => {
    const unknown = `${SESSION_COOKIE}=not-a-session`;
    for (const cookie of [unknown, anaAtBrand2]) {
      for (const url of [STATEMENT, `${STATEMENT}?dt_inicial=2026-02-30`, `${STATEMENT}?cursor=bad`]) {
        expect((await get(url, { cookie })).statusCode, `${cookie} ${url}`).toBe(401);
      }
    }
    // Bruno's session reads Bruno's statement only (an empty page: he has no wallet at brand 1), never Ana's.
    const brunos = await get(`${STATEMENT}?limit=200`, { cookie: bruno });
    expect(brunos.statusCode).toBe(200);
    const anaIds = new Set((await fullStatement()).map((movement) => movement.MOV_ID));
    expect(anaIds.size).toBeGreaterThan(0);
    for (const movement of brunos.json().wallet as WalletMovement[]) expect(anaIds.has(movement.MOV_ID)).toBe(false);
  });

  it("lists the customer's movements at this brand newest first, with every spec §3 field", async () => {
    const response = await get(STATEMENT);
    expect(response.statusCode).toBe(200);
    const body = walletStatementResponseSchema.parse(response.json());
    expect(body.nextCursor).toBeNull();
    expect(body.wallet).toHaveLength(6);
    const [newest] = body.wallet;
    expect(newest).toMatchObject({
      MOV_DATA: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      TRANS_OPER: 'Credit',
      MOV_TIPO_LAN: 'V',
      // Integer cents (ADR 0053): R$ 49,90 is 4990, never 49.9.
      VALUE: 4990,
      SALDO_TOTAL: anaWalletBalanceCents(),
      CON_ID: await consumerIdOf(t, DEMO.ana.email),
      MAR_ID: 1,
      TCM_CODIGO: DEMO.coupons.active,
    });
    // Running balance: each SALDO_TOTAL is the older one plus a credit or minus a debit.
    const oldestFirst = [...body.wallet].reverse();
    let balance = 0;
    for (const movement of oldestFirst) {
      expect(Number.isInteger(movement.VALUE) && Number.isInteger(movement.SALDO_TOTAL)).toBe(true);
      balance += movement.VALUE * (movement.TRANS_OPER === 'Credit' ? 1 : -1);
      expect(movement.SALDO_TOTAL).toBe(balance);
    }
    // Other brands' wallets are apart: Ana has none at brand 2.
    expect((await get(STATEMENT, { cookie: anaAtBrand2, host: 'brand2.localhost' })).json()).toEqual({
      wallet: [],
      nextCursor: null,
    });
  });

  it('filters by São Paulo days (both ends inclusive), protocol and order', async () => {
    const all = await fullStatement();
    const purchase = all.find((movement) => movement.TRANS_OPER === 'Debit')!;
    const iso = saoPauloDateKey(purchase.MOV_DATA);
    const sameDay = (await get(`${STATEMENT}?dt_inicial=${iso}&dt_final=${iso}`)).json().wallet as WalletMovement[];
    expect(sameDay.map((movement) => movement.MOV_ID)).toEqual([purchase.MOV_ID]);
    const fromDay = (await get(`${STATEMENT}?dt_inicial=${iso}`)).json().wallet as WalletMovement[];
    expect(fromDay.length).toBe(all.findIndex((movement) => movement.MOV_ID === purchase.MOV_ID) + 1);

    const byProtocol = (await get(`${STATEMENT}?prt_id=${DEMO.protocols.finished}`)).json().wallet;
    expect(byProtocol).toHaveLength(2);
    const byOrder = (await get(`${STATEMENT}?ped_codigo=${purchase.PED_CODIGO}`)).json().wallet;
    expect(byOrder.map((movement: WalletMovement) => movement.MOV_ID)).toEqual([purchase.MOV_ID]);
    expect((await get(`${STATEMENT}?prt_id=&ped_codigo=&dt_inicial=&dt_final=`)).json().wallet).toHaveLength(6);
  });

  it('answers DESC_OPER in the request language, pt when none is asked or the row has only its pt text', async () => {
    const described = async (lang: string | undefined) =>
      new Map(
        ((await get(STATEMENT, { lang })).json().wallet as WalletMovement[]).map((row) => [row.MOV_ID, row.DESC_OPER]),
      );
    const [pt, none, en, es] = await Promise.all([
      described('pt-BR'),
      described(undefined),
      described('en'),
      described('es-ES'),
    ]);
    const courtesy = [...pt].find(([, text]) => text === 'Crédito de cortesia pelo atraso na entrega')![0];
    expect(none.get(courtesy)).toBe('Crédito de cortesia pelo atraso na entrega');
    expect(en.get(courtesy)).toBe('Courtesy credit for the late delivery');
    expect(es.get(courtesy)).toBe('Crédito de cortesía por el retraso en la entrega');
    const purchase = [...pt].find(([, text]) => text === 'Compra com vale-compras no pedido 4820480')![0];
    expect(en.get(purchase)).toBe('Purchase with shopping voucher on order 4820480');
    expect(es.get(purchase)).toBe('Compra con vale de compra en el pedido 4820480');
    // Every seeded movement has its three texts: none reaches en or es in pt.
    for (const [id, text] of pt) {
      expect(en.get(id), text).not.toBe(text);
      expect(es.get(id), text).not.toBe(text);
    }

    // A row stored before its texts existed (description_texts null) answers its pt text in every language.
    const [row] = await t.database.db.select().from(walletMovements).where(eq(walletMovements.id, courtesy));
    const older = { ...row!, description: 'Ajuste manual', descriptionTexts: null };
    expect(toWireMovement(older, 'en').DESC_OPER).toBe('Ajuste manual');
    expect(toWireMovement(older, 'es').DESC_OPER).toBe('Ajuste manual');
  });

  it('words every bonus line alike, whether from a protocol or an order (issue 23)', async () => {
    const languages = [
      ['pt-BR', 'pt'],
      ['en', 'en'],
      ['es', 'es'],
    ] as const;
    let bonusLines = 0;
    for (const cookie of [ana, bruno]) {
      for (const [header, lang] of languages) {
        const rows = (await get(STATEMENT, { cookie, lang: header })).json().wallet as WalletMovement[];
        for (const row of rows.filter((movement) => movement.MOV_TIPO_LAN === 'B')) {
          const source = row.PRT_ID !== null ? { protocolId: row.PRT_ID } : { orderCode: row.PED_CODIGO! };
          expect(row.DESC_OPER).toBe(voucherBonusDescription(source)[lang]);
          bonusLines += 1;
        }
      }
    }
    // Ana's bonus from a protocol and Bruno's from an order, in three languages.
    expect(bonusLines).toBeGreaterThanOrEqual(6);
  });

  it('MOV_DATA is the stored instant, ISO 8601 in UTC (ADR 0053)', async () => {
    const wallet = await fullStatement();
    const stored = await t.database.db
      .select({ id: walletMovements.id, movedAt: walletMovements.movedAt })
      .from(walletMovements);
    const instants = new Map(stored.map((row) => [row.id, row.movedAt]));
    expect(wallet.length).toBeGreaterThan(0);
    for (const movement of wallet) {
      expect(movement.MOV_DATA).toBe(instants.get(movement.MOV_ID)!.toISOString());
    }
  });

  it('answers 400 for malformed or impossible dates and an inverted range, in the request language', async () => {
    const cases: [string, RegExp][] = [
      ['dt_inicial=01/03/2026', /dt_inicial/],
      ['dt_inicial=2026-02-30', /dt_inicial/],
      ['dt_final=2026-13-01', /dt_final/],
      ['dt_final=abc', /dt_final/],
    ];
    for (const [query, field] of cases) {
      const response = await get(`${STATEMENT}?${query}`, { lang: 'en' });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ type: 'ERROR', code: 'date_invalid' });
      expect(response.json().message).toMatch(field);
      expect(response.json().message).toMatch(/^The date/);
    }
    const inverted = await get(`${STATEMENT}?dt_inicial=2026-03-02&dt_final=2026-03-01`, { lang: 'es' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toEqual({
      type: 'ERROR',
      code: 'date_range_inverted',
      message: 'La fecha inicial debe ser anterior o igual a la fecha final.',
    });
    const pt = await get(`${STATEMENT}?dt_inicial=2026-03-02&dt_final=2026-03-01`, { lang: 'pt-BR' });
    expect(pt.json().message).toBe('A data inicial deve ser anterior ou igual à data final.');
  });

  it('refuses ids above the int4 columns and control characters with a 400 naming the field', async () => {
    for (const query of ['prt_id=2147483648', 'mar_id=2147483648', `ped_codigo=${encodeURIComponent('48\u0000')}`]) {
      const response = await get(`${STATEMENT}?${query}`, { lang: 'en' });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(query.split('=')[0]);
    }
    const post = await call('POST', COUPONS, {
      cookie: ana,
      key: nextKey(),
      body: { tic_codigo: 2147483648, tic_plataforma: 'S\u0000A' },
      lang: 'en',
    });
    expect(post.statusCode).toBe(400);
  });

  it('pages with a cursor: every movement once, in order', async () => {
    const all = await fullStatement();
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await get(`${STATEMENT}?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = walletStatementResponseSchema.parse(response.json());
      expect(page.wallet.length).toBeLessThanOrEqual(4);
      seen.push(...page.wallet.map((movement) => movement.MOV_ID));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.map((movement) => movement.MOV_ID));
    expect((await get(`${STATEMENT}?limit=201`)).statusCode).toBe(400);
    expect((await get(`${STATEMENT}?limit=0`)).statusCode).toBe(400);
    expect((await get(`${STATEMENT}?cursor=bm9wZQ`)).json()).toMatchObject({ code: 'cursor_invalid' });
  });

  it("answers 404 for another customer's con_id or CPF and another brand's mar_id, on every call", async () => {
    const foreign = [`con_id=${brunoId}`, `cpf=${DEMO.bruno.cpf}`, 'mar_id=2', `usu_email=${DEMO.bruno.email}`];
    for (const url of [STATEMENT, TOTAL, COUPONS, CAMPAIGN]) {
      for (const query of foreign) {
        const response = await get(`${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBe(404);
      }
      const own = await get(`${url}?con_id=${await consumerIdOf(t, DEMO.ana.email)}&cpf=${DEMO.ana.cpf}&mar_id=1`);
      expect(own.statusCode, url).toBe(200);
    }
    const post = await call('POST', COUPONS, {
      cookie: ana,
      key: nextKey(),
      body: { con_id: brunoId, tic_codigo: DEMO.campaignCoupons[1] },
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('GET /returns/wallet/b2c/total', () => {
  it('equals the statement: credited, debited, balance and the refundable buckets', async () => {
    const response = await get(TOTAL);
    expect(response.statusCode).toBe(200);
    const totals = walletTotalsResponseSchema.parse(response.json()).totalTransactions;
    const all = await fullStatement();
    const sum = (operation: string) =>
      all.filter((m) => m.TRANS_OPER === operation).reduce((cents, m) => cents + m.VALUE, 0);
    // Integer cents, the exact seeded amounts (ADR 0053).
    expect(totals.VALOR_VALE_COMPRAS_CREDITADO).toBe(sum('Credit'));
    expect(totals.VALOR_VALE_COMPRAS_DEBITADO).toBe(sum('Debit'));
    expect(totals.SALDO_TOTAL).toBe(anaWalletBalanceCents());
    expect(totals.SALDO_TOTAL).toBe(sum('Credit') - sum('Debit'));
    expect(totals.SALDO_TOTAL).toBe(all[0]!.SALDO_TOTAL);
    const buckets = anaWalletBuckets();
    expect(totals.SALDO_POR_TIPO_PGTO).toEqual([
      { TIP_PGTO_ORIG: 6, SALDO: buckets.cardCents },
      { TIP_PGTO_ORIG: 11, SALDO: buckets.pixCents },
    ]);
    expect(buckets.cardCents).toBeGreaterThan(0);
    expect(buckets.pixCents).toBeGreaterThan(0);
    expect((await get(TOTAL, { cookie: anaAtBrand2, host: 'brand2.localhost' })).json().totalTransactions).toEqual({
      VALOR_VALE_COMPRAS_CREDITADO: 0,
      VALOR_VALE_COMPRAS_DEBITADO: 0,
      SALDO_TOTAL: 0,
      SALDO_POR_TIPO_PGTO: [
        { TIP_PGTO_ORIG: 6, SALDO: 0 },
        { TIP_PGTO_ORIG: 11, SALDO: 0 },
      ],
    });
  });
});

describe('GET /returns/wallet/b2c/coupons', () => {
  it('lists the coupons newest first with ISO dates, filtered by status when asked', async () => {
    const response = await get(COUPONS);
    expect(response.statusCode).toBe(200);
    const list = discountCouponsResponseSchema.parse(response.json()).discountCoupons;
    expect(list.map((coupon) => coupon.TCM_CODIGO)).toEqual([
      DEMO.coupons.active,
      DEMO.coupons.expired,
      DEMO.coupons.used,
    ]);
    expect(list[2]).toMatchObject({ TCC_STATUS: 'Utilizado', PED_NUMCLI: '4818950', TIC_DESCONTO: 10 });
    // ADR 0053: the instants as stored, ISO in UTC; the last valid day as 'YYYY-MM-DD'.
    const stored = new Map((await t.database.db.select().from(coupons)).map((row) => [row.code, row]));
    for (const coupon of list) {
      const row = stored.get(coupon.TCM_CODIGO)!;
      expect(coupon.TCM_DTCRIACAO).toBe(row.createdAt.toISOString());
      expect(coupon.TCM_DTVALIDADE).toBe(row.validUntil);
      expect(coupon.TCM_DTVALIDADE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(coupon.PED_DTSIS).toBe(row.usedAt?.toISOString() ?? null);
    }
    expect(list[2]!.PED_DTSIS).toMatch(/Z$/);
    const active = (await get(`${COUPONS}?tcc_status=Ativo`)).json().discountCoupons;
    expect(active.map((coupon: { TCM_CODIGO: string }) => coupon.TCM_CODIGO)).toEqual([DEMO.coupons.active]);
  });
});

describe('coupons-campaign and POST /returns/wallet/b2c/coupons', () => {
  it("gives the brand's campaign and whether the offer holds", async () => {
    const response = await get(CAMPAIGN);
    expect(couponsCampaignResponseSchema.parse(response.json())).toEqual({
      couponsCampaign: [{ TIC_CODIGO: DEMO.campaignCoupons[1], TIC_DESCONTO: 10 }],
      couponOffer: { available: true, reason: 'ok' },
    });
    // Brand 2's campaign is company 9's; Ana has no wallet there, so the rule does not hold.
    expect((await get(CAMPAIGN, { cookie: anaAtBrand2, host: 'brand2.localhost' })).json()).toEqual({
      couponsCampaign: [{ TIC_CODIGO: DEMO.campaignCoupons[9], TIC_DESCONTO: 15 }],
      couponOffer: { available: false, reason: 'rule' },
    });
  });

  it('refuses without an Idempotency-Key, another brand’s campaign, and a customer without CPF', async () => {
    const body = { tic_codigo: DEMO.campaignCoupons[1] };
    expect((await call('POST', COUPONS, { cookie: ana, body })).json()).toMatchObject({
      code: 'idempotency_key_required',
    });
    const wrong = await call('POST', COUPONS, { cookie: ana, key: nextKey(), body: { tic_codigo: 901 } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ type: 'WARN', code: 'coupon_not_available' });

    await t.database.db.update(consumers).set({ cpf: null }).where(eq(consumers.id, brunoId));
    try {
      expect((await get(CAMPAIGN, { cookie: bruno })).json().couponOffer).toEqual({
        available: false,
        reason: 'cpf_required',
      });
      const noCpf = await call('POST', COUPONS, { cookie: bruno, key: nextKey(), body, lang: 'en' });
      expect(noCpf.statusCode).toBe(422);
      expect(noCpf.json()).toMatchObject({ type: 'WARN', code: 'cpf_required', message: expect.stringMatching(/CPF/) });
    } finally {
      await t.database.db.update(consumers).set({ cpf: DEMO.bruno.cpf }).where(eq(consumers.id, brunoId));
    }
  });

  it('creates an active coupon tied to a wallet entry, e-mails it, replays a repeated key, then refuses', async () => {
    const key = nextKey();
    const body = { tic_codigo: DEMO.campaignCoupons[1], envia_email: 'S', cpf: DEMO.ana.cpf };
    const first = await call('POST', COUPONS, { cookie: ana, key, body, lang: 'en' });
    expect(first.statusCode).toBe(201);
    const [created] = first.json().discountCoupons;
    expect(first.json().message).toBe(`Discount coupon ${created.TCM_CODIGO} created successfully.`);
    expect(created).toMatchObject({
      TCM_CODIGO: expect.stringMatching(/^CORRE10-[A-Z2-9]{5}$/),
      TIC_CAMPANHA: 'Troca Premiada',
      // Named in the request's language as the seeded coupons are (issue 46), not left in Portuguese.
      TIC_CAMPANHA_SHOWN: { text: 'Rewarded Exchange', lang: 'en' },
      TIC_DESCONTO: 10,
      TCC_STATUS: 'Ativo',
      TCM_DTCRIACAO: t.clock.now().toISOString(),
      TCM_DTVALIDADE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      PED_DTSIS: null,
      PED_NUMCLI: null,
    });
    const again = await call('POST', COUPONS, { cookie: ana, key, body, lang: 'en' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());

    const own = await t.database.db.select().from(coupons).where(eq(coupons.code, created.TCM_CODIGO));
    expect(own).toHaveLength(1);
    const tied = await t.database.db
      .select()
      .from(walletMovements)
      .where(eq(walletMovements.couponCode, created.TCM_CODIGO));
    expect(tied).toHaveLength(1);
    expect(tied[0]).toMatchObject({ operation: 'Credit', entryType: 'B' });
    const mail = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, DEMO.ana.email), eq(outbox.channel, 'email')));
    expect(mail.filter((message) => message.text.includes(created.TCM_CODIGO))).toHaveLength(1);

    // The last two coupons are now recent: the spec §9 rule no longer holds.
    expect((await get(CAMPAIGN)).json().couponOffer).toEqual({ available: false, reason: 'rule' });
    const refused = await call('POST', COUPONS, { cookie: ana, key: nextKey(), body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ type: 'WARN', code: 'coupon_not_available' });
    expect((await get(COUPONS)).json().discountCoupons[0].TCM_CODIGO).toBe(created.TCM_CODIGO);
  });

  it('keeps the ledger consistent', async () => {
    await expectLedgerConsistent(t);
  });
});
