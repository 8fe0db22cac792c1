/**
 * The shipping module (issue 48, ADR 0091): the carrier of each brand (its Correios contract, or outside production
 * the development carrier), the `shipping.issue` and recurring `shipping.poll` jobs on the app's one job worker, the
 * shopper's and the operator's views of a protocol's shipping and the operator's actions.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleShipmentResponseSchema, shopperShipmentResponseSchema } from '@portal/domain';
import { errorAnswers } from '../../lib/error-answer';
import { protocolParams } from '../backoffice/wire';
import { requireOperator } from '../backoffice/operator-session';
import { deliverEventsSoon } from '../events/committed';
import { jobWorker } from '../jobs/runtime';
import { NOTIFICATION_JOB } from '../notifications/drain';
import { protocolIdParams, protocolOwner } from '../protocols/read-routes';
import { developmentCarrier, type Carrier } from './carrier';
import { shippingSettings, type ShippingSettings } from './config';
import { createCorreiosClient } from './correios-client';
import { ISSUE_JOB, ISSUE_MAX_ATTEMPTS, POLL_JOB } from './enqueue';
import { issueForProtocol, type CarrierFor } from './issue-service';
import { pollBrand, type PollResult } from './poll-service';
import shippingDashboardRoutes from './dashboard-routes';
import { cancelShipment, consoleShipment, extendShipment, issueAgain, shopperShipment } from './view-service';

export interface ShippingRuntime {
  carrierFor: CarrierFor;
  /** One poll (tracking, reminders, expiry) of every connected brand with this app's clock, by hand. */
  runPoll(): Promise<PollResult>;
}

const runtimes = new WeakMap<object, ShippingRuntime>();

export function shippingRuntime(app: FastifyInstance): ShippingRuntime {
  const runtime = runtimes.get(app.server);
  if (!runtime) throw new Error('the shipping module is not registered on this app');
  return runtime;
}

/** Each brand's own carrier: its contract's client, never another brand's; else the development carrier, if allowed. */
export function carriersOf(
  settings: ShippingSettings,
  clock: () => Date,
): { carrierFor: CarrierFor; brands: () => number[] } {
  const clients = new Map<number, Carrier>(
    settings.contracts.map((contract) => [contract.brandId, createCorreiosClient({ contract, settings, clock })]),
  );
  const dev = settings.developmentCarrier ? developmentCarrier() : null;
  const devBrands = new Set<number>();
  return {
    carrierFor: (brandId) => {
      const carrier = clients.get(brandId);
      if (carrier) return carrier;
      if (dev) devBrands.add(brandId);
      return dev;
    },
    brands: () => [...clients.keys(), ...devBrands],
  };
}

const byOperator = {
  params: protocolParams,
  response: { 200: consoleShipmentResponseSchema, ...errorAnswers(400, 401, 404, 409, 422, 503) },
};

const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = shippingSettings();
  const { carrierFor, brands } = carriersOf(settings, app.clock);
  const jobs = jobWorker(app);
  // A move made by a job leaves its message and its event as an operator's does.
  const afterMoves = () => {
    void jobs.kick([NOTIFICATION_JOB]);
    deliverEventsSoon(app);
  };

  jobs.register({
    kind: ISSUE_JOB,
    maxAttempts: ISSUE_MAX_ATTEMPTS,
    backoff: { firstGapMs: 30_000, maxGapMs: 3_600_000, jitter: 0.5 },
    async run(job, { db, now }) {
      const protocolId = Number(job.payload.protocolId);
      const outcome = await issueForProtocol(
        db,
        carrierFor,
        protocolId,
        now,
        job.attempts > 1,
        job.attempts >= job.maxAttempts,
      );
      app.log.info({ protocolId, outcome }, 'shipping authorisation');
    },
    afterCommit: afterMoves,
  });

  const poll = async (now: Date): Promise<PollResult> => {
    const result: PollResult = { tracked: 0, moves: 0, reminded: 0, extended: 0, expired: 0, errors: [] };
    for (const brandId of new Set([...settings.contracts.map((c) => c.brandId), ...brands()])) {
      const carrier = carrierFor(brandId);
      if (carrier) await pollBrand(app.db, carrier, brandId, now, result);
    }
    if (result.moves || result.reminded || result.expired) afterMoves();
    return result;
  };
  jobs.register({
    kind: POLL_JOB,
    maxAttempts: 3,
    backoff: { firstGapMs: 60_000, maxGapMs: 600_000, jitter: 0.5 },
    everyMs: settings.trackingIntervalSeconds * 1000,
    async run(_job, { now }) {
      const result = await poll(now);
      app.log.info({ ...result, errors: result.errors.length }, 'shipping poll');
    },
  });
  runtimes.set(app.server, { carrierFor, runPoll: () => poll(app.clock()) });

  app.get(
    '/returns/protocols/b2c/shipment/:prt_id',
    {
      schema: {
        params: protocolIdParams,
        response: { 200: shopperShipmentResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => shopperShipment(app.db, carrierFor, protocolOwner(request), request.params.prt_id, request.lang),
  );

  const operatorOf = (request: Parameters<typeof requireOperator>[1]) => requireOperator(app.db, request, app.clock());

  app.get('/backoffice/protocols/:prtId/shipment', { schema: byOperator }, async (request) => {
    const operator = await operatorOf(request);
    return consoleShipment(app.db, carrierFor, operator, request.params.prtId, request.lang);
  });

  const action = (path: string, run: typeof issueAgain) =>
    app.post(`/backoffice/protocols/:prtId/shipment/${path}`, { schema: byOperator }, async (request) => {
      const operator = await operatorOf(request);
      await run(app.db, carrierFor, operator, request.params.prtId, app.clock());
      request.log.info({ prtId: request.params.prtId, operatorId: operator.id, action: path }, 'shipment action');
      if (path === 'issue-again') void jobs.kick([ISSUE_JOB]);
      return consoleShipment(app.db, carrierFor, operator, request.params.prtId, request.lang);
    });
  action('issue-again', issueAgain);
  action('extend', extendShipment);
  action('cancel', cancelShipment);
  await app.register(shippingDashboardRoutes);
};

export default shippingRoutes;
