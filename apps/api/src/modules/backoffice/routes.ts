/**
 * The back office (issue 14, ADR 0022): operator sign-in, the queue, protocol moves, reports and operators under
 * /api/backoffice, the ERP's moves under /api/erp, and the two jobs that run inside the API — the notification drain
 * and the expiry scheduler — started when the app is ready and stopped when it closes, so server.ts needs nothing.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createMessenger } from '../mail';
import erpRoutes from '../erp/routes';
import { createDrainer, type Drainer } from '../notifications/drain';
import { deliverEventsSoon } from '../events/committed';
import backofficeAdminRoutes from './admin-routes';
import backofficeAuthRoutes from './auth-routes';
import { backofficeConfig } from './config';
import { expireWaitingProtocols } from './expiry';
import backofficeProtocolRoutes from './protocol-routes';

export interface BackofficeRuntime {
  /** The outbox drain of this app: tests await `kick()` to see what a move sent. */
  drainer: Drainer;
  /** One expiry run with this app's database and clock (null when another instance holds the run). */
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
  const drainer = createDrainer({ db: app.db, clock: app.clock, messenger, log: app.log });
  const afterCommit = () => {
    void drainer.kick();
    // A move's events (issue 26) leave with its message.
    deliverEventsSoon(app);
  };
  const runExpiry = async () => {
    const expired = await expireWaitingProtocols({ db: app.db, clock: app.clock, days: settings.PROTOCOL_EXPIRY_DAYS });
    if (expired) {
      app.log.info({ expired }, 'protocols expired');
      afterCommit();
    }
    return expired;
  };
  runtimes.set(app.server, { drainer, runExpiry });

  await app.register(backofficeAuthRoutes, { deps: { db: app.db, clock: app.clock, config: app.config, messenger } });
  await app.register(backofficeProtocolRoutes, { afterCommit });
  await app.register(backofficeAdminRoutes);
  await app.register(erpRoutes, { afterCommit });

  const timers: NodeJS.Timeout[] = [];
  const every = (seconds: number, job: () => Promise<unknown>) => {
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      job().catch((error: { code?: string }) =>
        app.log.warn({ errCode: error.code ?? 'unknown' }, 'backoffice job failed'),
      );
    }, seconds * 1000);
    // The jobs never keep a process alive that is otherwise done.
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    // Messages whose move committed before a crash or a restart are sent now.
    afterCommit();
    every(settings.NOTIFICATION_DRAIN_INTERVAL_SECONDS, () => drainer.kick());
    if (settings.PROTOCOL_EXPIRY_INTERVAL_SECONDS > 0) {
      setImmediate(() => void runExpiry().catch(() => undefined));
      every(settings.PROTOCOL_EXPIRY_INTERVAL_SECONDS, runExpiry);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await drainer.idle();
    messenger.close();
  });
};

export default backofficeRoutes;
