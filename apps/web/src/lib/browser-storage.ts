/**
 * The app's own values in the browser's storage (local: outlives the tab; session: lives as long as the tab), with an
 * in-memory fallback when storage is off or full, and same-tab change listeners. Small on purpose: the logout path
 * uses it, and logout is reachable from the first page.
 */
/** Home's selection outlives the tab (local); a flow's own state lives as long as the tab (session). */
export type StorageArea = 'local' | 'session';

/** Used when storage is unavailable (privacy settings): the value then lives as long as the page. */
export const memory = new Map<string, string | null>();

export function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function memoryKey(key: string, area: StorageArea): string {
  return `${area}:${key}`;
}

export function readRaw(key: string, area: StorageArea = 'local'): string | null {
  // A value in memory is newer than storage: it is there only because writing to storage failed.
  const inMemory = memoryKey(key, area);
  if (memory.has(inMemory)) return memory.get(inMemory) ?? null;
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Same-tab listeners; other tabs hear the browser's 'storage' event. */
export const storageListeners = new Set<(key: string) => void>();

export function writeRaw(key: string, value: string | null, area: StorageArea = 'local'): void {
  const store = storage(area);
  try {
    if (!store) throw new Error('no storage');
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    memory.delete(memoryKey(key, area));
  } catch {
    // Quota exceeded or storage off: keep it in memory for this page.
    memory.set(memoryKey(key, area), value);
  }
  for (const listener of storageListeners) listener(key);
}
