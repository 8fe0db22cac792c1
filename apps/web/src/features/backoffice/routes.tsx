import type { RouteObject } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { CONSOLE_PATH } from './console-path';
import type { ConsolePage } from './routes/lazy-pages';

export { CONSOLE_PATH };

/** Each page arrives when its route is opened (routes/lazy-pages.ts says why through one module). */
const page = (name: ConsolePage) => () => import('./routes/lazy-pages').then((module) => module.loadPage(name));

/**
 * The back-office console (issue 14), mounted by the app router. This file holds only route objects and one lazy
 * import: it adds no console code to the shopper's first page; the frame and every page arrive when /backoffice is
 * opened. `access: 'free'` keeps the shopper's session guard and preloads out: the console has its own sign-in.
 */
export const backofficeRoutes: RouteObject[] = [
  {
    path: CONSOLE_PATH,
    handle: { access: 'free' },
    // Opened directly, the console's chunks are still loading when the browser's router starts. The server rendered the
    // frame's first state (who is signed in is not known there: a loader), so the fallback is that same loader and the
    // page hydrates without a mismatch (React #418). PageLoader is in the entry script already (the shopper's layout).
    HydrateFallback: PageLoader,
    lazy: page('frame'),
    children: [
      { index: true, lazy: page('queue') },
      { path: 'login', lazy: page('signIn') },
      { path: 'protocols/:prtId', lazy: page('protocol') },
      { path: 'protocols/:prtId/slip', lazy: page('slip') },
      { path: 'dashboard', lazy: page('dashboard') },
      { path: 'reports', lazy: page('report') },
      { path: 'operators', lazy: page('operators') },
      { path: 'vtex', lazy: page('vtex') },
      { path: 'jobs', lazy: page('jobs') },
      { path: 'settings', lazy: page('settings') },
      { path: 'webhooks', lazy: page('webhooks') },
      { path: '*', lazy: page('notFound') },
    ],
  },
];
