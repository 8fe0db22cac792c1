import { apiRequest } from '../../../lib/api-client';
import { clearSession } from './save-session';

/**
 * Logs out: asks the API to end the server session (GET /authentication/logout, silently: a failure there must not
 * keep the shopper signed in here) and clears the user and the cookies of the app.
 */
export async function endSession(): Promise<void> {
  clearSession();
  await apiRequest('/authentication/logout', { silent: true }).catch(() => undefined);
}
