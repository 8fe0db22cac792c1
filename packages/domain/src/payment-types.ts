import { PAYMENT_TYPE, type Language } from './constants';
import { pickLanguage, type LocalizedText } from './localized';

export type PaymentTypeCode = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export const PAYMENT_TYPE_NAMES: Readonly<Record<PaymentTypeCode, LocalizedText>> = {
  [PAYMENT_TYPE.CASH]: { pt: 'À vista', en: 'Cash', es: 'Al contado' },
  [PAYMENT_TYPE.PRESENTATION]: { pt: 'Apresentação', en: 'On presentation', es: 'A la presentación' },
  [PAYMENT_TYPE.TERM]: { pt: 'A prazo', en: 'Deferred payment', es: 'A plazo' },
  [PAYMENT_TYPE.VENDOR]: { pt: 'Vendor', en: 'Vendor', es: 'Vendor' },
  [PAYMENT_TYPE.PREPAID]: { pt: 'Antecipado', en: 'Prepaid', es: 'Anticipado' },
  [PAYMENT_TYPE.CREDIT_CARD]: { pt: 'Cartão de crédito', en: 'Credit card', es: 'Tarjeta de crédito' },
  [PAYMENT_TYPE.BANK_SLIP]: { pt: 'Boleto bancário', en: 'Bank slip', es: 'Boleto bancario' },
  [PAYMENT_TYPE.SHOPPING_VOUCHER]: { pt: 'Vale-compras', en: 'Shopping voucher', es: 'Vale de compras' },
  [PAYMENT_TYPE.MARKETPLACE]: { pt: 'Marketplace', en: 'Marketplace', es: 'Marketplace' },
  [PAYMENT_TYPE.PIX]: { pt: 'Pix', en: 'Pix', es: 'Pix' },
  [PAYMENT_TYPE.DIRECT_DEBIT]: { pt: 'Débito venda direta', en: 'Direct sale debit', es: 'Débito de venta directa' },
  [PAYMENT_TYPE.WALLET_BALANCE]: {
    pt: 'Saldo da carteira de pagamento',
    en: 'Payment-wallet balance',
    es: 'Saldo de la billetera de pago',
  },
  [PAYMENT_TYPE.PHYSICAL_STORE]: {
    pt: 'Venda em loja física',
    en: 'Physical store sale',
    es: 'Venta en tienda física',
  },
  [PAYMENT_TYPE.INSTALMENT_PIX]: { pt: 'Pix parcelado', en: 'Instalment Pix', es: 'Pix en cuotas' },
};

const UNDEFINED_PAYMENT: LocalizedText = { pt: 'Pagamento indefinido', en: 'Undefined payment', es: 'Pago indefinido' };

/** PED_TIPOPGTO may arrive as 6 or '6'; anything else (null, '', 'x') becomes NaN, which matches no code. */
function toCode(code: number | string | null | undefined): number {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && code.trim() !== '') return Number(code);
  return Number.NaN;
}

export function isPaymentTypeCode(code: unknown): code is PaymentTypeCode {
  return typeof code === 'number' && Object.hasOwn(PAYMENT_TYPE_NAMES, code);
}

/** The payment type name in `lang`; any code outside spec §3 is 'undefined payment'. */
export function paymentTypeName(code: number | string | null | undefined, lang: Language): string {
  const numeric = toCode(code);
  return pickLanguage(isPaymentTypeCode(numeric) ? PAYMENT_TYPE_NAMES[numeric] : UNDEFINED_PAYMENT, lang);
}

/** Bank slip (7) is refunded to the shopper's bank account, so the bank fields are asked for (spec §4). */
export function isPaymentReversal(paymentType: number | string | null | undefined): boolean {
  return toCode(paymentType) === PAYMENT_TYPE.BANK_SLIP;
}

/** Where a refund's money goes: the order's payment, or the account or Pix key the shopper named. */
export interface RefundDestinationValues {
  paymentType: number | string | null | undefined;
  bankCode?: string | null;
  bankAgency?: string | null;
  bankAccount?: string | null;
  pixKey?: string | null;
}

/**
 * A card or Pix order is refunded on its own payment; anything else (a bank slip, a purchase in a shop) only to a
 * Pix key or a whole bank account the shopper gave. Without one a refund must not be requested, nor a message
 * promise it (issue 46).
 */
export function hasRefundDestination(values: RefundDestinationValues): boolean {
  const code = toCode(values.paymentType);
  if (code === PAYMENT_TYPE.CREDIT_CARD || code === PAYMENT_TYPE.PIX) return true;
  const given = (value: string | null | undefined) => !!value && value.trim() !== '';
  return given(values.pixKey) || (given(values.bankCode) && given(values.bankAgency) && given(values.bankAccount));
}

/** Every payment-type code of spec §3, in order. */
export const PAYMENT_TYPE_CODES = Object.keys(PAYMENT_TYPE_NAMES)
  .map(Number)
  .sort((a, b) => a - b) as PaymentTypeCode[];

/**
 * The API document's listing of payment-type codes (issue 45), for a schema's `.meta()`: the codes as an enum, each
 * with its English name in `x-enumDescriptions` (the extension reference renderers show) and in the description.
 * Document only: the schema it is put on still validates as it did.
 */
export function paymentTypeDocumentation(
  lead: string,
  codes: readonly PaymentTypeCode[] = PAYMENT_TYPE_CODES,
): { description: string; enum: PaymentTypeCode[]; 'x-enumDescriptions': Record<string, string> } {
  const names = codes.map((code) => `${code} = ${PAYMENT_TYPE_NAMES[code].en}`);
  return {
    description: `${lead} ${names.join('; ')}.`,
    enum: [...codes],
    'x-enumDescriptions': Object.fromEntries(codes.map((code) => [String(code), PAYMENT_TYPE_NAMES[code].en])),
  };
}
