import type { SessionUser } from '../../../lib/session';

/**
 * Whose selection it is: the key the Home page stored the items under (spec §4: the user's e-mail; a user known only
 * by phone is keyed by the phone).
 */
export function requestIdentity(user: Pick<SessionUser, 'email' | 'phone'> | null | undefined): string | null {
  return user?.email?.trim() || user?.phone?.trim() || null;
}
