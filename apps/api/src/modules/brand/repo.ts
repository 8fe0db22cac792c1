import { eq, asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandCompanies, brandHosts, brands } from '../../db/schema';

export interface Brand {
  id: number;
  name: string;
  palette: string[];
  logoSvg: string;
  policyUrl: string;
  contactUrl: string;
  shopUrl: string;
  companyCodes: number[];
}

/** Loads every brand with its hosts; brands are few, so the whole table is read at once. */
export async function loadBrandsByHost(db: Database): Promise<Map<string, Brand>> {
  const [brandRows, hostRows, companyRows] = await Promise.all([
    db.select().from(brands),
    db.select().from(brandHosts),
    db.select().from(brandCompanies).orderBy(asc(brandCompanies.companyCode)),
  ]);
  const byId = new Map<number, Brand>();
  for (const row of brandRows) {
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      palette: row.palette,
      logoSvg: row.logoSvg,
      policyUrl: row.policyUrl,
      contactUrl: row.contactUrl,
      shopUrl: row.shopUrl,
      companyCodes: companyRows.filter((c) => c.brandId === row.id).map((c) => c.companyCode),
    });
  }
  const byHost = new Map<string, Brand>();
  for (const { host, brandId } of hostRows) {
    const brand = byId.get(brandId);
    if (brand) byHost.set(host.toLowerCase(), brand);
  }
  return byHost;
}

export async function findBrandById(db: Database, id: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row;
}
