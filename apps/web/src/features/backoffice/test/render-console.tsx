import { renderFeature } from '../../../test/render-feature';
import { backofficeRoutes } from '../routes';

/** The console as the app mounts it (its lazy routes and frame), opened at `path` in a memory router. */
export function renderConsole(path: string, language: 'pt' | 'en' | 'es' = 'pt') {
  return renderFeature(null, {
    path: '/shopper-page',
    initialPath: path,
    routes: backofficeRoutes,
    language,
    namespaces: ['backoffice'],
    user: null,
  });
}
