/**
 * Whether a protocol keeps an order line from being requested again (issue 23 #3, ADR 0030).
 *
 * A line is held while a protocol on it is open (ADR 0010), and for good once a protocol on it has given something
 * back (an exchange, a refund, a credit): that protocol ends Finished, and a second request of the line would pay it
 * twice. Only the closings that returned nothing free it: the denials (7 Expired, 8 Not approved for exchange,
 * 9 Not included, 10 Rejected), which the transition table allows only before a settlement (ADR 0022).
 * -1 Error is kept held: no move reaches it, and a protocol that failed may have paid already, so a person decides.
 */
import { STATUS, STATUS_IDS, type StatusId } from '../statuses';
import { isOpenStatus } from './protocol-flow';

/** Closings that returned nothing: the line is free again. */
export const LINE_RELEASING_STATUSES: readonly StatusId[] = [
  STATUS.EXPIRED,
  STATUS.NOT_APPROVED_FOR_EXCHANGE,
  STATUS.NOT_INCLUDED,
  STATUS.REJECTED,
];

/** The moves that give something back for a line: the replacement's order, the refund, the credit note. */
export const SETTLEMENT_STATUSES: readonly StatusId[] = [
  STATUS.ORDER_GENERATED,
  STATUS.REFUND_REQUESTED,
  STATUS.CREDIT_NOTE_GENERATED,
];

export type LineHold = 'open' | 'settled' | 'free';

/** What a protocol in `statusId` does to each of its lines. */
export function lineHoldOf(statusId: number): LineHold {
  if (isOpenStatus(statusId)) return 'open';
  return (LINE_RELEASING_STATUSES as readonly number[]).includes(statusId) ? 'free' : 'settled';
}

/** The statuses in which a protocol holds its lines (open or settled), as a list SQL can bind. */
export const LINE_HOLDING_STATUS_IDS: readonly StatusId[] = STATUS_IDS.filter((id) => lineHoldOf(id) !== 'free');

/** The closed statuses that keep a line held: the protocol settled it. */
export const LINE_SETTLED_STATUS_IDS: readonly StatusId[] = STATUS_IDS.filter((id) => lineHoldOf(id) === 'settled');
