import { type Language } from './constants';
import { pickLanguage, type LocalizedText } from './localized';

/** Protocol situations SIT_ID of spec §4. */
export const STATUS = {
  ERROR: -1,
  COMMENTS: 0,
  OPENED: 1,
  WAITING_PRODUCT: 2,
  AWAITING_ANALYSIS: 3,
  APPROVED_FOR_EXCHANGE: 4,
  ORDER_GENERATED: 5,
  AWAITING_SHIPMENT: 6,
  EXPIRED: 7,
  NOT_APPROVED_FOR_EXCHANGE: 8,
  NOT_INCLUDED: 9,
  REJECTED: 10,
  FINISHED: 11,
  AWAITING_REFUND_SEDEX: 12,
  FORWARDED_TO_SELLER: 13,
  RESERVED_ORDER: 14,
  INVOICE_ISSUED: 15,
  POST_OBJECT_GENERATED: 16,
  AWAITING_REFUND: 17,
  REFUND_REQUESTED: 18,
  AWAITING_ENTRY_INVOICE_FOR_REFUND: 19,
  AWAITING_ATTENTION: 21,
  AWAITING_CREDIT_NOTE: 22,
  CREDIT_NOTE_GENERATED: 23,
} as const;

export type StatusId = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_NAMES: Readonly<Record<StatusId, LocalizedText>> = {
  [STATUS.ERROR]: { pt: 'Erro', en: 'Error', es: 'Error' },
  [STATUS.COMMENTS]: { pt: 'Comentários', en: 'Comments', es: 'Comentarios' },
  [STATUS.OPENED]: { pt: 'Aberto', en: 'Opened', es: 'Abierto' },
  [STATUS.WAITING_PRODUCT]: { pt: 'Aguardando produto', en: 'Waiting for product', es: 'Esperando el producto' },
  [STATUS.AWAITING_ANALYSIS]: { pt: 'Aguardando análise', en: 'Awaiting analysis', es: 'Esperando análisis' },
  [STATUS.APPROVED_FOR_EXCHANGE]: {
    pt: 'Aprovado para troca',
    en: 'Approved for exchange',
    es: 'Aprobado para cambio',
  },
  [STATUS.ORDER_GENERATED]: { pt: 'Pedido gerado', en: 'Order generated', es: 'Pedido generado' },
  [STATUS.AWAITING_SHIPMENT]: { pt: 'Aguardando envio', en: 'Awaiting shipment', es: 'Esperando envío' },
  [STATUS.EXPIRED]: { pt: 'Expirado', en: 'Expired', es: 'Vencido' },
  [STATUS.NOT_APPROVED_FOR_EXCHANGE]: {
    pt: 'Não aprovado para troca',
    en: 'Not approved for exchange',
    es: 'No aprobado para cambio',
  },
  [STATUS.NOT_INCLUDED]: { pt: 'Não incluído', en: 'Not included', es: 'No incluido' },
  [STATUS.REJECTED]: { pt: 'Recusado', en: 'Rejected', es: 'Rechazado' },
  [STATUS.FINISHED]: { pt: 'Finalizado', en: 'Finished', es: 'Finalizado' },
  [STATUS.AWAITING_REFUND_SEDEX]: {
    pt: 'Aguardando reembolso Sedex',
    en: 'Awaiting refund Sedex',
    es: 'Esperando reembolso Sedex',
  },
  [STATUS.FORWARDED_TO_SELLER]: {
    pt: 'Encaminhado ao vendedor',
    en: 'Forwarded to the seller',
    es: 'Enviado al vendedor',
  },
  [STATUS.RESERVED_ORDER]: { pt: 'Pedido reservado', en: 'Reserved order', es: 'Pedido reservado' },
  [STATUS.INVOICE_ISSUED]: { pt: 'Nota fiscal emitida', en: 'Invoice issued', es: 'Factura emitida' },
  [STATUS.POST_OBJECT_GENERATED]: {
    pt: 'Objeto de postagem gerado',
    en: 'Post object generated',
    es: 'Objeto postal generado',
  },
  [STATUS.AWAITING_REFUND]: { pt: 'Aguardando estorno', en: 'Awaiting refund', es: 'Esperando reembolso' },
  [STATUS.REFUND_REQUESTED]: { pt: 'Estorno solicitado', en: 'Refund requested', es: 'Reembolso solicitado' },
  [STATUS.AWAITING_ENTRY_INVOICE_FOR_REFUND]: {
    pt: 'Aguardando nota fiscal de entrada para estorno',
    en: 'Awaiting entry invoice for refund',
    es: 'Esperando factura de entrada para el reembolso',
  },
  [STATUS.AWAITING_ATTENTION]: { pt: 'Aguardando atendimento', en: 'Awaiting attention', es: 'Esperando atención' },
  [STATUS.AWAITING_CREDIT_NOTE]: {
    pt: 'Aguardando nota de crédito',
    en: 'Awaiting credit note',
    es: 'Esperando nota de crédito',
  },
  [STATUS.CREDIT_NOTE_GENERATED]: {
    pt: 'Nota de crédito gerada',
    en: 'Credit note generated',
    es: 'Nota de crédito generada',
  },
};

/** Every SIT_ID in catalogue order (-1 first, then 0 upwards); 20 is not a status. */
export const STATUS_IDS: readonly StatusId[] = Object.freeze(Object.values(STATUS).sort((a, b) => a - b));

const UNKNOWN_STATUS: LocalizedText = {
  pt: 'Situação desconhecida',
  en: 'Unknown status',
  es: 'Situación desconocida',
};

export function isStatusId(value: unknown): value is StatusId {
  return typeof value === 'number' && (STATUS_IDS as readonly number[]).includes(value);
}

/** The status name in `lang`; an id outside the catalogue reads 'Unknown status (id)' rather than failing. */
export function statusName(id: number, lang: Language): string {
  if (isStatusId(id)) return pickLanguage(STATUS_NAMES[id], lang);
  return `${pickLanguage(UNKNOWN_STATUS, lang)} (${id})`;
}

/**
 * What the shopper reads where the catalogue's name is the back office's own term (issue 23): the timeline, the
 * protocol list and the messages say what happened to her request; the console keeps the catalogue's names.
 */
const SHOPPER_STATUS_NAMES: Readonly<Partial<Record<StatusId, LocalizedText>>> = {
  [STATUS.NOT_INCLUDED]: {
    pt: 'Solicitação não aceita',
    en: 'Request not accepted',
    es: 'Solicitud no aceptada',
  },
  [STATUS.POST_OBJECT_GENERATED]: {
    pt: 'Código de postagem disponível',
    en: 'Shipping code available',
    es: 'Código de envío disponible',
  },
  [STATUS.AWAITING_ENTRY_INVOICE_FOR_REFUND]: {
    pt: 'Aguardando a nota fiscal de devolução',
    en: 'Awaiting the return invoice',
    es: 'Esperando la factura de devolución',
  },
  [STATUS.AWAITING_CREDIT_NOTE]: {
    pt: 'Preparando seu vale-compras',
    en: 'Preparing your store credit',
    es: 'Preparando tu vale de compra',
  },
  [STATUS.CREDIT_NOTE_GENERATED]: {
    pt: 'Vale-compras creditado na carteira',
    en: 'Store credit added to your wallet',
    es: 'Vale de compra acreditado en tu billetera',
  },
};

/** The status as the shopper reads it: her words where the catalogue's are internal, else the catalogue's name. */
export function shopperStatusName(id: number, lang: Language): string {
  const own = isStatusId(id) ? SHOPPER_STATUS_NAMES[id] : undefined;
  return own ? pickLanguage(own, lang) : statusName(id, lang);
}

/**
 * The statuses in which the shopper still has the product to send (issue 46): waiting for it, or its post object
 * generated. The postage code and its instructions lead the messages and the detail only then; once the product
 * arrived they would send her back to the post office for nothing.
 */
export function awaitsProductShipment(statusId: number): boolean {
  return statusId === STATUS.WAITING_PRODUCT || statusId === STATUS.POST_OBJECT_GENERATED;
}
