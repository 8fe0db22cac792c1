import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { AppRoutesOptions } from './router';

import { loadOrdersFeature, loadWalletFeature } from './signed-in-frame-code';

// Header slots are filled here, where features are composed (features do not import each other). Lazy: the badge
// brings the selection rules, which /login (the first page of a signed-out visitor) does not need.
const SelectionBadge = lazy(() => loadOrdersFeature().then((module) => ({ default: module.SelectionBadge })));
const WalletBell = lazy(() => loadWalletFeature().then((module) => ({ default: module.WalletBell })));

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

/** The routes' header slots: the same in the browser and in the server render, so hydration finds the same tree. */
export function createAppRouteOptions(): AppRoutesOptions {
  return {
    headerActions: (
      <Suspense fallback={null}>
        <SelectionBadge />
      </Suspense>
    ),
    notificationBell: <WalletBellSlot />,
  };
}
