import type { ServerResponse } from 'node:http';
import { act, render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { connectRouter } from '../app/connect-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes, type AppRoutesOptions } from '../app/router';
import { clearSession } from '../features/auth/session';
import { i18n, i18nReady } from '../lib/i18n';
import { json, type RecordedRequest } from './test-server';

export const TEST_BRAND = {
  id: 1,
  name: 'Corre Sports',
  palette: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#228be6',
    '#1c7ed6',
    '#1971c2',
    '#1864ab',
  ],
  logoUrl: '/api/brand/logo.svg',
  policyUrl: 'https://corre.example/politica',
  contactUrl: 'https://corre.example/contato',
  shopUrl: 'https://corre.example',
  companyCodes: [1],
};

export const TEST_USER = {
  email: 'ana@example.com',
  phone: '',
  cpf: '52998224725',
  nome: 'Ana Souza',
  telefone: '11987654321',
  address: {
    cep: '01310100',
    endereco: 'Av. Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
};

/**
 * The API a signed-in or signed-out shopper meets: brand, session check and logout. `session` says whether the
 * session cookie is valid; `brand: null` makes the host unknown.
 */
export function fakeApi(state: { session: boolean; brand?: typeof TEST_BRAND | null }) {
  return (request: RecordedRequest, response: ServerResponse): void => {
    const path = request.url.split('?')[0];
    if (path === '/api/brand') {
      if (state.brand === null) return json(response, 404, { type: 'ERROR', message: 'Marca não encontrada' });
      return json(response, 200, { brand: state.brand ?? TEST_BRAND });
    }
    if (path === '/api/authentication/valid') {
      return state.session
        ? json(response, 200, { user: TEST_USER })
        : json(response, 401, { type: 'ERROR', message: 'Sessão inválida' });
    }
    if (path === '/api/authentication/logout') {
      state.session = false;
      return json(response, 200, {});
    }
    if (path === '/api/brand/logo.svg') {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      return;
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  };
}

/** The whole app (providers, routes, guard) at `path`, in a memory router. */
export async function renderApp(
  path: string,
  { language = 'pt', ...routeOptions }: { language?: 'pt' | 'en' | 'es' } & AppRoutesOptions = {},
) {
  await i18nReady;
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(routeOptions), { initialEntries: [path] });
  const disconnect = connectRouter(router, queryClient);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const cleanup = () => {
    disconnect();
    view.unmount();
    queryClient.clear();
    clearSession();
    act(() => notifications.clean());
  };
  return { ...view, router, queryClient, cleanup };
}
