import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BrandContext, type Brand } from '../lib/brand-context';
import { i18n, i18nReady } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { parseSessionUser, setSessionUser, type SessionUserInput } from '../lib/session';
import { baseTheme, cssVariablesResolver } from '../lib/theme';

/** Brand 1 as the seed defines it, for feature tests that render without the API. */
export const TEST_FEATURE_BRAND: Brand = {
  id: 1,
  name: 'Corre Brasil',
  palette: [
    '#FFF4EC',
    '#FFE4D1',
    '#FFC8A3',
    '#FFA66E',
    '#FF8540',
    '#F96A1C',
    '#E2560C',
    '#BF460A',
    '#9C3A0C',
    '#7A2F0E',
  ],
  logoUrl: '/api/brand/logo.svg',
  policyUrl: 'https://corre.example/politica',
  contactUrl: 'https://corre.example/contato',
  shopUrl: 'https://corre.example',
  companyCodes: [1],
};

export interface RenderFeatureOptions {
  path: string;
  /** Where the router starts when `path` is a pattern (e.g. 'flow/*'); `path` by default. */
  initialPath?: string;
  routes?: RouteObject[];
  language?: 'pt' | 'en' | 'es';
  /** The feature's i18n namespaces, besides common and validation. */
  namespaces: string[];
  user: SessionUserInput | null;
  /** Route the app's imperative navigation (lib/navigation) through the memory router. */
  connectNavigator?: boolean;
}

/**
 * Renders `ui` as a feature runs in the app: query cache, Mantine (no transitions, no portals), toasts, the brand,
 * a signed-in user and a memory router at `path` (with `routes` to observe navigation).
 */
export async function renderFeature(ui: ReactNode, options: RenderFeatureOptions) {
  const {
    path,
    initialPath = path,
    routes = [],
    language = 'pt',
    namespaces,
    user,
    connectNavigator = false,
  } = options;
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', ...namespaces, 'validation']);
  setSessionUser(user ? parseSessionUser(user) : null);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [initialPath] });
  if (connectNavigator) setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={baseTheme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <BrandContext.Provider value={TEST_FEATURE_BRAND}>
          <RouterProvider router={router} />
        </BrandContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  const cleanup = () => {
    view.unmount();
    queryClient.clear();
    setSessionUser(null);
    if (connectNavigator) setNavigator(null);
    act(() => notifications.clean());
  };
  return { ...view, router, queryClient, cleanup };
}
