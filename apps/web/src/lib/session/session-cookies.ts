import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { deleteCookie, getCookie, setCookie } from '../cookies';
import { parseSessionAddress, parseSessionUser, type SessionAddress, type SessionUser } from './session-user';

/** Spec §4: the e-mail, the user and the address are kept in cookies for SESSION_DAYS. */
export const SESSION_COOKIES = { email: 'portal_email', user: 'portal_user', address: 'portal_address' } as const;

export function writeSessionCookies(user: SessionUser): void {
  const { address, ...person } = user;
  const options = { maxAgeSeconds: SESSION_MAX_AGE_SECONDS };
  if (user.email) setCookie(SESSION_COOKIES.email, user.email, options);
  else deleteCookie(SESSION_COOKIES.email);
  setCookie(SESSION_COOKIES.user, JSON.stringify(person), options);
  setCookie(SESSION_COOKIES.address, JSON.stringify(address), options);
}

export function clearSessionCookies(): void {
  for (const name of Object.values(SESSION_COOKIES)) deleteCookie(name);
}

export function readSavedEmail(): string | null {
  return getCookie(SESSION_COOKIES.email) || null;
}

function readJsonCookie(name: string): unknown {
  const raw = getCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readSavedAddress(): SessionAddress | null {
  const saved = readJsonCookie(SESSION_COOKIES.address);
  return saved ? parseSessionAddress(saved) : null;
}

/** The user saved at login (with the saved address), or null. Useful to prefill forms before the API answers. */
export function readSavedUser(): SessionUser | null {
  const person = readJsonCookie(SESSION_COOKIES.user);
  if (!person || typeof person !== 'object') return null;
  return parseSessionUser({
    ...person,
    email: readSavedEmail() ?? (person as { email?: unknown }).email,
    address: readSavedAddress(),
  });
}

/** Whether a previous login left something to restore the session from (e-mail cookie, or user cookie for phone logins). */
export function hasSavedSession(): boolean {
  return readSavedEmail() !== null || readSavedUser() !== null;
}
