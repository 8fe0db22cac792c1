/**
 * The console's calls for webhook subscriptions (issue 26), through the console's own request function: an operator's
 * 401 sends them to sign in, every error reaches the screen that made the call. Keys live under 'backoffice', so
 * signing out drops them with the rest of the console's data.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  attemptAnswer,
  createdSubscriptionAnswer,
  deliveryLogAnswer,
  secretAnswer,
  subscriptionAnswer,
  subscriptionsAnswer,
  type NewSubscription,
} from '@portal/domain/backoffice';
import { backofficeRequest } from '../../backoffice/api/client';
import { backofficeKeys } from '../../backoffice/api/keys';

export type { Attempt, NewSubscription, Subscription } from '@portal/domain/backoffice';

export const webhookKeys = {
  all: () => [...backofficeKeys.all, 'webhooks'] as const,
  list: () => [...webhookKeys.all(), 'list'] as const,
  log: (subscriptionId: number) => [...webhookKeys.all(), 'log', subscriptionId] as const,
};

export function useSubscriptions() {
  return useQuery(
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: async ({ signal }) =>
        subscriptionsAnswer.parse(await backofficeRequest('/webhooks', { signal })).subscriptions,
      retry: false,
    }),
  );
}

export function useDeliveryLog(subscriptionId: number) {
  return useQuery({
    queryKey: webhookKeys.log(subscriptionId),
    queryFn: async ({ signal }) =>
      deliveryLogAnswer.parse(
        await backofficeRequest('/webhooks/deliveries', { query: { subscription: subscriptionId }, signal }),
      ).attempts,
    retry: false,
  });
}

/** POST → 201 with the secret, shown only in this answer. */
export async function createSubscription(input: NewSubscription) {
  return createdSubscriptionAnswer.parse(await backofficeRequest('/webhooks', { method: 'POST', body: input }));
}

export async function setSubscriptionActive(id: number, active: boolean) {
  return subscriptionAnswer.parse(await backofficeRequest(`/webhooks/${id}`, { method: 'PATCH', body: { active } }));
}

export async function deleteSubscription(id: number) {
  await backofficeRequest(`/webhooks/${id}`, { method: 'DELETE' });
}

export async function rotateSecret(id: number) {
  return secretAnswer.parse(await backofficeRequest(`/webhooks/${id}/secret`, { method: 'POST' })).secret;
}

export async function sendTest(id: number) {
  return attemptAnswer.parse(await backofficeRequest(`/webhooks/${id}/test`, { method: 'POST' })).attempt;
}

export async function deliverAgain(subscriptionId: number, deliveryId: number) {
  await backofficeRequest(`/webhooks/${subscriptionId}/deliveries/${deliveryId}/redeliver`, { method: 'POST' });
}
