/**
 * The amount and destination of a settlement's money, for its message (issue 23): the wallet credits a move to 23
 * wrote, or the refund record a move to 18 wrote, read back in the move's transaction. Account numbers and Pix keys
 * are masked: a message can be read over a shoulder or forwarded.
 */
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney, hasRefundDestination, maskAccount, maskPixKey, PAYMENT_TYPE, STATUS, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { protocolRefunds, walletMovements, type LocalizedText } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import type { SettledMoney } from './templates';

const destinations = {
  wallet: {
    pt: 'creditado na sua carteira {brand}',
    en: 'credited to your {brand} wallet',
    es: 'acreditado en tu billetera {brand}',
  },
  card: {
    pt: 'estornado no cartão de crédito da compra',
    en: 'refunded to the credit card used for the purchase',
    es: 'reembolsado en la tarjeta de crédito de la compra',
  },
  orderPix: {
    pt: 'devolvido por Pix à conta que pagou o pedido',
    en: 'returned by Pix to the account that paid the order',
    es: 'devuelto por Pix a la cuenta que pagó el pedido',
  },
  pixKey: {
    pt: 'por Pix para a chave {key}',
    en: 'by Pix to the key {key}',
    es: 'por Pix a la clave {key}',
  },
  account: {
    pt: 'na conta {account}, agência {agency}, banco {bank}',
    en: 'to account {account}, branch {agency}, bank {bank}',
    es: 'en la cuenta {account}, agencia {agency}, banco {bank}',
  },
} satisfies Record<string, LocalizedText>;

export async function settledMoney(
  tx: Database,
  protocolId: number,
  statusId: number,
  lang: Language,
  brandName: string,
): Promise<SettledMoney | null> {
  if (statusId === STATUS.CREDIT_NOTE_GENERATED) {
    const [row] = await tx
      .select({ cents: sql<number>`coalesce(sum(${walletMovements.valueCents}), 0)::int` })
      .from(walletMovements)
      .where(and(eq(walletMovements.protocolId, protocolId), eq(walletMovements.operation, 'Credit')));
    const cents = Number(row?.cents ?? 0);
    if (cents <= 0) return null;
    return { amount: formatMoney(cents), destination: interpolate(destinations.wallet[lang], { brand: brandName }) };
  }
  if (statusId === STATUS.REFUND_REQUESTED) {
    const [refund] = await tx.select().from(protocolRefunds).where(eq(protocolRefunds.protocolId, protocolId));
    // A refund with nowhere to go is promised nowhere (issue 46): the message goes without the amount's line.
    if (!refund || !hasRefundDestination(refund)) return null;
    return { amount: formatMoney(refund.valueCents), destination: refundDestination(refund, lang) };
  }
  return null;
}

function refundDestination(refund: typeof protocolRefunds.$inferSelect, lang: Language): string {
  if (refund.paymentType === PAYMENT_TYPE.CREDIT_CARD) return destinations.card[lang];
  if (refund.paymentType === PAYMENT_TYPE.PIX) return destinations.orderPix[lang];
  if (refund.pixKey) return interpolate(destinations.pixKey[lang], { key: maskPixKey(refund.pixKey) });
  return interpolate(destinations.account[lang], {
    account: maskAccount(refund.bankAccount ?? ''),
    agency: refund.bankAgency ?? '',
    bank: refund.bankCode ?? '',
  });
}
