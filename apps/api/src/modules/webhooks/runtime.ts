/**
 * The delivery worker of each built app, keyed by its HTTP server (as backofficeRuntime is), so tests can drive it by
 * hand. Other modules wake it after their commit through events/committed.ts, never by importing webhooks (ADR 0087).
 */
import type { FastifyInstance } from 'fastify';
import type { DeliveryWorker } from './delivery-worker';

export interface WebhooksRuntime {
  worker: DeliveryWorker;
  /** One retention sweep with this app's database and clock. */
  sweep(): Promise<{ events: number; attempts: number }>;
}

const runtimes = new WeakMap<object, WebhooksRuntime>();

export function setWebhooksRuntime(app: FastifyInstance, runtime: WebhooksRuntime): void {
  runtimes.set(app.server, runtime);
}

export function webhooksRuntime(app: FastifyInstance): WebhooksRuntime {
  const runtime = runtimes.get(app.server);
  if (!runtime) throw new Error('the webhooks module is not registered on this app');
  return runtime;
}
