import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO } from '../../db/seed/demo-logins';
import { addOtherCustomersOrders } from '../../test/plan-statistics';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { findCustomerOrderLine, type OrderLineMatch } from './repo';

/**
 * The protocol's order-line lookup, as the orders statement (ADR 0026, orders/statement-plan.test.ts): PostgreSQL must
 * keep its generic plan rather than plan it again on every protocol, and the lookup finds only the host brand's lines.
 * It now reads the brand's companies by brand id, as the orders statement does. With the index on (invoice_seq,
 * item_seq) (migration 0007) the old array form kept its generic plan here too, so this guards the plan choice of the
 * statement as it is, not that one change. PostgreSQL only: PGlite has no plan cache to inspect.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('the protocol line lookup’s plan on PostgreSQL', () => {
  let t: TestApp;
  let consumerId: number;
  let match: OrderLineMatch;

  beforeAll(async () => {
    t = await createTestApp();
    await addOtherCustomersOrders(t, 300);
    const result = (await t.database.db.execute(sql`
      select c.id as consumer_id, o.company_code, l.invoice_seq, l.item_seq, l.product_code, l.invoice_number,
        l.size, l.colour_name
      from consumers c join orders o on o.consumer_id = c.id join order_lines l on l.order_id = o.id
      join brand_companies b on b.company_code = o.company_code and b.brand_id = ${DEMO.brand.correBrasil}
      where c.email = ${DEMO.ana.email} order by l.id limit 1`)) as unknown as { rows: Record<string, unknown>[] };
    const [row] = result.rows;
    consumerId = Number(row!.consumer_id);
    match = {
      companyCode: Number(row!.company_code),
      invoiceSeq: Number(row!.invoice_seq),
      itemSeq: Number(row!.item_seq),
      productCode: String(row!.product_code),
      invoiceNumber: String(row!.invoice_number),
      size: String(row!.size),
      colourName: String(row!.colour_name),
    };
  });
  afterAll(() => t?.close());

  it('finds the line and keeps the generic plan after the five custom ones', async () => {
    const plans = await t.database.withConnection(async (db) => {
      for (let i = 0; i < 8; i++) {
        const found = await findCustomerOrderLine(db, { consumerId, brandId: DEMO.brand.correBrasil }, match);
        expect(found?.order.consumerId).toBe(consumerId);
      }
      const result = (await db.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'protocols_customer_order_line'`,
      )) as unknown as { rows: { generic_plans: string; custom_plans: string }[] };
      const [row] = result.rows;
      return { generic: Number(row?.generic_plans), custom: Number(row?.custom_plans) };
    });
    expect(plans).toEqual({ generic: 3, custom: 5 });
  });

  it("does not find a line of the customer's orders at another brand's company", async () => {
    const otherBrand = DEMO.brand.trilhaNorte;
    await t.database.withConnection(async (db) => {
      expect(await findCustomerOrderLine(db, { consumerId, brandId: otherBrand }, match)).toBeNull();
    });
  });
});
