// Banks are shared customer data (lib/customer-data): one cache entry for every screen that shows bank fields.
export { useBanks, type Bank } from '../../../lib/customer-data/banks';
