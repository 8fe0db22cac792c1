import type { Language } from '@portal/domain';

/**
 * Query keys of the data more than one feature reads (order lines, banks, the consumer record, settings): one cache
 * entry each, so the home page and the confirmation steps share what was loaded and one invalidation refreshes both.
 */
export const customerDataKeys = {
  all: ['customer-data'] as const,
  /** The lines carry product and colour names in the request language (ADR 0032): one entry per language. */
  orderLines: (language: Language) => [...customerDataKeys.all, 'order-lines', language] as const,
  banks: () => [...customerDataKeys.all, 'banks'] as const,
  consumers: () => [...customerDataKeys.all, 'consumer'] as const,
  consumer: (identity: string) => [...customerDataKeys.consumers(), identity] as const,
  settings: (brandId: number, language: Language) => [...customerDataKeys.all, 'settings', brandId, language] as const,
};
