/**
 * Spec §2: acceptance of the terms is remembered in the browser per brand policy link, so a shopper who accepted
 * one brand's policy is asked again for another brand, or when the brand publishes its policy at a new address.
 */
const KEY_PREFIX = 'portal.terms-accepted:';

function storageKey(policyUrl: string): string {
  return `${KEY_PREFIX}${policyUrl}`;
}

/** Storage can be missing or refuse access (private modes, blocked cookies): the shopper is then simply asked again. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasAcceptedTerms(policyUrl: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    return store.getItem(storageKey(policyUrl)) !== null;
  } catch {
    return false;
  }
}

/** Stores (true) or forgets (false) the acceptance of `policyUrl`, with the moment it was given. */
export function rememberTermsAcceptance(policyUrl: string, accepted: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    if (accepted) store.setItem(storageKey(policyUrl), new Date().toISOString());
    else store.removeItem(storageKey(policyUrl));
  } catch {
    // A full or blocked storage only costs the shopper one more tick next time.
  }
}
