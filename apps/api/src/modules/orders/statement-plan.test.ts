import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO } from '../../db/seed/demo-logins';
import { hashSessionId } from '../../plugins/session';
import { loginAs } from '../../test/login-as';
import { addOtherCustomersOrders } from '../../test/plan-statistics';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { findOrderLines, ORDER_LINES_STATEMENT_NAME, type OrderLinesScope } from './repo';

/**
 * ADR 0026: the orders statement must let PostgreSQL keep its generic plan, or it is planned again on every call
 * (at 1M order lines the planning took longer than the run). PostgreSQL builds five custom plans, then keeps the
 * generic one only if its estimated cost is not above their average; pg_prepared_statements counts each kind. PGlite
 * runs in-process and has no server-side plan cache to inspect, so this is checked on PostgreSQL only.
 *
 * The demo data alone is too small to show the difference (the statement that bound the company codes as an array
 * also kept its generic plan there), so the file adds the scale seed's shape in miniature before analysing: 300 more
 * customers, each with 5 orders of 2 lines at one of the three brands. With those statistics the array statement
 * was planned anew on every call (0 generic plans), which this test was checked to catch.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('the orders statement’s plan on PostgreSQL', () => {
  let t: TestApp;
  let scope: OrderLinesScope;

  beforeAll(async () => {
    t = await createTestApp();
    await addOtherCustomersOrders(t, 300);
    const cookie = await loginAs(t, { email: DEMO.ana.email });
    scope = {
      sessionIdHash: hashSessionId(cookie.slice(cookie.indexOf('=') + 1)),
      now: t.clock.now(),
      brandId: DEMO.brand.correBrasil,
    };
  });
  afterAll(() => t?.close());

  async function plansAfter(executions: number) {
    // One connection throughout: prepared statements and their counters belong to the connection.
    return t.database.withConnection(async (db) => {
      for (let i = 0; i < executions; i++) expect((await findOrderLines(db, scope)).length).toBeGreaterThan(0);
      const result = (await db.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = ${ORDER_LINES_STATEMENT_NAME}`,
      )) as unknown as { rows: { generic_plans: string; custom_plans: string }[] };
      const [row] = result.rows;
      return { generic: Number(row?.generic_plans), custom: Number(row?.custom_plans) };
    });
  }

  it('keeps the generic plan after the five custom ones', async () => {
    expect(await plansAfter(8)).toEqual({ generic: 3, custom: 5 });
  });
});
