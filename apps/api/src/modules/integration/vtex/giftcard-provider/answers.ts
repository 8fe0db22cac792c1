/** Our rows as the protocol's answers (field names of the document's 200 schemas; amounts in reais, ADR 0092). */
import { vtexAmount } from '@portal/domain';
import type { GiftCardRow } from './cards';
import type { OperationRow, TransactionRow } from './transactions';

/** The provider's service URL on the brand's host (what the brand configures in the Gift Card Hub). */
export const PROVIDER_PREFIX = '/api/vtex/giftcard-provider';

/** The wallet has no expiry: VTEX gets a date far ahead rather than none (the field has no null in the document). */
export const NO_EXPIRY = '9999-12-31T23:59:59.999Z';

const cardPath = (card: GiftCardRow) => `${PROVIDER_PREFIX}/giftcards/${card.id}`;
const transactionPath = (card: GiftCardRow, id: string) => `${cardPath(card)}/transactions/${id}`;

/** The code as the document's example shows it: masked but for its last four characters. */
export function maskedCode(code: string): string {
  return `${'*'.repeat(Math.max(0, code.length - 4))}${code.slice(-4)}`;
}

export function searchItem(card: GiftCardRow, provider: string, balanceCents: number) {
  return { id: card.id, provider, balance: vtexAmount(balanceCents), _self: { href: cardPath(card) } };
}

export function cardAnswer(card: GiftCardRow, balanceCents: number) {
  return {
    id: card.id,
    redemptionToken: card.redemptionToken,
    redemptionCode: maskedCode(card.redemptionCode),
    balance: vtexAmount(balanceCents),
    emissionDate: card.createdAt.toISOString(),
    expiringDate: NO_EXPIRY,
    currencyCode: 'BRL' as const,
    discount: false,
    transactions: { href: `${cardPath(card)}/transactions` },
  };
}

export function transactionRef(card: GiftCardRow, transaction: TransactionRow) {
  return { cardId: card.id, id: transaction.id, _self: { href: transactionPath(card, transaction.id) } };
}

export function transactionAnswer(card: GiftCardRow, transaction: TransactionRow) {
  const path = transactionPath(card, transaction.id);
  return {
    value: vtexAmount(transaction.valueCents),
    description: transaction.description,
    date: transaction.createdAt.toISOString(),
    requestId: transaction.requestId,
    settlement: { href: `${path}/settlements` },
    cancellation: { href: `${path}/cancellations` },
    authorization: { href: `${path}/authorization` },
    operation: transaction.operation,
  };
}

export function authorizationAnswer(transaction: TransactionRow) {
  return {
    oid: transaction.id,
    value: vtexAmount(transaction.valueCents),
    date: transaction.createdAt.toISOString(),
  };
}

export function operationAnswer(row: OperationRow) {
  return { oid: row.id, value: vtexAmount(row.valueCents), date: row.createdAt.toISOString() };
}
