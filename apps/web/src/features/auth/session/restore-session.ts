import { apiRequest } from '../../../lib/api-client';
import { hasIdentity, parseSessionUser, type SessionUser } from '../../../lib/session';
import { clearSession, saveSession } from './save-session';

let inFlight: Promise<SessionUser | null> | null = null;

/**
 * Asks the API who the session cookie belongs to (GET /authentication/valid). Resolves with the user, saved again
 * (which renews the cookies), or with null after clearing everything when there is no valid session.
 * Concurrent callers share one request.
 */
export function restoreSession(): Promise<SessionUser | null> {
  inFlight ??= apiRequest<{ user?: unknown }>('/authentication/valid')
    .then(
      (body) => {
        const user = parseSessionUser(body?.user);
        if (!hasIdentity(user)) {
          clearSession();
          return null;
        }
        return saveSession(user);
      },
      () => {
        clearSession();
        return null;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
