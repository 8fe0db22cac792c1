import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { AppRoutesOptions } from './router';

// Header slots are filled here, where features are composed (features do not import each other). Lazy: the badge
// brings the selection rules, which /login (the first page of a signed-out visitor) does not need.
const loadOrders = () => import('../features/orders');
const loadWallet = () => import('../features/wallet');
const SelectionBadge = lazy(() => loadOrders().then((module) => ({ default: module.SelectionBadge })));
const WalletBell = lazy(() => loadWallet().then((module) => ({ default: module.WalletBell })));

/** The header slots' code a signed-in page at `pathname` shows (loaded before a server-rendered page hydrates). */
export function loadHeaderSlotCode(pathname: string): Promise<unknown>[] {
  return pathname === '/carteira' ? [loadOrders(), loadWallet()] : [loadOrders()];
}

/**
 * The same slots' source files (keys of the client build's manifest), for the server render: their CSS goes into the
 * page with the page's own (the bell's dot was drawn only once its chunk's CSS came) and their chunks are preloaded.
 */
export function headerSlotSources(pathname: string): string[] {
  return pathname === '/carteira'
    ? ['src/features/orders/index.ts', 'src/features/wallet/index.ts']
    : ['src/features/orders/index.ts'];
}

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
