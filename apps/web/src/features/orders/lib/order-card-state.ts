/**
 * What one order card holds while the shopper fills it in (spec §4 order-card flow). The rules that decide what happens
 * (eligibility, desire flags, the voucher offer) are the domain's; this reducer only records their outcome.
 */
import type { Eligibility, EligibilityBlock } from '@portal/domain';

export interface BankValues {
  ban_codigo: string;
  cli_agencia: string;
  cli_conta: string;
  cli_chavepix: string;
}
export type BankField = keyof BankValues;
export const BANK_FIELDS: readonly BankField[] = ['ban_codigo', 'cli_agencia', 'cli_conta', 'cli_chavepix'];

export type CardModal =
  | { kind: 'missingDeliveryDate' }
  | { kind: 'marketplace'; message: string | null }
  | { kind: 'outOfDeadline'; message: string | null }
  | { kind: 'secondExchange' }
  | { kind: 'stockEmpty' }
  | { kind: 'voucher' };

/** pending: offered and not answered yet; accepted / declined: the shopper's answer. */
export type VoucherStatus = 'none' | 'pending' | 'accepted' | 'declined';

export interface CardState {
  expanded: boolean;
  reasonId: number | null;
  /** The last block of the eligibility chain, kept under the reason field once its modal is closed. */
  blocked: { kind: EligibilityBlock; message: string | null } | null;
  allowExchangeDesires: boolean;
  secondExchangeDenied: boolean;
  subReasonId: number | null;
  desireId: number | null;
  observation: string;
  size: string;
  colour: string;
  /** What the shopper typed; a field not typed shows the consumer's saved value (spec §4 prefill). */
  bank: Partial<BankValues>;
  touchedBank: Partial<Record<BankField, boolean>>;
  /** A submit was tried: field errors show from then on. */
  submitted: boolean;
  voucher: VoucherStatus;
  /** The stock-empty modal was shown for the current desire (it opens once per choice, not on every render). */
  stockEmptyShown: boolean;
  modal: CardModal | null;
}

/** Everything chosen after the reason: a new reason (or none) starts the rest of the card afresh. */
const afterReason = {
  subReasonId: null,
  desireId: null,
  observation: '',
  size: '',
  colour: '',
  bank: {},
  touchedBank: {},
  submitted: false,
  voucher: 'none',
  stockEmptyShown: false,
} satisfies Partial<CardState>;

/** No reason chosen (or the chosen one was blocked), so nothing that a reason decides either. */
const noReason = {
  ...afterReason,
  reasonId: null,
  blocked: null,
  allowExchangeDesires: true,
  secondExchangeDenied: false,
} satisfies Partial<CardState>;

export const initialCardState: CardState = { ...noReason, expanded: false, modal: null };

export type CardAction =
  | { type: 'expand' }
  | { type: 'collapse' }
  | { type: 'reasonChosen'; reasonId: number; eligibility: Eligibility<string | null> }
  | { type: 'reasonCleared' }
  | { type: 'subReasonChosen'; subReasonId: number | null }
  | { type: 'desireChosen'; desireId: number | null; voucherOffer: boolean }
  | { type: 'observationChanged'; value: string }
  | { type: 'sizeChosen'; size: string }
  | { type: 'colourChosen'; colour: string }
  | { type: 'bankChanged'; field: BankField; value: string }
  | { type: 'bankTouched'; field: BankField }
  | { type: 'voucherAccepted' }
  | { type: 'voucherDeclined' }
  | { type: 'voucherReopened' }
  | { type: 'stockEmpty' }
  | { type: 'modalClosed' }
  | { type: 'submitFailed' }
  | { type: 'selected' }
  | { type: 'deselected' };

function blockModal(eligibility: Extract<Eligibility<string | null>, { ok: false }>): CardModal {
  return eligibility.block === 'missingDeliveryDate'
    ? { kind: 'missingDeliveryDate' }
    : { kind: eligibility.block, message: eligibility.message };
}

export function cardReducer(state: CardState, action: CardAction): CardState {
  switch (action.type) {
    case 'expand':
      return { ...state, expanded: true };
    case 'collapse':
      return { ...state, expanded: false, modal: null };
    case 'reasonChosen': {
      const { eligibility } = action;
      if (!eligibility.ok) {
        // Spec §4: the flow is blocked, so the reason is not kept; the modal says why, and the note stays after it.
        return {
          ...state,
          ...noReason,
          blocked: {
            kind: eligibility.block,
            message: eligibility.block === 'missingDeliveryDate' ? null : eligibility.message,
          },
          modal: blockModal(eligibility),
        };
      }
      return {
        ...state,
        ...afterReason,
        reasonId: action.reasonId,
        blocked: null,
        allowExchangeDesires: eligibility.allowExchangeDesires,
        secondExchangeDenied: eligibility.secondExchangeDenied,
        modal: eligibility.secondExchangeDenied ? { kind: 'secondExchange' } : null,
      };
    }
    case 'reasonCleared':
      return {
        ...state,
        ...noReason,
        modal: null,
      };
    case 'subReasonChosen':
      return { ...state, subReasonId: action.subReasonId };
    case 'desireChosen':
      // Spec §4: a desire resets size, colour, pix and bank; the voucher-offer desire opens its modal.
      return {
        ...state,
        desireId: action.desireId,
        size: '',
        colour: '',
        bank: {},
        touchedBank: {},
        voucher: action.voucherOffer ? 'pending' : 'none',
        stockEmptyShown: false,
        modal: action.voucherOffer ? { kind: 'voucher' } : null,
      };
    case 'observationChanged':
      return { ...state, observation: action.value };
    case 'sizeChosen':
      // The colours follow the size: a colour chosen for another size may not exist in this one.
      return { ...state, size: action.size, colour: action.size === state.size ? state.colour : '' };
    case 'colourChosen':
      return { ...state, colour: action.colour };
    case 'bankChanged':
      return { ...state, bank: { ...state.bank, [action.field]: action.value } };
    case 'bankTouched':
      return { ...state, touchedBank: { ...state.touchedBank, [action.field]: true } };
    case 'voucherAccepted':
      return { ...state, voucher: 'accepted', bank: {}, touchedBank: {}, modal: null };
    case 'voucherDeclined':
      return { ...state, voucher: 'declined', modal: null };
    case 'voucherReopened':
      return { ...state, modal: { kind: 'voucher' } };
    case 'stockEmpty':
      return state.stockEmptyShown ? state : { ...state, stockEmptyShown: true, modal: { kind: 'stockEmpty' } };
    case 'modalClosed':
      return { ...state, modal: null };
    case 'submitFailed':
      return { ...state, submitted: true };
    case 'selected':
      // Spec §4: selecting an item collapses its card; what was chosen stays, as the sidebar shows it.
      return { ...state, expanded: false, modal: null, submitted: false };
    case 'deselected':
      // Spec §4: deselecting resets reason, sub-reason and desire (and so everything chosen after them).
      return { ...initialCardState };
  }
}
