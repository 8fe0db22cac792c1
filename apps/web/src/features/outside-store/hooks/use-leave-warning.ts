import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `active`, leaving the page is asked first: the browser's own prompt on reload, close or a typed address
 * (beforeunload), and the returned blocker for a move inside the app (a link, Back/Forward, the flow's own back
 * button). Chosen files live only in memory (a File cannot be stored), so leaving the confirmation step loses them.
 */
export function useLeaveWarning(active: boolean): Blocker {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and some others still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
