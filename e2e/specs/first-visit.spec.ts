/**
 * A returning shopper opening Home (issue 4, performance): what the page needs is asked for side by side, not one
 * after the other. Before this was fixed a cold visit ran brand → session check → page chunk → data, each waiting for
 * the previous one (docs/decisions/0012: ~6.1 s to the first card at 150 ms / 1.6 Mbit/s, ~3.5 s after).
 *
 * Each answer below is held back until the request that must not depend on it has been made. An app that waits
 * would make that request only after the hold runs out, and the test names the step that waited.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, login, test } from '../fixtures';

const HOLD_LIMIT_MS = 8_000;

function requestName(url: string): string {
  const { pathname } = new URL(url);
  return /^\/assets\/home-page-[\w-]+\.js$/.test(pathname) ? 'home-page chunk' : pathname;
}

/** Holds the answers to `held` until a request named `until` is seen; records any hold that ran out. */
async function holdUntil(page: Page, seen: Set<string>, waited: string[], held: RegExp, until: string) {
  await page.route(held, async (route) => {
    const deadline = Date.now() + HOLD_LIMIT_MS;
    while (!seen.has(until) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!seen.has(until)) waited.push(`${until} waited for ${requestName(route.request().url())}`);
    await route.continue();
  });
}

test('a cold visit to Home asks for the session, the page code and the data side by side', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'request order does not depend on the width');
  await login(page, { email: DEMO.ana.email }, 1);

  // A new tab: nothing in memory, only the session cookie, as when the shopper comes back later.
  const visit = await context.newPage();
  const seen = new Set<string>();
  const waited: string[] = [];
  visit.on('request', (request) => seen.add(requestName(request.url())));
  await holdUntil(visit, seen, waited, /\/api\/brand$/, '/api/authentication/valid');
  await holdUntil(visit, seen, waited, /\/api\/authentication\/valid$/, 'home-page chunk');
  await holdUntil(visit, seen, waited, /\/assets\/home-page-[\w-]+\.js$/, '/api/returns/orders');

  await visit.goto(brandUrl(1, '/home'));
  await expect(visit.locator('article[data-unique-key]').first()).toBeVisible({ timeout: 4 * HOLD_LIMIT_MS });
  expect(waited).toEqual([]);
});
