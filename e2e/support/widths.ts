/**
 * A test that needs one width only carries one of these tags (its reason beside it); each project's `grepInvert` in
 * playwright.config.ts leaves it out at the other width, so it is never scheduled there (a test.skip inside the test
 * still opened a browser context first). One definition, so a mistyped tag cannot run a test at both widths.
 */
export const ONLY_AT = {
  desktop: { tag: '@desktop-only' },
  phone: { tag: '@phone-only' },
} as const;

/** The projects' option: leave out what is tagged for the other width. */
export const notTaggedFor = (width: keyof typeof ONLY_AT) => new RegExp(ONLY_AT[width].tag);
