/**
 * Everything the portal holds about one shopper (issue 28, LGPD art. 18 I-II and V), read in one place so the page,
 * the export and the erasure's tests agree on what 'everything' is. Every statement is scoped by the consumer's id;
 * rows of another customer never enter.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attachments,
  brandCompanies,
  brands,
  consumers,
  coupons,
  orderLines,
  orders,
  personalDataReads,
  protocolHistory,
  protocolItems,
  protocolRefunds,
  protocols,
  refundRequests,
  signInEvents,
  walletAccounts,
  walletMovements,
} from '../../db/schema';

export type ConsumerRow = typeof consumers.$inferSelect;

export interface Holdings {
  consumer: ConsumerRow;
  orders: (typeof orders.$inferSelect & { brandId: number | null })[];
  orderLines: (typeof orderLines.$inferSelect)[];
  protocols: (typeof protocols.$inferSelect)[];
  protocolItems: (typeof protocolItems.$inferSelect)[];
  protocolHistory: (typeof protocolHistory.$inferSelect)[];
  attachments: (typeof attachments.$inferSelect)[];
  protocolRefunds: (typeof protocolRefunds.$inferSelect)[];
  walletAccounts: (typeof walletAccounts.$inferSelect)[];
  walletMovements: (typeof walletMovements.$inferSelect)[];
  coupons: (typeof coupons.$inferSelect)[];
  refundRequests: (typeof refundRequests.$inferSelect)[];
  signIns: (typeof signInEvents.$inferSelect)[];
  /** Operator reads of this shopper's data per month ('2026-11'), in São Paulo time. */
  readsPerMonth: { month: string; reads: number }[];
  brandNames: Map<number, string>;
}

export async function findConsumer(db: Database, consumerId: number): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, consumerId));
  return row;
}

export async function readHoldings(db: Database, consumer: ConsumerRow): Promise<Holdings> {
  const id = consumer.id;
  const orderRows = await db
    .select({ order: orders, brandId: brandCompanies.brandId })
    .from(orders)
    .leftJoin(brandCompanies, eq(brandCompanies.companyCode, orders.companyCode))
    .where(eq(orders.consumerId, id))
    .orderBy(asc(orders.orderedAt), asc(orders.id));
  const orderIds = orderRows.map((row) => row.order.id);
  const protocolRows = await db
    .select()
    .from(protocols)
    .where(eq(protocols.consumerId, id))
    .orderBy(asc(protocols.createdAt), asc(protocols.id));
  const protocolIds = protocolRows.map((row) => row.id);
  const ofProtocols = <T>(run: (ids: number[]) => Promise<T[]>) =>
    protocolIds.length === 0 ? Promise.resolve([] as T[]) : run(protocolIds);

  const [lines, items, history, files, refunds, accounts, movements, couponRows, requests, signIns, reads, brandRows] =
    await Promise.all([
      orderIds.length === 0
        ? Promise.resolve([])
        : db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)),
      ofProtocols((ids) =>
        db.select().from(protocolItems).where(inArray(protocolItems.protocolId, ids)).orderBy(asc(protocolItems.id)),
      ),
      ofProtocols((ids) =>
        db
          .select()
          .from(protocolHistory)
          .where(inArray(protocolHistory.protocolId, ids))
          .orderBy(asc(protocolHistory.happenedAt), asc(protocolHistory.id)),
      ),
      ofProtocols((ids) =>
        db.select().from(attachments).where(inArray(attachments.protocolId, ids)).orderBy(asc(attachments.id)),
      ),
      db.select().from(protocolRefunds).where(eq(protocolRefunds.consumerId, id)).orderBy(asc(protocolRefunds.id)),
      db.select().from(walletAccounts).where(eq(walletAccounts.consumerId, id)),
      db
        .select()
        .from(walletMovements)
        .where(eq(walletMovements.consumerId, id))
        .orderBy(asc(walletMovements.movedAt), asc(walletMovements.id)),
      db.select().from(coupons).where(eq(coupons.consumerId, id)).orderBy(asc(coupons.createdAt)),
      db.select().from(refundRequests).where(eq(refundRequests.consumerId, id)).orderBy(asc(refundRequests.id)),
      db
        .select()
        .from(signInEvents)
        .where(eq(signInEvents.consumerId, id))
        .orderBy(sql`${signInEvents.signedInAt} desc`)
        .limit(100),
      db
        .select({
          month: sql<string>`to_char(${personalDataReads.readAt} at time zone 'America/Sao_Paulo', 'YYYY-MM')`,
          reads: sql<number>`count(*)::int`,
        })
        .from(personalDataReads)
        .where(and(eq(personalDataReads.consumerId, id)))
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`),
      db.select({ id: brands.id, name: brands.name }).from(brands),
    ]);
  return {
    consumer,
    orders: orderRows.map((row) => ({ ...row.order, brandId: row.brandId })),
    orderLines: lines,
    protocols: protocolRows,
    protocolItems: items,
    protocolHistory: history,
    attachments: files,
    protocolRefunds: refunds,
    walletAccounts: accounts,
    walletMovements: movements,
    coupons: couponRows,
    refundRequests: requests,
    signIns,
    readsPerMonth: reads,
    brandNames: new Map(brandRows.map((row) => [row.id, row.name])),
  };
}
