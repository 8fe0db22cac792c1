import type { LocalizedText } from '../../../../db/schema';

/**
 * Texts of the gift card provider (issue 49): VTEX's refusals, and the statement lines its transactions write, which
 * the shopper reads in her language. es uses 'tú' (docs/glossary.md).
 */
export const providerMessages = {
  keysInvalid: {
    pt: 'Chaves do provedor de vale-presente (X-PROVIDER-API-AppKey / X-PROVIDER-API-AppToken) ausentes ou inválidas.',
    en: 'Missing or invalid gift card provider keys (X-PROVIDER-API-AppKey / X-PROVIDER-API-AppToken).',
    es: 'Claves del proveedor de tarjeta regalo (X-PROVIDER-API-AppKey / X-PROVIDER-API-AppToken) ausentes o no válidas.',
  },
  cardNotFound: {
    pt: 'Vale-presente não encontrado nesta marca.',
    en: 'Gift card not found at this brand.',
    es: 'Tarjeta regalo no encontrada en esta marca.',
  },
  transactionNotFound: {
    pt: 'Transação não encontrada neste vale-presente.',
    en: 'Transaction not found on this gift card.',
    es: 'Transacción no encontrada en esta tarjeta regalo.',
  },
  profileNotFound: {
    pt: 'Nenhum cliente desta marca com este profileId (e-mail).',
    en: 'No customer of this brand has this profileId (e-mail).',
    es: 'Ningún cliente de esta marca tiene este profileId (e-mail).',
  },
  currencyNotAccepted: {
    pt: 'O saldo da carteira é em reais: currencyCode deve ser BRL.',
    en: 'The wallet balance is in reais: currencyCode must be BRL.',
    es: 'El saldo de la billetera está en reales: currencyCode debe ser BRL.',
  },
  valueInvalid: {
    pt: 'value deve ser um número em reais maior que zero, com no máximo duas casas decimais.',
    en: 'value must be a number in reais greater than zero, with at most two decimals.',
    es: 'value debe ser un número en reales mayor que cero, con dos decimales como máximo.',
  },
  insufficientBalance: {
    pt: 'Saldo insuficiente no vale-presente: disponível {available}.',
    en: 'Insufficient gift card balance: {available} available.',
    es: 'Saldo insuficiente en la tarjeta regalo: {available} disponible.',
  },
  requestConflict: {
    pt: 'Este requestId já foi usado neste vale-presente com outros dados.',
    en: 'This requestId was already used on this gift card with other data.',
    es: 'Este requestId ya se usó en esta tarjeta regalo con otros datos.',
  },
  creditAboveDebits: {
    pt: 'Um crédito devolve compras feitas com este vale-presente e não pode passar do que ainda pode ser devolvido: {available}.',
    en: 'A credit gives back purchases made with this gift card and cannot exceed what can still be given back: {available}.',
    es: 'Un crédito devuelve compras hechas con esta tarjeta regalo y no puede superar lo que aún se puede devolver: {available}.',
  },
  cancellationAboveTransaction: {
    pt: 'O cancelamento passa do que a transação ainda pode devolver: {available}.',
    en: 'The cancellation is above what the transaction can still give back: {available}.',
    es: 'La cancelación supera lo que la transacción aún puede devolver: {available}.',
  },
  settlementAboveTransaction: {
    pt: 'A liquidação passa do que a transação ainda pode liquidar: {available}.',
    en: 'The settlement is above what the transaction can still settle: {available}.',
    es: 'La liquidación supera lo que la transacción aún puede liquidar: {available}.',
  },
  onlyDebits: {
    pt: 'Só uma transação de débito (Debit) pode ser cancelada ou liquidada.',
    en: 'Only a debit (Debit) transaction can be cancelled or settled.',
    es: 'Solo una transacción de débito (Debit) se puede cancelar o liquidar.',
  },
  purchaseDescription: {
    pt: 'Compra no pedido {orderId}',
    en: 'Purchase in order {orderId}',
    es: 'Compra en el pedido {orderId}',
  },
  purchaseCancelDescription: {
    pt: 'Cancelamento da compra no pedido {orderId}',
    en: 'Cancelled purchase in order {orderId}',
    es: 'Cancelación de la compra en el pedido {orderId}',
  },
  creditDescription: {
    pt: 'Devolução ao vale-presente no pedido {orderId}',
    en: 'Given back to the gift card in order {orderId}',
    es: 'Devolución a la tarjeta regalo en el pedido {orderId}',
  },
} satisfies Record<string, LocalizedText>;
