/**
 * Pausing the page's clock around a message or a countdown that the app ends by timer, so the test checks it for
 * as long as it needs instead of racing the timer (a busy machine lost that race). `page.clock.install()` must run
 * before the page is opened; time then flows normally until `freezeClock`, and `page.clock.resume()` lets it go on.
 */
import type { Page } from '@playwright/test';

/**
 * `clock.pauseAt` only moves forward, and the page's clock keeps running while the test asks for its time: the pause
 * is set this far ahead. Timers due within it run at once (the 300 ms loading toast, 200 ms transitions); the ones the
 * tests pause for start after the pause, so they are not among them.
 */
const PAUSE_MARGIN_MS = 20_000;

export async function freezeClock(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + PAUSE_MARGIN_MS);
}
