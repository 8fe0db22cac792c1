/**
 * The two statements of an order batch (ADR 0054): one reads what the batch needs to plan, one writes the plan.
 * Both run inside the batch's transaction, after its locks (orders-service.ts); they hold the SQL, the service holds
 * the transaction, the retries and the outcomes.
 *
 * Shaped by what a batch costs the database (ADR 0060): the accounts are read through one index per identity, the
 * new orders' ids are drawn with the read so the write needs no join to place their lines, and the write holds only
 * the parts the plan fills (an empty UPDATE or DELETE part still fired its table's statement trigger).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { consumers, orderLines, orders } from '../../db/schema';
import { columnNames, distinct, listLiteral, recordFields, recordsetOf, rowsFromJson, updateById } from './bulk-sql';
import { CustomerBook } from './customers';
import { BatchConflictError, type BatchScope } from './order-locks';
import { orderKey, type BatchSnapshot, type WriteSet } from './order-plan';
import { PROTOCOL_BOUND_FIELDS, type LineValues, type OrderValues } from './order-rows';

type JsonRows = Record<string, unknown>[];

/** The orders' id sequence (serial's own name), as a constant: resolving its name for each value (pg_get_serial_sequence
 * or a text cast) cost ~5-12 us a value, up to 6 ms a batch of 500 new orders; order-statements.test.ts checks it. */
export const ORDERS_ID_SEQUENCE = 'orders_id_seq';
const ORDER_IDS = sql.raw(`'${ORDERS_ID_SEQUENCE}'::regclass`);

/** What loadBatch read: the snapshot to plan against, and ids drawn for the orders the batch creates. */
export interface LoadedBatch {
  snapshot: BatchSnapshot;
  /** The ids of the stored orders and of the accounts read (checked against the batch's locks, order-locks.ts). */
  orderIds: number[];
  accountIds: number[];
  /** Values of the orders' sequence, one for each distinct order of the batch not stored: the orders it may create. */
  newOrderIds: number[];
}

/**
 * What the batch needs to decide its outcomes, in one statement: its stored orders, their lines (with whether a
 * protocol item refers to each), every account that holds one of its identities or owns one of its orders, and one
 * id from the orders' sequence for each of its orders not stored.
 *
 * The orders and accounts are those the batch's locks reached (order-locks.ts, BatchScope).
 */
export async function loadBatch(tx: Database, scope: BatchScope): Promise<LoadedBatch> {
  const result = await tx.execute(sql`
    with wanted as (
      select * from orders where ${scope.ordersWhere}
    )
    select
      (select coalesce(json_agg(o), '[]') from wanted o) as orders,
      (select coalesce(json_agg(l order by l.id), '[]') from (
        select l.*, exists (select 1 from protocol_items p where p.order_line_id = l.id) as under_protocol
        from order_lines l where l.order_id in (select id from wanted)) l) as lines,
      (select coalesce(json_agg(c), '[]') from (
        select id, cpf, name, email, phone from consumers where id = any(array(${scope.accountIdsOf('wanted')}))) c
      ) as accounts,
      (select coalesce(array_agg(nextval(${ORDER_IDS})), '{}')
         from generate_series(1, ${scope.orderCount}::int - (select count(*)::int from wanted))) as new_order_ids`);
  const [row] = (
    result as unknown as {
      rows: { orders: JsonRows; lines: JsonRows; accounts: JsonRows; new_order_ids: (number | string)[] }[];
    }
  ).rows;
  const snapshotOrders: BatchSnapshot['orders'] = new Map();
  for (const order of rowsFromJson(orders, row!.orders)) {
    snapshotOrders.set(orderKey({ companyCode: order.companyCode, orderId: order.orderCode }), {
      row: order,
      lines: [],
    });
  }
  const byId = new Map([...snapshotOrders.values()].map((order) => [order.row.id, order]));
  const lines = rowsFromJson(orderLines, row!.lines);
  lines.forEach((line, index) =>
    byId.get(line.orderId)?.lines.push({ row: line, underProtocol: row!.lines[index]!.under_protocol === true }),
  );
  const accounts = rowsFromJson(consumers, row!.accounts);
  return {
    snapshot: { orders: snapshotOrders, book: new CustomerBook(accounts) },
    orderIds: [...byId.keys()],
    accountIds: accounts.map((account) => account.id),
    newOrderIds: row!.new_order_ids.map(Number),
  };
}

const ACCOUNT_FIELDS = ['cpf', 'name', 'email', 'phone'] as const;
const ORDER_FIELDS = [
  'companyCode',
  'branchCode',
  'orderCode',
  'paymentType',
  'totalCents',
  'orderedAt',
  'origin',
  'isMarketplace',
  'cpf',
  'customerName',
  'email',
  'phoneDdi',
  'phoneDdd',
  'phoneNumber',
  'cep',
  'street',
  'city',
  'uf',
  'streetNumber',
  'complement',
  'district',
  'addressId',
  'addressSeq',
] as const satisfies readonly (keyof OrderValues)[];
/** A line's columns: what a protocol relies on, and what may change under one. */
const LINE_FIELDS = [
  ...PROTOCOL_BOUND_FIELDS,
  'invoiceSeq',
  'itemSeq',
  'productName',
  'deliveredAt',
  'imageUrl',
  'tracking',
] as const satisfies readonly (keyof LineValues)[];
/** Every field of an order and a line is written: a field added to the row shapes and not here fails to compile. */
const writesEveryField: [never, never] = [] as unknown as [
  Exclude<keyof OrderValues, (typeof ORDER_FIELDS)[number]>,
  Exclude<keyof LineValues, (typeof LINE_FIELDS)[number]>,
];
void writesEveryField;

/**
 * The CPFs the write gives accounts that are its customers' (locked by lockCpfs before the write), and the accounts
 * the batch read: any other account holding one of those CPFs appeared since the read (order-locks.ts).
 */
export interface CpfGuard {
  cpfs: string[];
  readAccountIds: number[];
}

/** The CPFs the plan writes on new or changed accounts, among the batch's customers' (what lockCpfs must cover). */
export function cpfsWritten(writes: WriteSet, documents: OrderDocument[]): string[] {
  const customersCpfs = new Set(documents.map((document) => document.customer.cpf));
  const written = [...writes.newAccounts, ...writes.changedAccounts].map((account) => account.cpf);
  return distinct(written.filter((cpf) => cpf !== null && customersCpfs.has(cpf)));
}

/** One data-modifying part of the write: its CTE, and how many rows the plan says it writes. */
interface WritePart {
  name: string;
  statement: SQL;
  expected: number;
}

/**
 * Writes the batch's differences in one statement of data-modifying CTEs: account updates and new accounts, new
 * orders (their ids drawn by loadBatch, their account resolved from the new accounts' ids), order updates, then the
 * lines (deleted, updated, new). Only the parts the plan fills are in the statement. It answers how many rows each
 * part wrote, checked against the plan, so a part that silently wrote less fails the batch instead of leaving it half
 * done.
 */
export async function writePlan(
  tx: Database,
  writes: WriteSet,
  newOrderIds: number[],
  cpfGuard: CpfGuard,
): Promise<void> {
  // loadBatch drew one id for each distinct order not stored, and only those are created: more is a broken plan.
  if (writes.newOrders.length > newOrderIds.length) throw new Error('the plan creates more orders than ids were drawn');
  // New orders in one order for every batch (company and PED_CODIGO): two batches inserting the same new orders wait
  // for each other on the unique index in the same sequence, never in a cycle.
  const newOrders = [...writes.newOrders].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // The new lines and the ids of their orders, side by side (no row copied to add its order's id).
  const lineInserts: LineValues[] = [];
  const lineOrderIds: number[] = [];
  newOrders.forEach((order, index) => {
    for (const line of order.lines) {
      lineInserts.push(line);
      lineOrderIds.push(newOrderIds[index]!);
    }
  });
  for (const insert of writes.lineInserts) {
    lineInserts.push(insert.values);
    lineOrderIds.push(insert.orderId);
  }
  const creatingAccounts = writes.newAccounts.length > 0;
  const parts: WritePart[] = [];
  const part = (name: string, expected: number, statement: () => SQL) => {
    if (expected > 0) parts.push({ name, expected, statement: statement() });
  };
  part('account_updates', writes.changedAccounts.length, () =>
    updateById(
      consumers,
      ACCOUNT_FIELDS,
      writes.changedAccounts.map((account) => ({ id: account.ref, values: account })),
    ),
  );
  if (creatingAccounts) {
    parts.push(
      {
        name: 'account_input',
        expected: -1,
        statement: sql`select * from ${recordsetOf(consumers, ACCOUNT_FIELDS, writes.newAccounts, 'r', { ref: 'bigint' })}`,
      },
      {
        name: 'inserted_accounts',
        expected: -1,
        statement: sql`insert into consumers (${columnNames(consumers, ACCOUNT_FIELDS)})
          select ${recordFields(ACCOUNT_FIELDS, 'r')} from account_input r order by r.email, r.phone, r.cpf, r.ref
          returning id, cpf, email, phone`,
      },
      {
        name: 'new_accounts',
        expected: writes.newAccounts.length,
        // A batch creates an account only when no account holds any of its identities, so no two new accounts share
        // a CPF, an e-mail or a phone: the three together name one. Compared through coalesce(…, '') (a stored
        // identity is never empty) so the join can hash: 'is not distinct from' made it a nested loop (ADR 0058).
        statement: sql`select r.ref, a.id from account_input r join inserted_accounts a
          on coalesce(a.cpf, '') = coalesce(r.cpf, '') and coalesce(a.email, '') = coalesce(r.email, '')
            and coalesce(a.phone, '') = coalesce(r.phone, '')`,
      },
    );
  }
  part('new_orders', newOrders.length, () => {
    const input = recordsetOf(
      orders,
      ['id', ...ORDER_FIELDS],
      newOrders.map((order) => order.values),
      'r',
      { accountRef: 'bigint' },
      { id: newOrderIds.slice(0, newOrders.length), accountRef: newOrders.map((order) => order.accountRef) },
    );
    // An account the batch creates is known by its ref until the insert gives it an id; a stored one by its id.
    return creatingAccounts
      ? sql`insert into orders (id, consumer_id, ${columnNames(orders, ORDER_FIELDS)})
          select r.id, coalesce(a.id, r."accountRef")::int, ${recordFields(ORDER_FIELDS, 'r')}
          from ${input} left join new_accounts a on a.ref = r."accountRef" returning 1`
      : sql`insert into orders (id, consumer_id, ${columnNames(orders, ORDER_FIELDS)})
          select r.id, r."accountRef"::int, ${recordFields(ORDER_FIELDS, 'r')} from ${input} returning 1`;
  });
  part('order_updates', writes.orderUpdates.length, () => updateById(orders, ORDER_FIELDS, writes.orderUpdates));
  part(
    'line_deletes',
    writes.lineDeletes.length,
    () => sql`delete from order_lines where id = any(${sql.param(listLiteral(writes.lineDeletes))}::int[]) returning 1`,
  );
  part('line_updates', writes.lineUpdates.length, () => updateById(orderLines, LINE_FIELDS, writes.lineUpdates));
  part(
    'new_lines',
    lineInserts.length,
    () => sql`insert into order_lines (order_id, ${columnNames(orderLines, LINE_FIELDS)})
      select ${recordFields(['orderId', ...LINE_FIELDS], 'r')}
      from ${recordsetOf(orderLines, ['orderId', ...LINE_FIELDS], lineInserts, 'r', {}, { orderId: lineOrderIds })}
      returning 1`,
  );
  const counted = parts.filter((candidate) => candidate.expected >= 0);
  if (counted.length === 0) return;
  // The statement's snapshot is taken after the CPF locks: an account that took one of the CPFs since the batch's read
  // is seen here (the accounts this statement writes are not: they are the read's or new).
  const cpfTaken =
    cpfGuard.cpfs.length > 0
      ? sql`, (select count(*) from consumers where cpf = any(${sql.param(listLiteral(cpfGuard.cpfs))}::text[])
          and id <> all(${sql.param(listLiteral(cpfGuard.readAccountIds))}::int[]))::int as cpf_taken`
      : sql``;
  const result = await tx.execute(sql`with ${sql.join(
    parts.map(({ name, statement }) => sql`${sql.raw(name)} as (${statement})`),
    sql`, `,
  )}
    select ${sql.join(
      counted.map(({ name }) => sql`(select count(*) from ${sql.raw(name)})::int as ${sql.raw(name)}`),
      sql`, `,
    )}${cpfTaken}`);
  const written = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  if (Number(written.cpf_taken ?? 0) > 0) throw new BatchConflictError('a CPF given to an account since the read');
  const short = counted.filter(({ name, expected }) => Number(written[name]) !== expected);
  if (short.length > 0)
    throw new Error(`the batch's write did not match its plan: ${short.map(({ name }) => name).join(', ')}`);
}
