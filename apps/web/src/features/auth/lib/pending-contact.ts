/**
 * Where the last one-time code went (spec §4 "code requested"): kept for the browser tab, so a shopper who closes the
 * dialog or reloads /login can reopen 'I already have a code' and still see where the code went and when a new one
 * may be asked for. Cancelling the verify dialog forgets it (spec §4), and so does a successful login.
 */
export type ContactChannel = 'email' | 'phone';

export interface PendingContact {
  channel: ContactChannel;
  /** The e-mail (lower case) or the phone digits, as sent to the API. */
  value: string;
  /** Where the code went as the API said it, masked: 'a***@example.com', '+55 (11) *****-4321'. */
  masked: string;
  /** When the code was asked for (epoch ms): the resend countdown runs from here. */
  sentAt: number;
}

const STORAGE_KEY = 'portal.auth.pending-contact';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isPendingContact(value: unknown): value is PendingContact {
  if (!value || typeof value !== 'object') return false;
  const contact = value as Record<string, unknown>;
  return (
    (contact.channel === 'email' || contact.channel === 'phone') &&
    typeof contact.value === 'string' &&
    contact.value.length > 0 &&
    typeof contact.masked === 'string' &&
    typeof contact.sentAt === 'number' &&
    Number.isFinite(contact.sentAt)
  );
}

export function readPendingContact(): PendingContact | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return isPendingContact(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePendingContact(contact: PendingContact): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(contact));
  } catch {
    // Without storage the dialog still works; only a reload would forget where the code went.
  }
}

export function clearPendingContact(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
