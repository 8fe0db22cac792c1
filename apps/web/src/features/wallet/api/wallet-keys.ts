import type { Language } from '@portal/domain';
import type { StatementFilters } from '../lib/statement-filters';

/**
 * Query keys of the wallet (its settings texts share Home's entry, lib/customer-data). Movement texts come in the request language, so those keys
 * carry it; everything sits under `wallet` so one invalidation after a refund or a coupon reloads the whole page.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  totals: () => [...walletKeys.all, 'totals'] as const,
  statement: (filters: StatementFilters, language: Language) =>
    [...walletKeys.all, 'statement', filters, language] as const,
  coupons: (language: Language) => [...walletKeys.all, 'coupons', language] as const,
  campaign: () => [...walletKeys.all, 'campaign'] as const,
  giftCard: () => [...walletKeys.all, 'gift-card'] as const,
};
