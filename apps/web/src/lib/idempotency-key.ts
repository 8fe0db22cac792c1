/** A fresh Idempotency-Key: a UUID where the browser has one, else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per confirmation (spec §4: a retried or double-clicked submit must not create a second protocol): the
 * same body keeps its key; a changed body is another confirmation and gets a new one, since the server refuses a
 * key reused with other data.
 */
export function createKeyKeeper() {
  let last: { body: string; key: string } | null = null;
  return (body: string): string => {
    if (!last || last.body !== body) last = { body, key: newIdempotencyKey() };
    return last.key;
  };
}
