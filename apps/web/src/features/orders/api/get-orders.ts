// The order lines are shared customer data (lib/customer-data): Home and the request steps read one cache entry.
export { ordersQueryOptions, useOrders, type OrderLineRecord } from '../../../lib/customer-data/order-lines';
