import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true afterwards (and at once in a page the
 * browser renders itself). What only the browser knows (its storage) must wait for it: read during hydration it
 * would draw something else than the server's HTML (ADR 0024).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
