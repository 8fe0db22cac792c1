import type { LocalizedText } from '../../db/schema';

/** Texts of the gift-card calls (refund of balance, the shop's transactions). es uses 'tú' (docs/glossary.md). */
export const giftcardMessages = {
  successGeneratedRefund: {
    pt: 'Reembolso solicitado com sucesso. O valor pode levar pelo menos 30 dias para ser creditado, dependendo da forma de pagamento.',
    en: 'Refund requested successfully. The amount may take at least 30 days to be credited, depending on the payment method.',
    es: 'Reembolso solicitado con éxito. El importe puede tardar al menos 30 días en acreditarse, según el medio de pago.',
  },
  refundValueInvalid: {
    pt: 'Informe um valor de reembolso maior que zero, com no máximo duas casas decimais (ex.: 12,34).',
    en: 'Enter a refund amount greater than zero, with at most two decimals (e.g. 12,34).',
    es: 'Ingresa un importe de reembolso mayor que cero, con dos decimales como máximo (ej.: 12,34).',
  },
  refundAboveBalanceCard: {
    pt: 'O valor pedido é maior que o saldo disponível para cartão de crédito: {available}.',
    en: 'The amount asked is above the balance available for credit card: {available}.',
    es: 'El importe pedido es mayor que el saldo disponible para tarjeta de crédito: {available}.',
  },
  refundAboveBalancePix: {
    pt: 'O valor pedido é maior que o saldo disponível para Pix: {available}.',
    en: 'The amount asked is above the balance available for Pix: {available}.',
    es: 'El importe pedido es mayor que el saldo disponible para Pix: {available}.',
  },
  pixKeyRequired: {
    pt: 'Para receber o reembolso por Pix, informe uma chave Pix válida.',
    en: 'To receive the refund by Pix, enter a valid Pix key.',
    es: 'Para recibir el reembolso por Pix, indica una clave Pix válida.',
  },
  apiKeyInvalid: {
    pt: 'Chave de API ausente ou inválida.',
    en: 'Missing or invalid API key.',
    es: 'Clave de API ausente o no válida.',
  },
  shopValueInvalid: {
    pt: 'vco_valor deve ser um valor em reais maior que zero: um número, ou um texto com ponto antes de no máximo duas casas decimais (ex.: "19.90"), sem separador de milhar.',
    en: 'vco_valor must be an amount in reais greater than zero: a number, or a text with a dot before at most two decimals (e.g. "19.90"), without a thousands separator.',
    es: 'vco_valor debe ser un importe en reales mayor que cero: un número, o un texto con punto antes de dos decimales como máximo (ej.: "19.90"), sin separador de miles.',
  },
  creditAboveDebits: {
    pt: 'Um crédito cancela uma compra feita com este vale-compras e não pode passar do que ainda pode ser cancelado: {available}.',
    en: 'A credit cancels a purchase made with this shopping voucher and cannot exceed what can still be cancelled: {available}.',
    es: 'Un crédito cancela una compra hecha con este vale de compra y no puede superar lo que aún se puede cancelar: {available}.',
  },
  brandMismatch: {
    pt: 'A marca ou empresa informada não corresponde à chave de API.',
    en: 'The brand or company sent does not match the API key.',
    es: 'La marca o empresa informada no corresponde a la clave de API.',
  },
  giftCardNotFound: {
    pt: 'Vale-compras não encontrado nesta marca.',
    en: 'Shopping voucher not found at this brand.',
    es: 'Vale de compra no encontrado en esta marca.',
  },
  insufficientBalance: {
    pt: 'Saldo insuficiente no vale-compras: disponível {available}.',
    en: 'Insufficient shopping-voucher balance: {available} available.',
    es: 'Saldo insuficiente en el vale de compra: {available} disponible.',
  },
  transactionConflict: {
    pt: 'Esta transação (vco_token) já foi registrada com outros dados.',
    en: 'This transaction (vco_token) was already recorded with other data.',
    es: 'Esta transacción (vco_token) ya se registró con otros datos.',
  },
  refundDescriptionCard: {
    pt: 'Reembolso para cartão de crédito - solicitação {id}',
    en: 'Refund to credit card - request {id}',
    es: 'Reembolso a tarjeta de crédito - solicitud {id}',
  },
  refundDescriptionPix: {
    pt: 'Reembolso por Pix - solicitação {id}',
    en: 'Refund by Pix - request {id}',
    es: 'Reembolso por Pix - solicitud {id}',
  },
  purchaseDescription: {
    pt: 'Compra com vale-compras (transação {token})',
    en: 'Purchase with shopping voucher (transaction {token})',
    es: 'Compra con vale de compra (transacción {token})',
  },
  purchaseCancelDescription: {
    pt: 'Cancelamento de compra com vale-compras (transação {token})',
    en: 'Cancelled purchase with shopping voucher (transaction {token})',
    es: 'Compra con vale de compra cancelada (transacción {token})',
  },
} satisfies Record<string, LocalizedText>;
