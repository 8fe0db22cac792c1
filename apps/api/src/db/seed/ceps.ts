import type { Database } from '../client';
import { ceps } from '../schema';
import { CEP_ROWS } from './ceps-data';

/** The offline CEP table behind GET /AddressBook/cep (LOC_NOME, UF_CODIGO); fetchedAt stays null for seeded rows. */
export async function seedCeps(db: Database): Promise<void> {
  await db
    .insert(ceps)
    .values(CEP_ROWS.map(([cep, street, district, city, uf]) => ({ cep, street, district, city, uf })))
    .onConflictDoNothing();
}
