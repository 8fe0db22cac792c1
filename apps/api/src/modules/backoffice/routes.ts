/**
 * The back office (issue 14, ADR 0022): operator sign-in, the queue, protocol moves, reports and operators under
 * /api/backoffice, the ERP's moves under /api/erp, and two kinds of job of the app's one job worker (ADR 0089): the
 * notification sends and the recurring protocol expiry.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createMessenger } from '../mail';
import erpRoutes from '../erp/routes';
import { jobWorker } from '../jobs/runtime';
import { drainerOf, notificationJob, type Drainer } from '../notifications/drain';
import { deliverEventsSoon } from '../events/committed';
import backofficeAdminRoutes from './admin-routes';
import backofficeAuthRoutes from './auth-routes';
import { backofficeConfig } from './config';
import { expireWaitingProtocols, expiryJob } from './expiry';
import backofficeProtocolRoutes from './protocol-routes';

export interface BackofficeRuntime {
  /** The outbox drain of this app: tests await `kick()` to see what a move sent. */
  drainer: Drainer;
  /** One expiry run with this app's database and clock, by hand (the job runs it every period). */
  runExpiry(): Promise<number | null>;
}

// Keyed by the app's HTTP server, which every encapsulated context of one app shares and no other app has.
const runtimes = new WeakMap<object, BackofficeRuntime>();

/** The jobs of a built app (tests drive them by hand with their own clock). */
export function backofficeRuntime(app: FastifyInstance): BackofficeRuntime {
  const runtime = runtimes.get(app.server);
  if (!runtime) throw new Error('the backoffice module is not registered on this app');
  return runtime;
}

const backofficeRoutes: FastifyPluginAsync = async (app) => {
  const settings = backofficeConfig(app.config);
  const messenger = createMessenger({ config: app.config, db: app.db, clock: app.clock, log: app.log });
  const jobs = jobWorker(app);
  jobs.register(notificationJob(messenger, app.log));
  const drainer = drainerOf(jobs);
  const afterCommit = () => {
    void drainer.kick();
    // A move's events (issue 26) leave with its message.
    deliverEventsSoon(app);
  };
  const afterExpiry = (expired: number) => {
    if (!expired) return;
    app.log.info({ expired }, 'protocols expired');
    afterCommit();
  };
  if (settings.PROTOCOL_EXPIRY_INTERVAL_SECONDS > 0) {
    jobs.register(
      expiryJob({
        days: settings.PROTOCOL_EXPIRY_DAYS,
        everyMs: settings.PROTOCOL_EXPIRY_INTERVAL_SECONDS * 1000,
        afterRun: afterExpiry,
      }),
    );
  }
  const runExpiry = async () => {
    const expired = await expireWaitingProtocols({ db: app.db, clock: app.clock, days: settings.PROTOCOL_EXPIRY_DAYS });
    afterExpiry(expired);
    return expired;
  };
  runtimes.set(app.server, { drainer, runExpiry });

  await app.register(backofficeAuthRoutes, { deps: { db: app.db, clock: app.clock, config: app.config, messenger } });
  await app.register(backofficeProtocolRoutes, { afterCommit });
  await app.register(backofficeAdminRoutes);
  await app.register(erpRoutes, { afterCommit });

  app.addHook('onReady', async () => {
    // Messages whose move committed before a crash or a restart are sent now (the worker's start-up pass too).
    afterCommit();
  });
  app.addHook('onClose', async () => {
    // The running send finishes before its messenger closes.
    await jobs.stop();
    messenger.close();
  });
};

export default backofficeRoutes;
