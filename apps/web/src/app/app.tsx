import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider, useLocation } from 'react-router';
import { connectRouter } from './connect-router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { startFirstPageLoads } from './start-first-page-loads';
import { DocumentDescription } from './use-document-description';

// Header slots are filled here, where features are composed (features do not import each other). Lazy: the badge
// brings the selection rules, which /login (the first page of a signed-out visitor) does not need.
const SelectionBadge = lazy(() => import('../features/orders').then((module) => ({ default: module.SelectionBadge })));
const WalletBell = lazy(() => import('../features/wallet').then((module) => ({ default: module.WalletBell })));

/** Spec §2 Header: the bell belongs to /carteira, so its chunk is fetched only there. */
function WalletBellSlot() {
  const { pathname } = useLocation();
  if (pathname !== '/carteira') return null;
  return (
    <Suspense fallback={null}>
      <WalletBell />
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter({
      headerActions: (
        <Suspense fallback={null}>
          <SelectionBadge />
        </Suspense>
      ),
      notificationBell: <WalletBellSlot />,
    });
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
