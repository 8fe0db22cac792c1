import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';

export interface BrandName {
  id: number;
  name: string;
}

/**
 * The display names of the operators' brands (the brands table, the same names the shoppers' pages show), read in one
 * query for all of them, in the order of each operator's `brands`. A brand id without a row (an operator's list is not
 * a foreign key) has no name: the console labels it by its number.
 */
export async function withBrandNames<T extends { brands: number[] }>(
  db: Database,
  operators: T[],
): Promise<(T & { brandNames: BrandName[] })[]> {
  const ids = [...new Set(operators.flatMap((operator) => operator.brands))];
  const rows = ids.length
    ? await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return operators.map((operator) => ({
    ...operator,
    brandNames: operator.brands.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  }));
}

/** One operator's answer with its brands' names. */
export async function withOperatorBrandNames<T extends { brands: number[] }>(db: Database, operator: T) {
  const [named] = await withBrandNames(db, [operator]);
  return named!;
}
