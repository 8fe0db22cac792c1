/**
 * The back office's reads of protocols: the queue with its filters and search, and one protocol whole. Every
 * statement is scoped to the brands the caller may see; a protocol outside them is not found.
 */
import { and, asc, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isValidEmail, onlyDigits, splitPhone, type ShipmentQueueFilter } from '@portal/domain';
import type { Database } from '../../db/client';
import { foldedText, nameWords } from '../../db/search-text';
import {
  attachments,
  banks,
  desires,
  operators,
  orderLines,
  orders,
  protocolHistory,
  protocolAssignments,
  protocolItems,
  protocols,
  reasons,
  shipments,
  statusAgeTargets,
  subReasons,
} from '../../db/schema';
import { CLOSED_STATUS_IDS } from '../orders/open-statuses';

export interface QueueFilter {
  brands: readonly number[];
  status?: number;
  /** Created before this instant. */
  createdBefore?: Date;
  q?: string;
  /** Whose protocols (issue 27): assigned to this operator id, or to nobody. */
  assignee?: { operatorId: number } | 'unassigned';
  /** The return's shipping (issue 48). */
  shipping?: ShipmentQueueFilter;
  page: number;
  pageSize: number;
}

const PROTOCOL_ID_MAX = 2_147_483_647;

/** At most this many words of a name are searched: a full name, with room for particles ('da', 'de'). */
const NAME_WORDS_MAX = 6;

/**
 * A name: every word the operator typed must begin a word of the shopper's name, in any order, accents and case
 * ignored ('jose silva' finds 'José da Silva'), or of one of its items' product names. The name arm is served by the
 * GIN index of migration 0009. Only letters and digits of each word reach the query text, so nothing typed can be
 * read as text-search syntax.
 */
function nameCondition(text: string): SQL {
  const query = prefixQuery(text);
  if (query === null) return sql`false`;
  return or(
    sql`${nameWords(protocols.name)} @@ to_tsquery('simple'::regconfig, ${foldedText(query)})`,
    productCondition(query),
  )!;
}

/** Every word typed as a prefix query ('jose:* & silva:*'); null when nothing searchable is left. */
function prefixQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, NAME_WORDS_MAX);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * The same words in the name of one of the protocol's items (issue 46: 'tenis corrida' found nothing): the warehouse
 * knows a parcel by what is in it. No index of its own: it is read through the items of the protocols the brand and
 * status filters leave, by the items' protocol index.
 */
function productCondition(query: string): SQL {
  return sql`exists (select 1 from ${protocolItems} where ${protocolItems.protocolId} = ${protocols.id}
    and ${nameWords(protocolItems.productName)} @@ to_tsquery('simple'::regconfig, ${foldedText(query)}))`;
}

/**
 * A phone: with its DDD (10-11 digits, or 12-13 with Brazil's 55) it must match the DDD and number; 8-9 digits match
 * the number alone. Served by the (brand, number, DDD) index of migration 0009. Null when the digits are no phone.
 */
function phoneCondition(digits: string): SQL | null {
  if (digits.length < 8 || digits.length > 13) return null;
  const parts = splitPhone(digits);
  if (parts.ddd) return and(eq(protocols.phoneNumber, parts.number), eq(protocols.phoneDdd, parts.ddd))!;
  return digits.length <= 9 ? eq(protocols.phoneNumber, digits) : null;
}

/**
 * The search box: an e-mail; a name (any text with a letter); or digits that are a protocol id, a CPF (11 digits,
 * mask allowed), a phone (mask allowed) or an invoice number (leading zeros ignored, as the order list does). One OR,
 * each arm served by an index (migrations 0006 and 0009).
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (text.includes('@')) {
    return isValidEmail(text) ? sql`lower(${protocols.email}) = ${text.toLowerCase()}` : sql`false`;
  }
  if (/\p{L}/u.test(text)) return nameCondition(text);
  const digits = onlyDigits(text);
  if (!digits || digits.length > 20) return sql`false`;
  const arms: SQL[] = [sql`ltrim(${protocols.invoiceNumber}, '0') = ltrim(${digits}, '0')`];
  if (digits.length === 11) arms.push(eq(protocols.cpf, digits));
  if (digits.length <= 10 && Number(digits) <= PROTOCOL_ID_MAX) arms.push(eq(protocols.id, Number(digits)));
  const phone = phoneCondition(digits);
  if (phone) arms.push(phone);
  return or(...arms);
}

function queueWhere(filter: QueueFilter) {
  return and(
    inArray(protocols.brandId, [...filter.brands]),
    filter.status !== undefined ? eq(protocols.statusId, filter.status) : undefined,
    filter.createdBefore ? lt(protocols.createdAt, filter.createdBefore) : undefined,
    filter.q !== undefined ? searchCondition(filter.q) : undefined,
    assigneeCondition(filter.assignee),
    shippingCondition(filter.shipping),
  );
}

/**
 * The queue's shipping filters (issue 48): an issued code not yet posted, a parcel on its way, one delivered, and a
 * carrier error (a refused authorisation, or a request whose last call failed), through the shipments' protocol index.
 */
function shippingCondition(filter: ShipmentQueueFilter | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  const of = sql`select 1 from ${shipments} where ${shipments.protocolId} = ${protocols.id}`;
  if (filter === 'code_not_used') return sql`exists (${of} and ${shipments.state} = 'issued')`;
  if (filter === 'in_transit') return sql`exists (${of} and ${shipments.state} = 'posted')`;
  if (filter === 'delivered') return sql`exists (${of} and ${shipments.state} = 'delivered')`;
  // The newest authorisation failed, or the live one carries the error of its last call.
  return sql`exists (${of} and ${shipments.errorCode} is not null and (${shipments.state} in ('failed', 'requested')
    and not exists (select 1 from ${shipments} newer where newer.protocol_id = ${protocols.id} and newer.id > ${shipments.id})))`;
}

/** The queue's 'mine', 'by agent' and 'unassigned' filters (issue 27), served by the assignments' primary key. */
function assigneeCondition(assignee: QueueFilter['assignee']): SQL | undefined {
  if (assignee === undefined) return undefined;
  const assigned = sql`select 1 from ${protocolAssignments} where ${protocolAssignments.protocolId} = ${protocols.id}`;
  if (assignee === 'unassigned') return sql`not exists (${assigned})`;
  return sql`exists (${assigned} and ${protocolAssignments.operatorId} = ${assignee.operatorId})`;
}

/**
 * Open work first (ADR 0029): the protocols still open, oldest first (the queue is worked in arrival order), then the
 * closed ones, newest first (what was just closed is what one looks back at). A status filter leaves one group.
 */
const isClosed = sql`(${protocols.statusId} in (${sql.join(
  CLOSED_STATUS_IDS.map((id) => sql`${id}`),
  sql`, `,
)}))`;
const QUEUE_ORDER = [
  asc(isClosed),
  asc(sql`case when ${isClosed} then null else ${protocols.createdAt} end`),
  desc(protocols.createdAt),
  asc(protocols.id),
];

/** One page in the queue's order, and the total. */
export async function queuePage(db: Database, filter: QueueFilter) {
  const where = queueWhere(filter);
  const rows = await db
    .select({
      protocol: protocols,
      reasonName: reasons.name,
      desireName: desires.name,
      // The desire's own path: a refund on a voucher desire is the voucher declined (resolutionName, ADR 0030).
      desireTrigger: desires.trigger,
      lastMoveAt:
        sql<Date>`(select max(${protocolHistory.happenedAt}) from ${protocolHistory} where ${protocolHistory.protocolId} = ${protocols.id})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      // Since when it is in its current status (issue 27): the latest entry of that status, else its opening.
      statusSince:
        sql<Date | null>`(select max(${protocolHistory.happenedAt}) from ${protocolHistory} where ${protocolHistory.protocolId} = ${protocols.id} and ${protocolHistory.statusId} = ${protocols.statusId})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      targetHours: statusAgeTargets.targetHours,
      assigneeId: protocolAssignments.operatorId,
      assigneeName: operators.name,
    })
    .from(protocols)
    .leftJoin(reasons, eq(reasons.id, protocols.reasonId))
    .leftJoin(desires, eq(desires.id, protocols.desireId))
    .leftJoin(
      statusAgeTargets,
      and(eq(statusAgeTargets.brandId, protocols.brandId), eq(statusAgeTargets.statusId, protocols.statusId)),
    )
    .leftJoin(protocolAssignments, eq(protocolAssignments.protocolId, protocols.id))
    .leftJoin(operators, eq(operators.id, protocolAssignments.operatorId))
    .where(where)
    .orderBy(...QUEUE_ORDER)
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
      desireTrigger: itemDesire.trigger,
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

/** The bank's name for its code (the central bank's list), or null for a code the list does not hold. */
export async function bankName(db: Database, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [row] = await db.select({ name: banks.name }).from(banks).where(eq(banks.code, code));
  return row?.name ?? null;
}
