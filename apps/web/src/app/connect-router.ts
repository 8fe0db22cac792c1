import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { loginPathFor } from '../features/auth/lib/return-path';
import { clearSession } from '../features/auth/session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { setNavigator } from '../lib/navigation';
import { clearPageToasts } from '../lib/notify';
import { clearUserQueries } from './query-client';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state' | 'subscribe'>;

/**
 * Gives code outside React (toasts, the API client) the router: redirect-on-close navigates in-app, a 401
 * anywhere (the API client already showed the warning, spec §8) ends the session and opens /login, and a page
 * change clears the previous page's toasts.
 * Returns the function that disconnects it.
 */
export function connectRouter(router: Router, queryClient: QueryClient): () => void {
  setNavigator((path, options) => void router.navigate(path, options));
  setUnauthorizedHandler(() => {
    clearSession();
    clearUserQueries(queryClient);
    const { pathname, search, hash } = router.state.location;
    // Back to the same page after signing in again (issue 23 item 8).
    if (pathname !== '/login') void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
  });
  // Toasts belong to the page that raised them: a new page starts clean (those that explain the move stay).
  let pathname = router.state.location.pathname;
  const stopWatching = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    clearPageToasts();
  });
  return () => {
    stopWatching();
    setNavigator(null);
    setUnauthorizedHandler(null);
  };
}
