import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SessionUserInput } from '../../../lib/session';
import { renderFeature, TEST_FEATURE_BRAND } from '../../../test/render-feature';

export const TEST_BRAND = TEST_FEATURE_BRAND;
export const ANA: SessionUserInput = {
  email: 'ana.souza@example.com',
  phone: '',
  cpf: '52998224725',
  nome: 'Ana',
  telefone: '',
  address: null,
};

interface RenderOptions {
  language?: 'pt' | 'en' | 'es';
  user?: SessionUserInput | null;
  /** Where the list starts, e.g. with its filters in the query string. */
  initialPath?: string;
}

/** Renders the list page at /protocolos inside the app's providers, signed in as Ana unless `user` says otherwise. */
export function renderListPage(page: ReactNode, { language = 'pt', user = ANA, initialPath }: RenderOptions = {}) {
  return renderFeature(page, {
    path: '/protocolos',
    initialPath,
    routes: [{ path: '/protocol/:prtId', element: <p>detail page</p> }],
    language,
    namespaces: ['protocols'],
    user,
  });
}

/** Renders the detail page at /protocol/{id} (the route pattern gives the page its :prtId). */
export function renderDetailPage(page: ReactNode, id: string, { language = 'pt', user = ANA }: RenderOptions = {}) {
  return renderFeature(<Navigate to={`/protocol/${id}`} replace />, {
    path: '/start',
    routes: [
      { path: '/protocol/:prtId', element: page },
      { path: '/protocolos', element: <p>list page</p> },
    ],
    language,
    namespaces: ['protocols'],
    user,
  });
}
