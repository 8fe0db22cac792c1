/**
 * The order-card reason chain of spec §4: once a reason is chosen, the checks run in this order and the first that
 * fails decides what the shopper sees. The server runs the same chain when a protocol is created.
 */
import { daysSinceInSaoPaulo, parseDateInput } from '../dates';
import type { GeneralSettings, Reason } from './entities';

/** The order-line fields the chain reads. */
export interface EligibilityLine {
  DATA_ENTREGA: string | Date | null | undefined;
  PEDIDO_MKTP: string | null | undefined;
  TIPO_REFATU: string | null | undefined;
}

export type EligibilityReason<T = string> = Pick<
  Reason<T>,
  'ASS_RESTRICAO_SLA' | 'ASS_SLA_TROCA' | 'ASS_PRI_TROCA' | 'ASS_SEG_TROCA' | 'ASS_MSG_FORA_PRAZO' | 'ASS_MSG_VEN_MKTP'
>;

export type EligibilitySettings = Pick<GeneralSettings, 'SCO_VAL_ENTREGA'>;

export type EligibilityBlock = 'missingDeliveryDate' | 'marketplace' | 'outOfDeadline';

export type Eligibility<T = string> =
  | { ok: true; allowExchangeDesires: boolean; secondExchangeDenied: boolean }
  | { ok: false; block: 'missingDeliveryDate' }
  /** `message` is the reason's own text for the modal (ASS_MSG_VEN_MKTP / ASS_MSG_FORA_PRAZO). */
  | { ok: false; block: 'marketplace' | 'outOfDeadline'; message: T | null };

/** São Paulo calendar days since delivery, or null when the line has no delivery date (or one that is not a date). */
function daysSinceDelivery(line: EligibilityLine, now: Date): number | null {
  const delivered = parseDateInput(line.DATA_ENTREGA);
  return delivered ? daysSinceInSaoPaulo(delivered, now) : null;
}

/**
 * Runs the chain for one line and one reason at `now`.
 * - Without delivery-date validation (SCO_VAL_ENTREGA 'N') a line with no date is let through, and the SLA check,
 *   having no date to count from, cannot block it either.
 * - Exchanges: a re-invoice (TIPO_REFATU 'S', the result of an earlier exchange) needs the reason to allow a second
 *   exchange (ASS_SEG_TROCA), any other line a first one (ASS_PRI_TROCA). A denied second exchange is not a block:
 *   refunds and store credit stay on offer, and `secondExchangeDenied` opens the not-second-exchange modal.
 */
export function checkEligibility<T>(
  line: EligibilityLine,
  reason: EligibilityReason<T>,
  settings: EligibilitySettings,
  now: Date,
): Eligibility<T> {
  const days = daysSinceDelivery(line, now);
  if (settings.SCO_VAL_ENTREGA !== 'N' && days === null) return { ok: false, block: 'missingDeliveryDate' };
  if (line.PEDIDO_MKTP === 'S') return { ok: false, block: 'marketplace', message: reason.ASS_MSG_VEN_MKTP };
  if (reason.ASS_RESTRICAO_SLA === 'S' && days !== null && days >= reason.ASS_SLA_TROCA) {
    return { ok: false, block: 'outOfDeadline', message: reason.ASS_MSG_FORA_PRAZO };
  }
  const reInvoice = line.TIPO_REFATU === 'S';
  const allowExchangeDesires = reInvoice ? reason.ASS_SEG_TROCA === 'S' : reason.ASS_PRI_TROCA === 'S';
  return { ok: true, allowExchangeDesires, secondExchangeDenied: reInvoice && !allowExchangeDesires };
}

/**
 * Whether a stored selection still passes the chain (spec §4: an item is dropped when its delivery-deadline rule no
 * longer holds, e.g. the SLA ran out while it sat in the sidebar). A reason that no longer exists drops it too.
 */
export function isSelectionStillEligible<T>(
  line: EligibilityLine,
  reason: EligibilityReason<T> | null | undefined,
  settings: EligibilitySettings,
  now: Date,
): boolean {
  return !!reason && checkEligibility(line, reason, settings, now).ok;
}
