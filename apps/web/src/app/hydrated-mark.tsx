import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { needsSession } from './route-preload';

function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Marks the page interactive (`<html data-hydrated="true">`), for the e2e suite and anyone measuring (ADR 0024).
 *
 * React hydrates the server's HTML in two steps: first what lies outside Suspense boundaries, then each boundary, at
 * a lower priority and in slices. Every page sits in a boundary (its code is a lazy chunk), so a mark set by the app's
 * root came before the page itself answered clicks; the suite then clicked into a page still being hydrated. This
 * component is the last child of the boundary that holds the page: its effect runs once that boundary has hydrated.
 */
export function PageHydratedMark() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * The same mark for the pages outside the signed-in frame (login, logout, not found), which share one boundary with
 * the frame: under it, a signed-in page is marked by the frame's own PageHydratedMark.
 */
export function FreePageHydratedMark() {
  const inFrame = needsSession(useMatches());
  useEffect(() => {
    if (!inFrame) markHydrated();
  }, [inFrame]);
  return null;
}
