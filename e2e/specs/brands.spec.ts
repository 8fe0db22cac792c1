/**
 * Foundation journeys (issue 2 §7): each brand host shows its own theme, logo and title; the language switch changes
 * the texts and survives a reload; an unknown host shows the brand error; every route of spec §2 opens directly
 * (protected ones send a visitor without a session to /login); an axe check on each page. Runs at both widths.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import {
  BRAND_IDS,
  UNKNOWN_BRAND_ORIGIN,
  brandUrl,
  expect,
  expectConsoleMessage,
  expectNoAxeViolations,
  login,
  test,
  type BrandId,
  PAGE_READY,
  recordShownMessages,
} from '../fixtures';

interface PublicBrand {
  id: number;
  name: string;
  palette: string[];
  logoUrl: string;
}

const ANA = { email: DEMO.ana.email };
/** Mantine's primary shade of the brand theme (apps/web/src/lib/theme.ts): the colour of filled buttons. */
const PRIMARY_SHADE = 8;

const BRAND_ERROR = 'Erro ao definir a marca atual...';
const SESSION_WARNING = 'Houve um erro ao carregar sua sessão faça login novamente.';

/** Spec §2 routes that need a session; `:prt_id` is one of Ana's seeded protocols. */
const PROTECTED_ROUTES = [
  '/',
  '/home',
  '/carteira',
  '/protocolos',
  '/protocol/:prt_id',
  '/produtos-adquiridos-online',
  '/produtos-adquiridos-online/produto',
  '/produtos-adquiridos-online/confirmacao',
  '/produtos-adquiridos-fora-da-loja-online',
  '/produtos-adquiridos-fora-da-loja-online/produto',
  '/produtos-adquiridos-fora-da-loja-online/confirmacao',
  '/about',
];

/**
 * Each width opens half of the routes directly, and the two deep-link tests take opposite halves: every route is opened
 * without a session at one width and with one at the other. What a deep link does does not depend on the width (the
 * server's redirect, the router's guard), and a dozen page loads with an axe check each, twice at both widths, were the
 * slowest tests of the e2e stage (42-60 s each, ~200 s of its time); each page's layout at both widths is in its own
 * journey's tests.
 */
function routesFor(width: string, half: 'even at the phone' | 'odd at the phone'): string[] {
  const phoneTakesEven = half === 'even at the phone';
  return PROTECTED_ROUTES.filter(
    (_, index) => (index % 2 === 0) === (width === 'phone' ? phoneTakesEven : !phoneTakesEven),
  );
}

async function fetchBrand(request: APIRequestContext, brandId: BrandId): Promise<PublicBrand> {
  const response = await request.get(brandUrl(brandId, '/api/brand'));
  expect(response.status(), `GET /api/brand on brand ${brandId}'s host`).toBe(200);
  return ((await response.json()) as { brand: PublicBrand }).brand;
}

/** '#1C7ED6' → 'rgb(28, 126, 214)', the form getComputedStyle reports. */
function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colour a CSS value resolves to on this page, normalised by the browser ('rgb(r, g, b)'). */
function resolveColor(page: Page, cssValue: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.appendChild(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, cssValue);
}

async function loginPageReady(page: Page) {
  // The login page is a lazy chunk behind the brand request: its main heading says it is on screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_READY);
}

test.describe('each brand host shows its own brand', () => {
  for (const brandId of BRAND_IDS) {
    test(`brand ${brandId}: theme, logo and title on /login`, async ({ page, request }, testInfo) => {
      const brand = await fetchBrand(request, brandId);
      expect(brand.id).toBe(brandId);

      await page.goto(brandUrl(brandId, '/login'));
      await loginPageReady(page);

      // Each page names itself before the brand (issue 11, item 12): 'Entrar — <brand>'.
      await expect(page).toHaveTitle(`Entrar — ${brand.name}`);

      // Theme: Mantine's primary colour resolves to the brand palette's primary shade, and the page paints with it:
      // the main call to action and the brand background of the login page.
      const expected = hexToRgb(brand.palette[PRIMARY_SHADE]!);
      const primaryVariable = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
      );
      expect(primaryVariable, 'the theme defines --mantine-primary-color-filled').not.toBe('');
      expect(await resolveColor(page, primaryVariable)).toBe(expected);
      await expect(page.getByRole('button', { name: 'Entrar sem cadastro' })).toHaveCSS('background-color', expected);
      await expect(page.getByRole('main')).toHaveCSS('background-color', expected);

      // Logo: the brand's own SVG, loaded, named after the brand.
      const logo = page.getByRole('img', { name: new RegExp(brand.name) }).first();
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', brand.logoUrl);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: 'the logo image loaded',
        })
        .toBe(true);
      const logoResponse = await request.get(brandUrl(brandId, brand.logoUrl));
      expect(logoResponse.ok()).toBe(true);
      expect(logoResponse.headers()['content-type']).toContain('image/svg+xml');
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', brand.logoUrl);

      await page.screenshot({
        path: path.join(
          testInfo.project.outputDir,
          'screenshots',
          `login-brand-${brandId}-${testInfo.project.name}.png`,
        ),
        fullPage: true,
      });
      await expectNoAxeViolations(page);
    });
  }

  test('the three brands have distinct themes and logos', async ({ request }) => {
    const brands = await Promise.all(BRAND_IDS.map((id) => fetchBrand(request, id)));
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.palette[PRIMARY_SHADE]!.toLowerCase())).size).toBe(brands.length);
    const logos = await Promise.all(
      BRAND_IDS.map(async (id) => (await request.get(brandUrl(id, '/api/brand/logo.svg'))).text()),
    );
    expect(new Set(logos).size).toBe(brands.length);
  });
});

test('an unknown host shows the brand error', async ({ page }) => {
  const apiAnswer = await page.request.get(`${UNKNOWN_BRAND_ORIGIN}/api/brand`, { failOnStatusCode: false });
  expect(apiAnswer.status()).toBe(404);

  expectConsoleMessage(/status of 404 .* at .*\/api\/brand/, 'a host without a brand is the point of the test');
  await page.goto(`${UNKNOWN_BRAND_ORIGIN}/login`);
  await expect(page.getByRole('heading', { name: BRAND_ERROR })).toBeVisible(PAGE_READY);
  await expect(page.getByRole('img', { name: /logo/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('language switch', () => {
  test('changes the texts and survives a reload', async ({ page }) => {
    await login(page, ANA);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre o portal' })).toBeVisible(PAGE_READY);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const languageSelect = page.getByRole('combobox', { name: 'Idioma' });
    if (test.info().project.name === 'phone') {
      // Below 576 px the navigation and the language selector live in the burger menu.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
    }
    await expect(nav.getByRole('link', { name: 'Carteira' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre o portal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await languageSelect.selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'About the portal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wallet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About the portal' })).toBeVisible(PAGE_READY);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Cartera' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('deep links', () => {
  // Issue 23 items 8 and 14: without a session is no error, and the login brings the visitor back to the page.
  test('protected routes send a visitor without a session to /login, quietly, remembering the page', async ({
    page,
  }, testInfo) => {
    await recordShownMessages(page);
    for (const route of routesFor(testInfo.project.name, 'even at the phone')) {
      const path = route.replace(':prt_id', String(DEMO.protocols.opened));
      await page.goto(path);
      const login = path === '/' ? /\/login$/ : new RegExp(`/login\\?next=${encodeURIComponent(path)}$`);
      await expect(page, `${route} without a session`).toHaveURL(login, PAGE_READY);
      await loginPageReady(page);
      // Every alert the page showed is recorded as it appeared (support/transient.ts): the session warning is not one.
      const shown = await page.evaluate(() => window.__shownMessages ?? []);
      expect(shown.filter((text) => text.includes(SESSION_WARNING))).toEqual([]);
    }
    await expectNoAxeViolations(page);
  });

  test('/logout ends at /login and an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/, PAGE_READY);
    await loginPageReady(page);

    // The page is rendered by the server with the status it means (ADR 0024), and Chromium logs a 404 document.
    expectConsoleMessage(/status of 404/, 'an unknown path answers 404 with the not-found page');
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible(PAGE_READY);
    await expectNoAxeViolations(page);
  });

  test('every protected route opens directly with a session', async ({ page }, testInfo) => {
    // Six page loads with an axe check each: 44 s on a busy CI machine, where the default 60 s cap was reached once.
    test.slow();
    await login(page, ANA);
    for (const route of routesFor(testInfo.project.name, 'odd at the phone')) {
      const url = route.replace(':prt_id', String(DEMO.protocols.opened));
      await page.goto(url);
      // The signed-in frame (header navigation) and a page heading, not the login page.
      await expect(page.getByRole('link', { name: /: ir para o início$/ })).toBeVisible(PAGE_READY);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(PAGE_READY);
      expect(new URL(page.url()).pathname, `${url} stays out of /login`).not.toBe('/login');
      await expectNoAxeViolations(page);
    }
  });
});
