/**
 * Wallet (spec §2 'Wallet', §3, §5, §9; issue 12): the answers of wallet/b2c, wallet/b2c/total, wallet/b2c/coupons,
 * wallet/b2c/coupons-campaign, giftcards/refund and giftcards/transactions. The API declares them as its response
 * schemas and the web parses what it receives with them: one definition for both.
 *
 * One convention on the wire (ADR 0053): every amount is integer cents of BRL, as in the database and the domain;
 * every instant is ISO 8601 in UTC ('Z'), every calendar day 'YYYY-MM-DD'. The web formats them for display in
 * São Paulo time ('R$ 19,90', dd/mm/yyyy), as it does for orders and protocols.
 */
import { z } from 'zod';
import { paymentTypeDocumentation } from '../payment-types';
import { shownTextSchema } from './shown-text';

/** Integer cents of BRL: 1990 is R$ 19,90 (never reais with decimals). */
const cents = (what: string) => z.number().int().describe(`${what}, in integer cents of BRL (1990 = R$ 19,90).`);
const optionalText = z.string().nullable();
/** An instant, ISO 8601 in UTC: '2026-11-20T18:20:00.000Z'. */
const isoInstant = (what: string) =>
  z.iso.datetime().describe(`${what}: an ISO 8601 instant in UTC ('2026-11-20T18:20:00.000Z').`);
/** A calendar day, 'YYYY-MM-DD' (a São Paulo day). */
const isoDay = (what: string) => z.iso.date().describe(`${what}: a São Paulo calendar day, 'YYYY-MM-DD'.`);

/** The refundable original payment types: credit card 6 and Pix 11 (spec §9). */
export const refundPaymentTypeSchema = z.union([z.literal(6), z.literal(11)]);
export type RefundPaymentType = z.infer<typeof refundPaymentTypeSchema>;

/** One movement of the statement (GET /returns/wallet/b2c → `wallet`), newest first. */
export const walletMovementSchema = z.object({
  MOV_ID: z.number().int(),
  MOV_DATA: isoInstant('When the movement happened'),
  VCO_IDVTEX: optionalText,
  TCM_CODIGO: optionalText,
  PRT_ID: z.number().int().nullable(),
  DESC_OPER: z.string(),
  PED_CODIGO: optionalText,
  TIP_PGTO_ORIG: z.number().int().meta(paymentTypeDocumentation('How the returned order was paid:')).nullable(),
  TRANS_OPER: z.enum(['Credit', 'Debit']),
  /** 'V' value (money the shopper had), 'B' bonus (what the voucher added). */
  MOV_TIPO_LAN: z.enum(['V', 'B']),
  VALUE: cents('The movement (always positive; TRANS_OPER says which way)'),
  SALDO_TOTAL: cents('The wallet balance after this movement'),
  CON_ID: z.number().int(),
  MAR_ID: z.number().int(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

export const walletStatementResponseSchema = z.object({
  wallet: z.array(walletMovementSchema),
  /** Pass as `cursor` to read the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type WalletStatementResponse = z.infer<typeof walletStatementResponseSchema>;

/** GET /returns/wallet/b2c/total: both refundable types are always present, 0 when none. */
export const walletTotalsSchema = z.object({
  VALOR_VALE_COMPRAS_CREDITADO: cents('The sum of every credit'),
  VALOR_VALE_COMPRAS_DEBITADO: cents('The sum of every debit'),
  SALDO_TOTAL: cents('The balance (credited minus debited)'),
  SALDO_POR_TIPO_PGTO: z
    .tuple([
      z.object({ TIP_PGTO_ORIG: z.literal(6), SALDO: cents('The balance refundable to the credit card') }),
      z.object({ TIP_PGTO_ORIG: z.literal(11), SALDO: cents('The balance refundable by Pix') }),
    ])
    .describe('The balance refundable to each original payment type (6 card, 11 Pix), in integer cents of BRL.'),
});
export type WalletTotals = z.infer<typeof walletTotalsSchema>;
export const walletTotalsResponseSchema = z.object({ totalTransactions: walletTotalsSchema });
export type WalletTotalsResponse = z.infer<typeof walletTotalsResponseSchema>;

/** One discount coupon (GET /returns/wallet/b2c/coupons → `discountCoupons`), newest first. */
export const discountCouponSchema = z.object({
  TCM_CODIGO: z.string(),
  TIC_CAMPANHA: z.string(),
  /** The campaign's name to show: the brand's in the request language, else TIC_CAMPANHA as pt (ADR 0032). */
  TIC_CAMPANHA_SHOWN: shownTextSchema.optional(),
  /** Percent off. */
  TIC_DESCONTO: z.number(),
  TCM_DTCRIACAO: isoInstant('When the coupon was issued'),
  TCM_DTVALIDADE: isoDay('The last day the coupon is valid'),
  /** 'Ativo' is the active status (COUPON_ACTIVE_STATUS). */
  TCC_STATUS: z.string(),
  PED_DTSIS: isoInstant('When the coupon was used on an order').nullable(),
  PED_NUMCLI: optionalText,
});
export type DiscountCoupon = z.infer<typeof discountCouponSchema>;
export const discountCouponsResponseSchema = z.object({ discountCoupons: z.array(discountCouponSchema) });
export type DiscountCouponsResponse = z.infer<typeof discountCouponsResponseSchema>;

/** Why a coupon is (not) offered now: 'ok', no campaign for the brand, the spec §9 rule fails, or no CPF. */
export const couponOfferReasonSchema = z.enum(['ok', 'no_campaign', 'rule', 'cpf_required']);
export type CouponOfferReason = z.infer<typeof couponOfferReasonSchema>;

/** GET /returns/wallet/b2c/coupons-campaign. */
export const couponsCampaignResponseSchema = z.object({
  couponsCampaign: z.array(z.object({ TIC_CODIGO: z.number().int(), TIC_DESCONTO: z.number() })),
  couponOffer: z.object({ available: z.boolean(), reason: couponOfferReasonSchema }),
});
export type CouponsCampaignResponse = z.infer<typeof couponsCampaignResponseSchema>;

/** POST /returns/wallet/b2c/coupons → 201. */
export const acceptCouponResponseSchema = z.object({
  message: z.string(),
  discountCoupons: z.array(discountCouponSchema),
});
export type AcceptCouponResponse = z.infer<typeof acceptCouponResponseSchema>;

/** POST /returns/giftcards/refund with commit false → 200: what would happen. */
export const refundPreviewSchema = z.object({
  VALOR: cents('The amount refunded'),
  TIP_PGTO: refundPaymentTypeSchema,
  SALDO_TIPO_APOS: cents("That payment type's balance after the refund"),
  SALDO_TOTAL_APOS: cents('The wallet balance after the refund'),
  commit: z.literal(false),
});
/** POST /returns/giftcards/refund with commit true → 201: what happened. */
export const refundAppliedSchema = z.object({
  REF_ID: z.number().int(),
  VALOR: cents('The amount refunded'),
  TIP_PGTO: refundPaymentTypeSchema,
  SALDO_TIPO_APOS: cents("That payment type's balance after the refund"),
  SALDO_TOTAL_APOS: cents('The wallet balance after the refund'),
  commit: z.literal(true),
});
export const refundPreviewResponseSchema = z.object({ refund: refundPreviewSchema });
export const refundAppliedResponseSchema = z.object({ message: z.string(), refund: refundAppliedSchema });
/** Either answer of POST /returns/giftcards/refund (the web reads `refund.commit`). */
export const refundResponseSchema = z.union([refundAppliedResponseSchema, refundPreviewResponseSchema]);
export type RefundPreviewResponse = z.infer<typeof refundPreviewResponseSchema>;
export type RefundAppliedResponse = z.infer<typeof refundAppliedResponseSchema>;
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** POST /returns/giftcards/transactions → 201 (recorded) or 200 (a repeat of the same token): the shop's movement. */
export const shopTransactionResponseSchema = z.object({
  transaction: z.object({
    MOV_ID: z.number().int(),
    VCO_IDVTEX: z.string(),
    TRANS_OPER: z.enum(['Debit', 'Credit']),
    VALUE: cents('The movement'),
    SALDO_TOTAL: cents('The wallet balance after it'),
  }),
});
export type ShopTransactionResponse = z.infer<typeof shopTransactionResponseSchema>;

/** Codes of the wallet's refusals ({ type, message, code }). */
export const WALLET_ERROR_CODES = [
  'coupon_not_available',
  'cpf_required',
  'refund_value_invalid',
  'refund_above_balance',
  'pix_key_required',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];
