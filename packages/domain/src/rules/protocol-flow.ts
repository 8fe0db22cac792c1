/**
 * The status path a protocol is expected to follow, by what the shopper asked for (the desire trigger). The timeline
 * shows the steps not yet reached as future steps.
 *
 * Why these paths: every request starts Opened and then waits for the product to come back and be analysed, because
 * nothing is exchanged, refunded or credited before the returned item is checked. After approval they part ways by
 * what settles the request: an exchange becomes a new order that is invoiced and shipped (5, 15); a refund waits for
 * and then requests the money back to the payment method (17, 18); store credit is settled by a credit note that
 * loads the wallet (22, 23). Each ends Finished. Denials (8, 10), expiry (7) and errors leave the path and close it.
 */
import { STATUS, type StatusId } from '../statuses';
import { DESIRE_TRIGGER, type DesireTrigger } from './entities';

const COMMON_START = [STATUS.OPENED, STATUS.WAITING_PRODUCT, STATUS.AWAITING_ANALYSIS] as const;

const FLOWS: Readonly<Record<DesireTrigger, readonly StatusId[]>> = {
  [DESIRE_TRIGGER.EXCHANGE]: [
    ...COMMON_START,
    STATUS.APPROVED_FOR_EXCHANGE,
    STATUS.ORDER_GENERATED,
    STATUS.INVOICE_ISSUED,
    STATUS.FINISHED,
  ],
  [DESIRE_TRIGGER.REFUND]: [...COMMON_START, STATUS.AWAITING_REFUND, STATUS.REFUND_REQUESTED, STATUS.FINISHED],
  [DESIRE_TRIGGER.VOUCHER]: [
    ...COMMON_START,
    STATUS.AWAITING_CREDIT_NOTE,
    STATUS.CREDIT_NOTE_GENERATED,
    STATUS.FINISHED,
  ],
};

/** The status a new protocol is created with, whatever the desire. */
export const FIRST_STATUS: StatusId = STATUS.OPENED;

/** Statuses after which nothing more happens to a protocol. */
export const CLOSED_STATUSES: readonly StatusId[] = [
  STATUS.EXPIRED,
  STATUS.NOT_APPROVED_FOR_EXCHANGE,
  STATUS.NOT_INCLUDED,
  STATUS.REJECTED,
  STATUS.FINISHED,
  STATUS.ERROR,
];

/** The whole expected path, first status included. */
export function flowFor(trigger: DesireTrigger): readonly StatusId[] {
  return FLOWS[trigger];
}

/** The expected steps after the first status, in order: the timeline of a protocol that was just opened. */
export function futureStepsFor(trigger: DesireTrigger): StatusId[] {
  return FLOWS[trigger].slice(1);
}

export function isOpenStatus(id: number): boolean {
  return !(CLOSED_STATUSES as readonly number[]).includes(id);
}

/**
 * The steps still ahead given the statuses a protocol has been through (its history, oldest first): the path after
 * the furthest step reached. Nothing is ahead once the current (last) status is a closed one. Statuses off the path
 * (comments, awaiting attention…) do not move it.
 */
export function remainingStepsFor(trigger: DesireTrigger, history: readonly number[]): StatusId[] {
  const current = history.at(-1);
  if (current !== undefined && !isOpenStatus(current)) return [];
  const flow = FLOWS[trigger];
  const reached = Math.max(0, ...history.map((id) => (flow as readonly number[]).indexOf(id)));
  return flow.slice(reached + 1);
}
