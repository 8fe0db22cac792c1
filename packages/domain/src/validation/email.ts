/**
 * The simple pattern of spec §5: a local part, '@', a domain and a final suffix of 2 or 3 letters,
 * case-insensitive. Longer suffixes such as '.info' are rejected on purpose: the spec fixes the rule.
 */
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,3}$/i;

export function isValidEmail(value: string | null | undefined): boolean {
  if (!value) return false;
  return EMAIL_PATTERN.test(value.trim());
}

/** The form an e-mail is compared and stored in: trimmed and lower case. */
export function normalizeEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * Shows where a code went without revealing the address: 'ana.souza@example.com' -> 'a***@example.com'.
 * A value that is not an address gives '' rather than being echoed.
 */
export function maskEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim();
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  return `${email[0]}***${email.slice(at)}`;
}
