import { buyerWithBankSchema } from '@portal/domain';

/**
 * The buyer-data step's schema: the domain's buyer form, with the bank form for a payment reversal (spec §5). The
 * phone is checked by the domain rule as typed: '(21) 99876-5432' (DDI 55 by default) or '+55 (21) 99876-5432'.
 */
export function buyerStepSchema(isReversal: boolean) {
  return buyerWithBankSchema(isReversal);
}
