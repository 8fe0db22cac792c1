/**
 * Query keys of the customer data more than one feature reads (order lines, banks, the consumer record): one cache
 * entry each, so the home page and the confirmation steps share what was loaded and one invalidation refreshes both.
 */
export const customerDataKeys = {
  all: ['customer-data'] as const,
  orderLines: () => [...customerDataKeys.all, 'order-lines'] as const,
  banks: () => [...customerDataKeys.all, 'banks'] as const,
  consumers: () => [...customerDataKeys.all, 'consumer'] as const,
  consumer: (identity: string) => [...customerDataKeys.consumers(), identity] as const,
};
