// The consumer record is shared customer data (lib/customer-data): one cache entry, refreshed for every screen at once.
export { useConsumer, type Consumer } from '../../../lib/customer-data/consumer';
