/**
 * A request flow's own state for this tab and user (the outside-store flow's items and draft), in session storage:
 * it survives a reload of the tab, not the tab. Apart from the selection rules (lib/selection-storage), so logout,
 * which forgets every flow's state, does not bring them to the first page.
 */
import { selectionStorageKey } from '@portal/domain';
import { memory, readRaw, storage, writeRaw } from './browser-storage';

function hasIdentity(identity: string | null | undefined): identity is string {
  return typeof identity === 'string' && identity.trim() !== '';
}

/** The key of a flow's own state: the user's selection key and the flow's name. */
function flowKey(flow: string, identity: string): string {
  return `${selectionStorageKey(identity)}:${flow}`;
}

/**
 * A flow's own state for this tab and user (session storage), as parsed JSON; null when there is none or it is not
 * JSON. The caller checks its shape (a value may be old or edited by hand): `parseStoredItem` for its items.
 */
export function readFlowState(flow: string, identity: string | null | undefined): unknown {
  if (!hasIdentity(identity)) return null;
  const raw = readRaw(flowKey(flow, identity), 'session');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Stores a flow's state for this tab and user; null removes it. */
export function writeFlowState(flow: string, identity: string | null | undefined, value: unknown): void {
  if (!hasIdentity(identity)) return;
  writeRaw(flowKey(flow, identity), value === null ? null : JSON.stringify(value), 'session');
}

export function clearFlowState(flow: string, identity: string | null | undefined): void {
  writeFlowState(flow, identity, null);
}

/** Forgets every flow's state of every user in this tab: for logout (the next person at the tab sees none of it). */
export function clearAllFlowStates(): void {
  const store = storage('session');
  const prefix = selectionStorageKey('');
  try {
    const keys = store ? Array.from({ length: store.length }, (_, index) => store.key(index)) : [];
    for (const key of keys) if (key?.startsWith(prefix)) store?.removeItem(key);
  } catch {
    // Storage off: only the in-memory copies below exist.
  }
  for (const key of memory.keys()) if (key.startsWith(`session:${prefix}`)) memory.delete(key);
}
