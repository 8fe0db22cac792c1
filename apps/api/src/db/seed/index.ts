/**
 * Demo data for an empty database (ARCHITECTURE §4): three brands with their catalogue, banks, CEPs, customers with
 * orders that walk every order-card rule, protocols, a wallet. Idempotent: every row is matched by its natural or fixed
 * key and left alone when present, so running it again (even on another day) changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { brands } from '../schema';
import { seedBanks } from './banks';
import { seedBrands } from './brands';
import { seedCatalogue } from './catalogue';
import { seedCeps } from './ceps';
import { SeedClock } from './clock';
import { seedCustomers } from './customers';
import { seedOrders } from './orders';
import { seedProtocols } from './protocols';
import { seedStock } from './stock';
import { seedWallet } from './wallet';
import { seedDevOperators } from './operators';

export interface SeedOptions {
  /** Every date of the demo data is counted back from this instant (tests pass a fixed clock). */
  now: Date;
  /** The app's data folder. The demo data is rows only; no file is written there. */
  dataDir: string;
}

/** Serialises concurrent seeds (two instances starting on one empty PostgreSQL). */
const SEED_LOCK_ID = 727275;

/** A database without brands has never been seeded nor configured. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).limit(1);
  return row === undefined;
}

export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const clock = new SeedClock(options.now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedBrands(tx);
    await seedCatalogue(tx);
    await seedStock(tx);
    await seedBanks(tx);
    await seedCeps(tx);
    const consumerIds = await seedCustomers(tx);
    const lines = await seedOrders(tx, consumerIds, clock);
    await seedProtocols(tx, consumerIds, lines, clock);
    await seedWallet(tx, consumerIds, clock);
    // Back-office operators with a known TOTP secret, outside production only (seed/operators.ts).
    await seedDevOperators(tx, options.now);
  });
}
