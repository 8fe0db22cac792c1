/**
 * One order document as sent, checked on its own (the schema's rules, no database): the first half of every upsert
 * (orders-service.ts). Kept apart from the service so the import's parsing workers (cli/parse-worker.ts) run exactly
 * this check without loading the database code.
 */
import { parseOrderDocument, type DocumentError, type OrderDocument } from '@portal/domain';

/** A document after its own check: valid (and normalised), or refused with its reasons. */
export type CheckedOrder = { orderId: string; document: OrderDocument } | { orderId: string; errors: DocumentError[] };

/** The orderId to answer with, even for a document too broken to parse ('' when it has none). */
function sentOrderId(value: unknown): string {
  const id = (value as { orderId?: unknown } | null)?.orderId;
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
}

export function checkOrderDocument(value: unknown): CheckedOrder {
  const parsed = parseOrderDocument(value);
  return parsed.ok
    ? { orderId: parsed.value.orderId, document: parsed.value }
    : { orderId: sentOrderId(value), errors: parsed.errors };
}
