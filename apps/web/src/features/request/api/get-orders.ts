// The order lines are shared customer data (lib/customer-data): Home and the request steps read one cache entry.
export { useOrders } from '../../../lib/customer-data/order-lines';
