import { useSyncExternalStore } from 'react';
import type { SessionUser } from './session-user';

/** The signed-in user, in memory. Written by the auth feature (saveSession / clearSession); read by everyone. */
let current: SessionUser | null = null;
const listeners = new Set<() => void>();

export function getSessionUser(): SessionUser | null {
  return current;
}

export function setSessionUser(user: SessionUser | null): void {
  if (user === current) return;
  current = user;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user (or null); re-renders when it changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser, getSessionUser);
}
