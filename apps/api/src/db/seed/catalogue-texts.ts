/**
 * What a brand's feed may say about its catalogue in the other interface languages (ADR 0032), for a few demo
 * products so both paths show: names given in en and es (the running shoe), in en only (the Dry Fit tee), in es only
 * (the windbreaker), and none (every other product: its own Portuguese name in every language). Colours follow the
 * same rule, per product. Texts a brand would plausibly send, not translations made here.
 */
import { COUPON_CAMPAIGN_NAME_TEXTS } from '@portal/domain';
import type { CatalogueTexts } from '../schema';
import type { ProductKey } from './products';

const PRODUCT_NAMES: Partial<Record<ProductKey, CatalogueTexts>> = {
  runningShoe: { en: 'Veloz Running Shoe', es: 'Zapatilla de Running Veloz' },
  dryFitTee: { en: 'Dry Fit T-Shirt' },
  windbreaker: { es: 'Chaqueta Cortavientos' },
};

/** By product, then by the colour's stored name (COR_NOME, as order lines and stock variants keep it). */
const COLOUR_NAMES: Partial<Record<ProductKey, Readonly<Record<string, CatalogueTexts>>>> = {
  runningShoe: {
    'Azul Royal': { en: 'Royal Blue', es: 'Azul Rey' },
    Preto: { en: 'Black', es: 'Negro' },
  },
  dryFitTee: { Branca: { en: 'White' } },
  windbreaker: { Preta: { es: 'Negra' } },
};

/** The campaign the wallet's coupons come from, in the brand's other languages. */
/** The portal's campaign name in en and es: one definition, shared with the coupons the wallet issues. */
export const CAMPAIGN_NAME_TEXTS: CatalogueTexts = { ...COUPON_CAMPAIGN_NAME_TEXTS };

export function productNameTexts(product: ProductKey): CatalogueTexts | null {
  return PRODUCT_NAMES[product] ?? null;
}

export function colourNameTexts(product: ProductKey, colour: string): CatalogueTexts | null {
  return COLOUR_NAMES[product]?.[colour] ?? null;
}
