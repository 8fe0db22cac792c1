import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { i18n, i18nReady } from '../lib/i18n';
import { baseTheme, cssVariablesResolver } from '../lib/theme';

/**
 * Renders `ui` at `path` inside Mantine (no transitions) and a memory router; `routes` adds other pages so
 * navigation can be observed.
 */
export async function renderUi(
  ui: ReactNode,
  {
    path = '/',
    routes = [],
    language = 'pt',
  }: { path?: string; routes?: RouteObject[]; language?: 'pt' | 'en' | 'es' } = {},
) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('common');
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={baseTheme} cssVariablesResolver={cssVariablesResolver} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}
