/**
 * The list under `key` of an API answer. The wire contract (ARCHITECTURE §6) always sends it; anything else is a
 * broken answer, reported as such rather than shown as an empty list.
 */
export function readList<T>(body: unknown, key: string, call: string): T[] {
  const list = (body as Record<string, unknown> | null | undefined)?.[key];
  if (!Array.isArray(list)) throw new TypeError(`${call}: the answer has no '${key}' list`);
  return list as T[];
}
