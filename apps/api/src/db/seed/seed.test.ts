import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  checkEligibility,
  daysSinceInSaoPaulo,
  desiresFor,
  EXCHANGE_OR_COLOUR_DESIRES,
  isExchangeDesire,
  isRefundDesire,
  isStockEmpty,
  isValidAccount,
  isValidAgency,
  isValidCep,
  isValidCpf,
  isValidEmail,
  isValidPhone,
  isValidPixKey,
  isValidUf,
  isVoucherOfferDesire,
  joinPhone,
  PAYMENT_TYPE,
  REASON,
  REFUND_DESIRES,
  saoPauloDateKey,
  shouldOfferCoupon,
  sizeOptions,
  STATUS,
  timelineFor,
  visibleHistory,
  isOpenStatus,
  type Desire,
  type DesireTrigger,
  type Reason,
} from '@portal/domain';
import { toDesire, toReason } from '../../modules/catalog/service';
import { yesNo } from '../../modules/catalog/wire';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app';
import type { Database } from '../client';
import {
  banks,
  bonuses,
  brandCompanies,
  brandHosts,
  brands,
  campaignCoupons,
  ceps,
  consumers,
  coupons,
  desires,
  orderLines,
  orders,
  protocolHistory,
  protocolItems,
  protocols,
  protocolStockouts,
  protocolTimeline,
  reasons,
  settings,
  stockVariants,
  subReasons,
  walletMovements,
} from '../schema';
import { DEMO } from './demo-logins';
import { INACTIVE_DESIRE, INACTIVE_REASON, OPERATOR_ONLY_REASON, VOUCHER_OFFER_DESIRE } from './catalogue';
import { isDatabaseEmpty, seedDemoData } from './index';
import { PRODUCTS } from './products';
import { anaWalletBalanceCents } from './wallet';

/** 12:30 in São Paulo; the second run happens three days later, as a redeploy would. */
const NOW = new Date('2026-03-10T15:30:00.000Z');
const LATER = new Date('2026-03-13T22:05:00.000Z');
const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const SEEDED_TABLES = [
  'brands',
  'brand_hosts',
  'brand_companies',
  'settings',
  'reasons',
  'sub_reasons',
  'bonuses',
  'desires',
  'stock_variants',
  'banks',
  'ceps',
  'consumers',
  'orders',
  'order_lines',
  'protocols',
  'protocol_items',
  'protocol_history',
  'protocol_timeline',
  'protocol_stockouts',
  'wallet_movements',
  'coupons',
  'campaign_coupons',
];
const CUSTOMER_REASONS = [
  REASON.SIZE_DID_NOT_FIT,
  REASON.COLOUR_EXCHANGE,
  REASON.WRONG_PIECE_RECEIVED,
  REASON.ARRIVED_DEFECTIVE,
];

let t: TestApp;
let db: Database;
let emptyBeforeSeed: boolean;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every seeded table, as JSON text in a stable order: equal snapshots mean nothing changed. */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of SEEDED_TABLES) {
    const found = await rows<{ row: string }>(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
    result[table] = found.map((entry) => entry.row);
  }
  return result;
}

// The catalogue's own mappers, in Portuguese (the language the spec's rules read names in).
const asReason = (row: typeof reasons.$inferSelect): Reason => toReason(row, 'pt');
const asDesire = (row: typeof desires.$inferSelect): Desire => toDesire(row, 'pt');

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

function expectLocalized(text: { pt: string; en: string; es: string } | null | undefined) {
  expect(text).toBeTruthy();
  for (const language of ['pt', 'en', 'es'] as const) expect(text![language].trim()).not.toBe('');
}

async function anaId(): Promise<number> {
  const [row] = await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, DEMO.ana.email));
  return row!.id;
}

async function anaBrand1Lines() {
  return db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.consumerId, await anaId()), eq(orders.companyCode, 1)));
}

async function brand1Settings() {
  const [row] = await db.select().from(settings).where(eq(settings.brandId, DEMO.brand.correBrasil));
  return { SCO_VAL_ENTREGA: yesNo(row!.validateDeliveryDate) } as const;
}

async function reasonById(id: number): Promise<Reason> {
  const [row] = await db.select().from(reasons).where(eq(reasons.id, id));
  return asReason(row!);
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: new TestClock(NOW) });
  db = t.database.db;
  emptyBeforeSeed = await isDatabaseEmpty(db);
  await seedDemoData(db, { now: NOW, dataDir: t.dataDir });
});
afterAll(() => t?.close());

describe('running the seed', () => {
  it('seeds an empty database, which is then no longer empty', async () => {
    expect(emptyBeforeSeed).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('changes nothing when run again days later: same rows, same values', async () => {
    const first = await snapshot();
    for (const table of SEEDED_TABLES) expect(first[table]!.length, table).toBeGreaterThan(0);
    await seedDemoData(db, { now: LATER, dataDir: t.dataDir });
    const second = await snapshot();
    for (const table of SEEDED_TABLES) {
      expect(second[table]!.length, `${table} row count`).toBe(first[table]!.length);
      expect(second[table], table).toEqual(first[table]);
    }
  });

  it('moves the protocol id sequence past the fixed ids, so new protocols do not collide', async () => {
    const [sequence] = await rows<{ last: number }>(sql`select last_value::int as last from protocols_id_seq`);
    const [max] = await rows<{ max: number }>(sql`select max(id)::int as max from protocols`);
    expect(sequence!.last).toBeGreaterThanOrEqual(max!.max);
    expect(max!.max).toBe(Math.max(...Object.values(DEMO.protocols)));
  });
});

describe('brands', () => {
  it('has brands 1, 2 and 4 with their company codes and hosts', async () => {
    expect((await db.select().from(brands).orderBy(asc(brands.id))).map((brand) => brand.id)).toEqual([1, 2, 4]);
    const companies = await db.select().from(brandCompanies).orderBy(asc(brandCompanies.companyCode));
    expect(companies.map((row) => [row.companyCode, row.brandId])).toEqual([
      [1, 1],
      [9, 2],
      [38, 2],
      [157, 4],
    ]);
    const hosts = Object.fromEntries((await db.select().from(brandHosts)).map((row) => [row.host, row.brandId]));
    expect(hosts).toEqual({ localhost: 1, '127.0.0.1': 1, 'brand2.localhost': 2, 'brand4.localhost': 4 });
  });

  it('gives each brand ten shades, lightest first, with white text readable on shade 8', async () => {
    const all = await db.select().from(brands);
    expect(new Set(all.map((brand) => brand.palette[6])).size).toBe(all.length);
    for (const brand of all) {
      expect(brand.palette, brand.name).toHaveLength(10);
      for (const shade of brand.palette) expect(shade).toMatch(/^#[0-9A-F]{6}$/i);
      const lightness = brand.palette.map(luminance);
      for (let index = 1; index < lightness.length; index++) {
        expect(lightness[index]!, `${brand.name} shade ${index}`).toBeLessThan(lightness[index - 1]!);
      }
      expect(contrastWithWhite(brand.palette[8]!), brand.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has self-contained SVG logos and https links on example domains', async () => {
    for (const brand of await db.select().from(brands)) {
      expect(brand.logoSvg.trim().startsWith('<svg')).toBe(true);
      expect(brand.logoSvg).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(brand.logoSvg).toContain(brand.name);
      expect(brand.logoSvg).not.toMatch(/<script|href=|url\(|<image|<foreignObject|\son[a-z]+=/i);
      for (const url of [brand.policyUrl, brand.contactUrl, brand.shopUrl]) {
        expect(new URL(url).protocol).toBe('https:');
        expect(new URL(url).hostname).toMatch(/\.example$/);
      }
    }
  });

  it('validates the delivery date at brand 1 and keeps one brand that does not', async () => {
    const all = await db.select().from(settings);
    expect(all).toHaveLength(3);
    expect(all.find((row) => row.brandId === 1)?.validateDeliveryDate).toBe(true);
    expect(all.some((row) => !row.validateDeliveryDate)).toBe(true);
    for (const row of all) {
      expect(row.couponQuantity).toBeGreaterThan(0);
      expect(row.couponValidityDays).toBeGreaterThan(0);
      for (const text of [row.couponMessage, row.couponInstructions, row.shoppingMessage, row.refundMessage]) {
        expectLocalized(text);
      }
    }
  });
});

describe('reasons, sub-reasons and desires', () => {
  it('shows customers exactly reasons 16, 17, 19 and 20; the operator-only and the inactive one stay hidden', async () => {
    const all = await db.select().from(reasons).orderBy(asc(reasons.id));
    const visible = all.filter((reason) => reason.active && !reason.operatorOnly).map((reason) => reason.id);
    expect(visible).toEqual(CUSTOMER_REASONS);
    expect(all.find((reason) => reason.id === OPERATOR_ONLY_REASON)).toMatchObject({
      active: true,
      operatorOnly: true,
    });
    expect(all.find((reason) => reason.id === INACTIVE_REASON)).toMatchObject({ active: false });
    for (const reason of all) {
      expect(reason.contactType).toBe(5);
      expectLocalized(reason.name);
      expectLocalized(reason.outOfDeadlineMessage);
      expectLocalized(reason.marketplaceMessage);
    }
  });

  it('sets photos, deadlines and exchange permissions per reason', async () => {
    const byId = new Map((await db.select().from(reasons)).map((reason) => [reason.id, reason]));
    expect(byId.get(REASON.WRONG_PIECE_RECEIVED)!.requiresImages).toBe(true);
    expect(byId.get(REASON.ARRIVED_DEFECTIVE)!.requiresImages).toBe(true);
    expect(byId.get(REASON.SIZE_DID_NOT_FIT)!.requiresImages).toBe(false);
    for (const id of CUSTOMER_REASONS) {
      const reason = byId.get(id)!;
      expect(reason.firstExchangeAllowed).toBe(true);
      expect(reason.refundAllowed).toBe(true);
      expect(reason.secondExchangeAllowed).toBe(id === REASON.ARRIVED_DEFECTIVE);
    }
    expect(CUSTOMER_REASONS.filter((id) => byId.get(id)!.slaRestricted).length).toBeGreaterThan(0);
  });

  it('gives every reason sub-reasons and desires named in three languages', async () => {
    const allSubReasons = await db.select().from(subReasons);
    const allDesires = await db.select().from(desires);
    for (const id of CUSTOMER_REASONS) {
      const own = allSubReasons.filter((subReason) => subReason.reasonId === id);
      expect(own.length, `sub-reasons of ${id}`).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    for (const reason of await db.select().from(reasons)) {
      expect(
        allDesires.some((desire) => desire.reasonId === reason.id),
        `desires of ${reason.id}`,
      ).toBe(true);
    }
    for (const subReason of allSubReasons) expectLocalized(subReason.name);
    for (const desire of allDesires) {
      expectLocalized(desire.name);
      if (desire.auxiliaryMessage) expectLocalized(desire.auxiliaryMessage);
    }
    expect(allDesires.filter((desire) => desire.auxiliaryMessage).length).toBeGreaterThanOrEqual(2);
    expect(allDesires.find((desire) => desire.id === INACTIVE_DESIRE)?.active).toBe(false);
  });

  it('offers an exchange and a refund for each customer reason, with the spec §9 desire ids', async () => {
    const allDesires = (await db.select().from(desires)).map(asDesire);
    for (const id of CUSTOMER_REASONS) {
      const offered = desiresFor(allDesires, await reasonById(id), { allowExchangeDesires: true });
      expect(offered.some(isExchangeDesire), `exchange for ${id}`).toBe(true);
      expect(offered.some(isRefundDesire), `refund for ${id}`).toBe(true);
    }
    const byId = new Map(allDesires.map((desire) => [desire.MOT_ID, desire]));
    expect(byId.get(1)).toMatchObject({ ASS_ID: REASON.SIZE_DID_NOT_FIT, MOT_TAMANHO: 'S', MOT_GATILHO: 'T' });
    for (const id of REFUND_DESIRES) expect(isRefundDesire(byId.get(id)!), `desire ${id}`).toBe(true);
    for (const id of EXCHANGE_OR_COLOUR_DESIRES) expect(isExchangeDesire(byId.get(id)!), `desire ${id}`).toBe(true);
  });

  it('has exactly one refund-or-voucher desire, with an active bonus', async () => {
    const allDesires = await db.select().from(desires);
    const offers = allDesires.filter((row) => isVoucherOfferDesire(asDesire(row)));
    expect(offers.map((row) => row.id)).toEqual([VOUCHER_OFFER_DESIRE]);
    expect(offers[0]).toMatchObject({ refund: true, storeCredit: true, trigger: 'C' });
    expect(offers[0]!.name.pt.toLowerCase()).toContain('estorno');
    const [bonus] = await db.select().from(bonuses).where(eq(bonuses.code, offers[0]!.bonusCode!));
    expect(bonus).toMatchObject({ active: true });
    expect(bonus!.percent).toBeGreaterThan(0);
  });
});

describe("Ana's brand-1 lines", () => {
  it('were delivered on at least three São Paulo dates within the last ten days', async () => {
    const dates = new Set(
      (await anaBrand1Lines())
        .map(({ line }) => line.deliveredAt)
        .filter((date): date is Date => date !== null && daysSinceInSaoPaulo(date, NOW) <= 10)
        .map((date) => saoPauloDateKey(date)),
    );
    expect(dates.size).toBeGreaterThanOrEqual(3);
  });

  it('match the DEMO lines the other tests use', async () => {
    const all = await anaBrand1Lines();
    for (const [scenario, demo] of Object.entries(DEMO.lines)) {
      const found = all.find(({ line, order }) => order.orderCode === demo.orderCode && line.itemSeq === demo.itemSeq);
      expect(found, scenario).toBeDefined();
      const { line, order } = found!;
      expect(
        {
          invoiceSeq: line.invoiceSeq,
          productCode: line.productCode,
          productModel: line.productModel,
          productName: line.productName,
          size: line.size,
          invoiceNumber: line.invoiceNumber,
          colour: line.colourName,
          grossCents: line.grossCents,
          paymentType: order.paymentType,
          deliveredDaysAgo: line.deliveredAt && daysSinceInSaoPaulo(line.deliveredAt, NOW),
          isMarketplace: order.isMarketplace,
          isReinvoice: line.isReinvoice,
        },
        scenario,
      ).toEqual({
        invoiceSeq: demo.invoiceSeq,
        productCode: demo.productCode,
        productModel: demo.productModel,
        productName: demo.productName,
        size: demo.size,
        invoiceNumber: demo.invoiceNumber,
        colour: demo.colour,
        grossCents: demo.grossCents,
        paymentType: demo.paymentType,
        deliveredDaysAgo: demo.deliveredDaysAgo,
        isMarketplace: demo.isMarketplace,
        isReinvoice: demo.isReinvoice,
      });
    }
  });

  it('walk every path of the reason chain', async () => {
    const rules = await brand1Settings();
    const eligibility = async (demo: (typeof DEMO.lines)[keyof typeof DEMO.lines], reasonId: number) => {
      const [row] = (await anaBrand1Lines()).filter(
        ({ order, line }) => order.orderCode === demo.orderCode && line.itemSeq === demo.itemSeq,
      );
      const line = {
        DATA_ENTREGA: row!.line.deliveredAt,
        PEDIDO_MKTP: yesNo(row!.order.isMarketplace),
        TIPO_REFATU: yesNo(row!.line.isReinvoice),
      };
      return checkEligibility(line, await reasonById(reasonId), rules, NOW);
    };
    const recent = [
      DEMO.lines.sizeExchange,
      DEMO.lines.colourExchange,
      DEMO.lines.bankSlipRefund,
      DEMO.lines.voucherOffer,
      DEMO.lines.stockEmpty,
      DEMO.lines.otherSizeSoldOut,
      DEMO.lines.pixRefund,
    ];
    for (const line of recent) {
      for (const reasonId of CUSTOMER_REASONS) {
        expect(await eligibility(line, reasonId), `${line.productName} / ${reasonId}`).toEqual({
          ok: true,
          allowExchangeDesires: true,
          secondExchangeDenied: false,
        });
      }
    }
    expect(await eligibility(DEMO.lines.marketplace, REASON.SIZE_DID_NOT_FIT)).toMatchObject({ block: 'marketplace' });
    expect(await eligibility(DEMO.lines.noDeliveryDate, REASON.SIZE_DID_NOT_FIT)).toEqual({
      ok: false,
      block: 'missingDeliveryDate',
    });
    expect(await eligibility(DEMO.lines.longAgo, REASON.SIZE_DID_NOT_FIT)).toMatchObject({ block: 'outOfDeadline' });
    expect(await eligibility(DEMO.lines.longAgo, REASON.WRONG_PIECE_RECEIVED)).toMatchObject({
      block: 'outOfDeadline',
    });
    expect(await eligibility(DEMO.lines.longAgo, REASON.ARRIVED_DEFECTIVE)).toMatchObject({ ok: true });
    expect(await eligibility(DEMO.lines.fortyFiveDays, REASON.COLOUR_EXCHANGE)).toMatchObject({
      block: 'outOfDeadline',
    });
    expect(await eligibility(DEMO.lines.fortyFiveDays, REASON.WRONG_PIECE_RECEIVED)).toMatchObject({ ok: true });
    expect(await eligibility(DEMO.lines.reinvoice, REASON.SIZE_DID_NOT_FIT)).toMatchObject({
      ok: true,
      secondExchangeDenied: true,
      allowExchangeDesires: false,
    });
    expect(await eligibility(DEMO.lines.reinvoice, REASON.ARRIVED_DEFECTIVE)).toMatchObject({
      ok: true,
      allowExchangeDesires: true,
    });
  });

  it('were paid by credit card, bank slip and Pix, with several lines in one order', async () => {
    const all = await anaBrand1Lines();
    const paymentTypes = new Set(all.map(({ order }) => order.paymentType));
    for (const type of [PAYMENT_TYPE.CREDIT_CARD, PAYMENT_TYPE.BANK_SLIP, PAYMENT_TYPE.PIX]) {
      expect(paymentTypes.has(type)).toBe(true);
    }
    const linesPerOrder = new Map<number, number>();
    for (const { order } of all) linesPerOrder.set(order.id, (linesPerOrder.get(order.id) ?? 0) + 1);
    expect(Math.max(...linesPerOrder.values())).toBeGreaterThanOrEqual(2);
    expect(all.filter(({ line }) => line.deliveredAt === null)).toHaveLength(1);
    expect(all.filter(({ order }) => order.isMarketplace)).toHaveLength(1);
    expect(all.filter(({ line }) => line.isReinvoice)).toHaveLength(1);
    for (const { line, order } of all) {
      expect(line.tracking).toMatch(/^[A-Z]{2}\d{9}BR$/);
      expect(line.invoiceNumber).toMatch(/^\d{9}$/);
      expect(order.totalCents).toBeGreaterThanOrEqual(line.grossCents);
    }
  });

  it('include orders at brand 2 (companies 9 and 38) and brand 4 (company 157)', async () => {
    const companies = await db
      .selectDistinct({ companyCode: orders.companyCode })
      .from(orders)
      .where(eq(orders.consumerId, await anaId()));
    expect(companies.map((row) => row.companyCode).sort((a, b) => a - b)).toEqual([1, 9, 38, 157]);
  });
});

describe('stock', () => {
  const variantsOf = async (model: string) =>
    (await db.select().from(stockVariants).where(eq(stockVariants.productModel, model))).map((row) => ({
      GRA_TAMANHO: row.size,
      TAM_ORDEM: row.sizeOrder,
      EST_SLD: row.stock,
      COR_NOME: row.colourName,
    }));

  it('has a sold-out size next to available ones', async () => {
    const options = sizeOptions(await variantsOf(PRODUCTS.runningShoe.model));
    expect(options.map((option) => option.size)).toEqual([...PRODUCTS.runningShoe.sizes]);
    expect(options.some((option) => !option.selectable)).toBe(true);
    expect(options.find((option) => option.size === DEMO.lines.sizeExchange.size)?.selectable).toBe(true);
  });

  it('leaves the cap with a single sold-out size (stock-empty modal) and the socks with a sold-out other size', async () => {
    expect(isStockEmpty(sizeOptions(await variantsOf(PRODUCTS.runningCap.model)))).toBe(true);
    const socks = sizeOptions(await variantsOf(PRODUCTS.crewSocks.model));
    expect(socks.filter((option) => option.size !== DEMO.lines.otherSizeSoldOut.size).map((o) => o.selectable)).toEqual(
      [false],
    );
  });

  it('has a stock line for every colour and size that was ordered, with its colour and image', async () => {
    const lines = await db.select().from(orderLines);
    const variants = await db.select().from(stockVariants);
    for (const line of lines) {
      const variant = variants.find(
        (row) =>
          row.productModel === line.productModel &&
          row.productCode === line.productCode &&
          row.colourName === line.colourName &&
          row.size === line.size,
      );
      expect(variant, `${line.productName} ${line.colourName} ${line.size}`).toBeDefined();
      expect(variant!.imageUrl).toBe(line.imageUrl);
    }
    for (const variant of variants) expect(variant.colourHex).toMatch(/^#[0-9A-F]{6}$/i);
    expect(new Set(variants.map((row) => row.productModel)).size).toBe(Object.keys(PRODUCTS).length);
  });
});

describe('product images', () => {
  it('exist as small self-contained SVG files for every image the data links to', async () => {
    const urls = new Set([
      ...(await db.select({ url: orderLines.imageUrl }).from(orderLines)).map((row) => row.url),
      ...(await db.select({ url: stockVariants.imageUrl }).from(stockVariants)).map((row) => row.url),
      ...(await db.select({ url: protocolItems.imageUrl }).from(protocolItems)).map((row) => row.url),
    ]);
    for (const url of urls) {
      expect(url).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
      const file = path.join(WEB_PUBLIC, url!);
      expect(statSync(file).size, url!).toBeLessThan(4096);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject|\son[a-z]+=/i);
    }
  });
});

describe('banks and CEPs', () => {
  it('lists real banks by three-digit code and flags the non-bank entries', async () => {
    const all = await db.select().from(banks);
    const real = all.filter((bank) => bank.isBank);
    expect(real.length).toBeGreaterThanOrEqual(20);
    for (const bank of all) expect(bank.code).toMatch(/^\d{3}$/);
    expect(real.find((bank) => bank.code === '001')?.name).toBe('Banco do Brasil S.A.');
    expect(real.find((bank) => bank.code === '341')?.name).toMatch(/Itaú/);
    const flagged = all.filter((bank) => !bank.isBank).map((bank) => bank.name);
    expect(flagged).toEqual(expect.arrayContaining(['Ajustes', 'Outros', 'Transporte de valores', 'Liquidação']));
  });

  it('holds a few hundred valid CEPs from many states, Avenida Paulista among them', async () => {
    const all = await db.select().from(ceps);
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all.map((row) => row.uf)).size).toBeGreaterThanOrEqual(13);
    for (const row of all) {
      expect(isValidCep(row.cep), row.cep).toBe(true);
      expect(isValidUf(row.uf), row.cep).toBe(true);
    }
    expect(all.find((row) => row.cep === '01310100')).toMatchObject({
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
  });

  it('knows a CEP of every state capital (issue 11: an unknown CEP used to block the buyer step)', async () => {
    const capitals: Record<string, string> = {
      AC: 'Rio Branco',
      AL: 'Maceió',
      AM: 'Manaus',
      AP: 'Macapá',
      BA: 'Salvador',
      CE: 'Fortaleza',
      DF: 'Brasília',
      ES: 'Vitória',
      GO: 'Goiânia',
      MA: 'São Luís',
      MG: 'Belo Horizonte',
      MS: 'Campo Grande',
      MT: 'Cuiabá',
      PA: 'Belém',
      PB: 'João Pessoa',
      PE: 'Recife',
      PI: 'Teresina',
      PR: 'Curitiba',
      RJ: 'Rio de Janeiro',
      RN: 'Natal',
      RO: 'Porto Velho',
      RR: 'Boa Vista',
      RS: 'Porto Alegre',
      SC: 'Florianópolis',
      SE: 'Aracaju',
      SP: 'São Paulo',
      TO: 'Palmas',
    };
    const all = await db.select().from(ceps);
    const missing = Object.entries(capitals).filter(
      ([uf, city]) => !all.some((row) => row.uf === uf && row.city === city),
    );
    expect(missing).toEqual([]);
    expect(new Set(all.map((row) => row.uf)).size).toBe(27);
  });
});

describe('customers', () => {
  it('are valid by the domain validators; Ana has no saved bank data, Bruno has all of it', async () => {
    const all = await db.select().from(consumers);
    // Ana, Bruno, Carla (phone only), Diego (the e2e language walk's card order) and Elisa (the e2e mixed request's
    // Pix and card orders).
    expect(all).toHaveLength(5);
    for (const consumer of all) {
      expect(isValidCpf(consumer.cpf), consumer.name).toBe(true);
      expect(isValidPhone(consumer.phone), consumer.name).toBe(true);
      if (consumer.email) expect(isValidEmail(consumer.email)).toBe(true);
    }
    const ana = all.find((consumer) => consumer.email === DEMO.ana.email)!;
    expect(ana).toMatchObject({ cpf: DEMO.ana.cpf, phone: DEMO.ana.phone, bankCode: null, bankAgency: null });
    const bruno = all.find((consumer) => consumer.email === DEMO.bruno.email)!;
    expect(isValidAgency(bruno.bankAgency)).toBe(true);
    expect(isValidAccount(bruno.bankAccount)).toBe(true);
    expect(isValidPixKey(bruno.pixKey)).toBe(true);
    expect((await db.select().from(banks).where(eq(banks.code, bruno.bankCode!)))[0]?.isBank).toBe(true);
    const carla = all.find((consumer) => consumer.phone === DEMO.phoneOnly.phone)!;
    expect(carla).toMatchObject({ email: null, cpf: DEMO.phoneOnly.cpf });
  });

  it("copy each customer's data onto their orders, with an address the CEP table knows", async () => {
    const all = await db
      .select({ order: orders, consumer: consumers })
      .from(orders)
      .innerJoin(consumers, eq(consumers.id, orders.consumerId));
    const cepRows = new Map((await db.select().from(ceps)).map((row) => [row.cep, row]));
    for (const { order, consumer } of all) {
      expect(order).toMatchObject({ cpf: consumer.cpf, customerName: consumer.name, email: consumer.email });
      expect(joinPhone({ ddi: order.phoneDdi, ddd: order.phoneDdd, number: order.phoneNumber })).toBe(consumer.phone);
      expect(cepRows.get(order.cep!), order.orderCode).toMatchObject({ city: order.city, uf: order.uf });
      expect(order.addressId).toBe('END001');
      expect(order.addressSeq).toBe('1');
    }
    expect(all.filter(({ consumer }) => consumer.phone === DEMO.phoneOnly.phone).length).toBeGreaterThan(0);
    expect(all.filter(({ consumer }) => consumer.email === DEMO.bruno.email).length).toBeGreaterThan(1);
  });
});

describe("Ana's wallet at brand 1", () => {
  it('has money and bonus credits and debits with a correct running balance', async () => {
    const movements = await db
      .select()
      .from(walletMovements)
      .where(and(eq(walletMovements.consumerId, await anaId()), eq(walletMovements.brandId, 1)))
      .orderBy(asc(walletMovements.movedAt), asc(walletMovements.id));
    let balance = 0;
    for (const movement of movements) {
      balance += movement.operation === 'Credit' ? movement.valueCents : -movement.valueCents;
      expect(movement.balanceCents).toBe(balance);
    }
    expect(balance).toBe(anaWalletBalanceCents());
    expect(balance).toBeGreaterThan(0);
    expect(new Set(movements.map((movement) => movement.entryType))).toEqual(new Set(['V', 'B']));
    expect(new Set(movements.map((movement) => movement.operation))).toEqual(new Set(['Credit', 'Debit']));
  });

  it('has active, expired and used coupons, campaign coupons per company, and qualifies for a new coupon', async () => {
    const own = await db
      .select()
      .from(coupons)
      .where(eq(coupons.consumerId, await anaId()));
    expect(own.map((coupon) => coupon.status).sort()).toEqual(['Ativo', 'Expirado', 'Utilizado']);
    expect(own.find((coupon) => coupon.status === 'Ativo')!.validUntil > saoPauloDateKey(NOW)).toBe(true);
    expect(own.find((coupon) => coupon.status === 'Expirado')!.validUntil < saoPauloDateKey(NOW)).toBe(true);
    const campaigns = await db.select().from(campaignCoupons);
    expect(campaigns.map((row) => row.companyCode).sort((a, b) => a - b)).toEqual([1, 9, 38, 157]);
    const [rules] = await db.select().from(settings).where(eq(settings.brandId, 1));
    const movements = await db
      .select()
      .from(walletMovements)
      .where(eq(walletMovements.consumerId, await anaId()));
    expect(
      shouldOfferCoupon({
        settings: { SCO_QTD_CUPOM: rules!.couponQuantity, SCO_VAL_CUPOM: rules!.couponValidityDays },
        balanceCents: anaWalletBalanceCents(),
        movements: movements.map((movement) => ({ TCM_CODIGO: movement.couponCode })),
        coupons: own.map((coupon) => ({ TCM_DTCRIACAO: coupon.createdAt, TCC_STATUS: coupon.status })),
        campaign: { TIC_DESCONTO: campaigns.find((row) => row.companyCode === 1)!.discountPercent },
        now: NOW,
      }),
    ).toBe(true);
  });
});

describe('protocols', () => {
  it('cover several statuses for Ana at brand 1 and one for Bruno', async () => {
    const all = await db.select().from(protocols);
    const anaStatuses = all.filter((row) => row.email === DEMO.ana.email);
    expect(anaStatuses.map((row) => row.statusId)).toEqual(
      expect.arrayContaining([STATUS.OPENED, STATUS.AWAITING_ANALYSIS, STATUS.FINISHED, STATUS.REJECTED]),
    );
    expect(all.filter((row) => row.email === DEMO.bruno.email)).toHaveLength(1);
    for (const row of all) {
      expect(row.brandId).toBe(1);
      expect(isValidCpf(row.cpf)).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('return older lines than the ones the request flow uses', async () => {
    const items = await db
      .select({ item: protocolItems, line: orderLines, order: orders })
      .from(protocolItems)
      .innerJoin(orderLines, eq(orderLines.id, protocolItems.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId));
    expect(items).toHaveLength(Object.keys(DEMO.protocols).length);
    for (const { item, line, order } of items) {
      expect(
        Object.values(DEMO.lines).some((demo) => demo.orderCode === order.orderCode && demo.itemSeq === line.itemSeq),
      ).toBe(false);
      expect(item).toMatchObject({ productCode: line.productCode, size: line.size, unitCents: line.grossCents });
    }
  });

  it('have a history ending on the current status, with the notes the history call must drop', async () => {
    const history = await db.select().from(protocolHistory).orderBy(asc(protocolHistory.happenedAt));
    for (const protocol of await db.select().from(protocols)) {
      const own = history.filter((entry) => entry.protocolId === protocol.id);
      expect(own.length, `history of ${protocol.id}`).toBeGreaterThan(0);
      expect(own.at(-1)!.statusId).toBe(protocol.statusId);
      expect(own[0]!.happenedAt.getTime()).toBe(protocol.createdAt.getTime());
    }
    const notes = history.map((entry) => entry.note ?? '');
    expect(notes.filter((note) => note.includes('Fluxo atend'))).toHaveLength(1);
    expect(notes.filter((note) => note.includes('Erro'))).toHaveLength(1);
    const timeline = await db
      .select()
      .from(protocolTimeline)
      .where(eq(protocolTimeline.protocolId, DEMO.protocols.opened));
    expect(timeline.length).toBeGreaterThan(0);
  });

  it('store timelines equal to what the timeline call derives from the visible history (ADR 0010)', async () => {
    const history = await db
      .select()
      .from(protocolHistory)
      .orderBy(asc(protocolHistory.happenedAt), asc(protocolHistory.id));
    const steps = await db.select().from(protocolTimeline).orderBy(asc(protocolTimeline.position));
    for (const protocol of await db.select().from(protocols)) {
      const visible = visibleHistory(history.filter((entry) => entry.protocolId === protocol.id));
      const expected = timelineFor(
        protocol.trigger as DesireTrigger,
        visible.map((entry) => entry.statusId),
        protocol.statusId,
      );
      const stored = steps.filter((step) => step.protocolId === protocol.id).map((step) => step.statusId);
      expect(stored, `timeline of ${protocol.id}`).toEqual(expected);
    }
  });

  it('give Ana protocols on each path (T, E, C), open and closed', async () => {
    const own = await db
      .select()
      .from(protocols)
      .where(eq(protocols.consumerId, await anaId()));
    expect(new Set(own.map((protocol) => protocol.trigger))).toEqual(new Set(['T', 'E', 'C']));
    expect(own.some((protocol) => isOpenStatus(protocol.statusId))).toBe(true);
    expect(own.some((protocol) => !isOpenStatus(protocol.statusId))).toBe(true);
  });

  it('include a store-stockout protocol (CTO_ID 6) with its stockout items', async () => {
    const [stockout] = await db.select().from(protocols).where(eq(protocols.id, DEMO.protocols.storeStockout));
    expect(stockout!.contactType).toBe(6);
    const items = await db
      .select()
      .from(protocolStockouts)
      .where(eq(protocolStockouts.protocolId, DEMO.protocols.storeStockout));
    expect(items.length).toBeGreaterThan(0);
  });
});
