import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { ORIGIN } from '@portal/domain';
import type { Database } from '../../db/client';
import { renderedOnce, renderedSqlOnce } from '../../db/rendered-statement';
import { keyClaimInsert, keyResponseUpdate, keyValues, type IdempotencyScope } from '../../db/idempotency';
import {
  attachments,
  bonuses,
  brandCompanies,
  brandDesireTerms,
  brandReasonTerms,
  brandSubReasonTerms,
  consumers,
  desires,
  orderLines,
  orders,
  protocolHistory,
  protocolConsents,
  protocolItems,
  protocols,
  protocolTimeline,
  reasons,
  settings,
  subReasons,
  type LocalizedText,
} from '../../db/schema';
import {
  activeSubReasonCount,
  desireTermsJoin,
  effectiveDesire,
  effectiveReason,
  effectiveSubReason,
  itemPhotosRequired,
  itemReasonTermsJoin,
  reasonTermsJoin,
  subReasonTermsJoin,
} from '../catalog/brand-terms';

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

/** The line lookup, rendered once (db/rendered-statement): its 40-odd columns cost more to render than to read. */
const customerOrderLineStatement = (lock: boolean) =>
  renderedOnce<{ line: typeof orderLines.$inferSelect; order: typeof orders.$inferSelect }[]>(
    lock ? 'protocols_customer_order_line_lock' : 'protocols_customer_order_line',
    (db) => {
      const query = db
        .select({ line: orderLines, order: orders })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.consumerId, sql.placeholder('consumerId')),
            // The brand's companies read by brand id, not bound as an array: with an array PostgreSQL's generic plan
            // never won over re-planning each call (ADR 0026, the orders statement's same fix).
            sql`${orders.companyCode} in (select ${brandCompanies.companyCode} from ${brandCompanies}
              where ${brandCompanies.brandId} = ${sql.placeholder('brandId')}::integer)`,
            eq(orders.companyCode, sql.placeholder('companyCode')),
            eq(orderLines.invoiceSeq, sql.placeholder('invoiceSeq')),
            eq(orderLines.itemSeq, sql.placeholder('itemSeq')),
            eq(orderLines.productCode, sql.placeholder('productCode')),
            // NUMERONF is a string with its zeros (ADR 0039); a client of the older number form sent 231845.
            sql`ltrim(${orderLines.invoiceNumber}, '0') = ltrim(${sql.placeholder('invoiceNumber')}::text, '0')`,
            sql`upper(trim(${orderLines.size})) = upper(trim(${sql.placeholder('size')}::text))`,
            sql`lower(trim(${orderLines.colourName})) = lower(trim(${sql.placeholder('colourName')}::text))`,
          ),
        )
        .orderBy(orderLines.id)
        .limit(1);
      return lock ? query.for('update', { of: orderLines }) : query;
    },
  );
const findLine = customerOrderLineStatement(false);
const findAndLockLine = customerOrderLineStatement(true);

/**
 * The customer's order line (with its order record) that the payload item names, scoped to the brand's companies.
 * `lock` takes the row lock in the same round trip (for a single line; several are locked with lockOrderLines).
 */
export async function findCustomerOrderLine(
  tx: Database,
  scope: { consumerId: number; brandId: number },
  match: OrderLineMatch,
  lock = false,
) {
  const [row] = await (lock ? findAndLockLine : findLine)(tx, {
    consumerId: scope.consumerId,
    brandId: scope.brandId,
    ...match,
  });
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
 * The protocol that holds the line, open or settled (ADR 0030), with its status and the item's trigger: read only
 * when a request was refused for it, to say which protocol and why. The oldest first (the one that settled it).
 */
export async function findLineHolder(tx: Database, orderLineId: number, holdingStatusIds: readonly number[]) {
  const [row] = await tx
    .select({ protocolId: protocols.id, statusId: protocols.statusId, trigger: protocolItems.trigger })
    .from(protocolItems)
    .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
    .where(and(eq(protocolItems.orderLineId, orderLineId), inArray(protocols.statusId, [...holdingStatusIds])))
    .orderBy(protocols.id)
    .limit(1);
  return row ?? null;
}

type ConsumerAndSettingsRow = {
  consumer: typeof consumers.$inferSelect;
  validateDeliveryDate: boolean | null;
  keyInserted: boolean;
};

/** The read, rendered once without and once with the Idempotency-Key's claim as its first part. */
const consumerAndSettingsStatement = (withKeyClaim: boolean) =>
  renderedOnce<ConsumerAndSettingsRow[]>(
    withKeyClaim ? 'protocols_key_consumer_and_settings' : 'protocols_consumer_and_settings',
    (db) => {
      const claim = db.$with('key_claim').as(keyClaimInsert(db));
      return (withKeyClaim ? db.with(claim) : db)
        .select({
          consumer: consumers,
          validateDeliveryDate: settings.validateDeliveryDate,
          keyInserted: withKeyClaim ? sql<boolean>`exists (select 1 from ${claim})` : sql<boolean>`false`,
        })
        .from(consumers)
        .leftJoin(settings, eq(settings.brandId, sql.placeholder('brandId')))
        .where(eq(consumers.id, sql.placeholder('consumerId')));
    },
  );
const consumerAndSettings = consumerAndSettingsStatement(false);
const keyClaimConsumerAndSettings = consumerAndSettingsStatement(true);

/**
 * The customer (the whole row: the bank-data lock reads it) and the brand's SCO_VAL_ENTREGA, in one round trip; null
 * when the customer does not exist. A brand without settings validates the delivery date.
 *
 * With `key`, the same statement first claims the Idempotency-Key (db/idempotency's INSERT as a data-modifying
 * `WITH`): `keyInserted` says whether it wrote the key's row, for settleIdempotencyClaim. A concurrent request with the
 * same key waits in that INSERT until the first one's transaction ends, as it did in a statement of its own.
 */
export async function findConsumerAndSettings(
  tx: Database,
  consumerId: number,
  brandId: number,
  key?: { scope: IdempotencyScope; hash: string },
) {
  const [row] = key
    ? await keyClaimConsumerAndSettings(tx, { consumerId, brandId, ...keyValues(key.scope, { hash: key.hash }) })
    : await consumerAndSettings(tx, { consumerId, brandId });
  return row
    ? { consumer: row.consumer, validateDeliveryDate: row.validateDeliveryDate ?? true, keyInserted: row.keyInserted }
    : null;
}

interface CatalogChoiceRow {
  reason: typeof reasons.$inferSelect;
  subReason: typeof subReasons.$inferSelect | null;
  desire: typeof desires.$inferSelect | null;
  subReasonCount: number;
  lineInOpenProtocol: boolean;
}

/** The catalogue read, rendered once with and once without the open-protocol check of a line. */
const catalogChoiceStatement = (withLine: boolean) =>
  renderedOnce<CatalogChoiceRow[]>(withLine ? 'protocols_catalog_choice_line' : 'protocols_catalog_choice', (db) =>
    db
      .select({
        // The host brand's view of the shared rows (ADR 0055): its terms where it set them.
        reason: effectiveReason,
        subReason: effectiveSubReason,
        desire: effectiveDesire,
        subReasonCount: activeSubReasonCount(sql.placeholder('brandId')),
        lineInOpenProtocol: withLine
          ? sql<boolean>`${exists(
              db
                .select({ one: sql`1` })
                .from(protocolItems)
                .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
                .where(
                  and(
                    eq(protocolItems.orderLineId, sql.placeholder('orderLineId')),
                    sql`${protocols.statusId} = any(${sql.placeholder('openStatusIds')}::integer[])`,
                  ),
                ),
            )}`
          : sql<boolean>`false`,
      })
      .from(reasons)
      .leftJoin(brandReasonTerms, reasonTermsJoin(sql.placeholder('brandId')))
      .leftJoin(subReasons, eq(subReasons.id, sql.placeholder('subReasonId')))
      .leftJoin(brandSubReasonTerms, subReasonTermsJoin(sql.placeholder('brandId')))
      .leftJoin(desires, eq(desires.id, sql.placeholder('desireId')))
      .leftJoin(brandDesireTerms, desireTermsJoin(sql.placeholder('brandId')))
      .where(eq(reasons.id, sql.placeholder('reasonId'))),
  );
const catalogChoice = catalogChoiceStatement(false);
const catalogChoiceAndLine = catalogChoiceStatement(true);

/**
 * The reason, and the sub-reason and desire chosen with it, with the reason's sub-reason count, in one round trip.
 * The sub-reason and desire come back whatever reason they belong to, so the caller can say which does not fit.
 * With `line` (an online purchase's order line, already locked by the caller) the same round trip also says whether
 * an open protocol holds that line; it is read after the lock, so a concurrent protocol on the line is seen.
 */
export async function findCatalogChoice(
  tx: Database,
  choice: { brandId: number; reasonId: number; subReasonId: number | undefined; desireId: number | undefined },
  line?: { orderLineId: number; openStatusIds: readonly number[] },
): Promise<CatalogChoiceRow | null> {
  const values = {
    brandId: choice.brandId,
    reasonId: choice.reasonId,
    subReasonId: choice.subReasonId ?? -1,
    desireId: choice.desireId ?? -1,
  };
  const [row] = line
    ? await catalogChoiceAndLine(tx, {
        ...values,
        orderLineId: line.orderLineId,
        openStatusIds: [...line.openStatusIds],
      })
    : await catalogChoice(tx, values);
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

export type HistoryInsert = Omit<typeof protocolHistory.$inferInsert, 'protocolId'>;

/** The keys of `row` that carry a value: an absent (undefined) one is the column's default, as in drizzle. */
function givenKeys(row: object): string[] {
  return Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/** Each given value of `row` as a placeholder named `${prefix}${key}` (the statement is rendered once per shape). */
function placeholders<T extends object>(prefix: string, row: T): T {
  return Object.fromEntries(givenKeys(row).map((key) => [key, sql.placeholder(`${prefix}${key}`)])) as T;
}

/** `${prefix}${key}` of each column, made once: made per request (~75 a protocol) they were 1.3 % of the busy time. */
const prefixedNames = new Map<string, Map<string, string>>();

function prefixed(prefix: string, row: object, into: Record<string, unknown>) {
  let names = prefixedNames.get(prefix);
  if (!names) prefixedNames.set(prefix, (names = new Map()));
  for (const key of Object.keys(row)) {
    const value = (row as Record<string, unknown>)[key];
    if (value === undefined) continue;
    let name = names.get(key);
    if (name === undefined) names.set(key, (name = `${prefix}${key}`));
    into[name] = value;
  }
}

/** The write statement of each shape met (the columns given, the number of items), rendered once each. */
const writeStatements = new Map<string, ReturnType<typeof renderedSqlOnce<{ id: number }>>>();

/**
 * A new protocol with its items, its first history entry and its timeline of future steps, written by ONE statement
 * (a data-modifying WITH: the children take the new id from the protocol's RETURNING), so one round trip instead of
 * four inside the transaction that holds the order lines' locks, rendered once per shape (db/rendered-statement;
 * bench/README.md, protocol creation). The foreign keys are checked at the end of the statement, when the protocol
 * row exists. With `key` (claimed earlier in the transaction), the same statement stores the call's answer with it,
 * `200 {"prt_id": <new id>}`, as storeIdempotentResponse would. Returns the new protocol's id.
 */
export async function insertProtocolWithDetails(
  tx: Database,
  protocol: ProtocolInsert,
  items: readonly ProtocolItemInsert[],
  history: HistoryInsert,
  timeline: readonly number[],
  key?: IdempotencyScope,
): Promise<number> {
  const first = items[0];
  if (!first) throw new Error('a protocol has at least one item');
  const shape = [protocol, ...items, history].map((row) => givenKeys(row).join()).join('|') + (key ? '|key' : '');
  let statement = writeStatements.get(shape);
  if (!statement) {
    statement = renderedSqlOnce<{ id: number }>(`protocols_write_${writeStatements.size + 1}`, () => {
      const newId = sql`(select id from new_protocol)`;
      const protocolInsert = tx.insert(protocols).values(placeholders('p_', protocol)).returning({ id: protocols.id });
      const itemsInsert = tx
        .insert(protocolItems)
        .values(items.map((item, index) => ({ ...placeholders(`i${index}_`, item), protocolId: newId })));
      const historyInsert = tx.insert(protocolHistory).values({ ...placeholders('h_', history), protocolId: newId });
      const column = (name: string) => sql.identifier(name);
      return sql`with new_protocol as (${protocolInsert.getSQL()}),
        new_items as (${itemsInsert.getSQL()}),
        new_history as (${historyInsert.getSQL()}),
        new_timeline as (
          insert into ${protocolTimeline} (${column(protocolTimeline.protocolId.name)}, ${column(protocolTimeline.statusId.name)}, ${column(protocolTimeline.position.name)})
          select new_protocol.id, step.status_id, step.position
          from new_protocol, unnest(${sql.placeholder('timeline')}::integer[]) with ordinality as step(status_id, position))
        ${key ? sql`, key_response as (${keyResponseUpdate(tx, sql`jsonb_build_object('prt_id', ${newId})`).getSQL()})` : sql``}
        select id from new_protocol`;
    });
    writeStatements.set(shape, statement);
  }
  const values: Record<string, unknown> = { timeline: [...timeline], ...(key && keyValues(key, { status: 200 })) };
  prefixed('p_', protocol, values);
  items.forEach((item, index) => prefixed(`i${index}_`, item, values));
  prefixed('h_', history, values);
  const [row] = await statement(tx, values);
  if (!row) throw new Error('protocol insert returned no row');
  return Number(row.id);
}

/**
 * What the missing-files rule reads of a protocol: each item's position, whether it was bought outside the online
 * store (the protocol's origin) and whether its reason requires images, and each stored file's item and kind.
 */
export type MissingFilesInputs = Awaited<ReturnType<typeof missingFilesInputs>>;

export async function missingFilesInputs(db: Database, protocolId: number) {
  return (await missingFilesInputsOf(db, [protocolId])).get(protocolId) ?? { items: [], files: [] };
}

/**
 * What rule missingFilesFor needs of each protocol, for a page of them in two queries (the console queue marks the
 * rows that still lack files, R62): never one query per row.
 */
export async function missingFilesInputsOf(db: Database, protocolIds: readonly number[]) {
  const byProtocol = new Map<
    number,
    {
      items: { position: number; outsideStore: boolean; photosRequired: boolean }[];
      files: { itemPosition: number | null; isInvoice: boolean }[];
    }
  >();
  if (protocolIds.length === 0) return byProtocol;
  const ids = [...new Set(protocolIds)];
  for (const id of ids) byProtocol.set(id, { items: [], files: [] });
  const items = await db
    .select({
      protocolId: protocolItems.protocolId,
      position: protocolItems.position,
      origin: protocols.origin,
      // The terms the item was opened under; an item from before they were stored reads its brand's (ADR 0046, 0055).
      photosRequired: itemPhotosRequired,
    })
    .from(protocolItems)
    .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
    .innerJoin(reasons, eq(reasons.id, protocolItems.reasonId))
    .leftJoin(brandReasonTerms, itemReasonTermsJoin)
    .where(inArray(protocolItems.protocolId, ids))
    .orderBy(protocolItems.protocolId, protocolItems.position);
  const files = await db
    .select({
      protocolId: attachments.protocolId,
      itemPosition: protocolItems.position,
      isInvoice: attachments.isInvoice,
    })
    .from(attachments)
    .leftJoin(protocolItems, eq(protocolItems.id, attachments.protocolItemId))
    .where(inArray(attachments.protocolId, ids));
  for (const item of items) {
    byProtocol.get(item.protocolId)?.items.push({
      position: item.position,
      outsideStore: item.origin === ORIGIN.SAC,
      photosRequired: item.photosRequired,
    });
  }
  for (const file of files) {
    byProtocol.get(file.protocolId)?.files.push({ itemPosition: file.itemPosition, isInvoice: file.isInvoice });
  }
  return byProtocol;
}

/** The shopper's consent to `policyLink` for the protocol (R9, ADR 0074), in the protocol's transaction. */
export async function insertConsent(tx: Database, protocolId: number, policyLink: string, at: Date): Promise<void> {
  await tx.insert(protocolConsents).values({ protocolId, policyLink, acceptedAt: at });
}
