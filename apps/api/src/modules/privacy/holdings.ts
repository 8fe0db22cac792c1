/**
 * Everything the portal holds about one shopper (issue 28, LGPD art. 18 I-II and V), read in one place so the page,
 * the export and the erasure's tests agree on what 'everything' is. Every statement is scoped by the consumer's id;
 * rows of another customer never enter.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attachments,
  banks,
  brandCompanies,
  brands,
  consumers,
  coupons,
  operators,
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

/** The reads the page and the export list: a shopper read thousands of times gets the latest, not a page of years. */
export const OPERATOR_READS_SHOWN = 200;

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
  /**
   * Operator reads of this shopper's data, newest first (the latest OPERATOR_READS_SHOWN): who by role and the brand
   * of the protocol read, never the operator's name or e-mail (issue 46); why, by the protocol and what was read.
   */
  operatorReads: {
    at: Date;
    role: 'agent' | 'admin';
    brandId: number | null;
    what: 'protocol_view' | 'file_download' | 'search';
    protocolId: number | null;
  }[];
  brandNames: Map<number, string>;
  /** The saved bank code's name (banks table), null when none is saved or the code is unknown. */
  bankName: string | null;
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

  const [
    lines,
    items,
    history,
    files,
    refunds,
    accounts,
    movements,
    couponRows,
    requests,
    signIns,
    reads,
    brandRows,
    bankRows,
  ] = await Promise.all([
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
        at: personalDataReads.readAt,
        role: operators.role,
        brandId: protocols.brandId,
        what: personalDataReads.what,
        protocolId: personalDataReads.protocolId,
      })
      .from(personalDataReads)
      .innerJoin(operators, eq(operators.id, personalDataReads.operatorId))
      .leftJoin(protocols, eq(protocols.id, personalDataReads.protocolId))
      .where(eq(personalDataReads.consumerId, id))
      .orderBy(desc(personalDataReads.readAt), desc(personalDataReads.id))
      .limit(OPERATOR_READS_SHOWN),
    db.select({ id: brands.id, name: brands.name }).from(brands),
    consumer.bankCode
      ? db.select({ name: banks.name }).from(banks).where(eq(banks.code, consumer.bankCode))
      : Promise.resolve([]),
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
    operatorReads: reads,
    brandNames: new Map(brandRows.map((row) => [row.id, row.name])),
    bankName: bankRows[0]?.name ?? null,
  };
}
