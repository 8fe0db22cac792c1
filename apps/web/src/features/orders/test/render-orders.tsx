import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BrandContext, type Brand } from '../../../lib/brand-context';
import { i18n, i18nReady } from '../../../lib/i18n';
import { parseSessionUser, setSessionUser } from '../../../lib/session';
import { baseTheme, cssVariablesResolver } from '../../../lib/theme';

export const TEST_BRAND: Brand = {
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

export const TEST_EMAIL = 'ana.souza@example.com';

/**
 * Renders `ui` as the orders feature runs in the app: query cache, Mantine (no transitions, no portals), toasts, the
 * brand, a signed-in user and a memory router at `path` (with `routes` to observe navigation).
 */
export async function renderOrders(
  ui: ReactNode,
  {
    path = '/home',
    routes = [],
    language = 'pt',
    email = TEST_EMAIL,
  }: { path?: string; routes?: RouteObject[]; language?: 'pt' | 'en' | 'es'; email?: string } = {},
) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'orders', 'validation']);
  setSessionUser(parseSessionUser({ email, phone: '', cpf: '52998224725', nome: 'Ana', telefone: '', address: null }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={baseTheme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <BrandContext.Provider value={TEST_BRAND}>
          <RouterProvider router={router} />
        </BrandContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  const cleanup = () => {
    view.unmount();
    queryClient.clear();
    setSessionUser(null);
    act(() => notifications.clean());
  };
  return { ...view, router, queryClient, cleanup };
}
