import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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

export function listCustomerReasons(db: Database, brandId: number, filter: ReasonFilter) {
  const conditions: (SQL | undefined)[] = [customerVisibleReason];
  if (filter.id !== undefined) conditions.push(eq(reasons.id, filter.id));
  if (filter.contactType !== undefined) conditions.push(eq(reasons.contactType, filter.contactType));
  // Names are stored per language: the shopper searches the one they read.
  if (filter.name) conditions.push(sql`(${reasons.name} ->> ${filter.lang}) ilike ${containsPattern(filter.name)}`);
  return db
    .select(effectiveReason)
    .from(reasons)
    .leftJoin(brandReasonTerms, reasonTermsJoin(brandId))
    .where(and(...conditions))
    .orderBy(asc(reasons.id));
}

export function listCustomerSubReasons(db: Database, brandId: number, reasonId?: number) {
  return db
    .select({ subReason: effectiveSubReason })
    .from(subReasons)
    .innerJoin(reasons, eq(reasons.id, subReasons.reasonId))
    .leftJoin(brandReasonTerms, reasonTermsJoin(brandId))
    .leftJoin(brandSubReasonTerms, subReasonTermsJoin(brandId))
    .where(
      and(
        customerVisibleReason,
        effectiveSubReason.active,
        reasonId === undefined ? undefined : eq(subReasons.reasonId, reasonId),
      ),
    )
    .orderBy(asc(subReasons.id))
    .then((rows) => rows.map((row) => row.subReason));
}

export function listCustomerDesires(db: Database, brandId: number, reasonId?: number) {
  return db
    .select({ desire: effectiveDesire })
    .from(desires)
    .innerJoin(reasons, eq(reasons.id, desires.reasonId))
    .leftJoin(brandReasonTerms, reasonTermsJoin(brandId))
    .leftJoin(brandDesireTerms, desireTermsJoin(brandId))
    .where(
      and(
        customerVisibleReason,
        effectiveDesire.active,
        reasonId === undefined ? undefined : eq(desires.reasonId, reasonId),
      ),
    )
    .orderBy(asc(desires.id))
    .then((rows) => rows.map((row) => row.desire));
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

export async function findSettings(db: Database, brandId: number) {
  const [row] = await db.select().from(settings).where(eq(settings.brandId, brandId));
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
