/**
 * POST /returns/giftcards/transactions (spec §7; issue 12): the shop records a purchase paid with the shopper's gift
 * card (Debit) or its cancellation (Credit). Server to server: the brand comes from the API key, never from a
 * cookie. Idempotent by (vco_idvtex, vco_token): a repeat answers the first result; the same token with other data is
 * a 409. A debit above the balance is refused and writes nothing.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { formatMoney, parseShopValue, type ShopTransactionResponse } from '@portal/domain';
import type { Database } from '../../db/client';
import { walletMovements } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import type { Brand } from '../brand/repo';
import { appendMovement, lockAccount, movementDescription, type MovementRow } from '../wallet/ledger';
import { giftcardMessages } from './messages';

export interface ShopTransaction {
  emp_codigo: number;
  mar_codigo: number;
  trans_oper: 'Debit' | 'Credit';
  vco_valor: unknown;
  vco_token: string;
  vco_code?: string | null;
  vco_idvtex: string;
}

/** The movement as the shop reads it: integer cents, as every answer (ADR 0053). */
function answer(row: MovementRow): ShopTransactionResponse {
  return {
    transaction: {
      MOV_ID: row.id,
      VCO_IDVTEX: row.giftCardId ?? '',
      TRANS_OPER: row.operation,
      VALUE: row.valueCents,
      SALDO_TOTAL: row.balanceCents,
    },
  };
}

async function findByToken(tx: Database, brandId: number, giftCardId: string, token: string) {
  const [row] = await tx
    .select()
    .from(walletMovements)
    .where(
      and(
        eq(walletMovements.brandId, brandId),
        eq(walletMovements.giftCardId, giftCardId),
        eq(walletMovements.shopToken, token),
      ),
    );
  return row;
}

/**
 * What the shop may still cancel on a gift card: its purchases (debits) less the cancellations (credits) already
 * recorded. Read under the account lock, so two cancellations at once cannot both fit.
 */
async function cancellableCents(tx: Database, brandId: number, giftCardId: string): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<string>`coalesce(sum(case when ${walletMovements.kind} = 'purchase' then ${walletMovements.valueCents}
        when ${walletMovements.kind} = 'purchase_cancel' then -${walletMovements.valueCents} else 0 end), 0)`,
    })
    .from(walletMovements)
    .where(and(eq(walletMovements.brandId, brandId), eq(walletMovements.giftCardId, giftCardId)));
  return Number(row?.cents ?? 0);
}

export async function recordShopTransaction(
  db: Database,
  brand: Pick<Brand, 'id' | 'companyCodes'>,
  input: ShopTransaction,
  now: Date,
): Promise<{ status: 200 | 201; body: ShopTransactionResponse }> {
  if (input.mar_codigo !== brand.id || !brand.companyCodes.includes(input.emp_codigo)) {
    throw new DomainError('validation', giftcardMessages.brandMismatch, { code: 'brand_mismatch' });
  }
  const valueCents = parseShopValue(input.vco_valor);
  if (valueCents === null) {
    throw new DomainError('validation', giftcardMessages.shopValueInvalid, { code: 'value_invalid' });
  }
  // The gift card names its owner: the customer of its latest movement at this brand.
  const [card] = await db
    .select({ consumerId: walletMovements.consumerId })
    .from(walletMovements)
    .where(and(eq(walletMovements.brandId, brand.id), eq(walletMovements.giftCardId, input.vco_idvtex)))
    .orderBy(desc(walletMovements.id))
    .limit(1);
  if (!card) throw new DomainError('not_found', giftcardMessages.giftCardNotFound, { code: 'gift_card_not_found' });

  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, { consumerId: card.consumerId, brandId: brand.id });
    // Under the account lock, a concurrent repeat of the same token waits here and then finds the first one.
    const existing = await findByToken(tx, brand.id, input.vco_idvtex, input.vco_token);
    if (existing) {
      if (existing.operation !== input.trans_oper || existing.valueCents !== valueCents) {
        throw new DomainError('conflict', giftcardMessages.transactionConflict, { code: 'transaction_conflict' });
      }
      return { status: 200 as const, body: answer(existing) };
    }
    const debit = input.trans_oper === 'Debit';
    // A Credit is the cancellation of a purchase made with this card, never new money (issue 24: a fresh token's
    // Credit of R$ 100.000,00 with no debit before it was accepted and minted store credit).
    if (!debit) {
      const cancellable = await cancellableCents(tx, brand.id, input.vco_idvtex);
      if (valueCents > cancellable) {
        throw new DomainError('rule', giftcardMessages.creditAboveDebits, {
          severity: 'WARN',
          code: 'credit_above_debits',
          params: { available: formatMoney(cancellable) },
        });
      }
    }
    const appended = await appendMovement(
      tx,
      account,
      {
        operation: input.trans_oper,
        entryType: 'V',
        kind: debit ? 'purchase' : 'purchase_cancel',
        valueCents,
        originalPaymentType: null,
        description: movementDescription(
          debit ? giftcardMessages.purchaseDescription : giftcardMessages.purchaseCancelDescription,
          { token: input.vco_token },
        ),
        giftCardId: input.vco_idvtex,
        shopToken: input.vco_token,
      },
      now,
    );
    if (!appended.ok) {
      throw new DomainError('rule', giftcardMessages.insufficientBalance, {
        severity: 'WARN',
        code: 'insufficient_balance',
        params: { available: formatMoney(appended.availableCents) },
      });
    }
    return { status: 201 as const, body: answer(appended.movement) };
  });
}
