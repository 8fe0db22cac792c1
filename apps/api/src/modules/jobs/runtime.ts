/**
 * The job worker of each built app, keyed by its HTTP server (as backofficeRuntime is): modules register their kinds
 * on it while the app is built, kick it after their commits, and tests drive it by hand with their own clock.
 */
import type { FastifyInstance } from 'fastify';
import type { JobWorker } from './worker';

const workers = new WeakMap<object, JobWorker>();

export function setJobWorker(app: FastifyInstance, worker: JobWorker): void {
  workers.set(app.server, worker);
}

export function jobWorker(app: FastifyInstance): JobWorker {
  const worker = workers.get(app.server);
  if (!worker) throw new Error('the jobs module is not registered on this app (it goes before the modules using it)');
  return worker;
}
