import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { renderedOnce } from '../../db/rendered-statement';
import {
  banks,
  bonuses,
  brandDesireTerms,
  brandReasonTerms,
  brandSubReasonTerms,
  desires,
  reasons,
  settings,
  stockVariants,
  subReasons,
} from '../../db/schema';
import {
  customerVisibleReason,
  desireTermsJoin,
  effectiveDesire,
  effectiveReason,
  effectiveSubReason,
  reasonTermsJoin,
  subReasonTermsJoin,
} from './brand-terms';
import { containsPattern } from './wire';

// Every list below is the host brand's view of the shared catalogue: its terms over the shared rows (ADR 0055).

export interface ReasonFilter {
  id?: number;
  contactType?: number;
  /** Part of the name, in the request language. */
  name?: string;
  lang: Language;
}

// The shopper's catalogue reads are rendered once (db/rendered-statement): Home's first page makes all four, and
// drizzle rendering their joins cost more CPU than PostgreSQL took to run them (issue 29). An optional filter is a
// placeholder that is null when absent, so each statement has one text whatever the call asks; the tables are a
// brand's catalogue (tens of rows), so the one plan that serves every filter costs nothing.
const brandIdValue = sql.placeholder('brandId');
/** `column = value`, or true when the value is null (the filter was not asked for). */
const optionalEquals = (column: SQLWrapper, name: string) =>
  sql`(${sql.placeholder(name)}::integer is null or ${column} = ${sql.placeholder(name)}::integer)`;

const customerReasons = renderedOnce<(typeof reasons.$inferSelect)[]>('catalog_customer_reasons', (db) =>
  db
    .select(effectiveReason)
    .from(reasons)
    .leftJoin(brandReasonTerms, reasonTermsJoin(brandIdValue))
    .where(
      and(
        customerVisibleReason,
        optionalEquals(reasons.id, 'id'),
        optionalEquals(reasons.contactType, 'contactType'),
        // Names are stored per language: the shopper searches the one they read.
        sql`(${sql.placeholder('namePattern')}::text is null
          or (${reasons.name} ->> ${sql.placeholder('lang')}::text) ilike ${sql.placeholder('namePattern')}::text)`,
      ),
    )
    .orderBy(asc(reasons.id)),
);

export function listCustomerReasons(db: Database, brandId: number, filter: ReasonFilter) {
  return customerReasons(db, {
    brandId,
    id: filter.id ?? null,
    contactType: filter.contactType ?? null,
    namePattern: filter.name ? containsPattern(filter.name) : null,
    lang: filter.lang,
  });
}

const customerSubReasons = renderedOnce<{ subReason: typeof subReasons.$inferSelect }[]>(
  'catalog_customer_sub_reasons',
  (db) =>
    db
      .select({ subReason: effectiveSubReason })
      .from(subReasons)
      .innerJoin(reasons, eq(reasons.id, subReasons.reasonId))
      .leftJoin(brandReasonTerms, reasonTermsJoin(brandIdValue))
      .leftJoin(brandSubReasonTerms, subReasonTermsJoin(brandIdValue))
      .where(and(customerVisibleReason, effectiveSubReason.active, optionalEquals(subReasons.reasonId, 'reasonId')))
      .orderBy(asc(subReasons.id)),
);

export async function listCustomerSubReasons(db: Database, brandId: number, reasonId?: number) {
  const rows = await customerSubReasons(db, { brandId, reasonId: reasonId ?? null });
  return rows.map((row) => row.subReason);
}

const customerDesires = renderedOnce<{ desire: typeof desires.$inferSelect }[]>('catalog_customer_desires', (db) =>
  db
    .select({ desire: effectiveDesire })
    .from(desires)
    .innerJoin(reasons, eq(reasons.id, desires.reasonId))
    .leftJoin(brandReasonTerms, reasonTermsJoin(brandIdValue))
    .leftJoin(brandDesireTerms, desireTermsJoin(brandIdValue))
    .where(and(customerVisibleReason, effectiveDesire.active, optionalEquals(desires.reasonId, 'reasonId')))
    .orderBy(asc(desires.id)),
);

export async function listCustomerDesires(db: Database, brandId: number, reasonId?: number) {
  const rows = await customerDesires(db, { brandId, reasonId: reasonId ?? null });
  return rows.map((row) => row.desire);
}

export interface BonusFilter {
  code?: number;
  percent?: number;
  active: boolean;
}

export function listBonuses(db: Database, filter: BonusFilter) {
  return db
    .select()
    .from(bonuses)
    .where(
      and(
        eq(bonuses.active, filter.active),
        filter.code === undefined ? undefined : eq(bonuses.code, filter.code),
        filter.percent === undefined ? undefined : eq(bonuses.percent, filter.percent),
      ),
    )
    .orderBy(asc(bonuses.code));
}

const settingsOfBrand = renderedOnce<(typeof settings.$inferSelect)[]>('catalog_settings_of_brand', (db) =>
  db.select().from(settings).where(eq(settings.brandId, brandIdValue)),
);

export async function findSettings(db: Database, brandId: number) {
  const [row] = await settingsOfBrand(db, { brandId });
  return row ?? null;
}

export function listRealBanks(db: Database) {
  return db.select({ code: banks.code, name: banks.name }).from(banks).where(eq(banks.isBank, true));
}

export async function findRealBank(db: Database, code: string) {
  const [row] = await db
    .select({ code: banks.code })
    .from(banks)
    .where(and(eq(banks.code, code), eq(banks.isBank, true)));
  return row ?? null;
}

/** Rendered once (db/rendered-statement): every size exchange of a protocol reads it (bench/README.md). */
const stockOfModel = renderedOnce<(typeof stockVariants.$inferSelect)[]>('catalog_stock_of_model', (db) =>
  db
    .select()
    .from(stockVariants)
    .where(eq(stockVariants.productModel, sql.placeholder('productModel')))
    .orderBy(asc(stockVariants.colourCode), asc(stockVariants.sizeOrder), asc(stockVariants.size)),
);

/** Every colour and size of a model, grid order within each colour. */
export function listStockOfModel(db: Database, productModel: string) {
  return stockOfModel(db, { productModel });
}
