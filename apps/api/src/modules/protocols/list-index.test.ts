/**
 * The protocol list reads one customer's protocols at one brand newest first (`order by created_at desc, id desc`).
 * Its index must give rows in that order: migration 0001 built it as DESC NULLS LAST (drizzle's `.desc()`), which
 * `order by … desc` (NULLS FIRST) cannot use for order, so PostgreSQL sorted every protocol of the customer. Scans
 * other than the index are switched off here so the plan shows what the index can do, not what a tiny table costs.
 * The back office's queue indexes (migration 0006) also lead with the brand: on the seed's few rows the planner could
 * not tell them apart, so another customer's 3,000 protocols at the brand are added (and analysed) first, as a real
 * brand has them; all of it is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

/** Ends the transaction without keeping what it added. */
class RolledBack extends Error {}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('protocol list index', () => {
  it('gives one customer-brand list newest first with no sort', async () => {
    let plan = '';
    await t.database.db
      .transaction(async (tx) => {
        const columns = (await tx.execute(sql`
          select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
          from information_schema.columns
          where table_name = 'protocols' and column_name not in ('id', 'consumer_id')`)) as unknown as {
          rows: { list: string }[];
        };
        const list = sql.raw(columns.rows[0]!.list);
        await tx.execute(sql`
          insert into protocols (consumer_id, ${list})
          select (select min(id) from consumers where id <> 1), ${list}
          from (select * from protocols where brand_id = 1 limit 1) as model, generate_series(1, 3000)`);
        await tx.execute(sql`analyze protocols`);
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const result = (await tx.execute(sql`
          explain select id from protocols where consumer_id = 1 and brand_id = 1
          order by created_at desc, id desc`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(plan).toMatch(/Index (Only )?Scan Backward using protocols_consumer_brand_created_id_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
