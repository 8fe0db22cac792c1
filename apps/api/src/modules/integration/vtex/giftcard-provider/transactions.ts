/**
 * VTEX's transactions on a card (Giftcard Provider Protocol 1.0, issue 49, ADR 0092). Each runs in one database
 * transaction under the wallet account's lock (wallet/ledger lockAccount), so concurrent calls for one shopper run one
 * after another and each reads what the previous left:
 * - a Debit is one ledger movement (kind purchase), once per (card, requestId): a retry, even five at once, finds the
 *   first under the lock and answers it again;
 * - a Credit gives back purchases made with this card, never more than they took (it never mints store credit);
 * - a cancellation gives back at most what its Debit took, to the buckets it took from, once per requestId;
 * - a settlement records that VTEX captured part of a Debit (the money already left the wallet), once per requestId.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cancellationRestores, formatMoney, parseVtexAmount, type WalletBuckets } from '@portal/domain';
import type { Database } from '../../../../db/client';
import { vtexGiftCardOperations, vtexGiftCardTransactions, walletMovements } from '../../../../db/schema';
import { DomainError } from '../../../../lib/errors';
import { appendMovement, lockAccount, movementDescription, type AccountRow } from '../../../wallet/ledger';
import type { GiftCardRow } from './cards';
import { providerMessages } from './messages';

export type TransactionRow = typeof vtexGiftCardTransactions.$inferSelect;
export type OperationRow = typeof vtexGiftCardOperations.$inferSelect;

const newId = () => randomBytes(16).toString('hex');

export function amountCents(value: unknown): number {
  const cents = parseVtexAmount(value);
  if (cents === null) throw new DomainError('validation', providerMessages.valueInvalid, { code: 'value_invalid' });
  return cents;
}

/**
 * What purchases made with this card may still be given back: debits less cancellations and credits, over every
 * movement naming the card (the shop's own POST /returns/giftcards/transactions included), read under the lock.
 */
async function givableBackCents(tx: Database, card: GiftCardRow): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<string>`coalesce(sum(case when ${walletMovements.kind} = 'purchase' then ${walletMovements.valueCents}
        when ${walletMovements.kind} = 'purchase_cancel' then -${walletMovements.valueCents} else 0 end), 0)`,
    })
    .from(walletMovements)
    .where(and(eq(walletMovements.brandId, card.brandId), eq(walletMovements.giftCardId, card.id)));
  return Number(row?.cents ?? 0);
}

async function transactionByRequest(tx: Database, card: GiftCardRow, requestId: string) {
  const [row] = await tx
    .select()
    .from(vtexGiftCardTransactions)
    .where(and(eq(vtexGiftCardTransactions.cardId, card.id), eq(vtexGiftCardTransactions.requestId, requestId)));
  return row;
}

export interface TransactionInput {
  operation: 'Debit' | 'Credit';
  valueCents: number;
  description: string;
  requestId: string;
  orderId: string | null;
}

function lockCardAccount(tx: Database, card: GiftCardRow): Promise<AccountRow> {
  return lockAccount(tx, { consumerId: card.consumerId, brandId: card.brandId });
}

/** CreateGiftCardTransaction: the transaction of this requestId, made now or found again. */
export async function createTransaction(
  db: Database,
  card: GiftCardRow,
  input: TransactionInput,
  now: Date,
): Promise<{ transaction: TransactionRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const account = await lockCardAccount(tx, card);
    // Under the lock: a concurrent retry of this requestId waits above and then finds the first one here.
    const existing = await transactionByRequest(tx, card, input.requestId);
    if (existing) {
      if (existing.operation !== input.operation || existing.valueCents !== input.valueCents) {
        throw new DomainError('conflict', providerMessages.requestConflict, { code: 'request_conflict' });
      }
      return { transaction: existing, created: false };
    }
    const debit = input.operation === 'Debit';
    const orderId = input.orderId ?? input.requestId;
    if (!debit) {
      const givable = await givableBackCents(tx, card);
      if (input.valueCents > givable) {
        throw new DomainError('rule', providerMessages.creditAboveDebits, {
          severity: 'WARN',
          code: 'credit_above_debits',
          params: { available: formatMoney(givable) },
        });
      }
    }
    const appended = await appendMovement(
      tx,
      account,
      {
        operation: input.operation,
        entryType: 'V',
        kind: debit ? 'purchase' : 'purchase_cancel',
        valueCents: input.valueCents,
        originalPaymentType: null,
        description: movementDescription(
          debit ? providerMessages.purchaseDescription : providerMessages.creditDescription,
          { orderId },
        ),
        giftCardId: card.id,
        orderCode: input.orderId,
      },
      now,
    );
    if (!appended.ok) {
      throw new DomainError('rule', providerMessages.insufficientBalance, {
        severity: 'WARN',
        code: 'insufficient_balance',
        params: { available: formatMoney(appended.availableCents) },
      });
    }
    const [transaction] = await tx
      .insert(vtexGiftCardTransactions)
      .values({
        id: newId(),
        cardId: card.id,
        brandId: card.brandId,
        requestId: input.requestId,
        operation: input.operation,
        valueCents: input.valueCents,
        description: input.description,
        orderId: input.orderId,
        movementId: appended.movement.id,
        takenCardCents: appended.taken.cardCents,
        takenPixCents: appended.taken.pixCents,
        takenOtherCents: appended.taken.otherCents,
        createdAt: appended.movement.movedAt,
      })
      .returning();
    return { transaction: transaction!, created: true };
  });
}

export async function transactionsOf(db: Database, card: GiftCardRow): Promise<TransactionRow[]> {
  return db
    .select()
    .from(vtexGiftCardTransactions)
    .where(eq(vtexGiftCardTransactions.cardId, card.id))
    .orderBy(asc(vtexGiftCardTransactions.seq));
}

export async function transactionOf(db: Database, card: GiftCardRow, id: string): Promise<TransactionRow> {
  const [row] = await db
    .select()
    .from(vtexGiftCardTransactions)
    .where(and(eq(vtexGiftCardTransactions.cardId, card.id), eq(vtexGiftCardTransactions.id, id)));
  if (!row) throw new DomainError('not_found', providerMessages.transactionNotFound, { code: 'transaction_not_found' });
  return row;
}

export async function operationsOf(
  db: Database,
  transaction: TransactionRow,
  kind: OperationRow['kind'],
): Promise<OperationRow[]> {
  return db
    .select()
    .from(vtexGiftCardOperations)
    .where(and(eq(vtexGiftCardOperations.transactionId, transaction.id), eq(vtexGiftCardOperations.kind, kind)))
    .orderBy(asc(vtexGiftCardOperations.seq));
}

function sumRestored(rows: OperationRow[]): WalletBuckets {
  return rows.reduce(
    (sum, row) => ({
      cardCents: sum.cardCents + row.restoredCardCents,
      pixCents: sum.pixCents + row.restoredPixCents,
      otherCents: sum.otherCents + row.restoredOtherCents,
    }),
    { cardCents: 0, pixCents: 0, otherCents: 0 },
  );
}

const sumValue = (rows: OperationRow[]) => rows.reduce((sum, row) => sum + row.valueCents, 0);

export interface OperationInput {
  valueCents: number;
  requestId: string;
}

/** The ledger bucket's payment type on a cancellation's movement, so the ledger credits it back there (ADR 0092). */
const BUCKET_PAYMENT_TYPE = { pixCents: 11, cardCents: 6, otherCents: null } as const;

/** CreateGiftCardTransactionCancellation: gives back at most what the Debit took, once per requestId. */
export async function cancelTransaction(
  db: Database,
  card: GiftCardRow,
  transactionId: string,
  input: OperationInput,
  now: Date,
): Promise<OperationRow> {
  return db.transaction(async (tx) => {
    let account = await lockCardAccount(tx, card);
    const transaction = await transactionOf(tx, card, transactionId);
    const before = await operationsOf(tx, transaction, 'cancellation');
    const repeat = before.find((row) => row.requestId === input.requestId);
    if (repeat) {
      if (repeat.valueCents !== input.valueCents) {
        throw new DomainError('conflict', providerMessages.requestConflict, { code: 'request_conflict' });
      }
      return repeat;
    }
    if (transaction.operation !== 'Debit') {
      throw new DomainError('rule', providerMessages.onlyDebits, { code: 'not_a_debit' });
    }
    const taken = {
      cardCents: transaction.takenCardCents,
      pixCents: transaction.takenPixCents,
      otherCents: transaction.takenOtherCents,
    };
    const restoredBefore = sumRestored(before);
    // Also bounded by the card's purchases not given back yet: a Credit or the shop's own call may have given some.
    const left = Math.min(transaction.valueCents - sumValue(before), await givableBackCents(tx, card));
    const restores = input.valueCents <= left ? cancellationRestores(taken, restoredBefore, input.valueCents) : null;
    if (!restores) {
      throw new DomainError('rule', providerMessages.cancellationAboveTransaction, {
        severity: 'WARN',
        code: 'cancellation_above_transaction',
        params: { available: formatMoney(Math.max(0, left)) },
      });
    }
    const orderId = transaction.orderId ?? transaction.requestId;
    // One movement per bucket given back, refundable money first (usually one: a purchase rarely spans buckets).
    for (const key of ['pixCents', 'cardCents', 'otherCents'] as const) {
      if (restores[key] === 0) continue;
      const appended = await appendMovement(
        tx,
        account,
        {
          operation: 'Credit',
          entryType: 'V',
          kind: 'purchase_cancel',
          valueCents: restores[key],
          originalPaymentType: BUCKET_PAYMENT_TYPE[key],
          description: movementDescription(providerMessages.purchaseCancelDescription, { orderId }),
          giftCardId: card.id,
          orderCode: transaction.orderId,
        },
        now,
      );
      if (!appended.ok) throw new Error('a credit was refused by the ledger');
      account = { ...account, ...appended.after, balanceCents: appended.movement.balanceCents };
    }
    const [row] = await tx
      .insert(vtexGiftCardOperations)
      .values({
        id: newId(),
        transactionId: transaction.id,
        kind: 'cancellation',
        requestId: input.requestId,
        valueCents: input.valueCents,
        restoredCardCents: restores.cardCents,
        restoredPixCents: restores.pixCents,
        restoredOtherCents: restores.otherCents,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/** CreateGiftCardTransactionSettlement: recorded once per requestId, never above the Debit less its cancellations. */
export async function settleTransaction(
  db: Database,
  card: GiftCardRow,
  transactionId: string,
  input: OperationInput,
  now: Date,
): Promise<OperationRow> {
  return db.transaction(async (tx) => {
    await lockCardAccount(tx, card);
    const transaction = await transactionOf(tx, card, transactionId);
    const settled = await operationsOf(tx, transaction, 'settlement');
    const repeat = settled.find((row) => row.requestId === input.requestId);
    if (repeat) {
      if (repeat.valueCents !== input.valueCents) {
        throw new DomainError('conflict', providerMessages.requestConflict, { code: 'request_conflict' });
      }
      return repeat;
    }
    if (transaction.operation !== 'Debit') {
      throw new DomainError('rule', providerMessages.onlyDebits, { code: 'not_a_debit' });
    }
    const cancelled = sumValue(await operationsOf(tx, transaction, 'cancellation'));
    const left = transaction.valueCents - cancelled - sumValue(settled);
    if (input.valueCents > left) {
      throw new DomainError('rule', providerMessages.settlementAboveTransaction, {
        severity: 'WARN',
        code: 'settlement_above_transaction',
        params: { available: formatMoney(Math.max(0, left)) },
      });
    }
    const [row] = await tx
      .insert(vtexGiftCardOperations)
      .values({
        id: newId(),
        transactionId: transaction.id,
        kind: 'settlement',
        requestId: input.requestId,
        valueCents: input.valueCents,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}
