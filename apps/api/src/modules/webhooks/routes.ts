/**
 * Events out (issue 26): webhook subscriptions for admins under /api/backoffice/webhooks, the event feed under
 * /api/integration/v1/events (the brand's integration key), and the delivery worker and retention sweep, started when
 * the app is ready and stopped when it closes (as the back office's drain, ADR 0022).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationApiKeys, isProduction } from '../../config';
import { brandKeyGuard, guardedBrand } from '../../lib/brand-api-key';
import { errorAnswers } from '../../lib/error-answer';
import { backofficeRuntime } from '../backoffice/routes';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { webhooksConfig } from './config';
import { createDeliveryWorker } from './delivery-worker';
import { feedPage } from './feed';
import { queuePausedNotice } from './paused-notice';
import { sweepOldEvents } from './retention';
import { deliverEventsSoon, onEventsCommitted } from '../events/committed';
import { setWebhooksRuntime } from './runtime';
import * as subscriptions from './subscriptions';
import {
  attemptAnswer,
  createdSubscriptionAnswer,
  deletedAnswer,
  deliveryLogAnswer,
  deliveryLogQuery,
  deliveryParams,
  feedAnswer,
  feedQuery,
  newSubscriptionBody,
  redeliveryAnswer,
  secretAnswer,
  subscriptionAnswer,
  subscriptionChangeBody,
  subscriptionParams,
  subscriptionsAnswer,
} from './wire';

function startJobs(app: FastifyInstance) {
  const settings = webhooksConfig(app.config);
  const worker = createDeliveryWorker({
    db: app.db,
    clock: app.clock,
    log: app.log,
    timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
    production: isProduction(app.config),
    codeHashSecret: app.config.CODE_HASH_SECRET,
    onPausedForFailures: async (subscriptionId) => {
      if ((await queuePausedNotice(app.db, subscriptionId, app.clock())) > 0) {
        void backofficeRuntime(app).drainer.kick();
      }
    },
  });
  setWebhooksRuntime(app, { worker, sweep: () => sweepOldEvents(app.db, app.clock()) });
  // The acting modules say when a commit wrote events (events/committed.ts): its deliveries leave now.
  onEventsCommitted(app, () => void worker.kick());

  const timers: NodeJS.Timeout[] = [];
  const every = (seconds: number, job: () => Promise<unknown>) => {
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      job().catch((error: { code?: string }) =>
        app.log.warn({ errCode: error.code ?? 'unknown' }, 'webhooks job failed'),
      );
    }, seconds * 1000);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    // Deliveries whose event committed before a crash or a restart (or whose claim lapsed) go out now.
    void worker.kick();
    every(settings.WEBHOOK_POLL_INTERVAL_SECONDS, () => worker.kick());
    every(settings.EVENT_RETENTION_INTERVAL_SECONDS, () => sweepOldEvents(app.db, app.clock()));
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await worker.idle();
  });
  return settings;
}

const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = startJobs(app);
  const production = isProduction(app.config);

  const contextOf = async (request: Parameters<typeof requireOperator>[1]) => {
    const admin = await requireOperator(app.db, request, app.clock());
    requireAdmin(admin);
    return {
      db: app.db,
      admin,
      now: app.clock(),
      production,
      codeHashSecret: app.config.CODE_HASH_SECRET,
      timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
    };
  };
  const tags = ['webhooks'];

  app.get(
    '/backoffice/webhooks',
    { schema: { tags, response: { 200: subscriptionsAnswer, ...errorAnswers(401, 403) } } },
    async (request) => ({ subscriptions: await subscriptions.listSubscriptions(await contextOf(request)) }),
  );

  app.post(
    '/backoffice/webhooks',
    {
      schema: {
        tags,
        body: newSubscriptionBody,
        response: { 201: createdSubscriptionAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const created = await subscriptions.createSubscription(context, request.body);
      request.log.info({ subscriptionId: created.id, by: context.admin.id, brandId: created.brandId }, 'webhook added');
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/backoffice/webhooks/:subscriptionId',
    {
      schema: {
        tags,
        params: subscriptionParams,
        body: subscriptionChangeBody,
        response: { 200: subscriptionAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const context = await contextOf(request);
      const view = await subscriptions.setActive(context, request.params.subscriptionId, request.body.active);
      request.log.info({ subscriptionId: view.id, by: context.admin.id, active: view.active }, 'webhook changed');
      if (view.active) void deliverEventsSoon(app);
      return view;
    },
  );

  app.delete(
    '/backoffice/webhooks/:subscriptionId',
    {
      schema: {
        tags,
        params: subscriptionParams,
        response: { 200: deletedAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const context = await contextOf(request);
      await subscriptions.deleteSubscription(context, request.params.subscriptionId);
      request.log.info({ subscriptionId: request.params.subscriptionId, by: context.admin.id }, 'webhook deleted');
      return { id: request.params.subscriptionId, deleted: true as const };
    },
  );

  app.post(
    '/backoffice/webhooks/:subscriptionId/secret',
    {
      schema: {
        tags,
        params: subscriptionParams,
        response: { 200: secretAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const context = await contextOf(request);
      const rotated = await subscriptions.rotateSecret(context, request.params.subscriptionId);
      request.log.info({ subscriptionId: rotated.id, by: context.admin.id }, 'webhook secret rotated');
      return rotated;
    },
  );

  app.post(
    '/backoffice/webhooks/:subscriptionId/test',
    {
      schema: {
        tags,
        params: subscriptionParams,
        response: { 200: attemptAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const context = await contextOf(request);
      return { attempt: await subscriptions.sendTestEvent(context, request.params.subscriptionId) };
    },
  );

  app.get(
    '/backoffice/webhooks/deliveries',
    {
      schema: {
        tags,
        querystring: deliveryLogQuery,
        response: { 200: deliveryLogAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      attempts: await subscriptions.deliveryLog(await contextOf(request), request.query.subscription),
    }),
  );

  app.post(
    '/backoffice/webhooks/:subscriptionId/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        params: deliveryParams,
        response: { 202: redeliveryAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      await subscriptions.redeliver(context, request.params.subscriptionId, request.params.deliveryId);
      void deliverEventsSoon(app);
      return reply.code(202).send({ deliveryId: request.params.deliveryId });
    },
  );

  app.get(
    '/integration/v1/events',
    {
      onRequest: brandKeyGuard(integrationApiKeys(app.config)),
      schema: {
        tags: ['integration'],
        querystring: feedQuery,
        response: { 200: feedAnswer, ...errorAnswers(400, 401) },
      },
    },
    async (request) =>
      feedPage(app.db, {
        brandId: guardedBrand(request),
        after: request.query.after,
        limit: request.query.limit,
        types: request.query.types,
      }),
  );
};

export default webhooksRoutes;
