import type { QueryClient } from '@tanstack/react-query';
import { brandQueryOptions, getBrand } from '../features/brand';
import { hasSavedSession, getSessionUser, hasIdentity } from '../lib/session';
import { restoreSession } from '../features/auth/session';
import { loadPageCode, needsSession, preloadOf } from './route-preload';

/**
 * At start-up, before React has rendered anything: the brand request, the first page's code and, for a signed-in
 * page with a saved session, the session check all start at once (BrandProvider and the guard later join the same
 * requests). Without this they ran one after the other: session, brand (after the first commit), page.
 *
 * The brand is fetched here without the query's AbortSignal: TanStack Query cancels a fetch that read its signal
 * when the last component watching it unmounts, and React's StrictMode (development) mounts BrandProvider twice, so
 * the first request was cancelled and sent again. Nothing ever needs to cancel the brand: every screen waits for it.
 */
export function startFirstPageLoads(matches: readonly { handle?: unknown }[], queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ ...brandQueryOptions(), queryFn: () => getBrand() });
  if (!needsSession(matches)) return;
  // The session check before the page's code: the code is some 30 requests, and a browser sends at most six at a
  // time to one host, so a check asked for after them waited in that queue (measured: bench/home-first-card.ts).
  if (hasSavedSession() && !hasIdentity(getSessionUser())) void restoreSession();
  loadPageCode(preloadOf(matches));
}
