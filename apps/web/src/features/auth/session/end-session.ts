import { apiRequest } from '../../../lib/api-client';
import { clearAllFlowStates } from '../../../lib/flow-state-storage';
import { clearSession } from './save-session';

/**
 * Logs out: asks the API to end the server session (GET /authentication/logout, silently: a failure there must not
 * keep the shopper signed in here) and clears the user, the cookies of the app and the request flows' drafts of the
 * tab (an outside-store purchase half typed must not wait there for the next person on a shared phone).
 */
export async function endSession(): Promise<void> {
  clearSession();
  clearAllFlowStates();
  await apiRequest('/authentication/logout', { silent: true }).catch(() => undefined);
}
