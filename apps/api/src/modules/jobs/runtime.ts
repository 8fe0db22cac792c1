/**
 * The job worker of each built app, keyed by its HTTP server (as backofficeRuntime is): modules register their kinds
 * on it while the app is built, kick it after their commits, and tests drive it by hand with their own clock.
 */
import type { FastifyInstance } from 'fastify';
import { createJobWorker, type JobWorker } from './worker';

const workers = new WeakMap<object, JobWorker>();

export function setJobWorker(app: FastifyInstance, worker: JobWorker): void {
  workers.set(app.server, worker);
}

export function jobWorker(app: FastifyInstance): JobWorker {
  const worker = workers.get(app.server);
  if (!worker) throw new Error('the jobs module is not registered on this app (it goes before the modules using it)');
  return worker;
}

/**
 * The app's job worker, or, on a host that is not the API (a test's bare Fastify with a database and a clock, a
 * tool), a worker of its own for this host: started when it is ready (polling every `pollMs`), stopped when it closes.
 */
export function jobWorkerFor(app: FastifyInstance, pollMs: number): JobWorker {
  const registered = workers.get(app.server);
  if (registered) return registered;
  const worker = createJobWorker({ db: app.db, clock: app.clock, log: app.log });
  setJobWorker(app, worker);
  app.addHook('onReady', async () => worker.start(pollMs));
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
