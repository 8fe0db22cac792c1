import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts a modal only from the moment it opens until its closing transition has ended; `children` receives the
 * callback to pass as the modal's `onExitTransitionEnd`.
 *
 * A closed Mantine Modal still mounts its root, portal and two transitions, each reading a media query and setting
 * state after mounting, and the component around it still subscribes to the translations. Home draws three modals per order
 * card: with 17 cards that was 51 closed modals, 1,600 of the page's 2,400 React fibers and a dozen extra commits
 * while hydrating, most of the page's Total Blocking Time (ADR 0024). Gated, they cost nothing until a shopper opens
 * one, and the closing fade still plays because the modal stays mounted until Mantine reports its end.
 *
 * Focus goes back to what had it when the modal opened. Mantine does that itself 10 ms after closing, but a modal
 * that mounts already open records nothing to return to, and without motion (reduced-motion settings) it ends its
 * closing at once and is gone before those 10 ms.
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

  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the modal's focus trap moves the focus (it waits a tick).
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [opened]);
  useEffect(() => {
    if (mounted) return;
    const target = opener.current;
    opener.current = null;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (target?.isConnected && focusLost) target.focus({ preventScroll: true });
  }, [mounted]);
  return opened || mounted ? children(onExited) : null;
}
