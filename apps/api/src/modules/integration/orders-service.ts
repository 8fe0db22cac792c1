/**
 * Upserting order documents (issue 25, ADR 0041): the one write path of the integration API, the first-load command
 * and the VTEX connector. Each document is parsed and applied or refused on its own, in its own transaction, so one
 * bad order never holds back the others and a retry of a whole batch converges:
 *
 * - The order's key (company, PED_CODIGO) and then the customer's identities are locked with transaction advisory
 *   locks before anything is read: 20 concurrent sends of one new order queue on the first lock, the first creates
 *   it, the others then read it and find it unchanged. (A row lock cannot do it: the row does not exist yet, and
 *   consumers.cpf is not unique.)
 * - What is stored is compared with what was sent; nothing differs -> 'unchanged' with no write at all.
 * - A line a protocol uses may change only in what the protocol did not rely on (PROTOCOL_BOUND_FIELDS) and is never
 *   deleted; otherwise the whole order is refused with `line_in_protocol`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseOrderDocument, type DocumentError, type OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandCompanies, orderLines, orders, protocolItems } from '../../db/schema';
import { consumerForOrder, customerLockKeys, lockKeys } from './customers';
import { changedFields, lineKey, lineValues, orderValues, PROTOCOL_BOUND_FIELDS, type LineValues } from './order-rows';

export type OrderOutcome = 'created' | 'updated' | 'unchanged' | 'rejected';

export interface OrderUpsertResult {
  orderId: string;
  outcome: OrderOutcome;
  errors?: DocumentError[];
}

/** A refusal found inside the transaction: thrown to roll it back, answered as 'rejected'. */
class OrderRejected extends Error {
  constructor(readonly errors: DocumentError[]) {
    super('order rejected');
  }
}

const INT4_MAX = 2_147_483_647;

/** The orderId to answer with, even for a document too broken to parse ('' when it has none). */
function sentOrderId(value: unknown): string {
  const id = (value as { orderId?: unknown } | null)?.orderId;
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
}

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

async function linesUnderProtocol(tx: Database, lineIds: number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: protocolItems.orderLineId })
    .from(protocolItems)
    .where(inArray(protocolItems.orderLineId, lineIds));
  return new Set(rows.map((row) => row.id).filter((id): id is number => id !== null));
}

type StoredLine = typeof orderLines.$inferSelect;

/** Writes the differences between the stored lines and the wanted ones; refuses what would break a protocol. */
async function applyLines(tx: Database, orderId: number, stored: StoredLine[], wanted: LineValues[]): Promise<boolean> {
  const storedByKey = new Map(stored.map((line) => [lineKey(line), line]));
  const wantedKeys = new Set(wanted.map(lineKey));
  const removed = stored.filter((line) => !wantedKeys.has(lineKey(line)));
  const changes = wanted.flatMap((line) => {
    const current = storedByKey.get(lineKey(line));
    const fields = current ? changedFields(current, line) : [];
    return current && fields.length > 0 ? [{ current, line, fields }] : [];
  });
  const inserted = wanted.filter((line) => !storedByKey.has(lineKey(line)));

  const protectedIds = await linesUnderProtocol(
    tx,
    [...removed, ...changes.map((change) => change.current)].map((line) => line.id),
  );
  const errors: DocumentError[] = [
    ...removed
      .filter((line) => protectedIds.has(line.id))
      .map((line) => ({
        field: 'lines',
        code: 'line_in_protocol',
        message: `Line invoiceSeq ${line.invoiceSeq} itemSeq ${line.itemSeq} is in a return protocol and cannot be removed.`,
      })),
    ...changes
      .filter((change) => protectedIds.has(change.current.id))
      .flatMap((change) => {
        const bound = change.fields.filter((field) => (PROTOCOL_BOUND_FIELDS as readonly string[]).includes(field));
        const index = wanted.indexOf(change.line);
        return bound.length === 0
          ? []
          : [
              {
                field: `lines.${index}`,
                code: 'line_in_protocol',
                message: `The line is in a return protocol; ${bound.join(', ')} cannot change.`,
              },
            ];
      }),
  ];
  if (errors.length > 0) throw new OrderRejected(errors);

  if (removed.length > 0)
    await tx.delete(orderLines).where(
      inArray(
        orderLines.id,
        removed.map((line) => line.id),
      ),
    );
  for (const change of changes) {
    await tx.update(orderLines).set(change.line).where(eq(orderLines.id, change.current.id));
  }
  if (inserted.length > 0) await tx.insert(orderLines).values(inserted.map((line) => ({ ...line, orderId })));
  return removed.length + changes.length + inserted.length > 0;
}

export interface UpsertOptions {
  /**
   * The first load's commits do not wait for the WAL flush (synchronous_commit off for its transactions only): a
   * crash may lose the last few hundred milliseconds of commits, which the re-run the import needs anyway writes
   * again (ADR 0042). Never for the API: a partner that was answered 'created' must find the order.
   */
  relaxedCommit?: boolean;
}

async function applyOrder(db: Database, document: OrderDocument, options: UpsertOptions): Promise<OrderOutcome> {
  return db.transaction(async (tx) => {
    if (options.relaxedCommit) await tx.execute(sql`set local synchronous_commit = off`);
    // The order's key first, then the customer's identities in their sorted order: no two transactions wait on
    // each other in a circle.
    await lockKeys(tx, [`order:${document.companyCode}:${document.orderId}`, ...customerLockKeys(document.customer)]);
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyCode, document.companyCode), eq(orders.orderCode, document.orderId)));
    const wantedOrder = orderValues(document);
    const wantedLines = document.lines.map((line) => lineValues(document, line));
    const customer = await consumerForOrder(tx, document.customer, existing?.consumerId ?? null);

    if (!existing) {
      const [created] = await tx
        .insert(orders)
        .values({ ...wantedOrder, consumerId: customer.consumerId })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(wantedLines.map((line) => ({ ...line, orderId: created!.id })));
      return 'created';
    }

    const orderFields = changedFields(existing, wantedOrder);
    if (orderFields.length > 0) await tx.update(orders).set(wantedOrder).where(eq(orders.id, existing.id));
    const stored = await tx.select().from(orderLines).where(eq(orderLines.orderId, existing.id));
    const linesWritten = await applyLines(tx, existing.id, stored, wantedLines);
    return orderFields.length > 0 || linesWritten || customer.wrote ? 'updated' : 'unchanged';
  });
}

/**
 * Parses and applies each document in its own transaction; the results are in the order sent. Throws only when the
 * database fails (nothing about the documents): what was applied before stays applied, and a retry converges.
 */
export async function upsertOrders(
  db: Database,
  brandId: number,
  documents: unknown[],
  now: Date,
  options: UpsertOptions = {},
): Promise<OrderUpsertResult[]> {
  void now; // The documents carry their own instants; kept in the signature for the callers' clock seam.
  const companies = await brandCompanyCodes(db, brandId);
  const results: OrderUpsertResult[] = [];
  for (const value of documents) {
    const parsed = parseOrderDocument(value);
    if (!parsed.ok) {
      results.push({ orderId: sentOrderId(value), outcome: 'rejected', errors: parsed.errors });
      continue;
    }
    const document = parsed.value;
    const refused = checkBeforeWriting(document, companies);
    if (refused.length > 0) {
      results.push({ orderId: document.orderId, outcome: 'rejected', errors: refused });
      continue;
    }
    try {
      results.push({ orderId: document.orderId, outcome: await applyOrder(db, document, options) });
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      results.push({ orderId: document.orderId, outcome: 'rejected', errors: error.errors });
    }
  }
  return results;
}
