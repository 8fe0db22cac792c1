/**
 * `modals.*` calls made before Mantine's modals manager exists: held by OnDemandHosts (which mounts the manager on the
 * first one) and replayed by ModalsHost once it listens. A module of its own so the two import it rather than each
 * other (a cycle: on-demand-hosts lazily imports modals-host).
 */
let pendingModalEvents: CustomEvent[] = [];

export function holdModalEvent(event: CustomEvent): void {
  pendingModalEvents.push(event);
}

/** Replays what was asked before the modals manager existed; called by ModalsHost once it listens. */
export function replayPendingModalEvents(): void {
  const events = pendingModalEvents;
  pendingModalEvents = [];
  for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
}
