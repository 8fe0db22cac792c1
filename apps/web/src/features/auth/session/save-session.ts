import {
  clearSessionCookies,
  parseSessionUser,
  setSessionUser,
  writeSessionCookies,
  type SessionUser,
  type SessionUserInput,
} from '../../../lib/session';

/** Call after a successful login (or restore): keeps the user in memory and in the cookies of spec §4. */
export function saveSession(input: SessionUserInput): SessionUser {
  const user = parseSessionUser(input);
  if (!user) throw new TypeError('saveSession: not a session user');
  writeSessionCookies(user);
  setSessionUser(user);
  return user;
}

/** Forgets the user locally: memory and cookies (the server session is ended by endSession). */
export function clearSession(): void {
  clearSessionCookies();
  setSessionUser(null);
}
