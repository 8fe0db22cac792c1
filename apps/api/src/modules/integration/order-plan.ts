/**
 * What a batch of order documents does to what is stored (issue 25, ADR 0054), computed in memory: pure, so the
 * outcome rules are the same whether a batch holds one order (a VTEX change) or 500 (a first-load batch).
 *
 * The documents are applied one after the other to a copy of what the batch's transaction loaded (the stored orders
 * with their lines, whether a protocol uses each line, and the accounts of the batch's identities), exactly as the
 * per-order transactions of ADR 0041 applied them to the tables: each answers created / updated / unchanged /
 * rejected against the state the earlier documents of the batch left, a rejected one leaves nothing behind, and the
 * same order twice in one batch is created by the first and compared with it by the second. What differs at the end
 * between the loaded state and the final one is the batch's write set.
 */
import type { CustomerConflictField, DocumentError, OrderDocument } from '@portal/domain';
import type { orderLines, orders } from '../../db/schema';
import { type CustomerBook, type Account } from './customers';
import {
  changedFields,
  lineKey,
  lineValues,
  orderValues,
  PROTOCOL_BOUND_FIELDS,
  type LineValues,
  type OrderValues,
} from './order-rows';

export type OrderOutcome = 'created' | 'updated' | 'unchanged' | 'rejected';

export type StoredOrderRow = typeof orders.$inferSelect;
export type StoredLineRow = typeof orderLines.$inferSelect;

/** A stored line and whether a protocol item refers to it. */
export interface LoadedLine {
  row: StoredLineRow;
  underProtocol: boolean;
}

/** What the batch's transaction read: its stored orders by orderKey, with their lines, and the accounts. */
export interface BatchSnapshot {
  orders: Map<string, { row: StoredOrderRow; lines: LoadedLine[] }>;
  book: CustomerBook;
}

/** An order's identity within the batch: company and PED_CODIGO. */
export const orderKey = (document: { companyCode: number; orderId: string }) =>
  `${document.companyCode}:${document.orderId}`;

/** A line as the batch's documents leave it: its stored id when it is a stored line. */
interface LineState {
  id: number | null;
  underProtocol: boolean;
  values: LineValues;
}

interface OrderState {
  /** The stored order's id; null for an order this batch creates. */
  id: number | null;
  accountRef: number;
  values: OrderValues;
  lines: LineState[];
}

export interface LinesDiff {
  removed: LineState[];
  changes: { current: LineState; line: LineValues; fields: string[] }[];
  inserted: LineValues[];
  errors: DocumentError[];
}

/** The difference between an order's lines and the wanted ones; errors for what would break a protocol. */
function diffLines(current: LineState[], wanted: LineValues[]): LinesDiff {
  const byKey = new Map(current.map((line) => [lineKey(line.values), line]));
  const wantedKeys = new Set(wanted.map(lineKey));
  const removed = current.filter((line) => !wantedKeys.has(lineKey(line.values)));
  const changes = wanted.flatMap((line) => {
    const stored = byKey.get(lineKey(line));
    const fields = stored ? (changedFields(stored.values, line) as string[]) : [];
    return stored && fields.length > 0 ? [{ current: stored, line, fields }] : [];
  });
  const inserted = wanted.filter((line) => !byKey.has(lineKey(line)));
  const errors: DocumentError[] = [
    ...removed
      .filter((line) => line.underProtocol)
      .map((line) => ({
        field: 'lines',
        code: 'line_in_protocol',
        message: `Line invoiceSeq ${line.values.invoiceSeq} itemSeq ${line.values.itemSeq} is in a return protocol and cannot be removed.`,
      })),
    ...changes
      .filter((change) => change.current.underProtocol)
      .flatMap((change) => {
        const bound = change.fields.filter((field) => (PROTOCOL_BOUND_FIELDS as readonly string[]).includes(field));
        return bound.length === 0
          ? []
          : [
              {
                field: `lines.${wanted.indexOf(change.line)}`,
                code: 'line_in_protocol',
                message: `The line is in a return protocol; ${bound.join(', ')} cannot change.`,
              },
            ];
      }),
  ];
  return { removed, changes, inserted, errors };
}

export interface PlannedOutcome {
  outcome: OrderOutcome;
  errors?: DocumentError[];
  /** What was applied but is worth the sender's attention: the customer contradicts her account (ADR 0070). */
  warnings?: DocumentError[];
}

/**
 * One customer_conflict warning per field where the document contradicts the account it matched: the order keeps
 * what was sent, the account keeps its own. The account's values are never quoted (they are someone's personal data).
 */
export function conflictWarnings(fields: CustomerConflictField[]): { warnings?: DocumentError[] } {
  if (fields.length === 0) return {};
  return {
    warnings: fields.map((field) => ({
      field: `customer.${field}`,
      code: 'customer_conflict',
      message:
        "The portal account the customer was matched to holds another value; the order keeps the document's, the " +
        'account keeps its own (a brand never changes how a shopper signs in).',
    })),
  };
}

/** The rows to write for a batch: everything that differs between the loaded state and the final one. */
export interface WriteSet {
  newAccounts: Account[];
  changedAccounts: Account[];
  /** Orders to insert, with the account ref to resolve to an id once the new accounts have theirs. */
  newOrders: { key: string; accountRef: number; values: OrderValues; lines: LineValues[] }[];
  orderUpdates: { id: number; values: OrderValues }[];
  lineDeletes: number[];
  lineUpdates: { id: number; values: LineValues }[];
  /** Lines added to stored orders. */
  lineInserts: { orderId: number; values: LineValues }[];
}

export interface BatchPlan {
  outcomes: PlannedOutcome[];
  writes: WriteSet;
}

function loadedState(stored: { row: StoredOrderRow; lines: LoadedLine[] }): OrderState {
  return {
    id: stored.row.id,
    accountRef: stored.row.consumerId,
    values: stored.row,
    lines: stored.lines.map((line) => ({ id: line.row.id, underProtocol: line.underProtocol, values: line.row })),
  };
}

/** Applies one document to the batch's state; the state is left as it was when the document is rejected. */
function applyDocument(state: Map<string, OrderState>, book: CustomerBook, document: OrderDocument): PlannedOutcome {
  const key = orderKey(document);
  const current = state.get(key);
  const wantedOrder = orderValues(document);
  const wantedLines = document.lines.map((line) => lineValues(document, line));
  if (!current) {
    const { account, conflicts } = book.accountFor(document.customer, null);
    state.set(key, {
      id: null,
      accountRef: account.ref,
      values: wantedOrder,
      lines: wantedLines.map((values) => ({ id: null, underProtocol: false, values })),
    });
    return { outcome: 'created', ...conflictWarnings(conflicts) };
  }
  const diff = diffLines(current.lines, wantedLines);
  if (diff.errors.length > 0) return { outcome: 'rejected', errors: diff.errors };
  const orderChanged = changedFields(current.values, wantedOrder).length > 0;
  const customer = book.accountFor(document.customer, current.accountRef);
  const byKey = new Map(current.lines.map((line) => [lineKey(line.values), line]));
  state.set(key, {
    ...current,
    values: { ...current.values, ...wantedOrder },
    lines: wantedLines.map((values) => {
      const kept = byKey.get(lineKey(values));
      return kept ? { ...kept, values: { ...kept.values, ...values } } : { id: null, underProtocol: false, values };
    }),
  });
  const linesWritten = diff.removed.length + diff.changes.length + diff.inserted.length > 0;
  return {
    outcome: orderChanged || linesWritten || customer.wrote ? 'updated' : 'unchanged',
    ...conflictWarnings(customer.conflicts),
  };
}

/**
 * The outcome of each document (in the order given) and the batch's write set. `documents` holds only documents
 * that passed validation and the brand's checks; `snapshot` what the batch's transaction loaded for them.
 */
export function planBatch(snapshot: BatchSnapshot, documents: OrderDocument[]): BatchPlan {
  const state = new Map<string, OrderState>();
  for (const [key, stored] of snapshot.orders) state.set(key, loadedState(stored));
  const outcomes = documents.map((document) => applyDocument(state, snapshot.book, document));

  const writes: WriteSet = {
    newAccounts: snapshot.book.newAccounts(),
    changedAccounts: snapshot.book.changedAccounts(),
    newOrders: [],
    orderUpdates: [],
    lineDeletes: [],
    lineUpdates: [],
    lineInserts: [],
  };
  for (const [key, final] of state) {
    const stored = snapshot.orders.get(key);
    if (!stored) {
      writes.newOrders.push({
        key,
        accountRef: final.accountRef,
        values: final.values,
        lines: final.lines.map((line) => line.values),
      });
      continue;
    }
    const { row } = stored;
    if (changedFields(row, final.values as Partial<StoredOrderRow>).length > 0)
      writes.orderUpdates.push({ id: row.id, values: pickOrderValues(final.values) });
    const finalById = new Map(final.lines.flatMap((line) => (line.id === null ? [] : [[line.id, line]])));
    for (const line of stored.lines) {
      const kept = finalById.get(line.row.id);
      if (!kept) writes.lineDeletes.push(line.row.id);
      else if (changedFields(line.row, kept.values as Partial<StoredLineRow>).length > 0)
        writes.lineUpdates.push({ id: line.row.id, values: pickLineValues(kept.values) });
    }
    for (const line of final.lines)
      if (line.id === null) writes.lineInserts.push({ orderId: row.id, values: line.values });
  }
  return { outcomes, writes };
}

/** The document-owned columns of an order state (a loaded state also carries id, consumer and creation time). */
function pickOrderValues(values: OrderValues): OrderValues {
  const { id: _id, consumerId: _consumer, createdAt: _created, ...owned } = values as StoredOrderRow;
  return owned;
}

function pickLineValues(values: LineValues): LineValues {
  const {
    id: _id,
    orderId: _order,
    productNameTexts: _names,
    colourNameTexts: _colours,
    ...owned
  } = values as StoredLineRow;
  return owned;
}
