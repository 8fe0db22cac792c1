import { hasSavedSession, getSessionUser, hasIdentity } from '../lib/session';
import { restoreSession } from '../features/auth/session';
import { loadPageCode, needsSession, preloadOf } from './route-preload';

/**
 * At start-up, before the brand has even arrived: the first page's code starts downloading and, for a signed-in page
 * with a saved session, so does the session check (the guard later joins the same request). Without this the three
 * run one after the other: brand, session, page.
 */
export function startFirstPageLoads(matches: readonly { handle?: unknown }[]): void {
  if (!needsSession(matches)) return;
  loadPageCode(preloadOf(matches));
  if (hasSavedSession() && !hasIdentity(getSessionUser())) void restoreSession();
}
