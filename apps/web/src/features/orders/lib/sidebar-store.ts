import { useSyncExternalStore } from 'react';

/**
 * Whether the selection sidebar is open. The header badge and the order cards both open it, and they live in
 * different parts of the page, so the state sits here rather than in either.
 */
interface SidebarState {
  opened: boolean;
  /** Id of the element to focus when the sidebar closes (the card's 'view item' button after a submit). */
  returnFocusId: string | null;
}

let state: SidebarState = { opened: false, returnFocusId: null };
const listeners = new Set<() => void>();

function set(next: SidebarState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openSidebar(options: { returnFocusId?: string } = {}): void {
  set({ opened: true, returnFocusId: options.returnFocusId ?? null });
}

export function closeSidebar(): void {
  if (state.opened) set({ ...state, opened: false });
}

export function getSidebarState(): SidebarState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarState(): SidebarState {
  return useSyncExternalStore(subscribe, getSidebarState, getSidebarState);
}
