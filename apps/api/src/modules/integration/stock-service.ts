/**
 * Absolute stock levels from the brand (issue 25, ADR 0041): what the size and colour exchange reads. Each item is
 * applied in its own transaction under an advisory lock on its variant, and only when its `asOf` is newer than the
 * stored one, so deliveries that arrive out of order (a retried older call after a newer one) never go backwards.
 *
 * Who may set a variant's stock (issue 44, ADR 0072): the brands that sell its model — whose orders hold a line of it
 * — never merely the first brand that wrote it. A model no brand's orders hold yet (a new product) is set by the
 * brand that set it before, or by any brand while nobody has.
 *
 * A variant the portal does not know yet is created: its colour code is the colour's name (the document carries no
 * other), its hex a neutral grey, its image the one an order line of that model and colour carries, and it sorts
 * after the sizes already known (ADR 0041).
 */
import { and, eq, max, sql } from 'drizzle-orm';
import { parseStockItem, type DocumentError, type StockItem } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandCompanies, integrationStockVersions, orderLines, orders, stockVariants } from '../../db/schema';
import { lockKeys } from './customers';

export type StockOutcome = 'created' | 'updated' | 'ignored' | 'rejected';

export interface StockUpsertResult {
  /** The item's position in the call (items carry no id of their own). */
  index: number;
  outcome: StockOutcome;
  errors?: DocumentError[];
}

const NEUTRAL_COLOUR_HEX = '#9CA3AF';

class StockRejected extends Error {
  constructor(readonly errors: DocumentError[]) {
    super('stock item rejected');
  }
}

async function newVariant(tx: Database, item: StockItem) {
  const [image] = await tx
    .select({ url: orderLines.imageUrl })
    .from(orderLines)
    .where(and(eq(orderLines.productModel, item.model), eq(orderLines.colourName, item.colour)))
    .limit(1);
  const [last] = await tx
    .select({ order: max(stockVariants.sizeOrder) })
    .from(stockVariants)
    .where(and(eq(stockVariants.productModel, item.model), eq(stockVariants.colourName, item.colour)));
  const [created] = await tx
    .insert(stockVariants)
    .values({
      productModel: item.model,
      productCode: item.productCode,
      colourCode: item.colour,
      colourName: item.colour,
      colourHex: NEUTRAL_COLOUR_HEX,
      size: item.size,
      sizeOrder: (last?.order ?? 0) + 1,
      stock: item.quantity,
      imageUrl: image?.url ?? '',
    })
    .returning({ id: stockVariants.id });
  return created!.id;
}

/** The brands whose orders hold a line of the model. */
async function sellersOf(tx: Database, model: string): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ brandId: brandCompanies.brandId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(brandCompanies, eq(brandCompanies.companyCode, orders.companyCode))
    .where(eq(orderLines.productModel, model));
  return new Set(rows.map((row) => row.brandId));
}

/** May the brand set this model's stock? Its sellers may; an unsold model, whoever set it before (or anyone). */
async function maySet(tx: Database, brandId: number, model: string, lastSetter: number | null): Promise<boolean> {
  const sellers = await sellersOf(tx, model);
  if (sellers.size > 0) return sellers.has(brandId);
  return lastSetter === null || lastSetter === brandId;
}

async function applyItem(db: Database, brandId: number, item: StockItem, index: number): Promise<StockOutcome> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`stock:${item.model}:${item.colour}:${item.size}`]);
    const asOf = new Date(item.asOf);
    const [variant] = await tx
      .select({ id: stockVariants.id, version: integrationStockVersions })
      .from(stockVariants)
      .leftJoin(integrationStockVersions, eq(integrationStockVersions.stockVariantId, stockVariants.id))
      .where(
        and(
          eq(stockVariants.productModel, item.model),
          eq(stockVariants.colourName, item.colour),
          eq(stockVariants.size, item.size),
        ),
      )
      .orderBy(stockVariants.id)
      .limit(1);
    if (!(await maySet(tx, brandId, item.model, variant?.version?.brandId ?? null))) {
      throw new StockRejected([
        {
          field: `items.${index}`,
          code: 'variant_of_other_brand',
          message: "The variant's model is sold by other brands only; its stock is theirs to set.",
        },
      ]);
    }
    if (!variant) {
      const id = await newVariant(tx, item);
      await tx.insert(integrationStockVersions).values({ stockVariantId: id, brandId, asOf });
      return 'created';
    }
    if (variant.version && variant.version.asOf.getTime() >= asOf.getTime()) return 'ignored';
    await tx.update(stockVariants).set({ stock: item.quantity }).where(eq(stockVariants.id, variant.id));
    await tx
      .insert(integrationStockVersions)
      .values({ stockVariantId: variant.id, brandId, asOf })
      .onConflictDoUpdate({
        target: integrationStockVersions.stockVariantId,
        set: { asOf: sql`excluded.as_of`, brandId: sql`excluded.brand_id` },
      });
    return 'updated';
  });
}

/** Parses and applies each item on its own; results in the order sent. 'ignored': a newer level is stored. */
export async function upsertStock(db: Database, brandId: number, items: unknown[]): Promise<StockUpsertResult[]> {
  const results: StockUpsertResult[] = [];
  for (const [index, value] of items.entries()) {
    const parsed = parseStockItem(value, ['items', index]);
    if (!parsed.ok) {
      results.push({ index, outcome: 'rejected', errors: parsed.errors });
      continue;
    }
    try {
      results.push({ index, outcome: await applyItem(db, brandId, parsed.value, index) });
    } catch (error) {
      if (!(error instanceof StockRejected)) throw error;
      results.push({ index, outcome: 'rejected', errors: error.errors });
    }
  }
  return results;
}
