/**
 * What a move does besides its history entry (ADR 0022), each in the move's transaction under the protocol's row
 * lock: the wallet credit of 23, the refund record of 18, the carrier authorisation of 16 (issue 48).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hasRefundDestination, SETTLEMENT_STATUSES, voucherBonusDescription } from '@portal/domain';
import type { Database } from '../../db/client';
import {
  orderLines,
  orders,
  protocolHistory,
  protocolItems,
  protocolRefunds,
  type protocols,
  type LocalizedText,
} from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { appendMovement, lockAccount } from '../wallet/ledger';
import { recordRefundRequested } from '../events/event-data';
import { enqueueIssue } from '../shipping/enqueue';

type ProtocolRow = typeof protocols.$inferSelect;

/** Each item with the payment type of its original order (null for a purchase outside the online store). */
async function itemsWithPayment(tx: Database, protocolId: number) {
  return tx
    .select({ item: protocolItems, paymentType: orders.paymentType, orderCode: orders.orderCode })
    .from(protocolItems)
    .leftJoin(orderLines, eq(orderLines.id, protocolItems.orderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(protocolItems.protocolId, protocolId))
    .orderBy(asc(protocolItems.position), asc(protocolItems.id));
}

const voucherText = (id: number) => ({
  pt: `Vale-compras do protocolo ${id}`,
  en: `Shopping voucher from protocol ${id}`,
  es: `Vale de compra del protocolo ${id}`,
});

const lineAlreadySettled: LocalizedText = {
  pt: 'O item {product} já foi acertado no protocolo {protocol}: um segundo acerto da mesma linha foi recusado.',
  en: 'The item {product} was already settled in protocol {protocol}: a second settlement of the same line was refused.',
  es: 'El artículo {product} ya se liquidó en el protocolo {protocol}: se rechazó una segunda liquidación de la misma línea.',
};

const refundWithoutDestination: LocalizedText = {
  pt: 'Este protocolo não tem conta bancária nem chave Pix para o reembolso: peça os dados ao cliente ou gere um vale-compras.',
  en: 'This protocol has no bank account or Pix key for the refund: ask the customer for them or issue a store credit.',
  es: 'Este protocolo no tiene cuenta bancaria ni clave Pix para el reembolso: pide los datos al cliente o genera un vale de compra.',
};

const otherItem = alias(protocolItems, 'other_item');

/**
 * One order line is given back once (ADR 0030): before a settlement pays for this protocol's lines, no other protocol
 * may have settled any of them (reached 5, 18 or 23). Protocol creation refuses such lines already; this guards the
 * money against protocols made before that rule, or by any other way in. The lines are locked first, in id order,
 * so two settlements of one line on two protocols at once run one after the other and the second sees the first.
 * A refusal is a 409 and the whole move rolls back.
 */
export async function refuseSettledLines(tx: Database, protocol: ProtocolRow): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        tx
          .select({ id: sql<number>`${protocolItems.orderLineId}` })
          .from(protocolItems)
          .where(eq(protocolItems.protocolId, protocol.id)),
      ),
    )
    .orderBy(orderLines.id)
    .for('update');
  if (lines.length === 0) return;
  const [settled] = await tx
    .select({ protocolId: otherItem.protocolId, product: protocolItems.productName })
    .from(protocolItems)
    .innerJoin(
      otherItem,
      and(eq(otherItem.orderLineId, protocolItems.orderLineId), ne(otherItem.protocolId, protocol.id)),
    )
    .innerJoin(
      protocolHistory,
      and(
        eq(protocolHistory.protocolId, otherItem.protocolId),
        inArray(protocolHistory.statusId, [...SETTLEMENT_STATUSES]),
      ),
    )
    .where(eq(protocolItems.protocolId, protocol.id))
    .orderBy(asc(otherItem.protocolId))
    .limit(1);
  if (settled) {
    throw new DomainError('conflict', lineAlreadySettled, {
      code: 'line_already_settled',
      params: { product: settled.product, protocol: settled.protocolId },
    });
  }
}

/**
 * 23 Credit note generated: per item, the item's value as a voucher credit (V) with its order's payment type — card
 * and Pix money stays refundable that way (ADR 0020) — and, when the shopper took the voucher, its bonus as a credit
 * of its own (B). Through the ledger's one write path, tied to the protocol.
 */
export async function creditWallet(tx: Database, protocol: ProtocolRow, now: Date): Promise<number[]> {
  await refuseSettledLines(tx, protocol);
  const account = await lockAccount(tx, { consumerId: protocol.consumerId, brandId: protocol.brandId });
  const movementIds: number[] = [];
  let current = account;
  for (const { item, paymentType, orderCode } of await itemsWithPayment(tx, protocol.id)) {
    const credits = [
      {
        entryType: 'V' as const,
        kind: 'voucher' as const,
        valueCents: item.unitCents * item.quantity,
        description: voucherText(protocol.id),
      },
      ...(item.bonusAccepted && item.bonusCents && item.bonusCents > 0
        ? [
            {
              entryType: 'B' as const,
              kind: 'bonus' as const,
              valueCents: item.bonusCents,
              description: voucherBonusDescription({ protocolId: protocol.id }),
            },
          ]
        : []),
    ];
    for (const credit of credits) {
      if (credit.valueCents <= 0) continue;
      const result = await appendMovement(
        tx,
        current,
        { ...credit, operation: 'Credit', originalPaymentType: paymentType, protocolId: protocol.id, orderCode },
        now,
      );
      // A credit cannot be refused by the ledger; a refusal here is a bug, and the whole move rolls back.
      if (!result.ok) throw new Error('wallet credit refused');
      movementIds.push(result.movement.id);
      current = { ...current, ...result.after, balanceCents: result.movement.balanceCents };
    }
  }
  return movementIds;
}

/**
 * 18 Refund requested: one record of the money owed back on the original payment. The order's payment type says
 * where (card, Pix); for any other type (a bank slip) the protocol's bank data, as they are now, say where to.
 */
export async function recordRefund(tx: Database, protocol: ProtocolRow, now: Date): Promise<void> {
  await refuseSettledLines(tx, protocol);
  const items = await itemsWithPayment(tx, protocol.id);
  const valueCents = items.reduce((sum, { item }) => sum + item.unitCents * item.quantity, 0);
  if (valueCents <= 0) return;
  const paymentType = items[0]?.paymentType ?? null;
  // A refund is requested only with somewhere to pay it (issue 46): a shop purchase or a bank slip needs an account.
  if (!hasRefundDestination({ ...protocol, paymentType })) {
    throw new DomainError('rule', refundWithoutDestination, { code: 'refund_without_destination' });
  }
  const [recorded] = await tx
    .insert(protocolRefunds)
    .values({
      protocolId: protocol.id,
      brandId: protocol.brandId,
      consumerId: protocol.consumerId,
      paymentType,
      valueCents,
      bankCode: protocol.bankCode,
      bankAgency: protocol.bankAgency,
      bankAccount: protocol.bankAccount,
      pixKey: protocol.pixKey,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // refund.requested for the brand's systems (issue 26), bank data masked; none when the refund existed already.
  if (recorded) {
    await recordRefundRequested(tx, { ...recorded, source: 'protocol', protocolId: protocol.id });
  }
}

/**
 * 16 Post object generated (issue 48, ADR 0091): the portal no longer invents a code. The shipping code is the
 * carrier's: a protocol whose authorisation was issued (at opening) keeps it on `protocols.shipping_code`; one an
 * operator moves to 16 without one (a brand that issues on approval) gets the issue job queued in this move's
 * transaction, and the code is written when the carrier answers. A brand without a carrier gets no code at all.
 */
export async function assignShippingCode(tx: Database, protocol: ProtocolRow, now: Date): Promise<void> {
  if (protocol.shippingCode) return;
  await enqueueIssue(tx, { protocolId: protocol.id, now });
}
