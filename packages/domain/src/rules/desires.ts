/**
 * Which sub-reasons and desires a chosen reason offers (spec §4), and what a chosen desire means for the order card:
 * size/colour mode, confirm label, the voucher offer and whether observations are needed.
 */
import { DESIRE_TRIGGER, type Desire, type DesireTrigger, type Reason, type SubReason } from './entities';

export type DesireFlags = Pick<Desire, 'MOT_TAMANHO' | 'MOT_COR' | 'MOT_ESTORNO' | 'MOT_VALE_COMPRAS' | 'MOT_GATILHO'>;

/** Names are plain text or localized text; rules that read a name read its Portuguese one, which is the spec's. */
export type NameText = string | { pt: string };

function portugueseOf(text: NameText | null | undefined): string {
  if (text === null || text === undefined) return '';
  return typeof text === 'string' ? text : text.pt;
}

/** Lower case without accents, so 'Estorno', 'ESTORNO' and 'estôrno' compare equal. */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

export function subReasonsFor<S extends Pick<SubReason, 'ASS_ID'>>(subReasons: readonly S[], reasonId: number): S[] {
  return subReasons.filter((subReason) => subReason.ASS_ID === reasonId);
}

/** An exchange is what the trigger says, but a desire flagged for size or colour changes the product too. */
export function isExchangeDesire(desire: DesireFlags): boolean {
  return desire.MOT_GATILHO === DESIRE_TRIGGER.EXCHANGE || desire.MOT_TAMANHO === 'S' || desire.MOT_COR === 'S';
}

/** Money back: the refund trigger, or the refund flag (the 'estorno' desire that may turn into a voucher carries it). */
export function isRefundDesire(desire: DesireFlags): boolean {
  return desire.MOT_GATILHO === DESIRE_TRIGGER.REFUND || desire.MOT_ESTORNO === 'S';
}

export interface DesireFilterOptions {
  /** From the eligibility check: false when exchanges are not allowed for this line (e.g. a denied second exchange). */
  allowExchangeDesires: boolean;
}

/**
 * The desires offered for a reason: its own active ones, without exchanges when they are not allowed and without
 * refunds when the reason does not allow refund (ASS_PER_DEVOLUCAO 'N'). Store credit without refund stays.
 */
export function desiresFor<D extends DesireFlags & Pick<Desire, 'ASS_ID' | 'MOT_ATIVO'>>(
  desires: readonly D[],
  reason: Pick<Reason, 'ASS_ID' | 'ASS_PER_DEVOLUCAO'>,
  options: DesireFilterOptions,
): D[] {
  return desires.filter(
    (desire) =>
      desire.ASS_ID === reason.ASS_ID &&
      desire.MOT_ATIVO === 'S' &&
      (options.allowExchangeDesires || !isExchangeDesire(desire)) &&
      (reason.ASS_PER_DEVOLUCAO !== 'N' || !isRefundDesire(desire)),
  );
}

export interface DesireMode {
  sizeExchange: boolean;
  colourExchange: boolean;
}

export function desireMode(desire: Pick<Desire, 'MOT_TAMANHO' | 'MOT_COR'>): DesireMode {
  return { sizeExchange: desire.MOT_TAMANHO === 'S', colourExchange: desire.MOT_COR === 'S' };
}

export type ConfirmLabelKey = 'refund' | 'voucher' | 'exchange';

const CONFIRM_LABEL_KEYS: Record<DesireTrigger, ConfirmLabelKey> = {
  [DESIRE_TRIGGER.REFUND]: 'refund',
  [DESIRE_TRIGGER.VOUCHER]: 'voucher',
  [DESIRE_TRIGGER.EXCHANGE]: 'exchange',
};

/** The key of the order card's confirm label (spec §2): E = refund, C = shopping voucher, T = exchange. */
export function confirmLabelKey(trigger: DesireTrigger): ConfirmLabelKey {
  return CONFIRM_LABEL_KEYS[trigger];
}

const VOUCHER_OFFER_NAME = 'estorno';

/** The desire that, once chosen, loads the bonus percent and offers a voucher instead of the refund (spec §4). */
export function isVoucherOfferDesire(
  desire: Pick<Desire, 'MOT_ESTORNO' | 'MOT_VALE_COMPRAS'> & { MOT_NOME: NameText },
): boolean {
  return (
    desire.MOT_ESTORNO === 'S' &&
    desire.MOT_VALE_COMPRAS === 'S' &&
    foldText(portugueseOf(desire.MOT_NOME)).includes(VOUCHER_OFFER_NAME)
  );
}

/** Spec §5: observations are required unless the desire is a size exchange or a refund. */
export function requiresObservation(desire: DesireFlags): boolean {
  return !(desireMode(desire).sizeExchange || isRefundDesire(desire));
}
