import { useEffect, useState } from 'react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { brandQueryOptions } from '../features/brand';
import type { ServerRenderState } from '../lib/server-state';
import { connectRouter } from './connect-router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouteOptions } from './route-options';
import { createAppRouter } from './router';
import { startFirstPageLoads } from './start-first-page-loads';
import { DocumentDescription } from './use-document-description';

/** A query cache that starts with what the server render read (brand, the page's data), so hydration fetches none of it. */
function createStartingQueryClient(serverState: ServerRenderState | null): QueryClient {
  const queryClient = createQueryClient();
  if (serverState) {
    queryClient.setQueryData(brandQueryOptions().queryKey, serverState.brand);
    hydrate(queryClient, serverState.queries);
  }
  return queryClient;
}

export function App({ serverState = null }: { serverState?: ServerRenderState | null }) {
  const [queryClient] = useState(() => createStartingQueryClient(serverState));
  const [router] = useState(() => {
    const created = createAppRouter(createAppRouteOptions());
    startFirstPageLoads(
      created.state.matches.map((match) => ({ handle: match.route.handle })),
      queryClient,
    );
    return created;
  });

  useEffect(() => connectRouter(router, queryClient), [router, queryClient]);

  return (
    <AppProviders queryClient={queryClient}>
      <DocumentDescription />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
