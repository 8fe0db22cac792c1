/**
 * Where a shopper sent to /login was going (issue 23 item 8): the status e-mails link to /protocol/{id}, and a
 * shopper who opens one signed out must land there after the code, as operators land where they were going in the
 * console. It travels in the login address (`/login?next=/protocol/100007`), so it survives the server-rendered first
 * page and a reload of /login; and since anyone can write such an address, only a path of this app is ever followed
 * (never another origin: no open redirect).
 */
export const RETURN_PARAM = 'next';

/** Where a login goes when it has nowhere better to go. */
export const DEFAULT_AFTER_LOGIN = '/';

// Pages that are no destination after signing in: the sign-in pages themselves, the console (its own sign-in), the API.
const NOT_A_DESTINATION = /^\/(login|logout|backoffice|api|dev)(\/|$)/;
const PROBE_ORIGIN = 'https://portal.invalid';

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * The in-app path (pathname, search and hash) `candidate` names, or null when it is anything else: another origin
 * ('//evil.example', '/\\evil.example', 'https://…'), a scheme ('javascript:'), control characters, or a page that is
 * no destination.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil' and '/\t/evil' would leave the site.
  if (candidate.includes('\\') || hasControlCharacter(candidate) || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || NOT_A_DESTINATION.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /login address that brings the shopper back to `path` after signing in (plain /login for the default). */
export function loginPathFor(path: string): string {
  const back = safeReturnPath(path);
  if (!back || back === DEFAULT_AFTER_LOGIN) return '/login';
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}

/** Where to go after signing in, read from the login page's search ('?next=…'). */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? DEFAULT_AFTER_LOGIN;
}
