/**
 * Upserting order documents (issue 25, ADR 0041 and 0054): the one write path of the integration API, the
 * first-load command and the VTEX connector. Each document is parsed and checked on its own, so a bad one is a
 * 'rejected' result that never holds back the others; the valid ones of a call are applied as one batch:
 *
 * - One transaction for the batch. It first takes transaction advisory locks on the buckets of the batch's order keys
 *   and customer identities, sorted, in one statement: concurrent batches (or a batch and single-order calls) that
 *   share an order or an identity queue there and then read each other's commits, and sorted buckets mean no cycle.
 * - It then loads, in three statements, the batch's stored orders, their lines (with whether a protocol uses each)
 *   and the accounts holding the batch's identities; planBatch (order-plan.ts) applies the documents one after the
 *   other in memory, with the rules of ADR 0041, and gives each its outcome and the batch its write set, written with
 *   a few multi-row statements (bulk-sql.ts). Nothing differs -> 'unchanged' and no write at all.
 * - A batch that the database refuses as a whole (a constraint the plan could not foresee, e.g. e-mails passed along
 *   a chain of accounts in one statement) is applied again one order per transaction, so one order's problem never
 *   rejects the others; a deadlock or serialization failure is retried.
 */
import { eq, sql } from 'drizzle-orm';
import type { DocumentError, OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandCompanies, consumers, orderLines, orders } from '../../db/schema';
import { columnNames, recordFields, recordsetOf, rowsFromJson, updateById } from './bulk-sql';
import { CustomerBook, customerLockKeys } from './customers';
import { checkOrderDocument, type CheckedOrder } from './order-input';
import {
  orderKey,
  planBatch,
  type BatchSnapshot,
  type OrderOutcome,
  type PlannedOutcome,
  type WriteSet,
} from './order-plan';
import { PROTOCOL_BOUND_FIELDS, type LineValues, type OrderValues } from './order-rows';

export type { OrderOutcome } from './order-plan';

export interface OrderUpsertResult {
  orderId: string;
  outcome: OrderOutcome;
  errors?: DocumentError[];
}

const INT4_MAX = 2_147_483_647;

/**
 * The advisory-lock space of order upserts (the two-integer form, apart from the one-key locks elsewhere) and its
 * buckets: a key locks bucket hashtext(key) & 255, so a batch of 500 orders holds at most 256 locks (the shared lock
 * table has room for 64 per connection by default) and two single-order calls rarely share one.
 */
const ORDER_LOCK_SPACE = 250_054;
const ORDER_LOCK_BUCKET_MASK = 255;

/** SQLSTATEs after which the same batch is simply tried again: deadlock, serialization failure. */
const RETRY_SQLSTATES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;
/** Data exceptions (22) and integrity constraint violations (23): the batch is applied again one order at a time. */
const ROW_SQLSTATE = /^2[23]/;

/** The company codes whose orders the brand's key may write. */
export async function brandCompanyCodes(db: Database, brandId: number): Promise<Set<number>> {
  const rows = await db
    .select({ companyCode: brandCompanies.companyCode })
    .from(brandCompanies)
    .where(eq(brandCompanies.brandId, brandId));
  return new Set(rows.map((row) => row.companyCode));
}

function checkBeforeWriting(document: OrderDocument, companies: Set<number>): DocumentError[] {
  const errors: DocumentError[] = [];
  if (!companies.has(document.companyCode)) {
    errors.push({
      field: 'companyCode',
      code: 'company_not_of_brand',
      message: "The company code is not one of the key's brand.",
    });
  }
  document.lines.forEach((line, index) => {
    if (line.unitPriceCents * line.quantity > INT4_MAX) {
      errors.push({
        field: `lines.${index}.quantity`,
        code: 'line_total_too_large',
        message: 'unitPriceCents × quantity is too large.',
      });
    }
  });
  return errors;
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Locks the buckets of every order key and customer identity of the batch, in ascending order, in one statement
 * (which also turns synchronous_commit off for the transaction when asked: one round trip for both).
 */
async function lockBatch(tx: Database, documents: OrderDocument[], options: UpsertOptions): Promise<void> {
  const keys = documents.flatMap((document) => [`order:${orderKey(document)}`, ...customerLockKeys(document.customer)]);
  await tx.execute(sql`select ${options.relaxedCommit ? sql`set_config('synchronous_commit', 'off', true)` : sql`null`},
      (select count(pg_advisory_xact_lock(${ORDER_LOCK_SPACE}::int, s.bucket)) from (
        select distinct hashtext(k) & ${ORDER_LOCK_BUCKET_MASK}::int as bucket
        from unnest(${sql.param(keys)}::text[]) as k order by 1) as s)`);
}

const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((value): value is T => value !== null))];

type JsonRows = Record<string, unknown>[];

/**
 * What the batch needs to decide its outcomes, in one statement: its stored orders, their lines (with whether a
 * protocol item refers to each) and every account that holds one of its identities or owns one of its orders.
 */
async function loadSnapshot(tx: Database, documents: OrderDocument[]): Promise<BatchSnapshot> {
  const customers = documents.map((document) => document.customer);
  const companies = sql.param(distinct(documents.map((document) => document.companyCode)));
  const codes = sql.param(distinct(documents.map((document) => document.orderId)));
  const result = await tx.execute(sql`
    with stored as (
      select * from orders where company_code = any(${companies}::int[]) and order_code = any(${codes}::text[])
    )
    select
      (select coalesce(json_agg(o), '[]') from stored o) as orders,
      (select coalesce(json_agg(l order by l.id), '[]') from (
        select l.*, exists (select 1 from protocol_items p where p.order_line_id = l.id) as under_protocol
        from order_lines l where l.order_id in (select id from stored)) l) as lines,
      (select coalesce(json_agg(c), '[]') from (
        select id, cpf, name, email, phone from consumers
        where id in (select consumer_id from stored)
           or cpf = any(${sql.param(distinct(customers.map((customer) => customer.cpf)))}::text[])
           or email = any(${sql.param(distinct(customers.map((customer) => customer.email)))}::text[])
           or phone = any(${sql.param(distinct(customers.map((customer) => customer.phone)))}::text[])) c) as accounts`);
  const [row] = (result as unknown as { rows: { orders: JsonRows; lines: JsonRows; accounts: JsonRows }[] }).rows;
  const wanted = new Set(documents.map(orderKey));
  const snapshotOrders: BatchSnapshot['orders'] = new Map();
  for (const order of rowsFromJson(orders, row!.orders)) {
    const key = orderKey({ companyCode: order.companyCode, orderId: order.orderCode });
    if (wanted.has(key)) snapshotOrders.set(key, { row: order, lines: [] });
  }
  const byId = new Map([...snapshotOrders.values()].map((order) => [order.row.id, order]));
  const lines = rowsFromJson(orderLines, row!.lines);
  lines.forEach((line, index) =>
    byId.get(line.orderId)?.lines.push({ row: line, underProtocol: row!.lines[index]!.under_protocol === true }),
  );
  return { orders: snapshotOrders, book: new CustomerBook(rowsFromJson(consumers, row!.accounts)) };
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
 * Writes the batch's differences in one statement of data-modifying CTEs: account updates and new accounts, new
 * orders (their account resolved from the new accounts' ids), order updates, then the lines (deleted, updated, new:
 * a new order's lines find its id by company and PED_CODIGO). The statement answers how many rows each part wrote,
 * checked against the plan, so a part that silently wrote less fails the batch instead of leaving it half done.
 */
async function writePlan(tx: Database, writes: WriteSet): Promise<void> {
  const lineInserts = [
    ...writes.newOrders.flatMap((order) =>
      order.lines.map((line) => ({
        ...line,
        companyCode: order.values.companyCode,
        orderCode: order.values.orderCode,
      })),
    ),
    ...writes.lineInserts.map((insert) => ({ ...insert.values, orderId: insert.orderId })),
  ];
  const expected = {
    account_updates: writes.changedAccounts.length,
    new_accounts: writes.newAccounts.length,
    new_orders: writes.newOrders.length,
    order_updates: writes.orderUpdates.length,
    line_deletes: writes.lineDeletes.length,
    line_updates: writes.lineUpdates.length,
    new_lines: lineInserts.length,
  };
  if (Object.values(expected).every((count) => count === 0)) return;
  const result = await tx.execute(sql`
    with account_updates as (
      ${updateById(
        consumers,
        ACCOUNT_FIELDS,
        writes.changedAccounts.map((account) => ({ ...account, id: account.ref })),
      )}
    ), account_input as (
      select * from ${recordsetOf(consumers, ACCOUNT_FIELDS, writes.newAccounts, 'r', { ref: 'bigint' })}
    ), new_accounts as (
      insert into consumers (${columnNames(consumers, ACCOUNT_FIELDS)})
      select ${recordFields(ACCOUNT_FIELDS, 'r')} from account_input r order by r.ref
      returning id, cpf, email, phone
    ), account_ids as (
      -- A batch creates an account only when no account holds any of its identities, so no two new accounts share
      -- a CPF, an e-mail or a phone: the three together name one. Compared through coalesce(…, '') (a stored
      -- identity is never empty) so the join can hash: 'is not distinct from' made it a nested loop (ADR 0058).
      select r.ref, a.id from account_input r join new_accounts a
        on coalesce(a.cpf, '') = coalesce(r.cpf, '') and coalesce(a.email, '') = coalesce(r.email, '')
          and coalesce(a.phone, '') = coalesce(r.phone, '')
    ), new_orders as (
      insert into orders (consumer_id, ${columnNames(orders, ORDER_FIELDS)})
      select coalesce(a.id, r."accountRef")::int, ${recordFields(ORDER_FIELDS, 'r')}
      from ${recordsetOf(
        orders,
        ORDER_FIELDS,
        writes.newOrders.map((order) => ({ ...order.values, accountRef: order.accountRef })),
        'r',
        { accountRef: 'bigint' },
      )}
      left join account_ids a on a.ref = r."accountRef"
      returning id, company_code, order_code
    ), order_updates as (
      ${updateById(
        orders,
        ORDER_FIELDS,
        writes.orderUpdates.map((update) => ({ ...update.values, id: update.id })),
      )}
    ), line_deletes as (
      delete from order_lines where id = any(${sql.param(writes.lineDeletes)}::int[]) returning 1
    ), line_updates as (
      ${updateById(
        orderLines,
        LINE_FIELDS,
        writes.lineUpdates.map((update) => ({ ...update.values, id: update.id })),
      )}
    ), new_lines as (
      insert into order_lines (order_id, ${columnNames(orderLines, LINE_FIELDS)})
      select coalesce(r."orderId", o.id), ${recordFields(LINE_FIELDS, 'r')}
      from ${recordsetOf(orderLines, ['orderId', ...LINE_FIELDS], lineInserts, 'r', {
        companyCode: 'integer',
        orderCode: 'text',
      })}
      left join new_orders o on o.company_code = r."companyCode" and o.order_code = r."orderCode"
      returning 1
    )
    select (select count(*) from account_updates)::int as account_updates,
           (select count(*) from account_ids)::int as new_accounts,
           (select count(*) from new_orders)::int as new_orders,
           (select count(*) from order_updates)::int as order_updates,
           (select count(*) from line_deletes)::int as line_deletes,
           (select count(*) from line_updates)::int as line_updates,
           (select count(*) from new_lines)::int as new_lines`);
  const written = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  const short = Object.entries(expected).filter(([part, count]) => Number(written[part]) !== count);
  if (short.length > 0)
    throw new Error(`the batch's write did not match its plan: ${short.map(([part]) => part).join(', ')}`);
}

export interface UpsertOptions {
  /**
   * The first load's commits do not wait for the WAL flush (synchronous_commit off for its transactions only): a
   * crash may lose the last few hundred milliseconds of commits, which the re-run the import needs anyway writes
   * again (ADR 0042). Never for the API: a partner that was answered 'created' must find the order.
   */
  relaxedCommit?: boolean;
}

async function writeBatch(db: Database, documents: OrderDocument[], options: UpsertOptions) {
  return db.transaction(async (tx) => {
    await lockBatch(tx, documents, options);
    const plan = planBatch(await loadSnapshot(tx, documents), documents);
    await writePlan(tx, plan.writes);
    return plan.outcomes;
  });
}

/**
 * The batch in one transaction. Refused as a whole by the database (a data or constraint error the plan could not
 * foresee), it is applied again one order per transaction, in the order sent; an order the database refuses on its
 * own is answered 'rejected' (not_storable, with the SQLSTATE only: a constraint's message may quote values).
 */
async function applyBatch(db: Database, documents: OrderDocument[], options: UpsertOptions): Promise<PlannedOutcome[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeBatch(db, documents, options);
    } catch (error) {
      const state = sqlState(error);
      if (state !== undefined && RETRY_SQLSTATES.has(state) && attempt < MAX_ATTEMPTS) continue;
      if (state === undefined || !ROW_SQLSTATE.test(state)) throw error;
      if (documents.length === 1) {
        return [
          {
            outcome: 'rejected',
            errors: [
              {
                field: '(document)',
                code: 'not_storable',
                message: `The database refused the order (SQLSTATE ${state}); nothing of it was written.`,
              },
            ],
          },
        ];
      }
      const outcomes: PlannedOutcome[] = [];
      for (const document of documents) outcomes.push(...(await applyBatch(db, [document], options)));
      return outcomes;
    }
  }
}

/**
 * Parses and checks each document, then applies the valid ones as one batch; the results are in the order sent.
 * Throws only when the database fails (unreachable, out of resources; not an order it refuses): a retry converges.
 */
export async function upsertOrders(
  db: Database,
  brandId: number,
  documents: unknown[],
  now: Date,
  options: UpsertOptions = {},
): Promise<OrderUpsertResult[]> {
  void now; // The documents carry their own instants; kept in the signature for the callers' clock seam.
  return upsertCheckedOrders(db, brandId, documents.map(checkOrderDocument), options);
}

/**
 * upsertOrders for documents already through checkOrderDocument (the import checks them in its parsing workers):
 * the brand's scope and the line totals are checked here, then the valid ones are applied as one batch.
 */
export async function upsertCheckedOrders(
  db: Database,
  brandId: number,
  checked: CheckedOrder[],
  options: UpsertOptions = {},
): Promise<OrderUpsertResult[]> {
  const companies = await brandCompanyCodes(db, brandId);
  const results: OrderUpsertResult[] = [];
  const valid: { at: number; document: OrderDocument }[] = [];
  for (const order of checked) {
    if ('errors' in order) {
      results.push({ orderId: order.orderId, outcome: 'rejected', errors: order.errors });
      continue;
    }
    const refused = checkBeforeWriting(order.document, companies);
    results.push({ orderId: order.orderId, outcome: 'rejected', errors: refused });
    if (refused.length === 0) valid.push({ at: results.length - 1, document: order.document });
  }
  if (valid.length > 0) {
    const outcomes = await applyBatch(
      db,
      valid.map((entry) => entry.document),
      options,
    );
    valid.forEach((entry, index) => (results[entry.at] = { orderId: entry.document.orderId, ...outcomes[index]! }));
  }
  return results;
}
