import type { Language } from '@portal/domain';

/**
 * Query keys of the orders feature. Catalogue texts (reason, desire and sub-reason names) come in
 * the request language, so their keys carry it: switching language loads them again in the new one.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  reasons: (language: Language) => [...ordersKeys.all, 'reasons', language] as const,
  subReasons: (language: Language) => [...ordersKeys.all, 'sub-reasons', language] as const,
  desires: (language: Language) => [...ordersKeys.all, 'desires', language] as const,
  desireRuleNames: () => [...ordersKeys.all, 'desire-rule-names'] as const,
  /** The variants carry colour names in the request language (ADR 0032). */
  stock: (productCode: string, productModel: string, language: Language) =>
    [...ordersKeys.all, 'stock', productCode, productModel, language] as const,
  bonus: (bonusCode: number) => [...ordersKeys.all, 'bonus', bonusCode] as const,
};
