/**
 * Wallet (spec §2 'Wallet', §3, §5, §9; issue 12): the answers of wallet/b2c, wallet/b2c/total, wallet/b2c/coupons,
 * wallet/b2c/coupons-campaign, giftcards/refund and giftcards/transactions. The API declares them as its response
 * schemas and the web parses what it receives with them: one definition for both.
 *
 * Money is integer cents in the database and the domain; on this wire it is reais as a JSON number rounded to two
 * decimals, as the spec's own fields are (ADR 0020). Dates are São Paulo wall-clock texts, as the spec shows them.
 */
import { z } from 'zod';
import { shownTextSchema } from './shown-text';

/** Reais, a JSON number with at most two decimals (the ledger keeps integer cents). */
const reais = z
  .number()
  .describe(
    'Reais (BRL) as a JSON number with at most two decimals (19.9 = R$ 19,90); the ledger keeps integer cents.',
  );
const optionalText = z.string().nullable();
/** 'dd/mm/yyyy hh:mm:ss' in São Paulo time. */
const dateTimeText = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)
  .describe("'dd/mm/yyyy hh:mm:ss', São Paulo wall-clock time (the spec's format).");
/** 'dd/mm/yyyy' (a São Paulo calendar day). */
const dateText = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/)
  .describe("'dd/mm/yyyy', a São Paulo calendar day (the spec's format).");

/** The refundable original payment types: credit card 6 and Pix 11 (spec §9). */
export const refundPaymentTypeSchema = z.union([z.literal(6), z.literal(11)]);
export type RefundPaymentType = z.infer<typeof refundPaymentTypeSchema>;

/** One movement of the statement (GET /returns/wallet/b2c → `wallet`), newest first. */
export const walletMovementSchema = z.object({
  MOV_ID: z.number().int(),
  MOV_DATA: dateTimeText,
  VCO_IDVTEX: optionalText,
  TCM_CODIGO: optionalText,
  PRT_ID: z.number().int().nullable(),
  DESC_OPER: z.string(),
  PED_CODIGO: optionalText,
  TIP_PGTO_ORIG: z.number().int().nullable(),
  TRANS_OPER: z.enum(['Credit', 'Debit']),
  /** 'V' value (money the shopper had), 'B' bonus (what the voucher added). */
  MOV_TIPO_LAN: z.enum(['V', 'B']),
  VALUE: reais,
  /** The balance after this movement, reais. */
  SALDO_TOTAL: reais,
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
  VALOR_VALE_COMPRAS_CREDITADO: reais,
  VALOR_VALE_COMPRAS_DEBITADO: reais,
  SALDO_TOTAL: reais,
  SALDO_POR_TIPO_PGTO: z
    .tuple([
      z.object({ TIP_PGTO_ORIG: z.literal(6), SALDO: reais }),
      z.object({ TIP_PGTO_ORIG: z.literal(11), SALDO: reais }),
    ])
    .describe('The balance refundable to each original payment type (6 card, 11 Pix), in reais.'),
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
  TCM_DTCRIACAO: dateText,
  TCM_DTVALIDADE: dateText,
  /** 'Ativo' is the active status (COUPON_ACTIVE_STATUS). */
  TCC_STATUS: z.string(),
  PED_DTSIS: dateText.nullable(),
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
  VALOR: reais,
  TIP_PGTO: refundPaymentTypeSchema,
  /** That payment type's balance after the refund, reais. */
  SALDO_TIPO_APOS: reais,
  SALDO_TOTAL_APOS: reais,
  commit: z.literal(false),
});
/** POST /returns/giftcards/refund with commit true → 201: what happened. */
export const refundAppliedSchema = z.object({
  REF_ID: z.number().int(),
  VALOR: reais,
  TIP_PGTO: refundPaymentTypeSchema,
  SALDO_TIPO_APOS: reais,
  SALDO_TOTAL_APOS: reais,
  commit: z.literal(true),
});
export const refundPreviewResponseSchema = z.object({ refund: refundPreviewSchema });
export const refundAppliedResponseSchema = z.object({ message: z.string(), refund: refundAppliedSchema });
/** Either answer of POST /returns/giftcards/refund (the web reads `refund.commit`). */
export const refundResponseSchema = z.union([refundAppliedResponseSchema, refundPreviewResponseSchema]);
export type RefundPreviewResponse = z.infer<typeof refundPreviewResponseSchema>;
export type RefundAppliedResponse = z.infer<typeof refundAppliedResponseSchema>;
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** Codes of the wallet's refusals ({ type, message, code }). */
export const WALLET_ERROR_CODES = [
  'coupon_not_available',
  'cpf_required',
  'refund_value_invalid',
  'refund_above_balance',
  'pix_key_required',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];
