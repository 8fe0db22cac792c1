import { formatMoney, type RefundPaymentType, type WalletTotals } from '@portal/domain';

export interface RefundOption {
  type: RefundPaymentType;
  /** That payment type's balance, integer cents. */
  balanceCents: number;
}

/** The most digits the value field takes: R$ 999.999.999,99, far above any wallet, well inside a safe integer. */
const MAX_VALUE_DIGITS = 11;

/** The refundable payment types (card 6, Pix 11) that hold a balance now, in the order of spec §9. */
export function refundOptions(totals: WalletTotals | undefined): RefundOption[] {
  if (!totals) return [];
  // The wire's amounts are integer cents (ADR 0053).
  return totals.SALDO_POR_TIPO_PGTO.map((entry) => ({
    type: entry.TIP_PGTO_ORIG,
    balanceCents: entry.SALDO,
  })).filter((option) => option.balanceCents > 0);
}

/**
 * The money mask of the value field: the digits typed fill the value from the cents up ('1' → 0,01, '1234' → 12,34),
 * as Brazilian money fields do. Null when nothing is typed.
 */
export function centsFromTyped(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_VALUE_DIGITS);
  return digits === '' ? null : Number(digits);
}

/** What the value field shows for an amount: '1.234,56' (the R$ sits beside the field). */
export function maskedValue(cents: number | null): string {
  return cents === null ? '' : formatMoney(cents).replace(/^R\$\s/, '');
}

/** Spec §5: a value above the payment type's balance is reset to that balance (and the shopper told so). */
export function clampToBalance(cents: number | null, balanceCents: number): { cents: number | null; clamped: boolean } {
  if (cents !== null && cents > balanceCents) return { cents: balanceCents, clamped: true };
  return { cents, clamped: false };
}

/** Spec §5: more than zero and not above that payment type's balance. */
export function isRefundValueValid(cents: number | null, balanceCents: number): cents is number {
  return cents !== null && cents > 0 && cents <= balanceCents;
}

/** The 'adjusted to' notice of spec §5: which adjustment it tells of (a serial restarts its 5 s on a new one). */
export interface AdjustedNotice {
  serial: number;
  type: RefundPaymentType;
  /** The value the field was set to, which the notice names. */
  cents: number;
}

/**
 * The notice to show now, derived from what the dialog shows (issue 23 #12): only while the method is the one the
 * value was adjusted for and the field still holds the adjusted value. Switching to a method with a larger balance
 * leaves the value alone, so no notice of an adjustment remains beside it.
 */
export function visibleAdjustedNotice(
  notice: AdjustedNotice | null,
  type: RefundPaymentType | undefined,
  cents: number | null,
): AdjustedNotice | null {
  return notice && notice.type === type && notice.cents === cents ? notice : null;
}
