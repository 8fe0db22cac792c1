/**
 * The outside-store form of spec §2 and its checks of spec §5, pure so they are tested without the page: every field
 * required, the amount in the money format and never R$ 0,00, the purchase date a real day not in the future, the
 * invoice number masked to 14 digits, the size to 3 characters and the notes on one line. The reason chain is the
 * order card's (spec §4) where it applies: the deadline counts from the purchase date, and there is no delivery date
 * or marketplace order to check.
 */
import {
  checkEligibility,
  daysSinceInSaoPaulo,
  desiresFor,
  formatInvoiceNumber,
  formatMoney,
  formatSize,
  MAX_NOTE_LENGTH,
  onlyDigits,
  outsideStoreItemIssues,
  parseBrDate,
  parseMoney,
  photosRequired,
  requiresBankData,
  subReasonsFor,
  toIsoDate,
  type Desire,
  type Reason,
  type SelectedItem,
  type SubReason,
  type ValidationCode,
} from '@portal/domain';

export interface OutsideStoreValues {
  nomeLoja: string;
  cidadeLoja: string;
  /** The amount as typed, 'R$ 1.234,56'. */
  valor: string;
  /** dd/mm/yyyy. */
  dataCompra: string;
  numeroNF: string;
  motivoCodigo: string;
  smotivoCodigo: string;
  desejoCodigo: string;
  produtoNome: string;
  produtoCor: string;
  tamanho: string;
  observacao: string;
}

export type OutsideStoreField = keyof OutsideStoreValues;

export const EMPTY_VALUES: OutsideStoreValues = {
  nomeLoja: '',
  cidadeLoja: '',
  valor: '',
  dataCompra: '',
  numeroNF: '',
  motivoCodigo: '',
  smotivoCodigo: '',
  desejoCodigo: '',
  produtoNome: '',
  produtoCor: '',
  tamanho: '',
  observacao: '',
};

/** What the next item of the same store purchase starts from: the store and the purchase stay, the rest is new. */
export function nextItemValues(values: OutsideStoreValues): OutsideStoreValues {
  return {
    ...EMPTY_VALUES,
    nomeLoja: values.nomeLoja,
    cidadeLoja: values.cidadeLoja,
    dataCompra: values.dataCompra,
    numeroNF: values.numeroNF,
  };
}

export function isPristine(values: OutsideStoreValues, base: OutsideStoreValues): boolean {
  return (Object.keys(values) as OutsideStoreField[]).every((field) => values[field] === base[field]);
}

/**
 * Money mask of spec §5: the digits typed are cents, shown as 'R$ 1.234,56'; nothing typed stays empty. Zeros typed
 * show as 'R$ 0,00' (so the check can say the amount may not be zero, not that it is missing), except while deleting
 * from `previous`: a backspace on 'R$ 0,00' clears the field instead of writing 'R$ 0,00' again.
 */
export function maskMoney(text: string, previous = ''): string {
  const typed = onlyDigits(text);
  const digits = typed.replace(/^0+/, '').slice(0, 11);
  if (digits !== '') return formatMoney(Number(digits));
  const deleting = text.length < previous.length;
  return typed === '' || deleting ? '' : formatMoney(0);
}

/** Date mask dd/mm/yyyy as the digits are typed. */
export function maskDate(text: string): string {
  const digits = onlyDigits(text).slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** Notes stay on one line (spec §5): line breaks become a space, and the length is capped. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, MAX_NOTE_LENGTH);
}

/** The masks of spec §5, applied as the shopper types (`previous`: the field's value before this change). */
export function maskField(field: OutsideStoreField, text: string, previous = ''): string {
  switch (field) {
    case 'valor':
      return maskMoney(text, previous);
    case 'dataCompra':
      return maskDate(text);
    case 'numeroNF':
      return formatInvoiceNumber(text);
    case 'tamanho':
      return formatSize(text);
    case 'observacao':
      return oneLine(text);
    default:
      return text;
  }
}

/** A real day, not after today in São Paulo; null otherwise. */
export function purchaseDate(text: string, now: Date): Date | null {
  const date = parseBrDate(text);
  if (!date) return null;
  return daysSinceInSaoPaulo(date, now) < 0 ? null : date;
}

export interface OutsideStoreCatalog {
  reasons: readonly Reason[];
  subReasons: readonly SubReason[];
  desires: readonly Desire[];
}

/**
 * The refund-or-voucher desire, told by its flags rather than its Portuguese name (the names arrive in the interface
 * language here).
 */
function isVoucherOffer(desire: Pick<Desire, 'MOT_ESTORNO' | 'MOT_VALE_COMPRAS'>): boolean {
  return desire.MOT_ESTORNO === 'S' && desire.MOT_VALE_COMPRAS === 'S';
}

export type ReasonCheck =
  { ok: true; subReasons: SubReason[]; desires: Desire[] } | { ok: false; message: string | null };

/**
 * What a chosen reason offers here. The deadline counts from the purchase date (none typed yet: not checked). The
 * desires are the reason's, less those this form cannot serve: a size or colour exchange needs the product in the
 * store's stock, and the voucher offer a bonus on an online order.
 */
export function checkReason(
  reason: Reason,
  catalog: OutsideStoreCatalog,
  purchasedOn: Date | null,
  now: Date,
): ReasonCheck {
  const eligibility = checkEligibility(
    { DATA_ENTREGA: purchasedOn, PEDIDO_MKTP: 'N', TIPO_REFATU: 'N' },
    reason,
    { SCO_VAL_ENTREGA: 'N' },
    now,
  );
  if (!eligibility.ok) return { ok: false, message: 'message' in eligibility ? eligibility.message : null };
  const desires = desiresFor(catalog.desires, reason, {
    allowExchangeDesires: eligibility.allowExchangeDesires,
  }).filter((desire) => desire.MOT_TAMANHO !== 'S' && desire.MOT_COR !== 'S' && !isVoucherOffer(desire));
  return { ok: true, subReasons: subReasonsFor(catalog.subReasons, reason.ASS_ID), desires };
}

export type FormIssues = Partial<Record<OutsideStoreField, ValidationCode>>;

const TEXT_FIELDS: readonly OutsideStoreField[] = [
  'nomeLoja',
  'cidadeLoja',
  'numeroNF',
  'produtoNome',
  'produtoCor',
  'tamanho',
  'observacao',
];

/** Every problem of the form, by field; empty when the item can be added. */
export function validateForm(
  values: OutsideStoreValues,
  catalog: OutsideStoreCatalog,
  now: Date,
): { issues: FormIssues; outOfDeadline: string | null | undefined } {
  const issues: FormIssues = {};
  for (const field of TEXT_FIELDS) if (values[field].trim() === '') issues[field] = 'required';
  // The item rules the server applies too (notes, size), through the same domain function.
  for (const issue of outsideStoreItemIssues({ observacao: values.observacao, gradeTamanho: values.tamanho })) {
    issues[issue.field === 'gradeTamanho' ? 'tamanho' : 'observacao'] ??= issue.code;
  }
  const cents = parseMoney(values.valor);
  if (values.valor.trim() === '') issues.valor = 'required';
  else if (cents === null || cents <= 0) issues.valor = 'purchasePrice';
  const date = purchaseDate(values.dataCompra, now);
  if (values.dataCompra.trim() === '') issues.dataCompra = 'required';
  else if (!date) issues.dataCompra = 'invalidDate';

  const reason = catalog.reasons.find((entry) => String(entry.ASS_ID) === values.motivoCodigo);
  let outOfDeadline: string | null | undefined;
  if (!reason) issues.motivoCodigo = 'selectReason';
  else {
    const check = checkReason(reason, catalog, date, now);
    if (!check.ok) {
      outOfDeadline = check.message;
      issues.motivoCodigo = 'selectReason';
    } else {
      if (check.subReasons.length > 0 && !check.subReasons.some((sub) => String(sub.SMOT_ID) === values.smotivoCodigo))
        issues.smotivoCodigo = 'selectSubReason';
      if (!check.desires.some((desire) => String(desire.MOT_ID) === values.desejoCodigo))
        issues.desejoCodigo = 'selectDesire';
    }
  }
  return { issues, outOfDeadline };
}

/** An item of the outside-store flow: a selected item (so the shared steps show it) plus its store and purchase. */
export interface OutsideStoreItem extends SelectedItem {
  nomeLoja: string;
  cidadeLoja: string;
  /** yyyy-mm-dd. */
  dataCompraLoja: string;
}

const KEY_PREFIX = 'outside-store-';

/** A key none of `taken` has: items restored after a reload keep theirs, so a counter in memory would repeat one. */
function nextItemKey(taken: readonly Pick<SelectedItem, 'UNIQUE_KEY'>[]): string {
  const last = Math.max(0, ...taken.map((item) => Number(item.UNIQUE_KEY.slice(KEY_PREFIX.length)) || 0));
  return `${KEY_PREFIX}${last + 1}`;
}

/** The item of a valid form (check with validateForm first), keyed apart from the items already `taken`. */
export function toOutsideStoreItem(
  values: OutsideStoreValues,
  catalog: OutsideStoreCatalog,
  now: Date,
  taken: readonly Pick<SelectedItem, 'UNIQUE_KEY'>[] = [],
): OutsideStoreItem {
  const reason = catalog.reasons.find((entry) => String(entry.ASS_ID) === values.motivoCodigo);
  const subReason = catalog.subReasons.find((entry) => String(entry.SMOT_ID) === values.smotivoCodigo);
  const desire = catalog.desires.find((entry) => String(entry.MOT_ID) === values.desejoCodigo);
  if (!reason || !desire) throw new Error('toOutsideStoreItem: the form was not validated');
  const date = purchaseDate(values.dataCompra, now);
  return {
    UNIQUE_KEY: nextItemKey(taken),
    produtoCodigo: '',
    produtoNome: values.produtoNome.trim(),
    produtoCor: values.produtoCor.trim(),
    gradeTamanho: values.tamanho.trim(),
    tamanhoTroca: '',
    thumbnail: null,
    ecommerce: false,
    tipo_contato: reason.CTO_ID,
    // Paid at a shop's till, nothing to reverse: a refund asks where to pay it, as a bank slip does (issue 46).
    isPaymentReversal: requiresBankData({ desire, paymentType: null, storePurchase: true }),
    isRequiredImageToProduct: photosRequired(reason),
    dataCompra: date ? toIsoDate(date) : null,
    itemFatSequencia: 0,
    sequenciaFat: 0,
    numeroNF: values.numeroNF,
    produtoValor: parseMoney(values.valor) ?? 0,
    gradeCodigo: '',
    empresaCodigo: 0,
    filialCodigo: 1,
    quantidadeNF: 1,
    qtdDevolucao: 1,
    DATA_ENTREGA: null,
    PEDIDO_MKTP: 'N',
    TIPO_REFATU: 'N',
    motivoCodigo: reason.ASS_ID,
    motivoNome: reason.ASS_NOME,
    motivooperador: 'N',
    smotivoCodigo: subReason?.SMOT_ID ?? 0,
    smotivoNome: subReason?.SMOT_NOME ?? '',
    desejoCodigo: desire.MOT_ID,
    desejoNome: desire.MOT_NOME,
    motivoGatilho: desire.MOT_GATILHO,
    trocaTamanho: false,
    trocaCor: false,
    estorno: desire.MOT_ESTORNO === 'S',
    corTroca: '',
    observacao: values.observacao.trim(),
    ban_codigo: '',
    cli_agencia: '',
    cli_conta: '',
    cli_chavepix: '',
    prt_valor_bonus: 0,
    prt_sit_bonus: 'N',
    nomeLoja: values.nomeLoja.trim(),
    cidadeLoja: values.cidadeLoja.trim(),
    dataCompraLoja: date ? (toIsoDate(date) ?? '') : '',
  };
}

/** Puts each item's store and purchase on its payload item (same order), with no order line and no empty ids. */
export function withStoreFields<P extends { items: readonly object[] }>(
  payload: P,
  items: readonly OutsideStoreItem[],
): P {
  return {
    ...payload,
    items: payload.items.map((payloadItem, index) => {
      const item = items[index];
      if (!item) return payloadItem;
      return {
        ...payloadItem,
        nomeLoja: item.nomeLoja,
        cidadeLoja: item.cidadeLoja,
        dataCompraLoja: item.dataCompraLoja,
        produtoCodigo: '',
        empresaCodigo: undefined,
        sequenciaFat: undefined,
        itemFatSequencia: undefined,
        smotivoCodigo: item.smotivoCodigo > 0 ? item.smotivoCodigo : undefined,
      };
    }),
  };
}
