/**
 * The jobs module (issue 47, ADR 0089): the one worker of this app's background work, started when the app is ready
 * and stopped when it closes (it lets the running job finish, ADR 0017), and the console's failed jobs.
 */
import type { FastifyPluginAsync } from 'fastify';
import { jobsConfig } from './config';
import { pruneJobsHandler } from './prune';
import { setJobWorker } from './runtime';
import { createJobWorker } from './worker';
import jobsConsoleRoutes from './console-routes';

const jobsRoutes: FastifyPluginAsync = async (app) => {
  const settings = jobsConfig(app.config);
  const worker = createJobWorker({
    db: app.db,
    clock: app.clock,
    log: app.log,
    stopGraceMs: app.config.SHUTDOWN_TIMEOUT_MS,
  });
  worker.register(pruneJobsHandler);
  setJobWorker(app, worker);
  await app.register(jobsConsoleRoutes);
  app.addHook('onReady', async () => worker.start(settings.JOBS_POLL_INTERVAL_SECONDS * 1000));
  app.addHook('onClose', async () => worker.stop());
};

export default jobsRoutes;
