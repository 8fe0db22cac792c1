export { getSessionUser, setSessionUser, subscribeSession, useSessionUser } from './session-store';
export {
  SESSION_COOKIES,
  clearSessionCookies,
  hasSavedSession,
  readSavedAddress,
  readSavedEmail,
  readSavedUser,
  writeSessionCookies,
} from './session-cookies';
export {
  hasIdentity,
  parseSessionAddress,
  parseSessionUser,
  type SessionAddress,
  type SessionUser,
  type SessionUserInput,
} from './session-user';

/** Router state for /logout: set by 'Meus dados' after an erasure, so the page confirms it (issue 46). */
export interface LogoutState {
  erased?: boolean;
}
