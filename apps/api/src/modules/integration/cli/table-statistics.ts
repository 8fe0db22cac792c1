/**
 * The planner's statistics while a first load grows the tables (issue 25). An import takes the order tables from a seed
 * to millions of rows in minutes, faster than autovacuum's analyze follows them (it wakes once a naptime, and some
 * servers run without it, as this project's CI server does); the batches' load and write statements are then planned
 * for the tables as they were when last analyzed. In the million-line bench that made the write statement of a batch
 * 1.5-2.7 s by 120,000 lines, against ~40 ms at the start. So the import analyzes the tables it writes whenever the
 * rows it has written have doubled since the last time: 20,000, 40,000, 80,000… lines, about log2(n) times in a
 * run. ANALYZE reads a sample (0.1-0.3 s on a million-row table), and its lock does not block the batches' writes.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { ImportArgs } from './import-args';

/** Rows written before the first ANALYZE: below it the seed's or the last run's statistics serve. */
export const FIRST_ANALYZE_AFTER_ROWS = 20_000;

/** The tables each kind of import writes. */
const TABLES: Record<ImportArgs['kind'], string> = {
  orders: 'consumers, orders, order_lines',
  stock: 'stock_variants, integration_stock_versions',
};

/** When to analyze next, once `rowsWritten` rows have been written and analyzed. */
export function nextAnalyzeAfter(rowsWritten: number, first = FIRST_ANALYZE_AFTER_ROWS): number {
  return Math.max(first, rowsWritten * 2);
}

export function analyzeTables(db: Database, kind: ImportArgs['kind']): Promise<unknown> {
  return db.execute(sql.raw(`analyze ${TABLES[kind]}`));
}
