/**
 * The shopper's language choice, as a cookie the server reads before rendering the first page (ADR 0024): written by
 * the browser whenever the language changes, read by the API's page render. Not HttpOnly: a preference, not a
 * credential. Its value is one of LANGUAGES; anything else is ignored.
 */
export const LANGUAGE_COOKIE = 'portal_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The id of the element that carries a server-rendered page's state (its language, texts, shopper and data), written
 * by the API's page render after #root and read by the web app before it hydrates (ADR 0024).
 */
export const SERVER_STATE_ELEMENT_ID = 'portal-state';
