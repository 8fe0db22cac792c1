/**
 * A detail call's 404 is someone else's protocol (or none): the page shows its friendly not-found state for it, so
 * the call raises no error toast over that page (issue 46). Other failures keep their toast and the 'load error' state.
 */
export const NOT_FOUND_IS_A_PAGE: readonly number[] = [404];
