import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** Customers spread over the brands as in bench/seed-scale.ts, then ANALYZE so the planner sees that spread. */
export async function addOtherCustomersOrders(t: TestApp, customers: number) {
  const { db } = t.database;
  await db.execute(sql`insert into consumers (name, email)
    select 'Plan ' || n, 'plan' || n || '@plan.invalid' from generate_series(1, ${customers}::integer) n`);
  await db.execute(sql`insert into orders (consumer_id, company_code, order_code, payment_type, total_cents, ordered_at,
      origin, customer_name)
    select c.id, (select min(company_code) from brand_companies where brand_id = (array[1, 2, 4])[1 + c.id % 3]),
      'PLAN' || c.id || '-' || k, 6, 1000, now(), 'eComm', c.name
    from consumers c, generate_series(1, 5) k where c.email like '%@plan.invalid'`);
  await db.execute(sql`insert into order_lines (order_id, invoice_number, invoice_seq, item_seq, product_code,
      product_name, product_model, grid_code, size, colour_name, gross_cents, image_url)
    select o.id, '1', 1, k, 'P', 'Plan', 'M', 'G', '40', 'Preto', 1000, 'https://img.plan.invalid/p.jpg'
    from orders o, generate_series(1, 2) k where o.order_code like 'PLAN%'`);
  await db.execute(sql`analyze consumers, orders, order_lines`);
}
