/**
 * Messages that hide by themselves (toasts after 5 s, the CEP-not-found alert after 2 s, spec §9) were asserted with
 * `expect(...).toBeVisible()`, which polls: on a busy machine a poll can come after the message has already gone, and
 * the test failed although the app did show it. Here the page records every alert and status it shows, as it shows
 * it (a MutationObserver installed before the page's own scripts run), and the test asks whether the message was
 * shown: an event, not a race with the message's timer.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __shownMessages?: string[];
  }
}

const SELECTOR = '[role="alert"], [role="status"]';

/** Call before the page is opened (it is an init script): from then on, every shown alert/status text is recorded. */
export async function recordShownMessages(page: Page): Promise<void> {
  await page.addInitScript((selector: string) => {
    const shown: string[] = [];
    window.__shownMessages = shown;
    const remember = (element: Element | null) => {
      const text = element?.textContent?.replace(/\s+/g, ' ').trim();
      if (text && !shown.includes(text)) shown.push(text);
    };
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        remember(target?.closest(selector) ?? null);
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          remember(node.closest(selector));
          node.querySelectorAll(selector).forEach(remember);
        }
      }
    });
    const start = () => observer.observe(document, { childList: true, subtree: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  }, SELECTOR);
}

/** Passes once the page has shown an alert or status containing `text` (it may have hidden again since). */
export async function expectMessageShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate(() => window.__shownMessages ?? [])).some((shown) => shown.includes(text)), {
      message: `an alert or status saying "${text}" was shown`,
    })
    .toBe(true);
}
