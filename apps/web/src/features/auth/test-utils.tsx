/** Test helpers of the auth feature: the dialogs inside the providers they need, against a real local HTTP server. */
import type { ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrandContext, type Brand } from '../../lib/brand-context';
import { i18n, i18nReady } from '../../lib/i18n';
import { baseTheme, cssVariablesResolver } from '../../lib/theme';
import { json, type RecordedRequest } from '../../test/test-server';

export const AUTH_TEST_BRAND: Brand = {
  id: 4,
  name: 'Maré Teste',
  palette: [
    '#e8f8fb',
    '#c9eef5',
    '#97dde9',
    '#5fc7d9',
    '#33b0c7',
    '#1796ae',
    '#0e7b91',
    '#0c6477',
    '#0a5062',
    '#083b49',
  ],
  logoUrl: '/api/brand/logo.svg',
  policyUrl: 'https://mare.example/politica-de-trocas',
  contactUrl: 'https://mare.example/fale-conosco',
  shopUrl: 'https://mare.example/',
  companyCodes: [157],
};

export const LOGGED_USER = {
  email: 'ana.souza@example.com',
  phone: '5511987654321',
  cpf: '52998224725',
  nome: 'Ana Paula Souza',
  telefone: '5511987654321',
  address: {
    cep: '01310100',
    endereco: 'Av. Paulista',
    numero: '1000',
    complemento: null,
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
};

/** The API answers the dialogs need, per call; anything else is a 404 in the error body of ARCHITECTURE §6. */
export interface FakeAuthApi {
  code?: (body: Record<string, unknown>, response: ServerResponse) => void;
  login?: (body: Record<string, unknown>, response: ServerResponse) => void;
}

export function fakeAuthApi(api: FakeAuthApi) {
  return (request: RecordedRequest, response: ServerResponse) => {
    const path = request.url.split('?')[0];
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && path === '/api/authentication/fastaccess/code' && api.code) {
      api.code(body, response);
      return;
    }
    if (request.method === 'POST' && path === '/api/authentication/fastaccess/login' && api.login) {
      api.login(body, response);
      return;
    }
    json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  };
}

/** A code request answered as the API does: where the code went, masked. */
export function answerCodeSent(body: Record<string, unknown>, response: ServerResponse) {
  const email = typeof body.email === 'string' ? body.email : null;
  const fone = typeof body.fone === 'string' ? body.fone : '';
  json(response, 200, {
    user: email ? `${email[0]}***${email.slice(email.indexOf('@'))}` : `+55 (11) *****-${fone.slice(-4)}`,
  });
}

export function requestsTo(requests: RecordedRequest[], path: string): Record<string, unknown>[] {
  return requests
    .filter((request) => request.url.split('?')[0] === path)
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);
}

export const CODE_PATH = '/api/authentication/fastaccess/code';
export const LOGIN_PATH = '/api/authentication/fastaccess/login';

/** Renders `ui` with the brand, Mantine (no transitions), the toasts, the query client and the `auth` texts. */
export async function renderWithAuthProviders(
  ui: ReactNode,
  { brand = AUTH_TEST_BRAND, language = 'pt' }: { brand?: Brand; language?: 'pt' | 'en' | 'es' } = {},
) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'auth', 'validation']);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <BrandContext.Provider value={brand}>
        <MantineProvider theme={baseTheme} cssVariablesResolver={cssVariablesResolver} env="test">
          <Notifications />
          {node}
        </MantineProvider>
      </BrandContext.Provider>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

export function clearAuthToasts() {
  act(() => notifications.clean());
}
