import type { Database } from '../client';
import { stockVariants } from '../schema';
import { colourNameTexts } from './catalogue-texts';
import { PRODUCTS, type ProductKey } from './products';

/** One stock line per product model, colour and size (spec §3 stock/variant line), all from the demo catalogue. */
export async function seedStock(db: Database): Promise<void> {
  const rows = Object.entries(PRODUCTS).flatMap(([key, product]) =>
    product.colours.flatMap((colour) =>
      product.sizes.map((size, index) => ({
        productModel: product.model,
        productCode: product.code,
        colourCode: colour.code,
        colourName: colour.name,
        colourNameTexts: colourNameTexts(key as ProductKey, colour.name),
        colourHex: colour.hex,
        size,
        sizeOrder: index + 1,
        stock: colour.stock[index] ?? 0,
        stockType: 'E',
        imageUrl: colour.image,
      })),
    ),
  );
  await db.insert(stockVariants).values(rows).onConflictDoNothing();
}
