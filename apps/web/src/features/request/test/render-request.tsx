import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { SessionUserInput } from '../../../lib/session';
import { renderFeature, TEST_FEATURE_BRAND } from '../../../test/render-feature';

export const TEST_BRAND = TEST_FEATURE_BRAND;

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

/** Renders `ui` inside the app's providers as the request flow sees them, with /home and /protocolos as landing pages. */
export function renderRequest(
  ui: ReactNode,
  {
    path = '/produtos-adquiridos-online/confirmacao',
    language = 'pt',
    user = TEST_SESSION_USER,
  }: { path?: string; language?: 'pt' | 'en' | 'es'; user?: SessionUserInput | null } = {},
) {
  return renderFeature(ui, {
    path,
    routes: [landing('/home'), landing('/protocolos')],
    language,
    namespaces: ['request'],
    user,
    connectNavigator: true,
  });
}
