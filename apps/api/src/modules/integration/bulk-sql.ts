/**
 * Many rows in one statement, the same on PostgreSQL and PGlite (ADR 0054): rows travel as one array parameter per
 * column read back with unnest (ADR 0058; before it one JSON parameter and json_to_recordset), typed by the table's
 * own column definitions, and rows come back as one json_agg, turned into the schema's row shape here. One parameter
 * per column instead of one per value keeps a 1,000-line insert one message and one parse, far under the
 * placeholder limit; one statement instead of one per table keeps a batch at a handful of round trips, which on a
 * busy machine cost more than the statements themselves.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type Insert<T extends PgTable> = T['$inferInsert'];
export type FieldOf<T extends PgTable> = keyof Insert<T> & string;

interface ColumnInfo {
  name: string;
  getSQLType(): string;
}

function columnsOf(table: PgTable): Record<string, ColumnInfo> {
  return getTableColumns(table) as unknown as Record<string, ColumnInfo>;
}

function column(table: PgTable, field: string): ColumnInfo {
  const found = columnsOf(table)[field];
  if (!found) throw new Error(`${getTableName(table)} has no field ${field}`);
  return found;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Text as an array element: double-quoted, its quotes and backslashes escaped (indexOf: cheaper than a RegExp). */
function quotedElement(text: string): string {
  return text.indexOf('"') === -1 && text.indexOf('\\') === -1 ? `"${text}"` : `"${text.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * One element of an array literal: NULL, a number or boolean bare, anything else (text, instants as ISO text; the
 * array is cast to the column's type) double-quoted with its quotes and backslashes escaped.
 */
function arrayElementText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return quotedElement(value instanceof Date ? value.toISOString() : String(value));
}

type ElementText = (value: unknown) => string;

const integerText: ElementText = (value) => (value === null || value === undefined ? 'NULL' : String(value));
const textText: ElementText = (value) => (typeof value === 'string' ? quotedElement(value) : arrayElementText(value));
const booleanText: ElementText = (value) => (value === true ? 't' : value === false ? 'f' : arrayElementText(value));
/** An instant as ISO text: no quote or backslash to escape. */
const instantText: ElementText = (value) =>
  value instanceof Date ? `"${value.toISOString()}"` : arrayElementText(value);

/** The element writer of a column's SQL type: the generic one, less its type tests where the type says what comes. */
function elementTextOf(sqlType: string): ElementText {
  if (sqlType === 'integer' || sqlType === 'bigint' || sqlType === 'smallint') return integerText;
  if (sqlType === 'text' || sqlType.startsWith('varchar') || sqlType.startsWith('char(')) return textText;
  if (sqlType === 'boolean') return booleanText;
  if (sqlType.startsWith('timestamp')) return instantText;
  return arrayElementText;
}

/*
 * Array literals (`{…}`) of a column's values, built here rather than handed to node-postgres as arrays: its generic
 * conversion (a type check, a string copy and two regular expressions per element) was the import's largest cost
 * after garbage collection (ADR 0060). PostgreSQL and PGlite read the literal through the parameter's cast. Two
 * loops, one over values and one over a field of rows, rather than one calling back for each value.
 */

function literalOfValues(values: readonly unknown[], text: ElementText): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    literal += text(values[index]);
  }
  return `${literal}}`;
}

function literalOfField(rows: readonly object[], field: string, text: ElementText): string {
  let literal = '{';
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0) literal += ',';
    literal += text((rows[index] as Record<string, unknown>)[field]);
  }
  return `${literal}}`;
}

/** The array literal of a list of values (keys to look up or lock). */
export function listLiteral(values: readonly unknown[]): string {
  return literalOfValues(values, arrayElementText);
}

/** The values once each, nulls left out: the keys a statement looks up or locks. */
export const distinct = <T>(values: readonly (T | null)[]): T[] => [
  ...new Set(values.filter((value): value is T => value !== null)),
];

/**
 * `unnest($1::type[], $2::type[], …) as <alias>(…)`: the fields of `table` named in `fields`, plus `extra` columns
 * (name -> SQL type) that are no column of the table (keys to join on), one array parameter per column, typed by the
 * column's definition. A column named in `given` takes its values from that array (one per row, in order: ids drawn
 * apart from the rows) instead of the rows, so no row is copied to add it. Typed arrays instead of one JSON parameter
 * read with json_to_recordset (ADR 0058): 1,000 rows of 14 columns took 6.4 ms instead of 18.1 ms a statement,
 * PostgreSQL no longer parsing JSON.
 */
export function recordsetOf<T extends PgTable>(
  table: T,
  fields: readonly FieldOf<T>[],
  rows: readonly object[],
  alias: string,
  extra: Readonly<Record<string, string>> = {},
  given: Readonly<Record<string, readonly unknown[]>> = {},
): SQL {
  const columns = [
    ...fields.map((field) => {
      const type = column(table, field).getSQLType();
      return { name: field as string, type: type === 'serial' ? 'integer' : type };
    }),
    ...Object.entries(extra).map(([name, type]) => ({ name, type })),
  ];
  const arrays = columns.map(({ name, type }) => {
    const values = given[name];
    if (values !== undefined && values.length !== rows.length)
      throw new Error(`${name}: ${values.length} values for ${rows.length} rows`);
    const text = elementTextOf(type);
    const literal = values ? literalOfValues(values, text) : literalOfField(rows, name, text);
    return sql`${sql.param(literal)}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(quoted(alias))}(${sql.raw(
    columns.map(({ name }) => quoted(name)).join(', '),
  )})`;
}

/** The table's column names of `fields`, for an insert's column list. */
export function columnNames<T extends PgTable>(table: T, fields: readonly FieldOf<T>[]): SQL {
  return sql.raw(fields.map((field) => quoted(column(table, field).name)).join(', '));
}

/** `<alias>."field", …`: a recordset's values in the order of `fields`. */
export function recordFields(fields: readonly string[], alias: string): SQL {
  return sql.raw(fields.map((field) => `${quoted(alias)}.${quoted(field)}`).join(', '));
}

/** `"column" = <alias>."field", …`: an update's assignments from a recordset. */
export function assignments<T extends PgTable>(table: T, fields: readonly FieldOf<T>[], alias: string): SQL {
  return sql.raw(
    fields.map((field) => `${quoted(column(table, field).name)} = ${quoted(alias)}.${quoted(field)}`).join(', '),
  );
}

/**
 * Rows of `table` read back as JSON (json_agg of whole rows: column names, timestamps as text) in the schema's row
 * shape, as Drizzle's own select would give them.
 */
export function rowsFromJson<T extends PgTable>(
  table: T,
  rows: readonly Record<string, unknown>[],
): T['$inferSelect'][] {
  const mapping = Object.entries(columnsOf(table)).map(([field, info]) => ({
    field,
    name: info.name,
    isInstant: info.getSQLType().startsWith('timestamp'),
  }));
  return rows.map((row) => {
    const typed: Record<string, unknown> = {};
    for (const { field, name, isInstant } of mapping) {
      const value = row[name] ?? null;
      typed[field] = isInstant && value !== null ? new Date(value as string) : value;
    }
    return typed as T['$inferSelect'];
  });
}

/**
 * `update table as t set … from <rows> as r where t.id = r.id returning 1`: the `fields` of each update's values, by
 * its id (passed beside the values, which are not copied to add it).
 */
export function updateById<T extends PgTable>(
  table: T,
  fields: readonly FieldOf<T>[],
  updates: readonly { id: number; values: Partial<Insert<T>> }[],
): SQL {
  const recordset = recordsetOf(
    table,
    ['id' as FieldOf<T>, ...fields],
    updates.map((update) => update.values),
    'r',
    {},
    { id: updates.map((update) => update.id) },
  );
  return sql`update ${table} as t set ${assignments(table, fields, 'r')} from ${recordset} where t.id = r.id returning 1`;
}
