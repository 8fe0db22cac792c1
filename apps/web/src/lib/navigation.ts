/**
 * Lets code outside React (toasts, the API client) navigate inside the SPA. The app registers the router's
 * `navigate` at start-up; shared code must not import the router (it lives in app/).
 */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** Navigates inside the SPA when a router is registered, else with a full page load. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(path, options);
    return;
  }
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** Only in-app absolute paths redirect (spec §4: "a redirect path starting with /"); `//host` would leave the site. */
export function isRedirectPath(path: string | undefined | null): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}
