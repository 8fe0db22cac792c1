/**
 * The wallet ledger (issue 12, ADR 0020): pure rules for what a movement does to a customer's balance at one brand.
 *
 * The balance is split into buckets by where the money came from, because a refund may not exceed 'that payment
 * type's balance' (spec §5) and only credit card 6 and Pix 11 are refundable (spec §9):
 * - a money credit (V) whose original payment type is 6 or 11 goes to that bucket;
 * - a bonus credit (B) and a credit of any other type go to 'other' (never refundable: a bonus refunded to a card
 *   would pay out money never paid in);
 * - a purchase cancellation goes back to the bucket it names (6 or 11: what the cancelled purchase took from card or
 *   Pix, ADR 0092), else to 'other';
 * - a refund debits its own bucket only;
 * - a purchase (or any other debit) takes 'other' first, then card, then Pix, so refundable money stays refundable.
 *
 * Everything is integer cents; balance = card + pix + other, and no bucket is ever negative.
 */
import { PAYMENT_TYPE, REFUND_PAYMENT_TYPES } from '../constants';
import { parseMoney } from '../money';

export type WalletBucket = 'card' | 'pix' | 'other';
export type WalletOperation = 'Credit' | 'Debit';
export type WalletEntryType = 'V' | 'B';

/** What a movement is, so a replay never has to guess from its text. */
export const WALLET_MOVEMENT_KINDS = [
  'voucher',
  'bonus',
  'refund',
  'purchase',
  'purchase_cancel',
  'adjustment',
] as const;
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];

export interface WalletBuckets {
  cardCents: number;
  pixCents: number;
  otherCents: number;
}

export const EMPTY_BUCKETS: Readonly<WalletBuckets> = Object.freeze({ cardCents: 0, pixCents: 0, otherCents: 0 });

/** The largest single movement the wallet takes (R$ 1.000.000,00): far above any purchase, far below int overflow. */
export const MAX_WALLET_MOVEMENT_CENTS = 100_000_000;

export interface LedgerMovement {
  operation: WalletOperation;
  entryType: WalletEntryType;
  kind: WalletMovementKind;
  valueCents: number;
  /** TIP_PGTO_ORIG: for a refund, the bucket it takes from (6 or 11). */
  originalPaymentType: number | null;
}

export type RefundPaymentTypeCode = (typeof REFUND_PAYMENT_TYPES)[number];

export function isRefundPaymentType(value: unknown): value is RefundPaymentTypeCode {
  return (REFUND_PAYMENT_TYPES as readonly unknown[]).includes(value);
}

const BUCKET_KEY: Record<WalletBucket, keyof WalletBuckets> = {
  card: 'cardCents',
  pix: 'pixCents',
  other: 'otherCents',
};

/** The bucket of a refundable payment type. */
export function bucketOfPaymentType(type: RefundPaymentTypeCode): Exclude<WalletBucket, 'other'> {
  return type === PAYMENT_TYPE.CREDIT_CARD ? 'card' : 'pix';
}

export function bucketCents(buckets: WalletBuckets, bucket: WalletBucket): number {
  return buckets[BUCKET_KEY[bucket]];
}

export function totalCents(buckets: WalletBuckets): number {
  return buckets.cardCents + buckets.pixCents + buckets.otherCents;
}

/**
 * Where a credit goes: refundable money to its own bucket; bonus and other types to 'other'. A cancellation names the
 * bucket its purchase took from (6 or 11, ADR 0092), or none ('other': the shop's own call does not know it).
 */
export function creditBucket(movement: Pick<LedgerMovement, 'entryType' | 'kind' | 'originalPaymentType'>) {
  if (movement.entryType !== 'V' || movement.kind === 'bonus') return 'other';
  return isRefundPaymentType(movement.originalPaymentType)
    ? bucketOfPaymentType(movement.originalPaymentType)
    : 'other';
}

/** The order a debit takes from the buckets: a refund its own only; anything else 'other', then card, then Pix. */
export function debitOrder(movement: Pick<LedgerMovement, 'kind' | 'originalPaymentType'>): WalletBucket[] {
  if (movement.kind === 'refund') {
    if (!isRefundPaymentType(movement.originalPaymentType)) {
      throw new RangeError(`A refund goes to card or Pix, got ${movement.originalPaymentType}`);
    }
    return [bucketOfPaymentType(movement.originalPaymentType)];
  }
  return ['other', 'card', 'pix'];
}

export type LedgerResult =
  | { ok: true; buckets: WalletBuckets; balanceCents: number; taken: WalletBuckets }
  | { ok: false; reason: 'insufficient_balance'; availableCents: number };

function assertMovementValue(valueCents: number): void {
  if (!Number.isSafeInteger(valueCents) || valueCents <= 0 || valueCents > MAX_WALLET_MOVEMENT_CENTS) {
    throw new RangeError(`A movement is 1..${MAX_WALLET_MOVEMENT_CENTS} integer cents, got ${valueCents}`);
  }
}

/**
 * The buckets after one movement, or a refusal when a debit is more than what it may take (the refund's own bucket,
 * or the whole balance for a purchase). Never returns a negative bucket. `taken` is what a debit took per bucket.
 */
export function applyMovement(buckets: WalletBuckets, movement: LedgerMovement): LedgerResult {
  assertMovementValue(movement.valueCents);
  const next: WalletBuckets = { ...buckets };
  const taken: WalletBuckets = { ...EMPTY_BUCKETS };
  if (movement.operation === 'Credit') {
    next[BUCKET_KEY[creditBucket(movement)]] += movement.valueCents;
    return { ok: true, buckets: next, balanceCents: totalCents(next), taken };
  }
  const order = debitOrder(movement);
  const availableCents = order.reduce((sum, bucket) => sum + bucketCents(buckets, bucket), 0);
  if (movement.valueCents > availableCents) return { ok: false, reason: 'insufficient_balance', availableCents };
  let remaining = movement.valueCents;
  for (const bucket of order) {
    const key = BUCKET_KEY[bucket];
    const take = Math.min(remaining, next[key]);
    next[key] -= take;
    taken[key] += take;
    remaining -= take;
  }
  return { ok: true, buckets: next, balanceCents: totalCents(next), taken };
}

/** The buckets and running balances of a customer's movements in ledger order; throws if one could not apply. */
export function replayLedger(movements: readonly LedgerMovement[]): { buckets: WalletBuckets; running: number[] } {
  let buckets: WalletBuckets = { ...EMPTY_BUCKETS };
  const running: number[] = [];
  for (const [index, movement] of movements.entries()) {
    const result = applyMovement(buckets, movement);
    if (!result.ok) throw new RangeError(`Movement ${index} takes more than the balance (${result.availableCents})`);
    buckets = result.buckets;
    running.push(result.balanceCents);
  }
  return { buckets, running };
}

/**
 * vlr_estorno as the shopper typed it ('12,34', '12', '1.234,5'), in cents; null when it is not a refundable amount:
 * empty, not money, zero, negative, more than two decimals, or above MAX_WALLET_MOVEMENT_CENTS.
 */
export function parseRefundValue(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  // No currency sign or sign at all: the field is a bare amount.
  if (!/^[\d.,]+$/.test(trimmed)) return null;
  const cents = parseMoney(trimmed);
  if (cents === null || cents <= 0 || cents > MAX_WALLET_MOVEMENT_CENTS) return null;
  return cents;
}

/** vco_valor as a text: reais with a dot before at most two decimals, no thousands separator ('19.90', '19.9', '19'). */
const SHOP_VALUE_TEXT = /^\d{1,9}(?:\.\d{1,2})?$/;

/**
 * The shop's vco_valor, in cents; null when it is not one unambiguous amount (issue 24). The shop sends reais, as a JSON
 * number or as a text with a dot before at most two decimals. A comma, a dot followed by three digits ('1.005',
 * '2.500': a thousands separator to a Brazilian reader, a fraction of a cent to anyone else), a sign, an exponent or a
 * third decimal is refused, never guessed: the old reading fell back to the Brazilian parser and stored '1.005' as
 * R$ 1.005,00.
 */
export function parseShopValue(value: unknown): number | null {
  let cents: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    cents = Math.round(value * 100);
    // More than two decimals is not money the shop can have charged.
    if (Math.abs(cents - value * 100) > 1e-6) return null;
  } else if (typeof value === 'string' && SHOP_VALUE_TEXT.test(value)) {
    const [reais, fraction = ''] = value.split('.');
    cents = Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
  } else {
    return null;
  }
  return cents > 0 && cents <= MAX_WALLET_MOVEMENT_CENTS ? cents : null;
}

export type RefundCheck =
  | { ok: true; valueCents: number; typeBalanceAfterCents: number; balanceAfterCents: number }
  | { ok: false; reason: 'above_balance'; availableCents: number };

/** Spec §5: a refund is more than zero and not above that payment type's balance. */
export function checkRefund(buckets: WalletBuckets, type: RefundPaymentTypeCode, valueCents: number): RefundCheck {
  const result = applyMovement(buckets, {
    operation: 'Debit',
    entryType: 'V',
    kind: 'refund',
    valueCents,
    originalPaymentType: type,
  });
  if (!result.ok) return { ok: false, reason: 'above_balance', availableCents: result.availableCents };
  return {
    ok: true,
    valueCents,
    typeBalanceAfterCents: bucketCents(result.buckets, bucketOfPaymentType(type)),
    balanceAfterCents: result.balanceCents,
  };
}

/**
 * The credits of one bucket (oldest first) that a debit of `amountCents` reaches when the bucket is used first in,
 * first out and `consumedBeforeCents` of it was already used: the coupons tied to them are inactivated by a refund.
 */
export function creditsReached<C extends { valueCents: number }>(
  credits: readonly C[],
  consumedBeforeCents: number,
  amountCents: number,
): C[] {
  const start = Math.max(0, consumedBeforeCents);
  const end = start + amountCents;
  const reached: C[] = [];
  let offset = 0;
  for (const credit of credits) {
    const from = offset;
    offset += credit.valueCents;
    if (offset > start && from < end && amountCents > 0) reached.push(credit);
    if (offset >= end) break;
  }
  return reached;
}
