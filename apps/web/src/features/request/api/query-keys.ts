/** Query keys of the request feature; its own, so its reads never mix with another feature's cache entries. */
export const requestKeys = {
  all: ['request'] as const,
  orderCustomers: () => [...requestKeys.all, 'order-customers'] as const,
};
