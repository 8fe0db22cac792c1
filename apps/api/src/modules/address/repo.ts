import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ceps } from '../../db/schema';

export interface CepRecord {
  cep: string;
  city: string;
  uf: string;
  street: string | null;
  district: string | null;
}

export async function findCep(db: Database, cep: string): Promise<CepRecord | null> {
  const [row] = await db
    .select({ cep: ceps.cep, city: ceps.city, uf: ceps.uf, street: ceps.street, district: ceps.district })
    .from(ceps)
    .where(eq(ceps.cep, cep));
  return row ?? null;
}

/** Caches an upstream answer; a row written meanwhile by another request or the seed wins. */
export async function cacheCep(db: Database, record: CepRecord, fetchedAt: Date): Promise<void> {
  await db
    .insert(ceps)
    .values({ ...record, fetchedAt })
    .onConflictDoNothing({ target: ceps.cep });
}
