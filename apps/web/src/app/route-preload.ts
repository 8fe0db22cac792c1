import type { PrefetchContext } from '../lib/prefetch-context';

export type { PrefetchContext };

/** A module that starts a page's first queries (kept apart from the page so it arrives long before the page does). */
export interface PrefetchModule {
  prefetch(context: PrefetchContext): void;
}

/**
 * What a signed-in page can fetch before it renders. Without it a cold visit is a waterfall: brand, then the session
 * check, then the page's chunk, then its data. With it the chunk loads while the session is checked, and the data
 * while the chunk loads.
 */
export interface RoutePreload {
  /** The page's chunk: the same import its React.lazy uses, so the browser fetches it once. */
  page: () => Promise<unknown>;
  /** Its first queries, run once the session is known (they need it: the server answers 401 without one). */
  data?: () => Promise<PrefetchModule>;
}

interface MatchWithHandle {
  handle?: unknown;
}

/** The preload of the deepest matched route that has one. */
export function preloadOf(matches: readonly MatchWithHandle[]): RoutePreload | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { preload?: RoutePreload } | undefined;
    if (handle?.preload) return handle.preload;
  }
  return null;
}

/** Whether the deepest matched route with an access mark needs a session. */
export function needsSession(matches: readonly MatchWithHandle[]): boolean {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const access = (matches[index]?.handle as { access?: string } | undefined)?.access;
    if (access) return access === 'session';
  }
  return false;
}

const ignore = () => undefined;

/** Starts downloading the page's chunk and its prefetch module; a failure here is met again, and shown, on render. */
export function loadPageCode(preload: RoutePreload | null): void {
  if (!preload) return;
  preload.page().catch(ignore);
  preload.data?.().catch(ignore);
}

/** Runs the page's prefetch once its module is in; queries already fresh in the cache are not fetched again. */
export function prefetchPageData(preload: RoutePreload | null, context: PrefetchContext): void {
  preload
    ?.data?.()
    .then((module) => module.prefetch(context))
    .catch(ignore);
}
