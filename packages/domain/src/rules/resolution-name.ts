/**
 * The name of what a shopper asked for (issue 23 #7). A protocol and its items show their desire's name, but the
 * refund-or-voucher desire is named after the voucher ('Vale-compras com bônus em vez do estorno'): a shopper who
 * declined the voucher asked for the refund, and her protocol must say so. Her choice is the stored trigger (E where
 * the desire's own is C, ecom-items); the name then is the refund's.
 */
import type { LocalizedText } from '../localized';
import { DESIRE_TRIGGER } from './entities';

/** The refund chosen instead of the voucher the desire offered. */
export const DECLINED_VOUCHER_RESOLUTION: LocalizedText = {
  pt: 'Estorno do valor pago',
  en: 'Refund of the amount paid',
  es: 'Reembolso del importe pagado',
};

/** True when the item follows the refund path on a desire whose own path is the voucher's: the voucher declined. */
export function isDeclinedVoucher(desireTrigger: string | null | undefined, chosenTrigger: string): boolean {
  return desireTrigger === DESIRE_TRIGGER.VOUCHER && chosenTrigger === DESIRE_TRIGGER.REFUND;
}

/** The name to show for a protocol or item: its desire's, or the refund's when the voucher was declined. */
export function resolutionName<T>(
  desireName: T,
  desireTrigger: string | null | undefined,
  chosenTrigger: string,
): T | LocalizedText {
  return isDeclinedVoucher(desireTrigger, chosenTrigger) ? DECLINED_VOUCHER_RESOLUTION : desireName;
}
