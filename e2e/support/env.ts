/**
 * Where the e2e server listens and how each brand is reached. Shared by the Playwright config, the server launcher
 * and the fixtures so a different port (E2E_PORT) changes all of them at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

/** Seeded brand hosts (ARCHITECTURE §5); Chromium resolves every *.localhost name to loopback. */
export const BRAND_HOSTS = { 1: 'localhost', 2: 'brand2.localhost', 4: 'brand4.localhost' } as const;
export type BrandId = keyof typeof BRAND_HOSTS;
export const BRAND_IDS = Object.keys(BRAND_HOSTS).map(Number) as BrandId[];

/** A host that resolves to loopback but has no brand row: the SPA must show the brand error. */
export const UNKNOWN_BRAND_ORIGIN = `http://other.localhost:${E2E_PORT}`;

export function brandOrigin(brandId: BrandId): string {
  const host = BRAND_HOSTS[brandId];
  if (!host) throw new Error(`No e2e host for brand ${String(brandId)}; known: ${BRAND_IDS.join(', ')}`);
  return `http://${host}:${E2E_PORT}`;
}

export const BASE_URL = brandOrigin(1);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
