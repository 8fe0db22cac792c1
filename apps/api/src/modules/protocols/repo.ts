import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORIGIN } from '@portal/domain';
import type { Database } from '../../db/client';
import {
  attachments,
  bonuses,
  desires,
  orderLines,
  orders,
  protocolHistory,
  protocolItems,
  protocols,
  protocolTimeline,
  reasons,
  subReasons,
  type LocalizedText,
} from '../../db/schema';

/** The fields a payload item names its order line by (spec §3 payload items). */
export interface OrderLineMatch {
  companyCode: number;
  invoiceSeq: number;
  itemSeq: number;
  productCode: string;
  invoiceNumber: string;
  size: string;
  colourName: string;
}

/**
 * The customer's order line (with its order record) that the payload item names, scoped to the brand's companies.
 * `lock` takes the row lock in the same round trip (for a single line; several are locked with lockOrderLines).
 */
export async function findCustomerOrderLine(
  tx: Database,
  scope: { consumerId: number; companyCodes: readonly number[] },
  match: OrderLineMatch,
  lock = false,
) {
  const query = tx
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.consumerId, scope.consumerId),
        inArray(orders.companyCode, [...scope.companyCodes]),
        eq(orders.companyCode, match.companyCode),
        eq(orderLines.invoiceSeq, match.invoiceSeq),
        eq(orderLines.itemSeq, match.itemSeq),
        eq(orderLines.productCode, match.productCode),
        // The orders call sends NUMERONF as a number (spec type), so '000231845' comes back as 231845.
        sql`ltrim(${orderLines.invoiceNumber}, '0') = ltrim(${match.invoiceNumber}, '0')`,
        sql`upper(trim(${orderLines.size})) = upper(trim(${match.size}))`,
        sql`lower(trim(${orderLines.colourName})) = lower(trim(${match.colourName}))`,
      ),
    )
    .orderBy(orderLines.id)
    .limit(1);
  const [row] = lock ? await query.for('update', { of: orderLines }) : await query;
  return row ?? null;
}

export type CustomerOrderLine = NonNullable<Awaited<ReturnType<typeof findCustomerOrderLine>>>;

/**
 * Locks the lines FOR UPDATE until the transaction ends, in id order so that two requests naming the same lines in
 * another order cannot deadlock. Two protocols for one line, even from two requests at once, are then checked one
 * after the other, and the second sees the first's items.
 */
export async function lockOrderLines(tx: Database, lineIds: readonly number[]) {
  if (lineIds.length === 0) return;
  await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(inArray(orderLines.id, [...lineIds]))
    .orderBy(orderLines.id)
    .for('update');
}

/** Whether a protocol in one of these statuses already holds the line. */
export async function isLineInOpenProtocol(tx: Database, orderLineId: number, openStatusIds: readonly number[]) {
  if (openStatusIds.length === 0) return false;
  const [row] = await tx
    .select({ id: protocolItems.id })
    .from(protocolItems)
    .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
    .where(and(eq(protocolItems.orderLineId, orderLineId), inArray(protocols.statusId, [...openStatusIds])))
    .limit(1);
  return row !== undefined;
}

/**
 * The reason, and the sub-reason and desire chosen with it, with the reason's sub-reason count, in one round trip.
 * The sub-reason and desire come back whatever reason they belong to, so the caller can say which does not fit.
 */
export async function findCatalogChoice(
  tx: Database,
  choice: { reasonId: number; subReasonId: number | undefined; desireId: number | undefined },
) {
  const [row] = await tx
    .select({
      reason: reasons,
      subReason: subReasons,
      desire: desires,
      subReasonCount: sql<number>`(select count(*)::int from ${subReasons} where ${subReasons.reasonId} = ${reasons.id})`,
    })
    .from(reasons)
    .leftJoin(subReasons, eq(subReasons.id, choice.subReasonId ?? -1))
    .leftJoin(desires, eq(desires.id, choice.desireId ?? -1))
    .where(eq(reasons.id, choice.reasonId));
  return row ?? null;
}

export async function findActiveBonus(tx: Database, code: number) {
  const [row] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.code, code), eq(bonuses.active, true)));
  return row ?? null;
}

export type ProtocolInsert = typeof protocols.$inferInsert;
export type ProtocolItemInsert = Omit<typeof protocolItems.$inferInsert, 'protocolId'>;

export async function insertProtocol(tx: Database, values: ProtocolInsert): Promise<number> {
  const [row] = await tx.insert(protocols).values(values).returning({ id: protocols.id });
  if (!row) throw new Error('protocol insert returned no row');
  return row.id;
}

export async function insertProtocolItems(tx: Database, protocolId: number, items: readonly ProtocolItemInsert[]) {
  await tx.insert(protocolItems).values(items.map((item) => ({ ...item, protocolId })));
}

export async function insertHistoryEntry(
  tx: Database,
  entry: {
    protocolId: number;
    statusId: number;
    happenedAt: Date;
    note: string | null;
    /** The note in pt, en and es, when it is the portal's own text (read back in the request language). */
    noteTexts?: LocalizedText | null;
    message: string | null;
  },
) {
  await tx.insert(protocolHistory).values(entry);
}

export async function insertTimeline(tx: Database, protocolId: number, statusIds: readonly number[]) {
  if (statusIds.length === 0) return;
  await tx
    .insert(protocolTimeline)
    .values(statusIds.map((statusId, index) => ({ protocolId, statusId, position: index + 1 })));
}

/**
 * What the missing-files rule reads of a protocol: each item's position, whether it was bought outside the online
 * store (the protocol's origin) and whether its reason requires images, and each stored file's item and kind.
 */
export async function missingFilesInputs(db: Database, protocolId: number) {
  const items = await db
    .select({ position: protocolItems.position, origin: protocols.origin, photosRequired: reasons.requiresImages })
    .from(protocolItems)
    .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
    .innerJoin(reasons, eq(reasons.id, protocolItems.reasonId))
    .where(eq(protocolItems.protocolId, protocolId))
    .orderBy(protocolItems.position);
  const files = await db
    .select({ itemPosition: protocolItems.position, isInvoice: attachments.isInvoice })
    .from(attachments)
    .leftJoin(protocolItems, eq(protocolItems.id, attachments.protocolItemId))
    .where(eq(attachments.protocolId, protocolId));
  return {
    items: items.map((item) => ({
      position: item.position,
      outsideStore: item.origin === ORIGIN.SAC,
      photosRequired: item.photosRequired,
    })),
    files,
  };
}
