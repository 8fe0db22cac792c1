/**
 * One confirmation, several protocols (issue 23 #2, ADR 0030). A protocol follows one path and names one order and
 * one invoice (ADR 0010), and its settlement pays one way: a refund record with the order's payment type, or the
 * wallet credit. Items that settle differently, or that come from different invoices, cannot share one protocol
 * without one of them being paid the other's way; so a request is split, at creation, into one protocol per path
 * (trigger) and, for online purchases, per invoice (a company's invoice belongs to one order and one payment).
 */
import { DESIRE_TRIGGER, type DesireTrigger } from './entities';

export interface SplitKeyParts {
  trigger: DesireTrigger;
  /** Online purchases: the company and invoice of the item's order line. Absent outside the online store. */
  companyCode?: number | null;
  invoiceNumber?: string | number | null;
}

/** The invoice number as a number would print it: the stored '000231845' and the wire's 231845 are one invoice. */
function invoiceText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .trim()
    .replace(/^0+(?=\d)/, '');
}

/** Items with the same key go into the same protocol. */
export function protocolSplitKey(item: SplitKeyParts): string {
  return [item.trigger, item.companyCode ?? '', invoiceText(item.invoiceNumber)].join('|');
}

/**
 * The request's items grouped into protocols: each group lists item indexes in request order, groups in the order of
 * their first item, so the first protocol holds the first item (the one the spec's answer `prt_id` names).
 */
export function splitIntoProtocols<T>(items: readonly T[], keyOf: (item: T) => SplitKeyParts): number[][] {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = protocolSplitKey(keyOf(item));
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  return [...groups.values()];
}

/**
 * The path a selected item will follow, as the web sees it before sending: the voucher taken is a credit (C); the
 * refund-or-voucher desire (a refund desire on the voucher path) with the voucher declined is a refund (E); otherwise
 * the desire's own trigger. The server derives the same from the stored desire (ecom-items) and its answer lists the
 * protocols actually made.
 */
export function chosenTrigger(item: {
  motivoGatilho: DesireTrigger;
  estorno: boolean;
  prt_sit_bonus: 'S' | 'N';
}): DesireTrigger {
  if (item.prt_sit_bonus === 'S') return DESIRE_TRIGGER.VOUCHER;
  if (item.estorno && item.motivoGatilho === DESIRE_TRIGGER.VOUCHER) return DESIRE_TRIGGER.REFUND;
  return item.motivoGatilho;
}
