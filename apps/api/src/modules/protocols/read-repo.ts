import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CatalogueTexts, LocalizedText } from '../../db/schema';
import {
  attachments,
  consumers,
  desires,
  orderLines,
  protocolHistory,
  protocolItems,
  protocols,
  protocolStockouts,
  reasons,
  stockVariants,
  subReasons,
} from '../../db/schema';

/** Whose protocols a call may see: the session's customer at the host brand (ARCHITECTURE §6). */
export interface ProtocolOwner {
  consumerId: number;
  brandId: number;
}

const ownedBy = (owner: ProtocolOwner) =>
  and(eq(protocols.consumerId, owner.consumerId), eq(protocols.brandId, owner.brandId));

/**
 * The customer's protocols at the brand, newest first (ties by id), in ONE statement that the index
 * protocols_consumer_brand_created_id_idx serves in order. A customer with neither e-mail nor phone gets none (spec §6:
 * the list loads only with one of them). With `protocolId`, only that protocol, and then also its history's statuses
 * (the detail's edit rule needs them; a correlated read of one protocol's index entries, skipped for the whole list).
 */
export function listProtocolsQuery(db: Database, owner: ProtocolOwner, protocolId?: number) {
  const single = protocolId !== undefined;
  return db
    .select({
      protocol: protocols,
      reasonName: reasons.name,
      desireName: desires.name,
      // The desire's own path: a refund path on a voucher desire is the voucher declined (resolutionName).
      desireTrigger: desires.trigger,
      // The card names the products and the first item's sub-reason (issue 23): a protocol's few items, read through
      // protocol_items_protocol_idx.
      productNames: sql<
        string[]
      >`array(select ${protocolItems.productName} from ${protocolItems} where ${protocolItems.protocolId} = ${protocols.id} order by ${protocolItems.position}, ${protocolItems.id})`,
      // Beside each name, in the same order, the brand's en/es names of its order line (ADR 0032): null for an item
      // bought outside the online store or a line without them.
      productNameTexts: sql<
        (CatalogueTexts | null)[]
      >`(select coalesce(jsonb_agg(${orderLines.productNameTexts} order by ${protocolItems.position}, ${protocolItems.id}), '[]'::jsonb) from ${protocolItems} left join ${orderLines} on ${orderLines.id} = ${protocolItems.orderLineId} where ${protocolItems.protocolId} = ${protocols.id})`,
      subReasonName: sql<LocalizedText | null>`(select ${subReasons.name} from ${protocolItems} join ${subReasons} on ${subReasons.id} = ${protocolItems.subReasonId} where ${protocolItems.protocolId} = ${protocols.id} order by ${protocolItems.position}, ${protocolItems.id} limit 1)`,
      historyStatuses: single
        ? sql<
            number[]
          >`array(select ${protocolHistory.statusId} from ${protocolHistory} where ${protocolHistory.protocolId} = ${protocols.id} order by ${protocolHistory.happenedAt}, ${protocolHistory.id})`
        : sql<null>`null`,
    })
    .from(protocols)
    .innerJoin(consumers, eq(consumers.id, protocols.consumerId))
    .leftJoin(reasons, eq(reasons.id, protocols.reasonId))
    .leftJoin(desires, eq(desires.id, protocols.desireId))
    .where(
      and(
        ownedBy(owner),
        or(isNotNull(consumers.email), isNotNull(consumers.phone)),
        single ? eq(protocols.id, protocolId) : undefined,
      ),
    )
    .orderBy(desc(protocols.createdAt), desc(protocols.id));
}

/** The statement above, run (bench/protocols-list.ts renders the same builder for its bare-pg baseline). */
export async function listProtocols(db: Database, owner: ProtocolOwner, protocolId?: number) {
  return listProtocolsQuery(db, owner, protocolId);
}

export type ProtocolListRow = Awaited<ReturnType<typeof listProtocols>>[number];

/** The protocol if it is this customer's at this brand; null otherwise (missing and foreign look the same). */
export async function findOwnedProtocol(db: Database, owner: ProtocolOwner, protocolId: number, lock = false) {
  const query = db
    .select()
    .from(protocols)
    .where(and(ownedBy(owner), eq(protocols.id, protocolId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type OwnedProtocol = NonNullable<Awaited<ReturnType<typeof findOwnedProtocol>>>;

/** Every history entry, oldest first (ties by insertion), internal ones included: callers filter. */
export async function historyOf(db: Database, protocolId: number) {
  return db
    .select()
    .from(protocolHistory)
    .where(eq(protocolHistory.protocolId, protocolId))
    .orderBy(asc(protocolHistory.happenedAt), asc(protocolHistory.id));
}

/**
 * The items with their reason and desire, and the brand's en/es names (ADR 0032): the product's and colour's from
 * the order line the item came from, the exchange colour's from that model's stock variant of that name.
 */
export async function itemsOf(db: Database, protocolId: number) {
  return db
    .select({
      item: protocolItems,
      reasonName: reasons.name,
      desireName: desires.name,
      desireTrigger: desires.trigger,
      productNameTexts: orderLines.productNameTexts,
      colourNameTexts: orderLines.colourNameTexts,
      exchangeColourTexts: sql<CatalogueTexts | null>`(select ${stockVariants.colourNameTexts} from ${stockVariants} where ${stockVariants.productModel} = ${orderLines.productModel} and ${stockVariants.colourName} = ${protocolItems.exchangeColour} and ${stockVariants.colourNameTexts} is not null limit 1)`,
    })
    .from(protocolItems)
    .leftJoin(orderLines, eq(orderLines.id, protocolItems.orderLineId))
    .leftJoin(reasons, eq(reasons.id, protocolItems.reasonId))
    .leftJoin(desires, eq(desires.id, protocolItems.desireId))
    .where(eq(protocolItems.protocolId, protocolId))
    .orderBy(asc(protocolItems.position), asc(protocolItems.id));
}

export async function stockoutsOf(db: Database, protocolId: number) {
  return db
    .select()
    .from(protocolStockouts)
    .where(eq(protocolStockouts.protocolId, protocolId))
    .orderBy(asc(protocolStockouts.id));
}

export async function filesOf(db: Database, protocolId: number) {
  return db
    .select()
    .from(attachments)
    .where(eq(attachments.protocolId, protocolId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function findFile(db: Database, protocolId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.protocolId, protocolId), eq(attachments.id, fileId)));
  return row ?? null;
}
