/** Small document.cookie helpers for the app's own (non-HttpOnly) cookies. */

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  // Over plain http (local demo) a Secure cookie would be dropped; over https it must not travel in clear.
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function getCookie(name: string): string | null {
  const wanted = encodeURIComponent(name);
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const separator = pair.indexOf('=');
    const key = separator === -1 ? pair : pair.slice(0, separator);
    if (key !== wanted) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return null;
    }
  }
  return null;
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}
