/**
 * How concurrent order batches keep out of each other's way (ADR 0060, replacing ADR 0054's 256 lock buckets, under
 * which any two batches of a few hundred orders shared a bucket and ran one after the other, the database's work and
 * the planning alike):
 *
 * - What a batch may change and is stored is row-locked before it is read: its stored orders and every account
 *   holding one of its identities or owning one of its orders, `for no key update`, in id order (orders, then
 *   accounts), so two batches that share rows queue on them, and never in a cycle.
 * - What a batch may create is guarded by the database at the write: a new order's company and PED_CODIGO, a new
 *   account's e-mail and phone, by their unique indexes (a concurrent batch's insert makes the write fail with 23505,
 *   and the batch is tried again: it then reads that row). The CPF has no unique index (accounts may share one), so
 *   a batch that gives an account a CPF of its customers first takes that CPF's lock (256 buckets, as before, but only
 *   those CPFs and only around the write), and its write checks that no account it did not read holds the CPF.
 * - Anything the read found that the locks did not cover (a row committed in between) makes the batch try again.
 *
 * Batches that share nothing, a first load's, now overlap: one plans while another writes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { distinct, listLiteral } from './bulk-sql';
import { orderKey } from './order-plan';

/** The advisory-lock space of the CPFs an order batch writes (two-integer form, apart from the one-key locks). */
const CPF_LOCK_SPACE = 250_054;
/** 256 buckets: a batch holds at most 256 advisory locks (the shared lock table has room for 64 a connection). */
const CPF_LOCK_BUCKET_MASK = 255;

/** Something changed between the batch's locks and its read or write: the batch is tried again from the start. */
export class BatchConflictError extends Error {
  constructor(what: string) {
    super(`the batch met a concurrent write (${what}); it is tried again`);
  }
}

/**
 * What a batch may touch that is stored, as the lookups both its locks and its read use (one definition, so the read
 * never looks further than the locks reached; checkReadWasLocked catches only rows committed in between). Built once
 * a batch, for all its tries.
 */
export interface BatchScope {
  /** A WHERE on `orders`: the batch's orders (company and PED_CODIGO pairs) through the unique index. */
  ordersWhere: SQL;
  /** The ids of the accounts owning the orders of `ordersCte` or holding one of the customers' identities. */
  accountIdsOf(ordersCte: string): SQL;
  /** The batch's distinct orders. */
  orderCount: number;
}

export function batchScope(documents: OrderDocument[]): BatchScope {
  const customers = documents.map((document) => document.customer);
  const list = (values: (string | number | null)[]) => sql.param(listLiteral(distinct(values)));
  const keys = distinct(documents.map(orderKey));
  const cpfs = list(customers.map((customer) => customer.cpf));
  const emails = list(customers.map((customer) => customer.email));
  const phones = list(customers.map((customer) => customer.phone));
  return {
    ordersWhere: sql`company_code = any(${list(documents.map((document) => document.companyCode))}::int[])
      and order_code = any(${list(documents.map((document) => document.orderId))}::text[])
      and company_code::text || ':' || order_code = any(${sql.param(listLiteral(keys))}::text[])`,
    // A union of lookups, each through its own index: one WHERE of ORs (one a subquery) scanned the whole table.
    accountIdsOf: (ordersCte) => sql`select consumer_id from ${sql.raw(ordersCte)}
      union select id from consumers where cpf = any(${cpfs}::text[])
      union select id from consumers where email = any(${emails}::text[])
      union select id from consumers where phone = any(${phones}::text[])`,
    orderCount: keys.length,
  };
}

/** The ids of the rows lockStoredRows locked. */
export interface StoredLocks {
  orderIds: Set<number>;
  accountIds: Set<number>;
}

/**
 * Row-locks the batch's stored orders and the accounts it may match or change, in one statement (which also turns
 * synchronous_commit off for the transaction when asked: one round trip for both). A later statement reads them:
 * under READ COMMITTED a row locked after waiting is re-read, but the rest of the locking statement keeps its older
 * snapshot, so the read (lines included) comes after the locks, never with them.
 */
export async function lockStoredRows(tx: Database, scope: BatchScope, relaxedCommit: boolean): Promise<StoredLocks> {
  const result = await tx.execute(sql`
    with locked_orders as (
      select id, consumer_id from orders where ${scope.ordersWhere} order by id for no key update
    ), locked_accounts as (
      select id from consumers where id = any(array(${scope.accountIdsOf('locked_orders')}))
      order by id for no key update
    )
    select ${relaxedCommit ? sql`set_config('synchronous_commit', 'off', true)` : sql`null`} as commit_mode,
      (select coalesce(array_agg(id), '{}') from locked_orders) as order_ids,
      (select coalesce(array_agg(id), '{}') from locked_accounts) as account_ids`);
  const [row] = (result as unknown as { rows: { order_ids: number[]; account_ids: number[] }[] }).rows;
  return { orderIds: new Set(row!.order_ids.map(Number)), accountIds: new Set(row!.account_ids.map(Number)) };
}

/** Fails the batch for another try when its read found a stored order or an account that its locks do not hold. */
export function checkReadWasLocked(locks: StoredLocks, orderIds: number[], accountIds: number[]): void {
  if (orderIds.some((id) => !locks.orderIds.has(id))) throw new BatchConflictError('an order stored since the locks');
  if (accountIds.some((id) => !locks.accountIds.has(id)))
    throw new BatchConflictError('an account stored since the locks');
}

/** Takes the buckets of the CPFs the batch's write gives accounts, in ascending order, in one statement. */
export async function lockCpfs(tx: Database, cpfs: string[]): Promise<void> {
  if (cpfs.length === 0) return;
  await tx.execute(sql`select count(pg_advisory_xact_lock(${CPF_LOCK_SPACE}::int, s.bucket)) from (
      select distinct hashtext(c) & ${CPF_LOCK_BUCKET_MASK}::int as bucket
      from unnest(${sql.param(listLiteral(cpfs))}::text[]) as c order by 1) as s`);
}
