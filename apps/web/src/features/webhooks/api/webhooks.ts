/**
 * The console's calls for webhook subscriptions (issue 26), through the console's own request function: an operator's
 * 401 sends them to sign in, every error reaches the screen that made the call. Keys live under 'backoffice', so
 * signing out drops them with the rest of the console's data.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeRequest } from '../../backoffice/api/client';
import { backofficeKeys } from '../../backoffice/api/keys';

export const subscriptionSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  pausedReason: z.enum(['admin', 'failing']).nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const attemptSchema = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  deliveryId: z.number().nullable(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number(),
  attemptedAt: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  response: z.string().nullable(),
  deliveryStatus: z.enum(['pending', 'delivered', 'failed']).nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

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
        z.object({ subscriptions: z.array(subscriptionSchema) }).parse(await backofficeRequest('/webhooks', { signal }))
          .subscriptions,
      retry: false,
    }),
  );
}

export function useDeliveryLog(subscriptionId: number) {
  return useQuery({
    queryKey: webhookKeys.log(subscriptionId),
    queryFn: async ({ signal }) =>
      z
        .object({ attempts: z.array(attemptSchema) })
        .parse(await backofficeRequest('/webhooks/deliveries', { query: { subscription: subscriptionId }, signal }))
        .attempts,
    retry: false,
  });
}

export interface NewSubscription {
  brandId: number;
  url: string;
  events: string[];
}

/** POST → 201 with the secret, shown only in this answer. */
export async function createSubscription(input: NewSubscription) {
  return subscriptionSchema
    .extend({ secret: z.string() })
    .parse(await backofficeRequest('/webhooks', { method: 'POST', body: input }));
}

export async function setSubscriptionActive(id: number, active: boolean) {
  return subscriptionSchema.parse(await backofficeRequest(`/webhooks/${id}`, { method: 'PATCH', body: { active } }));
}

export async function deleteSubscription(id: number) {
  await backofficeRequest(`/webhooks/${id}`, { method: 'DELETE' });
}

export async function rotateSecret(id: number) {
  return z
    .object({ id: z.number(), secret: z.string() })
    .parse(await backofficeRequest(`/webhooks/${id}/secret`, { method: 'POST' })).secret;
}

export async function sendTest(id: number) {
  return z.object({ attempt: attemptSchema }).parse(await backofficeRequest(`/webhooks/${id}/test`, { method: 'POST' }))
    .attempt;
}

export async function deliverAgain(subscriptionId: number, deliveryId: number) {
  await backofficeRequest(`/webhooks/${subscriptionId}/deliveries/${deliveryId}/redeliver`, { method: 'POST' });
}
