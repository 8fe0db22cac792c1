/**
 * Submit check of an order card (spec §4 'Submit of an order card', §5 'Order-card form'). The web shows the issues
 * next to their fields; the API runs the same check on every item of a protocol.
 */
import type { ValidationCode } from '../messages/validation';
import { isPaymentReversal } from '../payment-types';
import { isValidAccount, isValidAgency, isValidBankCode } from '../validation/bank';
import { pixKeyProblem } from '../validation/pix';
import { desireMode, isRefundDesire, requiresObservation, type DesireFlags } from './desires';
import type { Reason } from './entities';

/** What the shopper filled in on the card; field names are those of the protocol payload. */
export interface OrderCardValues {
  motivoCodigo?: number | null;
  smotivoCodigo?: number | null;
  desejoCodigo?: number | null;
  observacao?: string | null;
  tamanhoTroca?: string | null;
  corTroca?: string | null;
  ban_codigo?: string | number | null;
  cli_agencia?: string | null;
  cli_conta?: string | null;
  cli_chavepix?: string | null;
}

export type OrderCardField = keyof OrderCardValues;

export interface OrderCardContext {
  /** How many active sub-reasons the chosen reason offers; with none, no sub-reason is asked for. */
  subReasonCount: number;
  /** The desire record of `desejoCodigo`, or null when none is chosen (or it is not on offer). */
  desire: DesireFlags | null | undefined;
  /** PED_TIPOPGTO of the order. */
  paymentType: number | string | null | undefined;
  /** The shopper took the shopping voucher instead of the refund, so no money goes back to a bank. */
  voucherAccepted?: boolean;
  /**
   * A purchase made in a shop (origem 'sac'): it was paid at the till (cash, card, Pix) with no order to reverse, so
   * a refund can only go to an account the shopper names, whatever `paymentType` says (issue 46).
   */
  storePurchase?: boolean;
}

export interface OrderCardIssue {
  field: OrderCardField;
  code: ValidationCode;
}

function isBlank(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/**
 * A refund of a bank-slip order goes back to a bank account, so the card asks for bank data (spec §4); so does a
 * refund of a shop purchase, which has no payment to reverse (issue 46): no refund without a destination.
 */
export function requiresBankData(
  context: Pick<OrderCardContext, 'desire' | 'paymentType' | 'voucherAccepted' | 'storePurchase'>,
): boolean {
  return (
    !!context.desire &&
    isRefundDesire(context.desire) &&
    (context.storePurchase === true || isPaymentReversal(context.paymentType)) &&
    !context.voucherAccepted
  );
}

/** Bank fields of spec §5: a chosen bank, a 4-5 digit agency, a 4-12 digit account and a Pix key of an accepted kind. */
export function bankIssues(
  values: Pick<OrderCardValues, 'ban_codigo' | 'cli_agencia' | 'cli_conta' | 'cli_chavepix'>,
): OrderCardIssue[] {
  const issues: OrderCardIssue[] = [];
  const check = (field: OrderCardField, value: string | null | undefined, valid: boolean, code: ValidationCode) => {
    if (isBlank(value)) issues.push({ field, code: 'required' });
    else if (!valid) issues.push({ field, code });
  };
  if (!isValidBankCode(values.ban_codigo)) issues.push({ field: 'ban_codigo', code: 'bankRequired' });
  check('cli_agencia', values.cli_agencia, isValidAgency(values.cli_agencia), 'invalidAgency');
  check('cli_conta', values.cli_conta, isValidAccount(values.cli_conta), 'invalidAccount');
  // The key's own reason (an invalid CPF, 11 ambiguous digits…), as the API's schema gives it (issue 23 #13).
  const pixProblem = pixKeyProblem(values.cli_chavepix);
  check('cli_chavepix', values.cli_chavepix, pixProblem === null, pixProblem ?? 'invalidPix');
  return issues;
}

/**
 * Whether an item must name a sub-reason (spec §4: 'If the reason has sub-reasons and none is chosen, a warning
 * shows'): only when its reason has active ones. A brand may switch off every sub-reason of a reason (ADR 0055); the
 * reason then goes without one, on the card, in the sidebar and at the server alike (issue 44, R38).
 */
export function asksForSubReason(activeSubReasons: number): boolean {
  return activeSubReasons > 0;
}

/** Every problem of the card, one per field, in the order of the card's fields; empty when it can be submitted. */
export function orderCardIssues(values: OrderCardValues, context: OrderCardContext): OrderCardIssue[] {
  const issues: OrderCardIssue[] = [];
  if (isBlank(values.motivoCodigo)) issues.push({ field: 'motivoCodigo', code: 'selectReason' });
  if (asksForSubReason(context.subReasonCount) && isBlank(values.smotivoCodigo)) {
    issues.push({ field: 'smotivoCodigo', code: 'selectSubReason' });
  }
  const desire = isBlank(values.desejoCodigo) ? null : context.desire;
  if (!desire) {
    issues.push({ field: 'desejoCodigo', code: 'selectDesire' });
    return issues;
  }
  const mode = desireMode(desire);
  if ((mode.sizeExchange || mode.colourExchange) && isBlank(values.tamanhoTroca)) {
    issues.push({ field: 'tamanhoTroca', code: 'selectSize' });
  }
  if (mode.colourExchange && isBlank(values.corTroca)) issues.push({ field: 'corTroca', code: 'selectColour' });
  if (requiresObservation(desire) && isBlank(values.observacao)) issues.push({ field: 'observacao', code: 'required' });
  if (requiresBankData({ ...context, desire })) issues.push(...bankIssues(values));
  return issues;
}

/** The codes of orderCardIssues, each once: what the card's warnings show. */
export function validateOrderCard(values: OrderCardValues, context: OrderCardContext): ValidationCode[] {
  return [...new Set(orderCardIssues(values, context).map((issue) => issue.code))];
}

/** A reason that requires images sends the shopper straight to the photo step with this item alone (spec §4). */
export function photosRequired(reason: Pick<Reason, 'ASS_EXIGE_IMG'>): boolean {
  return reason.ASS_EXIGE_IMG === 'S';
}
