/**
 * After a commit that may have written events, the modules that acted say so here, and whoever reads events (the
 * webhooks' delivery worker today) registers to hear it: the acting modules then wake the readers without importing
 * them (issue 47, ADR 0087). Keyed by the app's HTTP server, which every encapsulated context of one app shares and no
 * other app has, as the modules' runtimes are.
 */
import type { FastifyInstance } from 'fastify';

type Listener = () => void;

const listeners = new WeakMap<object, Listener[]>();

/** Called once by a reader when its module registers on `app`. */
export function onEventsCommitted(app: FastifyInstance, listener: Listener): void {
  listeners.set(app.server, [...(listeners.get(app.server) ?? []), listener]);
}

/** After a commit that may have written events: their readers act now rather than at their next poll. */
export function deliverEventsSoon(app: FastifyInstance): void {
  for (const listener of listeners.get(app.server) ?? []) listener();
}
