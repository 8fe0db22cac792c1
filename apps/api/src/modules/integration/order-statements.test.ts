/**
 * order-statements.ts on the test database (PGlite or PostgreSQL): the sequence it draws new orders' ids from, named as
 * a constant, is the orders' own (integration.test.ts covers the orders written with those ids).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ORDERS_ID_SEQUENCE } from './order-statements';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => testApp.close());

it("names the orders' own id sequence", async () => {
  const result = await testApp.database.db.execute(sql`select pg_get_serial_sequence('orders', 'id') as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  expect(row!.name.replace(/^public\./, '')).toBe(ORDERS_ID_SEQUENCE);
});
