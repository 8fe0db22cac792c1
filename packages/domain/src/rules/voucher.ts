/**
 * Shopping-voucher offer (spec §4) and discount-coupon offer (spec §9).
 */
import { COUPON_ACTIVE_STATUS } from '../constants';
import { daysSinceInSaoPaulo, parseDateInput, type DateInput } from '../dates';
import { applyPercent } from '../money';
import { isValidCpf } from '../validation/cpf';
import type { GeneralSettings } from './entities';

function assertVoucherInput(grossCents: number, percent: number): void {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`Gross value must be non-negative integer cents, got ${grossCents}`);
  }
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Bonus percent must be >= 0, got ${percent}`);
}

/** Voucher value = gross x (1 + percent/100), in integer cents rounded half up. */
export function voucherValueCents(grossCents: number, percent: number): number {
  assertVoucherInput(grossCents, percent);
  return applyPercent(grossCents, percent);
}

/** What the shopper gains by taking the voucher instead of the refund (sent as prt_valor_bonus). */
export function voucherBonusCents(grossCents: number, percent: number): number {
  return voucherValueCents(grossCents, percent) - grossCents;
}

/** Accepting a voucher credits the consumer's wallet, which is keyed by CPF: without a valid one, 'register CPF'. */
export function isVoucherAcceptable(consumer: { CON_CPF?: string | null } | null | undefined): boolean {
  return isValidCpf(consumer?.CON_CPF);
}

export interface CouponOfferInput {
  settings: Pick<GeneralSettings, 'SCO_QTD_CUPOM' | 'SCO_VAL_CUPOM'>;
  /** Wallet balance (credited minus debited), in cents. */
  balanceCents: number;
  /** Wallet movements; one without a coupon code is credit that can still become a coupon. */
  movements: readonly { TCM_CODIGO?: string | null }[];
  /** The consumer's coupons, in any order. */
  coupons: readonly { TCM_DTCRIACAO: DateInput | null; TCC_STATUS: string | null }[];
  /** The brand's campaign coupon: its discount is what is offered, so without one there is nothing to offer. */
  campaign: { TIC_DESCONTO: number } | null | undefined;
  now: Date;
}

/** The first wallet movement not yet tied to a coupon: the entry a new coupon is issued against. */
export function walletEntryWithoutCoupon<M extends { TCM_CODIGO?: string | null }>(
  movements: readonly M[],
): M | undefined {
  return movements.find((movement) => !movement.TCM_CODIGO?.trim());
}

/** Newest first; an unreadable date (NaN) sorts after every readable one. */
function newestFirst(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return b - a;
}

/**
 * Spec §9, with N = SCO_QTD_CUPOM: a coupon is offered when the balance is not negative and a wallet entry without a
 * coupon exists, and then either the last N coupons number fewer than N, or the oldest of them is at least
 * SCO_VAL_CUPOM São Paulo days old and one of them is not active. A coupon whose creation date cannot be read counts as
 * the oldest and, having no age, never makes room for a new one.
 */
export function shouldOfferCoupon(input: CouponOfferInput): boolean {
  const { settings, now } = input;
  const limit = settings.SCO_QTD_CUPOM;
  if (!input.campaign || !(input.campaign.TIC_DESCONTO > 0)) return false;
  if (!Number.isFinite(input.balanceCents) || input.balanceCents < 0) return false;
  if (!walletEntryWithoutCoupon(input.movements)) return false;
  if (!Number.isInteger(limit) || limit <= 0) return false;

  const lastCoupons = input.coupons
    .map((coupon) => ({ coupon, createdAt: parseDateInput(coupon.TCM_DTCRIACAO)?.getTime() ?? Number.NaN }))
    .sort((a, b) => newestFirst(a.createdAt, b.createdAt))
    .slice(0, limit);
  const oldest = lastCoupons.at(-1);
  if (lastCoupons.length < limit || !oldest) return true;

  const oldEnough =
    !Number.isNaN(oldest.createdAt) && daysSinceInSaoPaulo(oldest.createdAt, now) >= settings.SCO_VAL_CUPOM;
  const someInactive = lastCoupons.some(({ coupon }) => coupon.TCC_STATUS?.trim() !== COUPON_ACTIVE_STATUS);
  return oldEnough && someInactive;
}
