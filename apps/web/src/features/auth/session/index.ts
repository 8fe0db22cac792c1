export { saveSession, clearSession } from './save-session';
export { checkSession, restoreSession, type SessionCheck } from './restore-session';
export { endSession } from './end-session';
export {
  getSessionUser,
  hasIdentity,
  hasSavedSession,
  readSavedAddress,
  readSavedEmail,
  readSavedUser,
  useSessionUser,
  type SessionAddress,
  type SessionUser,
  type SessionUserInput,
} from '../../../lib/session';
