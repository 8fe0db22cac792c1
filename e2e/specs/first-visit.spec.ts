/**
 * The first page a shopper opens arrives rendered by the server (issue 16, ADR 0024): the brand, the language and,
 * for a signed-in page, its data are in the HTML itself, so a phone paints the real page before any script has run,
 * and the browser asks for nothing the first paint needs (no brand, session or data call before interaction).
 *
 * Earlier guards live on here in their new form: issue 4's 'no waterfall' (now: no call at all) and issue 11's
 * 'something on screen before the entry script' (now: the page itself, not an outline).
 */
import type { APIResponse, Page, Response } from '@playwright/test';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import esAuth from '../../apps/web/src/locales/es/auth.json' with { type: 'json' };
import ptAuth from '../../apps/web/src/locales/pt/auth.json' with { type: 'json' };
import ptCommon from '../../apps/web/src/locales/pt/common.json' with { type: 'json' };
import { brandUrl, expect, login, test, ONLY_AT } from '../fixtures';

const LOGIN_TITLE = { pt: ptAuth.login.title, en: enAuth.login.title, es: esAuth.login.title } as const;
const BRAND_NAMES = { 1: 'Corre Brasil', 2: 'Trilha Norte', 4: 'Maré Sports' } as const;
const FIRST_PAINT_CALLS = ['/api/brand', '/api/authentication/valid', '/api/returns/orders'];

/** The text of the HTML's #root, tags and inline styles left out. */
/** Records every layout shift of the page from its first byte (read back with layoutShiftTotal). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded so far (CLS without its session windows: any shift counts). */
async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

function pageText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="portal-state"'));
  return root
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function htmlOf(response: APIResponse | Response | null): Promise<string> {
  expect(response?.headers()['content-type']).toContain('text/html');
  return (await response?.text()) ?? '';
}

// The HTML does not depend on the width.
test.describe('first HTML', ONLY_AT.desktop, () => {
  test('/login arrives with the brand and the heading in the language asked for', async ({ page }) => {
    for (const brandId of [1, 2, 4] as const) {
      const html = await htmlOf(
        await page.request.get(brandUrl(brandId, '/login'), { headers: { 'Accept-Language': 'en' } }),
      );
      expect(html).toContain(`<title>${BRAND_NAMES[brandId]}</title>`);
      expect(html).toContain('<html lang="en"');
      const text = pageText(html);
      expect(text).toContain(LOGIN_TITLE.en);
    }
    // No Accept-Language: the spec's default, Portuguese.
    const pt = pageText(
      await htmlOf(await page.request.get(brandUrl(1, '/login'), { headers: { 'Accept-Language': '' } })),
    );
    expect(pt).toContain(LOGIN_TITLE.pt);
    // The stored choice (the cookie the app writes) wins over the browser's languages.
    const es = await htmlOf(
      await page.request.get(brandUrl(1, '/login'), { headers: { 'Accept-Language': 'en', Cookie: 'portal_lang=es' } }),
    );
    expect(es).toContain('<html lang="es"');
    expect(pageText(es)).toContain(LOGIN_TITLE.es);
  });

  test('a signed-in /home arrives with the first order card, and without a session it is not rendered', async ({
    page,
  }) => {
    await login(page, { email: DEMO.ana.email }, 1);
    const response = await page.request.get(brandUrl(1, '/home'));
    const html = await htmlOf(response);
    // The shopper's own data: never kept by a cache.
    expect(response.headers()['cache-control']).toContain('no-store');

    await page.goto(brandUrl(1, '/home'));
    const firstProduct = (await page.locator('article[data-unique-key] h3').first().textContent())?.trim();
    expect(firstProduct).toBeTruthy();
    expect(pageText(html)).toContain(firstProduct!);

    // Another visitor with no session gets no order of Ana's in the HTML.
    const anonymous = await page.request.get(brandUrl(1, '/home'), { headers: { Cookie: '' } });
    expect(pageText(await htmlOf(anonymous))).not.toContain(firstProduct!);
  });
});

async function recordApiCalls(page: Page): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/brand/logo')) calls.push(pathname);
  });
  return calls;
}

/**
 * With the entry script held back, what is on screen came from the HTML alone: on a phone that is the page itself
 * (brand, heading, first card). Once the script runs, React takes the page over without redrawing it (no layout
 * shift), without asking again for what the page already holds, and the page answers the keyboard and the pointer.
 */
test('the page is on screen before any script runs, and hydrates without a call or a shift', async ({
  page,
  context,
}) => {
  await login(page, { email: DEMO.ana.email }, 1);
  const visit = await context.newPage();
  const calls = await recordApiCalls(visit);
  await recordLayoutShifts(visit);
  let releaseEntry: () => void = () => {};
  const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
  let entryAsked: () => void = () => {};
  const entryRequested = new Promise<void>((resolve) => (entryAsked = resolve));
  await visit.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    entryAsked();
    await entryReleased;
    await route.continue();
  });

  const navigation = visit.goto(brandUrl(1, '/home'), { waitUntil: 'commit' });
  await entryRequested;
  const firstCard = visit.locator('article[data-unique-key]').first();
  await expect(firstCard).toBeVisible();
  await expect(visit.getByRole('banner').getByRole('link', { name: /Corre Brasil/ })).toBeVisible();
  const before = await firstCard.boundingBox();

  releaseEntry();
  await navigation;
  // Hydrated: the header's menu (a React handler) answers.
  await visit.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await visit.waitForLoadState('networkidle');
  // The page came with the inline part of its CSS only; the whole stylesheets took over once all had loaded.
  expect(await (await navigation)?.text()).toContain('<style data-critical>');
  await expect(visit.locator('style[data-critical]')).toHaveCount(0);
  expect(await visit.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  expect(await firstCard.boundingBox()).toEqual(before);
  expect(await layoutShiftTotal(visit)).toBe(0);
  expect(calls.filter((call) => FIRST_PAINT_CALLS.includes(call))).toEqual([]);
});

/**
 * The ids the server drew stay once React has the page (ADR 0028): Mantine's own id hook swapped each for a random one
 * after hydrating, a second render of every field, tab and dialog in one long task, and ids changing under a screen
 * reader. The build gives Mantine React's id, the same on both ends.
 */
// The ids do not depend on the width.
test('hydrating keeps the ids the server drew for fields and tabs', ONLY_AT.desktop, async ({ page }) => {
  await login(page, { email: DEMO.ana.email }, 1);
  const html = await htmlOf(await page.request.get(brandUrl(1, '/carteira')));
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="portal-state"'));
  const serverIds = [...root.matchAll(/ id="(mantine-[^"]+)"/g)].map((match) => match[1]!);
  // The statement's four filters and the two tabs at least.
  expect(serverIds.length).toBeGreaterThanOrEqual(6);

  await page.goto(brandUrl(1, '/carteira'));
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('search')).toBeVisible();
  const idsNow = await page.locator('#root [id^="mantine-"]').evaluateAll((elements) => elements.map((e) => e.id));
  expect(idsNow).toEqual(expect.arrayContaining(serverIds));
});

// A shift of about 0.006-0.06 on the phone width (3 of 5 CI runs, 1 of 15 local loads): Chromium painted the page
// while its HTML was still being parsed, and /login's content, centred on the screen, moved up when the card arrived.
// The page now blocks rendering until its markup is parsed whole (<link rel="expect" blocking="render">).
test('/login takes its whole stylesheets over from the inline CSS without a shift', async ({ page }) => {
  await recordLayoutShifts(page);
  const response = await page.goto(brandUrl(1, '/login'));
  expect(await response?.text()).toContain('<style data-critical>');
  await expect(page.locator('style[data-critical]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftTotal(page)).toBe(0);
});

// The cookie does not depend on the width.
test('a language chosen on the page is the language of the next first page', ONLY_AT.desktop, async ({ page }) => {
  await page.goto(brandUrl(2, '/login'));
  await expect(page.getByRole('heading', { name: LOGIN_TITLE.pt })).toBeVisible();
  await page.getByRole('combobox', { name: ptCommon.language.label }).selectOption('en');
  await expect(page.getByRole('heading', { name: LOGIN_TITLE.en })).toBeVisible();
  const response = await page.reload();
  const html = await htmlOf(response);
  expect(html).toContain('<html lang="en"');
  expect(pageText(html)).toContain(LOGIN_TITLE.en);
});
