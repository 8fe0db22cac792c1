import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BrandContext, type Brand } from '../../../lib/brand-context';
import { i18n, i18nReady } from '../../../lib/i18n';
import { setNavigator } from '../../../lib/navigation';
import { parseSessionUser, setSessionUser, type SessionUserInput } from '../../../lib/session';
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

export const TEST_SESSION_USER: SessionUserInput = {
  email: TEST_EMAIL,
  phone: '',
  cpf: '52998224725',
  nome: 'Ana Paula Souza',
  telefone: '11987654321',
  address: {
    cep: '01310100',
    endereco: 'Avenida Paulista',
    numero: '1000',
    complemento: 'Apto 82',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
};

/** A page that only says where the shopper landed, to observe navigation. */
export const landing = (path: string): RouteObject => ({ path, element: <h1>{`landed ${path}`}</h1> });

/**
 * Renders `ui` as the request feature runs in the app: query cache, Mantine (no transitions, no portals), toasts, the
 * brand, a signed-in user and a memory router at `path`, with /home and /protocolos as landing pages.
 */
export async function renderRequest(
  ui: ReactNode,
  {
    path = '/produtos-adquiridos-online/confirmacao',
    language = 'pt',
    user = TEST_SESSION_USER,
  }: { path?: string; language?: 'pt' | 'en' | 'es'; user?: SessionUserInput | null } = {},
) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'request', 'validation']);
  setSessionUser(user ? parseSessionUser(user) : null);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter([{ path, element: ui }, landing('/home'), landing('/protocolos')], {
    initialEntries: [path],
  });
  setNavigator((to, options) => void router.navigate(to, options));
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
    setNavigator(null);
    act(() => notifications.clean());
  };
  return { ...view, router, queryClient, cleanup };
}
