/**
 * The portal account of an order's customer (issue 25): matched by CPF, then e-mail, then phone, so a customer who
 * comes back with a new e-mail (or a new phone) keeps one account, her orders and her wallet. The account takes the
 * latest contact sent, so she logs in with what her last order carries; a contact another account already holds is
 * left where it is (e-mail and phone are unique: they are what a login code is sent to).
 *
 * Called inside the order's transaction, after the locks on the customer's identities (see orders-service.ts).
 */
import { eq, or, sql } from 'drizzle-orm';
import type { OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema';

type Customer = OrderDocument['customer'];
type ConsumerRow = typeof consumers.$inferSelect;
type IdentityColumn = typeof consumers.cpf | typeof consumers.email | typeof consumers.phone;

/**
 * One statement for the three tries: the account whose CPF matches, else whose e-mail does, else whose phone does
 * (the oldest of each; consumers.cpf is not unique in the demo data).
 */
export async function matchConsumer(tx: Database, customer: Customer): Promise<ConsumerRow | undefined> {
  const tries = [
    customer.cpf !== null ? eq(consumers.cpf, customer.cpf) : undefined,
    customer.email !== null ? eq(consumers.email, customer.email) : undefined,
    customer.phone !== null ? eq(consumers.phone, customer.phone) : undefined,
  ];
  const rank = sql`case ${sql.join(
    tries.flatMap((condition, index) => (condition ? [sql`when ${condition} then ${index}`] : [])),
    sql` `,
  )} end`;
  const [row] = await tx
    .select()
    .from(consumers)
    .where(or(...tries))
    .orderBy(rank, consumers.id)
    .limit(1);
  return row;
}

async function heldByAnother(tx: Database, column: IdentityColumn, value: string, consumerId: number) {
  const [row] = await tx.select({ id: consumers.id }).from(consumers).where(eq(column, value)).limit(1);
  return row !== undefined && row.id !== consumerId;
}

/** Brings the account's name and contacts to the document's; writes only what differs. */
async function syncConsumer(tx: Database, row: ConsumerRow, customer: Customer): Promise<boolean> {
  const changes: Partial<ConsumerRow> = {};
  if (row.name !== customer.name) changes.name = customer.name;
  if (customer.cpf !== null && row.cpf !== customer.cpf) changes.cpf = customer.cpf;
  if (customer.email !== null && row.email !== customer.email) {
    if (!(await heldByAnother(tx, consumers.email, customer.email, row.id))) changes.email = customer.email;
  }
  if (customer.phone !== null && row.phone !== customer.phone) {
    if (!(await heldByAnother(tx, consumers.phone, customer.phone, row.id))) changes.phone = customer.phone;
  }
  if (Object.keys(changes).length === 0) return false;
  await tx.update(consumers).set(changes).where(eq(consumers.id, row.id));
  return true;
}

/**
 * The consumer id for the order: the order's own account when it exists (an order never moves between accounts),
 * else the matched one, else a new account. `wrote` says whether anything was written.
 */
export async function consumerForOrder(
  tx: Database,
  customer: Customer,
  existingConsumerId: number | null,
): Promise<{ consumerId: number; wrote: boolean }> {
  const row =
    existingConsumerId !== null
      ? (await tx.select().from(consumers).where(eq(consumers.id, existingConsumerId)))[0]
      : await matchConsumer(tx, customer);
  if (row) return { consumerId: row.id, wrote: await syncConsumer(tx, row, customer) };
  const [created] = await tx
    .insert(consumers)
    .values({ cpf: customer.cpf, name: customer.name, email: customer.email, phone: customer.phone })
    .returning({ id: consumers.id });
  return { consumerId: created!.id, wrote: true };
}

/** The advisory-lock keys of a customer's identities, sorted so two transactions always take them in one order. */
export function customerLockKeys(customer: Customer): string[] {
  return [
    customer.cpf && `consumer-cpf:${customer.cpf}`,
    customer.email && `consumer-email:${customer.email}`,
    customer.phone && `consumer-phone:${customer.phone}`,
  ]
    .filter((key): key is string => Boolean(key))
    .sort();
}

/** Takes the transaction advisory locks of `keys` in the order given, in one round trip. */
export async function lockKeys(tx: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(t.k)) from unnest(array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) with ordinality as t(k, n) order by t.n`,
  );
}
