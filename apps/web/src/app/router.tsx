import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { BootScreen } from '../components/ui/boot-screen';
import { backofficeRoutes } from '../features/backoffice/routes';
import { RequireSession } from './guard/require-session';
import { FreePageHydratedMark } from './hydrated-mark';
import { LoginEntry } from './routes/login-entry';
import { LanguageSelect } from './layout/language-select';
import { RouteErrorPage } from './routes/route-error-page';
import type { RoutePreload } from './route-preload';
import { loadAppLayout } from './signed-in-frame-code';

// Every page is its own chunk (route-level lazy) so the first page only carries what it shows.
const loadLoginPage = () => import('../features/auth/routes/login-page');
const LoginPage = lazy(loadLoginPage);
const LogoutPage = lazy(() => import('./routes/logout-page'));
const loadHomePage = () => import('../features/orders/routes/home-page');
const loadWalletPage = () => import('../features/wallet/routes/wallet-page');
const loadProtocolListPage = () => import('../features/protocols/routes/protocol-list-page');
const loadProtocolDetailPage = () => import('../features/protocols/routes/protocol-detail-page');
const loadOnlineRequestPage = () => import('../features/request/routes/online-request-page');
const loadOutsideStorePage = () => import('./routes/outside-store-route');
const loadAboutPage = () => import('./routes/about-page');
const loadPrivacyPage = () => import('../features/privacy/routes/privacy-page');
const HomePage = lazy(loadHomePage);
const WalletPage = lazy(loadWalletPage);
const ProtocolListPage = lazy(loadProtocolListPage);
const ProtocolDetailPage = lazy(loadProtocolDetailPage);
const OnlineRequestPage = lazy(loadOnlineRequestPage);
const OutsideStorePage = lazy(loadOutsideStorePage);
const AboutPage = lazy(loadAboutPage);
const PrivacyPage = lazy(loadPrivacyPage);

// Signed-in pages start loading while the session is checked (see route-preload).
const homePreload: RoutePreload = {
  page: loadHomePage,
  data: () => import('../features/orders/api/prefetch-home'),
};
const sessionPage = (preload: RoutePreload) => ({ access: 'session' as const, preload });
// The signed-in frame is not on /login (see signed-in-frame-code.ts).
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

export type RouteAccess = 'free' | 'session';

/** Spec §2 routes and their access marks; `/dev/outbox` is served by the API, not by the SPA. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '/login': 'free',
  '/logout': 'free',
  '/': 'session',
  '/home': 'session',
  '/carteira': 'session',
  '/protocolos': 'session',
  '/protocol/:prtId': 'session',
  '/produtos-adquiridos-online': 'session',
  '/produtos-adquiridos-online/produto': 'session',
  '/produtos-adquiridos-online/confirmacao': 'session',
  '/produtos-adquiridos-fora-da-loja-online': 'session',
  '/produtos-adquiridos-fora-da-loja-online/produto': 'session',
  '/produtos-adquiridos-fora-da-loja-online/confirmacao': 'session',
  '/about': 'session',
  '/meus-dados': 'session',
};

/**
 * The request flows' step addresses (spec §2). The feature page above draws the whole flow and keeps its state across
 * steps, so a step route itself renders nothing. `element: null` says so explicitly: a leaf route without an element
 * makes React Router warn 'Matched leaf route … does not have an element' on every render (issue 11 item 17).
 */
const flowSteps = (): RouteObject[] => [
  { path: 'produto', handle: { access: 'session', step: 'produto' }, element: null },
  { path: 'confirmacao', handle: { access: 'session', step: 'confirmacao' }, element: null },
];

export interface AppRoutesOptions {
  /** Header slot for the orders feature's selection badge. */
  headerActions?: ReactNode;
  /** Header slot for the wallet's notification bell. */
  notificationBell?: ReactNode;
}

export function createRoutes({ headerActions, notificationBell }: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      // Pages outside the signed-in frame (login, logout, 404) wait for their chunk here.
      element: (
        <Suspense fallback={<BootScreen />}>
          <Outlet />
          <FreePageHydratedMark />
        </Suspense>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: '/login',
          // No session needed; the preload is the page's code, loaded before a server-rendered page hydrates.
          handle: { access: 'free', preload: { page: loadLoginPage } },
          element: (
            <LoginEntry>
              <LoginPage languageSelect={<LanguageSelect />} />
            </LoginEntry>
          ),
        },
        { path: '/logout', handle: { access: 'free' }, element: <LogoutPage /> },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout headerActions={headerActions} notificationBell={notificationBell} />,
              children: [
                { index: true, handle: sessionPage(homePreload), element: <HomePage /> },
                { path: 'home', handle: sessionPage(homePreload), element: <HomePage /> },
                {
                  path: 'carteira',
                  handle: sessionPage({
                    page: loadWalletPage,
                    data: () => import('../features/wallet/api/prefetch-wallet'),
                  }),
                  element: <WalletPage />,
                },
                {
                  path: 'protocolos',
                  handle: sessionPage({
                    page: loadProtocolListPage,
                    data: () => import('../features/protocols/api/prefetch-protocol-list'),
                  }),
                  element: <ProtocolListPage />,
                },
                {
                  path: 'protocol/:prtId',
                  handle: sessionPage({ page: loadProtocolDetailPage }),
                  element: <ProtocolDetailPage />,
                },
                {
                  path: 'produtos-adquiridos-online',
                  handle: sessionPage({ page: loadOnlineRequestPage }),
                  element: <OnlineRequestPage />,
                  children: flowSteps(),
                },
                {
                  path: 'produtos-adquiridos-fora-da-loja-online',
                  handle: sessionPage({ page: loadOutsideStorePage }),
                  element: <OutsideStorePage />,
                  children: flowSteps(),
                },
                { path: 'about', handle: sessionPage({ page: loadAboutPage }), element: <AboutPage /> },
                { path: 'meus-dados', handle: sessionPage({ page: loadPrivacyPage }), element: <PrivacyPage /> },
              ],
            },
          ],
        },
        // The operators' console (issue 14): its own frame and sign-in, every page lazy (features/backoffice).
        ...backofficeRoutes,
        { path: '*', handle: { access: 'free' }, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(options?: AppRoutesOptions) {
  return createBrowserRouter(createRoutes(options));
}
