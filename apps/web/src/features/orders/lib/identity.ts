import type { SessionUser } from '../../../lib/session';

/** Whose selection it is (spec §4: keyed by the user's e-mail); a user known only by phone is keyed by the phone. */
export function selectionIdentity(user: Pick<SessionUser, 'email' | 'phone'> | null | undefined): string | null {
  return user?.email?.trim() || user?.phone?.trim() || null;
}
