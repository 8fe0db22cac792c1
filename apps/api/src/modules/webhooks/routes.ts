/**
 * Events out (issue 26): webhook subscriptions for admins under /api/backoffice/webhooks, the event feed under
 * /api/integration/v1/events (the brand's integration key), and the deliveries and the retention sweep as jobs of the
 * app's job worker (ADR 0089, ADR 0090).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationApiKeys, isProduction } from '../../config';
import { brandKeyGuard, guardedBrand } from '../../lib/brand-api-key';
import { errorAnswers } from '../../lib/error-answer';
import { backofficeRuntime } from '../backoffice/routes';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { webhooksConfig } from './config';
import { adoptPendingDeliveries, deliveryJob, deliveryWorkerOf } from './delivery-worker';
import { jobWorker } from '../jobs/runtime';
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

/** Events kept 30 days: a recurring job (one run a period across instances). */
export const RETENTION_JOB = 'webhooks.retention';

/**
 * The deliveries and the retention sweep run on the app's job worker (ADR 0089, ADR 0090): each delivery is a job,
 * woken after the commits that recorded events, and the retention a recurring job.
 */
function startJobs(app: FastifyInstance) {
  const settings = webhooksConfig(app.config);
  const jobs = jobWorker(app);
  jobs.register(
    deliveryJob({
      log: app.log,
      timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
      production: isProduction(app.config),
      codeHashSecret: app.config.CODE_HASH_SECRET,
      onPausedForFailures: async (subscriptionId) => {
        if ((await queuePausedNotice(app.db, subscriptionId, app.clock())) > 0) {
          void backofficeRuntime(app).drainer.kick();
        }
      },
    }),
  );
  if (settings.EVENT_RETENTION_INTERVAL_SECONDS > 0) {
    jobs.register({
      kind: RETENTION_JOB,
      maxAttempts: 5,
      backoff: { firstGapMs: 60_000, maxGapMs: 3_600_000, jitter: 0.5 },
      everyMs: settings.EVENT_RETENTION_INTERVAL_SECONDS * 1000,
      transactional: true,
      async run(_job, { db, now }) {
        app.log.info(await sweepOldEvents(db, now), 'webhook events swept');
      },
    });
  }
  const worker = deliveryWorkerOf(jobs);
  // Deliveries written before their jobs were (an older version's, still pending) get theirs, then go.
  app.addHook('onReady', async () => {
    await adoptPendingDeliveries(app.db, app.clock()).catch((error: { code?: string }) =>
      app.log.warn({ errCode: error.code ?? 'unknown' }, 'pending webhook deliveries not adopted'),
    );
    void worker.kick();
  });
  setWebhooksRuntime(app, { worker, sweep: () => sweepOldEvents(app.db, app.clock()) });
  // The acting modules say when a commit wrote events (events/committed.ts): its deliveries leave now.
  onEventsCommitted(app, () => void worker.kick());
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
