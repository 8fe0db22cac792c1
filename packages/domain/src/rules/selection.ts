/**
 * The selection sidebar (spec §2, §4): items the shopper has filled in, kept per user in local storage by their
 * UNIQUE_KEY, checked again before confirmation.
 */
import { DEFAULT_BRANCH, DEFAULT_ITEM_QUANTITY, DEFAULT_LANGUAGE } from '../constants';
import type { ShownText } from '../localized';
import { orderLineUniqueKey, type OrderLine } from '../order-line';
import { isValidAccount, isValidAgency, isValidBankCode } from '../validation/bank';
import { isValidPixKey, normalizePixKey } from '../validation/pix';
import { desireMode, requiresObservation } from './desires';
import { DESIRE_TRIGGER, type Desire, type DesireTrigger, type Reason, type SubReason, type YesNo } from './entities';
import { asksForSubReason, requiresBankData } from './order-card';

/**
 * One selected item. The first group is the item data of spec §3 read at confirmation; the order fields after it are
 * kept so the protocol payload and the deadline re-check need no second read of the orders.
 */
export interface SelectedItem {
  UNIQUE_KEY: string;

  produtoCodigo: string;
  produtoNome: string;
  produtoCor: string;
  /**
   * produtoNome and produtoCor as the order card showed them (PRO_NOME_SHOWN / COR_NOME_SHOWN, ADR 0032), for the
   * request steps to show the same name. Display only: the payload sends the stored names, which the API matches the
   * line by. Optional: an item stored by an older version lacks them and shows the stored name, as pt.
   */
  produtoNomeShown?: ShownText;
  produtoCorShown?: ShownText;
  gradeTamanho: string;
  /** Size wanted in exchange; '' when the desire is not an exchange. */
  tamanhoTroca: string;
  thumbnail: string | null;
  /** Bought in the online store (false for the outside-store flow, which needs invoice files). */
  ecommerce: boolean;
  tipo_contato: number;
  /** The money goes back to a bank account (refund of a bank-slip order, voucher not taken): bank data needed. */
  isPaymentReversal: boolean;
  isRequiredImageToProduct: boolean;
  dataCompra: string | null;
  itemFatSequencia: number;
  sequenciaFat: number;
  numeroNF: string;

  /** Gross value of the item, integer cents. */
  produtoValor: number;
  gradeCodigo: string;
  empresaCodigo: number;
  filialCodigo: number;
  quantidadeNF: number;
  qtdDevolucao: number;
  DATA_ENTREGA: string | null;
  PEDIDO_MKTP: YesNo;
  TIPO_REFATU: YesNo;

  motivoCodigo: number;
  motivoNome: string;
  /** ASS_MOT_OPE of the reason; customers request with 'N'. */
  motivooperador: YesNo;
  /** The chosen sub-reason; 0 when the reason asks for none. */
  smotivoCodigo: number;
  smotivoNome: string;
  /**
   * Whether the reason asked for a sub-reason when the item was chosen (asksForSubReason). Optional: an item stored
   * by an older version lacks it and is held to one, as before.
   */
  smotivoExigido?: boolean;
  desejoCodigo: number;
  desejoNome: string;
  motivoGatilho: DesireTrigger;
  /** The desire's MOT_TAMANHO, MOT_COR and MOT_ESTORNO flags, which decide what else the item needs. */
  trocaTamanho: boolean;
  trocaCor: boolean;
  estorno: boolean;
  corTroca: string;
  observacao: string;

  ban_codigo: string;
  cli_agencia: string;
  cli_conta: string;
  cli_chavepix: string;

  /** Bonus of an accepted voucher, integer cents; 0 otherwise. */
  prt_valor_bonus: number;
  /** 'S' when the shopper took the voucher instead of the refund. */
  prt_sit_bonus: YesNo;
}

/** Fields an item can be missing, named as on the item so the warning can label them per product. */
export type FieldCode =
  | 'produtoCodigo'
  | 'produtoNome'
  | 'motivoCodigo'
  | 'smotivoCodigo'
  | 'desejoCodigo'
  | 'motivoGatilho'
  | 'tamanhoTroca'
  | 'corTroca'
  | 'observacao'
  | 'ban_codigo'
  | 'cli_agencia'
  | 'cli_conta'
  | 'cli_chavepix';

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

function isMissingId(value: unknown): boolean {
  return typeof value !== 'number' || !Number.isInteger(value) || value <= 0;
}

/**
 * What an item lacks before it may go to confirmation. tamanhoTroca is required only for an exchange (trigger T,
 * spec §4); the colour of a colour exchange, observations where the desire needs them and valid bank data for a
 * payment reversal are required as on the order card, since a stored item may predate a change of the rules.
 * Works on anything read back from storage, so every field is checked for presence, not trusted from the type.
 */
export function missingFieldsOf(item: Partial<SelectedItem>): FieldCode[] {
  const missing: FieldCode[] = [];
  if (isBlank(item.produtoCodigo)) missing.push('produtoCodigo');
  if (isBlank(item.produtoNome)) missing.push('produtoNome');
  if (isMissingId(item.motivoCodigo)) missing.push('motivoCodigo');
  if (item.smotivoExigido !== false && isMissingId(item.smotivoCodigo)) missing.push('smotivoCodigo');
  if (isMissingId(item.desejoCodigo)) missing.push('desejoCodigo');
  const trigger = item.motivoGatilho;
  if (trigger !== 'E' && trigger !== 'C' && trigger !== 'T') {
    missing.push('motivoGatilho');
    return missing;
  }
  if (trigger === DESIRE_TRIGGER.EXCHANGE && isBlank(item.tamanhoTroca)) missing.push('tamanhoTroca');
  if (item.trocaCor && isBlank(item.corTroca)) missing.push('corTroca');
  const flags = {
    MOT_GATILHO: trigger,
    MOT_TAMANHO: item.trocaTamanho ? 'S' : 'N',
    MOT_COR: item.trocaCor ? 'S' : 'N',
    MOT_ESTORNO: item.estorno ? 'S' : 'N',
    MOT_VALE_COMPRAS: 'N',
  } as const;
  if (requiresObservation(flags) && isBlank(item.observacao)) missing.push('observacao');
  if (item.isPaymentReversal) {
    if (!isValidBankCode(item.ban_codigo)) missing.push('ban_codigo');
    if (!isValidAgency(item.cli_agencia)) missing.push('cli_agencia');
    if (!isValidAccount(item.cli_conta)) missing.push('cli_conta');
    if (!isValidPixKey(item.cli_chavepix)) missing.push('cli_chavepix');
  }
  return missing;
}

export interface SelectionValidation<I> {
  valid: boolean;
  /** Items to deselect, each with what it lacks (the items-invalid warning lists them per product). */
  invalid: { item: I; missing: FieldCode[] }[];
  /** The items that may go on to confirmation, in their order. */
  kept: I[];
}

export function validateSelection<I extends Partial<SelectedItem>>(items: readonly I[]): SelectionValidation<I> {
  const invalid: { item: I; missing: FieldCode[] }[] = [];
  const kept: I[] = [];
  for (const item of items) {
    const missing = missingFieldsOf(item);
    if (missing.length > 0) invalid.push({ item, missing });
    else kept.push(item);
  }
  return { valid: invalid.length === 0, invalid, kept };
}

type Keyed = { UNIQUE_KEY: string };

export function isItemSelected(items: readonly Keyed[], key: string): boolean {
  return items.some((item) => item.UNIQUE_KEY === key);
}

/** Adds the item, or replaces the one with the same UNIQUE_KEY where it stands. */
export function addOrReplaceSelectedItem<I extends Keyed>(items: readonly I[], item: I): I[] {
  return isItemSelected(items, item.UNIQUE_KEY)
    ? items.map((current) => (current.UNIQUE_KEY === item.UNIQUE_KEY ? item : current))
    : [...items, item];
}

export function removeSelectedItem<I extends Keyed>(items: readonly I[], key: string): I[] {
  return items.filter((item) => item.UNIQUE_KEY !== key);
}

/** A reason that requires photos sends only this item to confirmation (spec §4). */
export function replaceSelectionWith<I extends Keyed>(item: I): I[] {
  return [item];
}

/**
 * The item of a request that spec §4 sends alone ('If the reason requires photos, the selection is reset to this
 * item') but that came with others: the first photos-required item of a request of several, or undefined. The web
 * never sends one (replaceSelectionWith); the API refuses it (issue 44, R36).
 */
export function photosItemNotAlone<I>(items: readonly I[], photosRequired: (item: I) => boolean): I | undefined {
  return items.length > 1 ? items.find(photosRequired) : undefined;
}

/**
 * The items a photos-required reason for the item `key` would take out of the selection (spec §4 keeps only that
 * item). The card names them and asks before the reason is taken, so nothing leaves the sidebar unannounced.
 */
export function itemsLeavingForPhotos<I extends Keyed>(items: readonly I[], key: string): I[] {
  return items.filter((item) => item.UNIQUE_KEY !== key);
}

/**
 * What the shopper chose on an order card. Names are in the language shown (pick a localized name before); the
 * voucher is the accepted bonus, if any.
 */
export interface SelectionChoice {
  reason: Pick<Reason, 'ASS_ID' | 'ASS_NOME' | 'CTO_ID' | 'ASS_EXIGE_IMG' | 'ASS_MOT_OPE'>;
  /** The chosen sub-reason; `{ SMOT_ID: 0, SMOT_NOME: '' }` when the reason has no active one. */
  subReason: Pick<SubReason, 'SMOT_ID' | 'SMOT_NOME'>;
  /** How many active sub-reasons the reason offers; absent, the item is held to a sub-reason. */
  activeSubReasons?: number;
  desire: Pick<
    Desire,
    'MOT_ID' | 'MOT_NOME' | 'MOT_GATILHO' | 'MOT_TAMANHO' | 'MOT_COR' | 'MOT_ESTORNO' | 'MOT_VALE_COMPRAS'
  >;
  tamanhoTroca?: string | null;
  corTroca?: string | null;
  observacao?: string | null;
  bank?: {
    ban_codigo?: string | number | null;
    cli_agencia?: string | null;
    cli_conta?: string | null;
    cli_chavepix?: string | null;
  };
  voucher?: { accepted: boolean; bonusCents: number } | null;
  /** False for the outside-store flow. */
  ecommerce?: boolean;
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * Builds the sidebar item from an order line and the card's choices. An exchange that changes neither size nor
 * colour (a defective piece for the same one) keeps the bought size as tamanhoTroca, which an exchange must carry.
 */
export function toSelectedItem(line: OrderLine, choice: SelectionChoice): SelectedItem {
  const { reason, subReason, desire } = choice;
  const mode = desireMode(desire);
  const isExchange = desire.MOT_GATILHO === DESIRE_TRIGGER.EXCHANGE;
  const chosenSize = mode.sizeExchange || mode.colourExchange ? text(choice.tamanhoTroca) : text(line.GRA_TAMANHO);
  const voucherAccepted = !!choice.voucher?.accepted;
  const reversal = requiresBankData({ desire, paymentType: line.PED_TIPOPGTO, voucherAccepted });
  const produtoNome = text(line.PRO_NOME);
  const produtoCor = text(line.COR_NOME);
  return {
    UNIQUE_KEY: line.UNIQUE_KEY || orderLineUniqueKey(line),
    produtoCodigo: text(line.PRO_CODIGO),
    produtoNome,
    produtoCor,
    produtoNomeShown: line.PRO_NOME_SHOWN ?? { text: produtoNome, lang: DEFAULT_LANGUAGE },
    produtoCorShown: line.COR_NOME_SHOWN ?? { text: produtoCor, lang: DEFAULT_LANGUAGE },
    gradeTamanho: text(line.GRA_TAMANHO),
    tamanhoTroca: isExchange ? chosenSize : '',
    thumbnail: line.LINK_IMAGEM,
    ecommerce: choice.ecommerce ?? true,
    tipo_contato: reason.CTO_ID,
    isPaymentReversal: reversal,
    isRequiredImageToProduct: reason.ASS_EXIGE_IMG === 'S',
    dataCompra: line.DATA,
    itemFatSequencia: line.ITE_SEQUENCIA,
    sequenciaFat: line.FAT_SEQUENCIA,
    numeroNF: text(line.NUMERONF),
    produtoValor: line.ITE_VALBRUTO,
    gradeCodigo: text(line.GRA_CODIGO),
    empresaCodigo: line.PED_EMPRESA,
    filialCodigo: line.PED_FILIAL || DEFAULT_BRANCH,
    quantidadeNF: line.QUANTIDADENF,
    qtdDevolucao: DEFAULT_ITEM_QUANTITY,
    DATA_ENTREGA: line.DATA_ENTREGA,
    PEDIDO_MKTP: line.PEDIDO_MKTP,
    TIPO_REFATU: line.TIPO_REFATU,
    motivoCodigo: reason.ASS_ID,
    motivoNome: reason.ASS_NOME,
    motivooperador: reason.ASS_MOT_OPE,
    smotivoCodigo: subReason.SMOT_ID,
    smotivoNome: subReason.SMOT_NOME,
    smotivoExigido: choice.activeSubReasons === undefined || asksForSubReason(choice.activeSubReasons),
    desejoCodigo: desire.MOT_ID,
    desejoNome: desire.MOT_NOME,
    motivoGatilho: desire.MOT_GATILHO,
    trocaTamanho: mode.sizeExchange,
    trocaCor: mode.colourExchange,
    estorno: desire.MOT_ESTORNO === 'S',
    corTroca: mode.colourExchange ? text(choice.corTroca) : '',
    observacao: text(choice.observacao),
    ban_codigo: reversal ? text(choice.bank?.ban_codigo) : '',
    cli_agencia: reversal ? text(choice.bank?.cli_agencia) : '',
    cli_conta: reversal ? text(choice.bank?.cli_conta) : '',
    cli_chavepix: reversal ? normalizePixKey(choice.bank?.cli_chavepix) : '',
    prt_valor_bonus: voucherAccepted ? (choice.voucher?.bonusCents ?? 0) : 0,
    prt_sit_bonus: voucherAccepted ? 'S' : 'N',
  };
}
