/**
 * The back office's reads of protocols: the queue with its filters and search, and one protocol whole. Every
 * statement is scoped to the brands the caller may see; a protocol outside them is not found.
 */
import { and, asc, count, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isValidEmail, onlyDigits } from '@portal/domain';
import type { Database } from '../../db/client';
import {
  attachments,
  desires,
  orderLines,
  orders,
  protocolHistory,
  protocolItems,
  protocols,
  reasons,
  subReasons,
} from '../../db/schema';

export interface QueueFilter {
  brands: readonly number[];
  status?: number;
  /** Created before this instant. */
  createdBefore?: Date;
  q?: string;
  page: number;
  pageSize: number;
}

const PROTOCOL_ID_MAX = 2_147_483_647;

/**
 * The search box: an e-mail, or digits that are a protocol id, a CPF (11 digits, mask allowed) or an invoice number
 * (leading zeros ignored, as the order list does). One OR, each arm served by an index of migration 0006.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (text.includes('@')) {
    return isValidEmail(text) ? sql`lower(${protocols.email}) = ${text.toLowerCase()}` : sql`false`;
  }
  const digits = onlyDigits(text);
  if (!digits || digits.length > 20) return sql`false`;
  const arms: SQL[] = [sql`ltrim(${protocols.invoiceNumber}, '0') = ltrim(${digits}, '0')`];
  if (digits.length === 11) arms.push(eq(protocols.cpf, digits));
  if (digits.length <= 10 && Number(digits) <= PROTOCOL_ID_MAX) arms.push(eq(protocols.id, Number(digits)));
  return or(...arms);
}

function queueWhere(filter: QueueFilter) {
  return and(
    inArray(protocols.brandId, [...filter.brands]),
    filter.status !== undefined ? eq(protocols.statusId, filter.status) : undefined,
    filter.createdBefore ? lt(protocols.createdAt, filter.createdBefore) : undefined,
    filter.q !== undefined ? searchCondition(filter.q) : undefined,
  );
}

/** One page, oldest first (the queue is worked in arrival order), and the total. */
export async function queuePage(db: Database, filter: QueueFilter) {
  const where = queueWhere(filter);
  const rows = await db
    .select({
      protocol: protocols,
      reasonName: reasons.name,
      desireName: desires.name,
      lastMoveAt:
        sql<Date>`(select max(${protocolHistory.happenedAt}) from ${protocolHistory} where ${protocolHistory.protocolId} = ${protocols.id})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(protocols)
    .leftJoin(reasons, eq(reasons.id, protocols.reasonId))
    .leftJoin(desires, eq(desires.id, protocols.desireId))
    .where(where)
    .orderBy(asc(protocols.createdAt), asc(protocols.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ total: count() }).from(protocols).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The protocol if it is in one of `brands`; null otherwise (missing and foreign look the same). */
export async function findScopedProtocol(db: Database, brands: readonly number[], protocolId: number) {
  const [row] = await db
    .select()
    .from(protocols)
    .where(and(eq(protocols.id, protocolId), inArray(protocols.brandId, [...brands])));
  return row ?? null;
}

const itemDesire = alias(desires, 'item_desire');
const itemReason = alias(reasons, 'item_reason');

export async function itemsWithNames(db: Database, protocolId: number) {
  return db
    .select({
      item: protocolItems,
      reasonName: itemReason.name,
      subReasonName: subReasons.name,
      desireName: itemDesire.name,
      paymentType: orders.paymentType,
    })
    .from(protocolItems)
    .leftJoin(itemReason, eq(itemReason.id, protocolItems.reasonId))
    .leftJoin(subReasons, eq(subReasons.id, protocolItems.subReasonId))
    .leftJoin(itemDesire, eq(itemDesire.id, protocolItems.desireId))
    .leftJoin(orderLines, eq(orderLines.id, protocolItems.orderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(protocolItems.protocolId, protocolId))
    .orderBy(asc(protocolItems.position), asc(protocolItems.id));
}

export async function filesWithPositions(db: Database, protocolId: number) {
  return db
    .select({ file: attachments, itemPosition: protocolItems.position })
    .from(attachments)
    .leftJoin(protocolItems, eq(protocolItems.id, attachments.protocolItemId))
    .where(eq(attachments.protocolId, protocolId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}
