import { isApiError, apiRequest } from '../../../lib/api-client';
import { hasIdentity, parseSessionUser, type SessionUser } from '../../../lib/session';
import { clearSession, saveSession } from './save-session';

/**
 * What the session call said: a shopper; nobody (401, or an answer without anyone to reach: simply signed out, which
 * is no error, issue 23 item 14); or no answer at all (no connection, a 5xx), which is worth telling the shopper.
 */
export type SessionCheck =
  { state: 'signed-in'; user: SessionUser } | { state: 'signed-out' } | { state: 'unavailable' };

let inFlight: Promise<SessionCheck> | null = null;

/**
 * Asks the API who the session cookie belongs to (GET /authentication/valid). Saves the user it answers again (which
 * renews the cookies); anything else clears everything. Concurrent callers share one request.
 */
export function checkSession(): Promise<SessionCheck> {
  inFlight ??= apiRequest<{ user?: unknown }>('/authentication/valid')
    .then(
      (body): SessionCheck => {
        const user = parseSessionUser(body?.user);
        if (!hasIdentity(user)) {
          clearSession();
          return { state: 'signed-out' };
        }
        return { state: 'signed-in', user: saveSession(user) };
      },
      (error: unknown): SessionCheck => {
        clearSession();
        const answered = isApiError(error) && error.status >= 400 && error.status < 500;
        return answered ? { state: 'signed-out' } : { state: 'unavailable' };
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The session's user, or null when there is none (whatever the reason). */
export function restoreSession(): Promise<SessionUser | null> {
  return checkSession().then((check) => (check.state === 'signed-in' ? check.user : null));
}
