/**
 * The e2e time budgets, shared by playwright.config.ts and the fixtures.
 *
 * An expectation (EXPECT_TIMEOUT_MS) is the budget of one UI reaction: a click, a field, an answer to one request.
 * A page load is not one reaction: after `page.goto`/`reload` (or a route that loads its own code) the SPA downloads its
 * lazy chunks, asks for the brand, the session and the page's data, and renders them, about a second of CPU on this
 * 2-core machine. When other test runs share the machine (load average 10-20) that second becomes 10-20 s of wall time,
 * and an expectation's 10 s ran out while the page was still loading ("Carregando…"). So the first render of a page is
 * awaited with the navigation budget (expectPageReady in fixtures.ts), and every other expectation keeps its own.
 */
export const EXPECT_TIMEOUT_MS = 10_000;
export const ACTION_TIMEOUT_MS = 15_000;
export const NAVIGATION_TIMEOUT_MS = 30_000;
