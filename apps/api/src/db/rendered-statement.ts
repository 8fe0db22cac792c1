import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Statements rendered once. drizzle renders a query builder to SQL text on every execution, walking every column of
 * the selection or of the inserted row; for the statements of protocol creation that cost more CPU than PostgreSQL
 * took to run them (bench/README.md, protocol creation: ~0.4 ms for the order-line lookup, ~1.3 ms for the protocol's
 * writes, per request). A statement built here is rendered the first time it runs, with `sql.placeholder()` where
 * its values go; each run then executes that same text with the values filled in (through the column's own encoder,
 * as drizzle's own prepared statements do) on the handle or transaction it is given, as a named server-side prepared
 * statement on PostgreSQL (parsed and planned once per connection).
 *
 * drizzle's `.prepare()` alone cannot serve: its prepared query is bound to the handle it was built on, and the
 * statements of protocol creation run inside a transaction opened per request. So the first run keeps the rendered
 * query and the result mapping drizzle computed for it (the ordered fields of the selection, the nullable joins), and
 * each run asks the transaction's own session (`db._.session.prepareQuery`, the call drizzle's builders make) for a
 * prepared query over them, which costs no rendering.
 */

interface Template {
  query: Query;
  /** drizzle's ordered result fields, with which it maps rows (array mode) to the selection's shape. */
  fields: unknown;
  joinsNotNullableMap: unknown;
}

type PreparedInternals = {
  fields?: unknown;
  joinsNotNullableMap?: unknown;
};

type Preparable = { prepare(name: string): PgPreparedQuery<PreparedQueryConfig> };

/**
 * A drizzle builder (select, insert, update) rendered once: `build` makes it with `sql.placeholder(name)` for each
 * value; the returned function runs it on `db` (a handle or a transaction) with those values and gives what the
 * builder itself would have given (rows mapped to the selection or `returning`).
 */
export function renderedOnce<T>(name: string, build: (db: Database) => Preparable) {
  let template: Template | undefined;
  return (db: Database, values: Record<string, unknown>): Promise<T> => {
    if (!template) {
      const prepared = build(db).prepare(name);
      const internals = prepared as unknown as PreparedInternals;
      template = {
        query: prepared.getQuery(),
        fields: internals.fields,
        joinsNotNullableMap: internals.joinsNotNullableMap,
      };
    }
    return runWith<T>(db, name, template, values);
  };
}

function runWith<T>(db: Database, name: string, template: Template, values: Record<string, unknown>): Promise<T> {
  const prepared = db._.session.prepareQuery(
    template.query,
    template.fields as never,
    name,
    template.fields !== undefined,
  );
  (prepared as unknown as PreparedInternals).joinsNotNullableMap = template.joinsNotNullableMap;
  return prepared.execute(values) as Promise<T>;
}

const dialect = new PgDialect();

/**
 * A raw `sql` statement rendered once (`build` uses `sql.placeholder(name)` for each value); the returned function
 * runs it on `db` and gives the driver's rows as they come (column names as the statement names them).
 */
export function renderedSqlOnce<Row>(name: string, build: () => SQL) {
  let template: Template | undefined;
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    template ??= { query: dialect.sqlToQuery(build()), fields: undefined, joinsNotNullableMap: undefined };
    const result = await runWith<{ rows: Row[] }>(db, name, template, values);
    return result.rows;
  };
}
