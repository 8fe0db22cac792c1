import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { renderFeature, TEST_FEATURE_BRAND } from '../../../test/render-feature';

export const TEST_BRAND = TEST_FEATURE_BRAND;
export const TEST_EMAIL = 'ana.souza@example.com';

/** Renders `ui` inside the app's providers as the orders feature sees them, signed in as `email`. */
export function renderOrders(
  ui: ReactNode,
  {
    path = '/home',
    routes = [],
    language = 'pt',
    email = TEST_EMAIL,
  }: { path?: string; routes?: RouteObject[]; language?: 'pt' | 'en' | 'es'; email?: string } = {},
) {
  return renderFeature(ui, {
    path,
    routes,
    language,
    namespaces: ['orders'],
    user: { email, phone: '', cpf: '52998224725', nome: 'Ana', telefone: '', address: null },
  });
}
