/**
 * Ana's wallet at Corre Brasil: credits and debits of money (V) and bonus (B) with a running balance, coupons in
 * every state, and one campaign coupon per company code. Her last two coupons are one active and one expired more
 * than SCO_VAL_CUPOM days ago, and one credit has no coupon yet, so the coupon offer of spec §9 applies. Her balance
 * holds card (6) and Pix (11) money, so both refunds are possible, and her record keeps a Pix key (her CPF).
 *
 * Bruno has a smaller wallet at brand 1 with two credits and no coupon yet: the coupon offer holds for him twice.
 *
 * Movements go through the ledger's own rules (ADR 0020): the running balance and the wallet_accounts row (card, Pix,
 * other) come from replayLedger, as the API computes them.
 */
import {
  COUPON_ACTIVE_STATUS,
  PAYMENT_TYPE,
  replayLedger,
  voucherBonusDescription,
  type WalletMovementKind,
} from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { campaignCoupons, consumers, coupons, walletAccounts, walletMovements, type LocalizedText } from '../schema';
import { BRAND_ID } from './brands';
import { CAMPAIGN_NAME_TEXTS } from './catalogue-texts';
import type { SeedClock } from './clock';
import { DEMO } from './demo-logins';
import type { CustomerKey } from './orders-data';
import { finishedProtocolCredit } from './protocols';

interface MovementSeed {
  daysAgo: number;
  time: string;
  operation: 'Credit' | 'Debit';
  entryType: 'V' | 'B';
  kind: WalletMovementKind;
  valueCents: number;
  /** DESC_OPER in every language (docs/glossary.md); pt is also the stored `description`. */
  description: LocalizedText;
  giftCardId: string | null;
  couponCode?: string;
  protocolId?: number;
  orderCode?: string;
  originalPaymentType?: number;
}

/** 'Estorno do pedido N convertido em vale-compras': a card or Pix refund the shopper took as a voucher. */
function refundConvertedText(orderCode: string): LocalizedText {
  return {
    pt: `Estorno do pedido ${orderCode} convertido em vale-compras`,
    en: `Refund of order ${orderCode} converted into a shopping voucher`,
    es: `Reembolso del pedido ${orderCode} convertido en vale de compra`,
  };
}

function anaMovements(): MovementSeed[] {
  const credit = finishedProtocolCredit();
  const protocolId = DEMO.protocols.finished;
  const voucherCard = 'GC-8K3M5-2291';
  return [
    {
      daysAgo: 110,
      time: '09:00',
      operation: 'Credit',
      entryType: 'V',
      kind: 'adjustment',
      valueCents: 5000,
      description: {
        pt: 'Crédito de boas-vindas ao programa de trocas',
        en: 'Welcome credit for the exchange programme',
        es: 'Crédito de bienvenida al programa de cambios',
      },
      giftCardId: 'GC-2Q7W1-0457',
      couponCode: DEMO.coupons.used,
    },
    {
      daysAgo: 70,
      time: '11:05',
      operation: 'Credit',
      entryType: 'V',
      kind: 'voucher',
      valueCents: credit.valueCents,
      description: {
        pt: `Vale-compras do protocolo ${protocolId}`,
        en: `Shopping voucher from protocol ${protocolId}`,
        es: `Vale de compra del protocolo ${protocolId}`,
      },
      giftCardId: voucherCard,
      couponCode: DEMO.coupons.expired,
      protocolId,
      orderCode: credit.orderCode,
      originalPaymentType: credit.paymentType,
    },
    {
      // Not tied to a coupon: the entry a new coupon can be issued against.
      daysAgo: 70,
      time: '11:05',
      operation: 'Credit',
      entryType: 'B',
      kind: 'bonus',
      valueCents: credit.bonusCents,
      description: voucherBonusDescription({ protocolId }),
      giftCardId: voucherCard,
      protocolId,
      orderCode: credit.orderCode,
      originalPaymentType: credit.paymentType,
    },
    {
      // Card money: with the Pix voucher above, both refund types have a balance.
      daysAgo: 40,
      time: '14:30',
      operation: 'Credit',
      entryType: 'V',
      kind: 'adjustment',
      valueCents: 8990,
      description: refundConvertedText('4820745'),
      giftCardId: 'GC-7H4N8-3306',
      orderCode: '4820745',
      originalPaymentType: PAYMENT_TYPE.CREDIT_CARD,
    },
    {
      daysAgo: 16,
      time: '10:15',
      operation: 'Debit',
      entryType: 'V',
      kind: 'purchase',
      valueCents: 12990,
      description: {
        pt: 'Compra com vale-compras no pedido 4820480',
        en: 'Purchase with shopping voucher on order 4820480',
        es: 'Compra con vale de compra en el pedido 4820480',
      },
      giftCardId: voucherCard,
      orderCode: '4820480',
      originalPaymentType: PAYMENT_TYPE.SHOPPING_VOUCHER,
    },
    {
      daysAgo: 5,
      time: '15:20',
      operation: 'Credit',
      entryType: 'V',
      kind: 'adjustment',
      valueCents: 4990,
      description: {
        pt: 'Crédito de cortesia pelo atraso na entrega',
        en: 'Courtesy credit for the late delivery',
        es: 'Crédito de cortesía por el retraso en la entrega',
      },
      giftCardId: 'GC-5T9Z2-7710',
      couponCode: DEMO.coupons.active,
    },
  ];
}

/** Bruno's Pix voucher and its bonus, neither tied to a coupon yet. */
function brunoMovements(): MovementSeed[] {
  const giftCardId = 'GC-3B6V9-1184';
  return [
    {
      daysAgo: 20,
      time: '13:40',
      operation: 'Credit',
      entryType: 'V',
      kind: 'adjustment',
      valueCents: 15990,
      description: refundConvertedText('4820388'),
      giftCardId,
      orderCode: '4820388',
      originalPaymentType: PAYMENT_TYPE.PIX,
    },
    {
      daysAgo: 20,
      time: '13:40',
      operation: 'Credit',
      entryType: 'B',
      kind: 'bonus',
      valueCents: 1599,
      description: voucherBonusDescription({ orderCode: '4820388' }),
      giftCardId,
      orderCode: '4820388',
      originalPaymentType: PAYMENT_TYPE.PIX,
    },
  ];
}

/** Ana's balance at brand 1 once seeded: credited minus debited. */
export function anaWalletBalanceCents(): number {
  return anaMovements().reduce(
    (balance, movement) => balance + (movement.operation === 'Credit' ? movement.valueCents : -movement.valueCents),
    0,
  );
}

/** Ana's seeded balance split as the ledger keeps it: card, Pix and other (non-refundable). */
export function anaWalletBuckets() {
  return replayLedger(anaMovements().map(ledgerMovement)).buckets;
}

function ledgerMovement(movement: MovementSeed) {
  return {
    operation: movement.operation,
    entryType: movement.entryType,
    kind: movement.kind,
    valueCents: movement.valueCents,
    originalPaymentType: movement.originalPaymentType ?? null,
  };
}

/**
 * Writes a customer's movements with the ledger's running balance, and the account row with the replayed buckets.
 * Movements have no natural key: once the customer has any at this brand, the wallet is left exactly as it is.
 */
async function seedCustomerWallet(
  db: Database,
  owner: { consumerId: number; brandId: number },
  movements: MovementSeed[],
  clock: SeedClock,
): Promise<void> {
  const [existing] = await db
    .select({ id: walletMovements.id })
    .from(walletMovements)
    .where(and(eq(walletMovements.consumerId, owner.consumerId), eq(walletMovements.brandId, owner.brandId)))
    .limit(1);
  if (existing) return;

  const { buckets, running } = replayLedger(movements.map(ledgerMovement));
  const rows = movements.map((movement, index) => ({
    ...owner,
    movedAt: clock.at(movement.daysAgo, movement.time),
    giftCardId: movement.giftCardId,
    couponCode: movement.couponCode ?? null,
    protocolId: movement.protocolId ?? null,
    description: movement.description.pt,
    descriptionTexts: movement.description,
    orderCode: movement.orderCode ?? null,
    originalPaymentType: movement.originalPaymentType ?? null,
    operation: movement.operation,
    entryType: movement.entryType,
    kind: movement.kind,
    valueCents: movement.valueCents,
    balanceCents: running[index]!,
  }));
  await db.insert(walletMovements).values(rows);
  await db
    .insert(walletAccounts)
    .values({ ...owner, ...buckets, balanceCents: running.at(-1) ?? 0 })
    .onConflictDoNothing();
}

const CAMPAIGN_DISCOUNT_PERCENT: Record<number, number> = { 1: 10, 9: 15, 38: 15, 157: 12 };

export async function seedWallet(
  db: Database,
  consumerIds: Record<CustomerKey, number>,
  clock: SeedClock,
): Promise<void> {
  await db
    .insert(campaignCoupons)
    .values(
      Object.entries(DEMO.campaignCoupons).map(([companyCode, code]) => ({
        code,
        companyCode: Number(companyCode),
        discountPercent: CAMPAIGN_DISCOUNT_PERCENT[Number(companyCode)] ?? 10,
      })),
    )
    .onConflictDoNothing();

  const consumerId = consumerIds.ana;
  const brandId = BRAND_ID.CORRE_BRASIL;
  const campaign = { name: 'Troca Premiada', percent: CAMPAIGN_DISCOUNT_PERCENT[1] ?? 10 };
  await db
    .insert(coupons)
    .values([
      {
        code: DEMO.coupons.used,
        consumerId,
        brandId,
        campaign: campaign.name,
        campaignTexts: CAMPAIGN_NAME_TEXTS,
        discountPercent: campaign.percent,
        createdAt: clock.at(108, '09:30'),
        validUntil: clock.dateKey(78),
        status: 'Utilizado',
        usedAt: clock.at(84, '10:15'),
        usedOrderCode: '4818950',
      },
      {
        code: DEMO.coupons.expired,
        consumerId,
        brandId,
        campaign: campaign.name,
        campaignTexts: CAMPAIGN_NAME_TEXTS,
        discountPercent: campaign.percent,
        createdAt: clock.at(68, '11:10'),
        validUntil: clock.dateKey(38),
        status: 'Expirado',
      },
      {
        code: DEMO.coupons.active,
        consumerId,
        brandId,
        campaign: campaign.name,
        campaignTexts: CAMPAIGN_NAME_TEXTS,
        discountPercent: campaign.percent,
        createdAt: clock.at(5, '15:25'),
        validUntil: clock.dateKey(-25),
        status: COUPON_ACTIVE_STATUS,
      },
    ])
    .onConflictDoNothing();

  await seedCustomerWallet(db, { consumerId, brandId }, anaMovements(), clock);
  await seedCustomerWallet(db, { consumerId: consumerIds.bruno, brandId }, brunoMovements(), clock);
  // A Pix refund needs a valid key on the consumer record: Ana's is her CPF (kept if she saved another one).
  await db
    .update(consumers)
    .set({ pixKey: DEMO.ana.cpf })
    .where(and(eq(consumers.id, consumerId), isNull(consumers.pixKey)));
}
