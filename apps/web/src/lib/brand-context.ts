import { createContext, useContext } from 'react';

/** Public configuration of the brand the portal was opened for (GET /api/brand, ARCHITECTURE §5). */
export interface Brand {
  id: number;
  name: string;
  /** Ten shades, light to dark, as a Mantine colour tuple; shade 8 carries white text. */
  palette: readonly string[];
  logoUrl: string;
  policyUrl: string;
  contactUrl: string;
  shopUrl: string;
  companyCodes: readonly number[];
}

export const BrandContext = createContext<Brand | null>(null);

/**
 * The current brand. Lives in shared code so every feature can read it (features may not import each other);
 * the brand feature's BrandProvider loads it and renders nothing else until it is known.
 */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() must be used inside <BrandProvider>');
  return brand;
}

/**
 * The brands' logos are drawn on a 192 × 64 canvas (seed/brand-logos.ts). Given to every logo `<img>` as its width and
 * height, the browser reserves the logo's box before the image arrives: a server-rendered page (ADR 0024) is laid out
 * before its images load, and a box without a size moved the header's text aside when the logo came.
 */
export const BRAND_LOGO_SIZE = { width: 192, height: 64 } as const;
