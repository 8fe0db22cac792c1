/**
 * Ana's wallet at Corre Brasil: credits and debits of money (V) and bonus (B) with a running balance, coupons in
 * every state, and one campaign coupon per company code. Her last two coupons are one active and one expired more
 * than SCO_VAL_CUPOM days ago, and one credit has no coupon yet, so the coupon offer of spec §9 applies.
 */
import { COUPON_ACTIVE_STATUS, PAYMENT_TYPE } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { campaignCoupons, coupons, walletMovements } from '../schema';
import { BRAND_ID } from './brands';
import { VOUCHER_BONUS } from './catalogue';
import type { SeedClock } from './clock';
import { DEMO } from './demo-logins';
import type { CustomerKey } from './orders-data';
import { finishedProtocolCredit } from './protocols';

interface MovementSeed {
  daysAgo: number;
  time: string;
  operation: 'Credit' | 'Debit';
  entryType: 'V' | 'B';
  valueCents: number;
  description: string;
  giftCardId: string | null;
  couponCode?: string;
  protocolId?: number;
  orderCode?: string;
  originalPaymentType?: number;
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
      valueCents: 5000,
      description: 'Crédito de boas-vindas ao programa de trocas',
      giftCardId: 'GC-2Q7W1-0457',
      couponCode: DEMO.coupons.used,
    },
    {
      daysAgo: 70,
      time: '11:05',
      operation: 'Credit',
      entryType: 'V',
      valueCents: credit.valueCents,
      description: `Vale-compras do protocolo ${protocolId}`,
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
      valueCents: credit.bonusCents,
      description: `Bônus de ${VOUCHER_BONUS.percent}% sobre o vale-compras do protocolo ${protocolId}`,
      giftCardId: voucherCard,
      protocolId,
      orderCode: credit.orderCode,
      originalPaymentType: credit.paymentType,
    },
    {
      daysAgo: 16,
      time: '10:15',
      operation: 'Debit',
      entryType: 'V',
      valueCents: 12990,
      description: 'Compra com vale-compras no pedido 4820480',
      giftCardId: voucherCard,
      orderCode: '4820480',
      originalPaymentType: PAYMENT_TYPE.SHOPPING_VOUCHER,
    },
    {
      daysAgo: 5,
      time: '15:20',
      operation: 'Credit',
      entryType: 'V',
      valueCents: 4990,
      description: 'Crédito de cortesia pelo atraso na entrega',
      giftCardId: 'GC-5T9Z2-7710',
      couponCode: DEMO.coupons.active,
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
        discountPercent: campaign.percent,
        createdAt: clock.at(5, '15:25'),
        validUntil: clock.dateKey(-25),
        status: COUPON_ACTIVE_STATUS,
      },
    ])
    .onConflictDoNothing();

  // Movements have no natural key: once Ana has any at this brand, the wallet is left exactly as it is.
  const [existing] = await db
    .select({ id: walletMovements.id })
    .from(walletMovements)
    .where(and(eq(walletMovements.consumerId, consumerId), eq(walletMovements.brandId, brandId)))
    .limit(1);
  if (existing) return;

  let balance = 0;
  const rows = anaMovements().map((movement) => {
    balance += movement.operation === 'Credit' ? movement.valueCents : -movement.valueCents;
    return {
      consumerId,
      brandId,
      movedAt: clock.at(movement.daysAgo, movement.time),
      giftCardId: movement.giftCardId,
      couponCode: movement.couponCode ?? null,
      protocolId: movement.protocolId ?? null,
      description: movement.description,
      orderCode: movement.orderCode ?? null,
      originalPaymentType: movement.originalPaymentType ?? null,
      operation: movement.operation,
      entryType: movement.entryType,
      valueCents: movement.valueCents,
      balanceCents: balance,
    };
  });
  await db.insert(walletMovements).values(rows);
}
