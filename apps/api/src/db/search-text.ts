import { sql, type SQL } from 'drizzle-orm';

/**
 * How a name is searched (the back-office queue, ADR 0029): lower case, the accents of Portuguese and Spanish taken off
 * by `translate` (core PostgreSQL, immutable, so an index can hold it; `unaccent` is an extension PGlite and many
 * managed servers lack), split into words by the 'simple' text-search configuration (no stemming: names are not
 * words of a language). The same expression builds the index (schema.ts) and the query, so the planner matches them.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/** The text with its accents taken off, as the index stores it (a column or a bound value). */
export function foldedText(value: SQL | SQL.Aliased | unknown): SQL {
  return sql`translate(lower(${value}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** The words of a name, as the GIN index of migration 0009 holds them. */
export function nameWords(column: unknown): SQL {
  return sql`to_tsvector('simple'::regconfig, ${foldedText(column)})`;
}
