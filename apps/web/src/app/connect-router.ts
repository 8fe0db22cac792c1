import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { clearSession } from '../features/auth/session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { setNavigator } from '../lib/navigation';
import { clearUserQueries } from './query-client';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Gives code outside React (toasts, the API client) the router: redirect-on-close navigates in-app, and a 401
 * anywhere (the API client already showed the warning, spec §8) ends the session and opens /login.
 * Returns the function that disconnects it.
 */
export function connectRouter(router: Router, queryClient: QueryClient): () => void {
  setNavigator((path, options) => void router.navigate(path, options));
  setUnauthorizedHandler(() => {
    clearSession();
    clearUserQueries(queryClient);
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  return () => {
    setNavigator(null);
    setUnauthorizedHandler(null);
  };
}
