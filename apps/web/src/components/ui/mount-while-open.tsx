import { useCallback, useState, type ReactNode } from 'react';

/**
 * Mounts a modal only from the moment it opens until its closing transition has ended; `children` receives the
 * callback to pass as the modal's `onExitTransitionEnd`.
 *
 * A closed Mantine Modal still mounts its root, portal and two transitions, each reading a media query and setting
 * state after mounting, and the component around it still subscribes to i18next. Home draws three modals per order
 * card: with 17 cards that was 51 closed modals, 1,600 of the page's 2,400 React fibers and a dozen extra commits
 * while hydrating, most of the page's Total Blocking Time (ADR 0024). Gated, they cost nothing until a shopper opens
 * one, and the closing fade still plays because the modal stays mounted until Mantine reports its end.
 */
export function MountWhileOpen({
  opened,
  children,
}: {
  opened: boolean;
  children: (onExited: () => void) => ReactNode;
}) {
  const [mounted, setMounted] = useState(opened);
  // Set during render, not in an effect: the modal mounts in the same commit as the state that opened it.
  if (opened && !mounted) setMounted(true);
  const onExited = useCallback(() => setMounted(false), []);
  return opened || mounted ? children(onExited) : null;
}
