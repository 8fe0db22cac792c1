import type { Language } from '@portal/domain';

/**
 * Query keys of the data more than one feature reads (order lines, banks, the consumer record, settings): one cache
 * entry each, so the home page and the confirmation steps share what was loaded and one invalidation refreshes both.
 */
export const customerDataKeys = {
  all: ['customer-data'] as const,
  orderLines: () => [...customerDataKeys.all, 'order-lines'] as const,
  banks: () => [...customerDataKeys.all, 'banks'] as const,
  consumers: () => [...customerDataKeys.all, 'consumer'] as const,
  consumer: (identity: string) => [...customerDataKeys.consumers(), identity] as const,
  settings: (brandId: number, language: Language) => [...customerDataKeys.all, 'settings', brandId, language] as const,
};
