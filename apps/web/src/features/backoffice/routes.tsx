import type { RouteObject } from 'react-router';
import { CONSOLE_PATH } from './lib/paths';

/**
 * The back-office console (issue 14), mounted by the app router. This file holds only route objects and lazy imports:
 * importing it adds no console code to the shopper's first page; the frame and every page arrive when /backoffice is
 * opened. `access: 'free'` keeps the shopper's session guard and preloads out: the console has its own sign-in.
 */
export const backofficeRoutes: RouteObject[] = [
  {
    path: CONSOLE_PATH,
    handle: { access: 'free' },
    // Opened directly, the console's first chunk is still loading when the router starts: nothing to show yet (and
    // React Router warns when a lazy first route has no fallback).
    HydrateFallback: () => null,
    lazy: () => import('./routes/console-frame').then((module) => ({ Component: module.default })),
    children: [
      {
        index: true,
        lazy: () => import('./routes/queue-page').then((module) => ({ Component: module.default })),
      },
      {
        path: 'login',
        lazy: () => import('./routes/sign-in-page').then((module) => ({ Component: module.default })),
      },
      {
        path: 'protocols/:prtId',
        lazy: () => import('./routes/protocol-page').then((module) => ({ Component: module.default })),
      },
      {
        path: 'reports',
        lazy: () => import('./routes/reasons-report-page').then((module) => ({ Component: module.default })),
      },
      {
        path: '*',
        lazy: () => import('./routes/console-not-found').then((module) => ({ Component: module.default })),
      },
    ],
  },
];
