import { normalizeEmail } from '../validation/email';

/**
 * Its own module, not part of selection.ts: the web app's start-up code needs the key (to read a stored selection),
 * and a bundler keeps a module whole in one chunk, so importing it from selection.ts put that file's rules, the bank
 * and Pix checks and @brazilian-utils (~7 kB gzip) in every first page (issue 16's 150 kB budget).
 */
const STORAGE_PREFIX = 'portal:selection:';

/** The local-storage key of a user's selection; e-mails differing only in case or spaces share it. */
export function selectionStorageKey(email: string): string {
  return `${STORAGE_PREFIX}${normalizeEmail(email)}`;
}
