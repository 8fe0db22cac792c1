/**
 * Upserting order documents (issue 25, ADR 0041 and 0054): the one write path of the integration API, the
 * first-load command and the VTEX connector. Each document is parsed and checked on its own, so a bad one is a
 * 'rejected' result that never holds back the others; the valid ones of a call are applied as one batch:
 *
 * - One transaction for the batch. It first row-locks what it may change that is stored (its orders, the accounts of
 *   its customers), and guards what it may create with unique indexes and CPF locks (order-locks.ts, ADR 0060):
 *   concurrent batches that share an order or a customer queue or try again; batches that share nothing overlap.
 * - It then loads, in one statement, the batch's stored orders, their lines (with whether a protocol uses each)
 *   and the accounts holding the batch's identities; planBatch (order-plan.ts) applies the documents one after the
 *   other in memory, with the rules of ADR 0041, and gives each its outcome and the batch its write set, written in
 *   one statement of multi-row parts (order-statements.ts, bulk-sql.ts). Nothing differs -> 'unchanged' and no write.
 * - A batch that the database refuses as a whole (a constraint the plan could not foresee, e.g. e-mails passed along
 *   a chain of accounts in one statement) is applied again one order per transaction, so one order's problem never
 *   rejects the others; a deadlock, a serialization failure or a concurrent batch's write met is retried.
 */
import { eq } from 'drizzle-orm';
import type { DocumentError, OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandCompanies } from '../../db/schema';
import { checkOrderDocument, type CheckedOrder } from './order-input';
import { planBatch, type OrderOutcome, type PlannedOutcome } from './order-plan';
import {
  batchScope,
  BatchConflictError,
  checkReadWasLocked,
  lockCpfs,
  lockStoredRows,
  type BatchScope,
} from './order-locks';
import { cpfsWritten, loadBatch, writePlan } from './order-statements';

export type { OrderOutcome } from './order-plan';

export interface OrderUpsertResult {
  orderId: string;
  outcome: OrderOutcome;
  errors?: DocumentError[];
  /** Applied, with what the sender should know: the customer contradicts her account (customer_conflict). */
  warnings?: DocumentError[];
}

const INT4_MAX = 2_147_483_647;

/**
 * SQLSTATEs after which the same batch is simply tried again: deadlock, serialization failure, and a unique index
 * that a concurrent batch's new order or account met first (order-locks.ts: the next try reads it). A unique
 * violation that is the batch's own (ADR 0054's e-mails passed along accounts) stays after the tries, and the batch
 * is then applied one order at a time.
 */
const RETRY_SQLSTATES = new Set(['40P01', '40001', '23505']);
const MAX_ATTEMPTS = 6;
/** Data exceptions (22) and integrity constraint violations (23): the batch is applied again one order at a time. */
const ROW_SQLSTATE = /^2[23]/;

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

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface UpsertOptions {
  /**
   * The first load's commits do not wait for the WAL flush (synchronous_commit off for its transactions only): a
   * crash may lose the last few hundred milliseconds of commits, which the re-run the import needs anyway writes
   * again (ADR 0042). Never for the API: a partner that was answered 'created' must find the order.
   */
  relaxedCommit?: boolean;
}

async function writeBatch(db: Database, documents: OrderDocument[], scope: BatchScope, options: UpsertOptions) {
  return db.transaction(async (tx) => {
    const locks = await lockStoredRows(tx, scope, options.relaxedCommit === true);
    const loaded = await loadBatch(tx, scope);
    checkReadWasLocked(locks, loaded.orderIds, loaded.accountIds);
    const plan = planBatch(loaded.snapshot, documents);
    const cpfs = cpfsWritten(plan.writes, documents);
    await lockCpfs(tx, cpfs);
    await writePlan(tx, plan.writes, loaded.newOrderIds, { cpfs, readAccountIds: loaded.accountIds });
    return plan.outcomes;
  });
}

/**
 * The batch in one transaction. Refused as a whole by the database (a data or constraint error the plan could not
 * foresee), it is applied again one order per transaction, in the order sent; an order the database refuses on its
 * own is answered 'rejected' (not_storable, with the SQLSTATE only: a constraint's message may quote values).
 */
async function applyBatch(db: Database, documents: OrderDocument[], options: UpsertOptions): Promise<PlannedOutcome[]> {
  const scope = batchScope(documents);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeBatch(db, documents, scope, options);
    } catch (error) {
      const state = sqlState(error);
      const conflict = error instanceof BatchConflictError || (state !== undefined && RETRY_SQLSTATES.has(state));
      if (conflict && attempt < MAX_ATTEMPTS) continue;
      if (state === undefined || !ROW_SQLSTATE.test(state)) throw error;
      if (documents.length === 1) {
        return [
          {
            outcome: 'rejected',
            errors: [
              {
                field: '(document)',
                code: 'not_storable',
                message: `The database refused the order (SQLSTATE ${state}); nothing of it was written.`,
              },
            ],
          },
        ];
      }
      const outcomes: PlannedOutcome[] = [];
      for (const document of documents) outcomes.push(...(await applyBatch(db, [document], options)));
      return outcomes;
    }
  }
}

/**
 * Parses and checks each document, then applies the valid ones as one batch; the results are in the order sent.
 * Throws only when the database fails (unreachable, out of resources; not an order it refuses): a retry converges.
 */
export async function upsertOrders(
  db: Database,
  brandId: number,
  documents: unknown[],
  now: Date,
  options: UpsertOptions = {},
): Promise<OrderUpsertResult[]> {
  void now; // The documents carry their own instants; kept in the signature for the callers' clock seam.
  return upsertCheckedOrders(db, brandId, documents.map(checkOrderDocument), options);
}

/**
 * upsertOrders for documents already through checkOrderDocument (the import checks them in its parsing workers):
 * the brand's scope and the line totals are checked here, then the valid ones are applied as one batch.
 */
export async function upsertCheckedOrders(
  db: Database,
  brandId: number,
  checked: CheckedOrder[],
  options: UpsertOptions = {},
): Promise<OrderUpsertResult[]> {
  const companies = await brandCompanyCodes(db, brandId);
  const results: OrderUpsertResult[] = [];
  const valid: { at: number; document: OrderDocument }[] = [];
  for (const order of checked) {
    if ('errors' in order) {
      results.push({ orderId: order.orderId, outcome: 'rejected', errors: order.errors });
      continue;
    }
    const refused = checkBeforeWriting(order.document, companies);
    results.push({ orderId: order.orderId, outcome: 'rejected', errors: refused });
    if (refused.length === 0) valid.push({ at: results.length - 1, document: order.document });
  }
  if (valid.length > 0) {
    const outcomes = await applyBatch(
      db,
      valid.map((entry) => entry.document),
      options,
    );
    valid.forEach((entry, index) => (results[entry.at] = { orderId: entry.document.orderId, ...outcomes[index]! }));
  }
  return results;
}
