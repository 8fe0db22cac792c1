/**
 * Asks this app's outbox drain to send what a request just committed (the drain lives with the back office's jobs,
 * ADR 0022), so a shopper's "we received your request" leaves now rather than at the next periodic drain.
 */
import type { FastifyInstance } from 'fastify';
import { backofficeRuntime } from '../backoffice/routes';
import { deliverEventsSoon } from '../events/committed';
import { jobWorker } from '../jobs/runtime';
import { ISSUE_JOB } from '../shipping/enqueue';

export function sendQueuedMessages(app: FastifyInstance): void {
  void backofficeRuntime(app).drainer.kick();
  // The same commit wrote its events (issue 26): their webhooks leave now too.
  deliverEventsSoon(app);
  // A protocol opened at a brand that issues at opening: its Correios authorisation is asked for now (issue 48).
  void jobWorker(app).kick([ISSUE_JOB]);
}
