import { useId } from 'react';

/**
 * Mantine's `useId` (from @mantine/hooks), as the browser build uses it (build/mantine-stable-id.ts, ADR 0028).
 *
 * Mantine's own draws the id React gives it, then replaces it with a random one in a layout effect after mounting.
 * On a page rendered on the server that is a second, synchronous render of every input, tab, popover and modal right
 * after hydration (on /carteira 26 ms of a phone's main thread in one task, a long task every visit) and ids that
 * change under the shopper's assistive technology. React's id is already unique in the page and the same on the
 * server and in the browser, so this one keeps it: the same string Mantine draws first, and no effect.
 */
export function useStableId(staticId?: string): string {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
