/**
 * The protocol list reads one customer's protocols at one brand newest first (`order by created_at desc, id desc`).
 * Its index must give rows in that order: migration 0001 built it as DESC NULLS LAST (drizzle's `.desc()`), which
 * `order by … desc` (NULLS FIRST) cannot use for order, so PostgreSQL sorted every protocol of the customer. Scans
 * other than the index are switched off here so the plan shows what the index can do, not what a tiny table costs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('protocol list index', () => {
  it('gives one customer-brand list newest first with no sort', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = (await tx.execute(sql`
        explain select id from protocols where consumer_id = 1 and brand_id = 1
        order by created_at desc, id desc`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan Backward using protocols_consumer_brand_created_id_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
