/**
 * Fixtures for every e2e spec. Import `test` and `expect` from here instead of '@playwright/test'.
 *
 * - `brandUrl(brandId, path)`: the absolute URL of `path` on a brand's host (1 → localhost, 2 → brand2.localhost,
 *   4 → brand4.localhost, all on the e2e port). `baseURL` is brand 1, so `page.goto('/x')` is brand 1 too.
 *   `UNKNOWN_BRAND_ORIGIN` is a loopback host without a brand.
 * - `login(page, { email } | { phone }, brandId = 1, options?)`: signs the page's browser context in without the UI:
 *   asks for a one-time code (POST /api/authentication/fastaccess/code), reads it from the dev outbox
 *   (GET /api/dev/outbox?to=…), logs in (POST /api/authentication/fastaccess/login) through `page.request`, so the
 *   HttpOnly session cookie lands in the context, then writes the web app's own session cookies (portal_email,
 *   portal_user, portal_address; apps/web/src/lib/session/session-cookies.ts) as the login page would.
 *   The server spaces code requests per identity (RESEND_COUNTDOWN_SECONDS) and caps them per hour per identity
 *   and per IP (CODE_REQUESTS_PER_HOUR_PER_*), and the whole run is one IP. So a session is shared: the first login
 *   of an identity on a brand is cached for the run and later calls reuse it after checking it with
 *   GET /api/authentication/valid. A test that ends its session (visits /login or /logout, or calls the logout API)
 *   must pass `{ shared: false }` so it does not log the other tests out. When a code request is refused, login()
 *   clears that identity's throttle (or, for an hourly limit, all) with DELETE /api/dev/throttles (development only)
 *   instead of waiting: `clearCodeThrottle(page, brandId, to)`.
 *   Resolves with the `user` the API returned.
 * - `PAGE_READY`: pass it to the expectation that a page has loaded, e.g. `toBeVisible(PAGE_READY)` right after
 *   `page.goto` (the navigation budget; support/timeouts.ts says why).
 * - `recordShownMessages(page)` before opening the page, then `expectMessageShown(page, text)`: for toasts and alerts
 *   that hide by themselves (support/transient.ts).
 * - `freezeClock(page)` after `page.clock.install()`: stops the page's timers so a countdown or an auto-hide is
 *   checked with `page.clock.runFor` instead of raced (support/clock.ts).
 * - `expectNoAxeViolations(page, { exclude })`: runs axe with the WCAG 2.0, 2.1 and 2.2 A/AA tags (AXE_TAGS) on the
 *   current page and fails with a readable list of the violations.
 * - A clean console: every test fails at its end when any page of its context logged a console warning or error or
 *   threw an uncaught error (support/console-watch.ts). A test that provokes one by design (a 4xx it asks for, which
 *   Chromium logs as 'Failed to load resource') declares it first: `expectConsoleMessage(/pattern/, 'why')`.
 *
 * Each is also available as a fixture of the same name: `test('…', async ({ page, login }) => …)`.
 */
import './support/localhost-dns';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIResponse, type Cookie, type Page } from '@playwright/test';
import { seededPolicyUrl } from '../apps/api/src/db/seed/brands';
import { AXE_SOURCE } from './support/axe-source';
import { unexpectedConsoleProblems, watchConsole } from './support/console-watch';
import { BRAND_HOSTS, UNKNOWN_BRAND_ORIGIN, brandOrigin, type BrandId } from './support/env';
import { NAVIGATION_TIMEOUT_MS } from './support/timeouts';

export { expect, UNKNOWN_BRAND_ORIGIN, type BrandId };
export { BRAND_IDS } from './support/env';
export { freezeClock } from './support/clock';
export { ONLY_AT } from './support/widths';
export { expectConsoleMessage } from './support/console-watch';
export { expectMessageShown, recordShownMessages } from './support/transient';

/**
 * Options for the expectation that a page has loaded (its first render after goto/reload or a route that loads its own
 * code, and the data it asked for): the navigation budget, not one UI reaction's (support/timeouts.ts says why).
 */
export const PAGE_READY = { timeout: NAVIGATION_TIMEOUT_MS } as const;

export type Identity = { email: string } | { phone: string };

export interface LoginOptions {
  /** Reuse (and cache) one session per identity and brand for the run. Default true. */
  shared?: boolean;
}

/** What POST /api/authentication/fastaccess/login answers in `user` (spec §3 session user). */
export interface LoginUser {
  email?: string | null;
  phone?: string | null;
  cpf?: string | null;
  nome?: string | null;
  telefone?: string | null;
  address?: Record<string, string | null> | null;
}

export function brandUrl(brandId: BrandId, urlPath = '/'): string {
  return `${brandOrigin(brandId)}${urlPath.startsWith('/') ? urlPath : `/${urlPath}`}`;
}

// --- login ------------------------------------------------------------------------------------------------------

/** Names and lifetime of the web app's own cookies (apps/web/src/lib/session/session-cookies.ts, spec §4). */
const WEB_SESSION_COOKIES = { email: 'portal_email', user: 'portal_user', address: 'portal_address' } as const;
const WEB_SESSION_DAYS = 7;
const ADDRESS_FIELDS = ['cep', 'endereco', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;

const MAX_THROTTLE_RETRIES = 3;
/** Longer waits mean an hourly limit, which no test should wait out. */
const MAX_THROTTLE_WAIT_SECONDS = 60;
const OUTBOX_POLL_MS = 10_000;

/** The identity as the server keys it: a lower-case e-mail, or the phone's digits. */
function identityValue(identity: Identity): string {
  return 'email' in identity ? identity.email.trim().toLowerCase() : digits(identity.phone);
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The identity as the login dialog sends it: `email`, or `fone` as typed (the API accepts any mask). */
function identityBody(identity: Identity): { email: string } | { fone: string } {
  return 'email' in identity ? { email: identityValue(identity) } : { fone: identity.phone.trim() };
}

function sameRecipient(identity: Identity, to: string): boolean {
  if ('email' in identity) return to.trim().toLowerCase() === identityValue(identity);
  const wanted = digits(identity.phone);
  const got = digits(to);
  // Stored with or without the country code: compare the national part.
  return got.length >= 10 && (wanted.endsWith(got) || got.endsWith(wanted));
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function describe(response: APIResponse): Promise<string> {
  return `${response.status()} ${response.url()}: ${(await response.text()).slice(0, 500)}`;
}

/** State-changing calls need JSON and a matching Origin (ARCHITECTURE §7), as the browser would send them. */
function postJson(page: Page, brandId: BrandId, apiPath: string, data: unknown) {
  return page.request.post(brandUrl(brandId, apiPath), {
    data,
    headers: { Origin: brandOrigin(brandId), 'Content-Type': 'application/json' },
    failOnStatusCode: false,
  });
}

async function requestCode(page: Page, identity: Identity, brandId: BrandId): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await postJson(page, brandId, '/api/authentication/fastaccess/code', {
      brand: brandId,
      ...identityBody(identity),
    });
    if (response.ok()) return;
    const retryAfter = Number(response.headers()['retry-after']);
    if (response.status() !== 429 || attempt >= MAX_THROTTLE_RETRIES || !(retryAfter > 0)) {
      throw new Error(`login(): asking for a code failed: ${await describe(response)}`);
    }
    // The spacing between two codes of one identity (RESEND_COUNTDOWN_SECONDS) or an hourly limit (the whole run is
    // one IP): forget this identity's throttle through the development-only call rather than wait it out (tests wait
    // on events, never on wall time); an hourly limit per IP clears the whole table.
    await clearCodeThrottle(page, brandId, retryAfter > MAX_THROTTLE_WAIT_SECONDS ? null : identityValue(identity));
  }
}

/**
 * Forgets the code throttle of one identity at a brand (`to`: an e-mail or phone as typed), or every throttle (`null`),
 * through the development-only DELETE /api/dev/throttles. A test that asks for a second code moments after the first
 * goes on at once instead of waiting out the RESEND_COUNTDOWN_SECONDS spacing.
 */
export async function clearCodeThrottle(page: Page, brandId: BrandId, to: string | null): Promise<void> {
  const query = to === null ? '' : `?brand=${brandId}&to=${encodeURIComponent(to)}`;
  const reset = await page.request.delete(brandUrl(brandId, `/api/dev/throttles${query}`), {
    headers: { Origin: brandOrigin(brandId) },
    failOnStatusCode: false,
  });
  if (!reset.ok()) throw new Error(`clearing the code throttles failed: ${await describe(reset)}`);
}

interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string | null;
  text?: string | null;
  code?: string | null;
  createdAt: string;
}

async function readCode(page: Page, identity: Identity, brandId: BrandId, since: number): Promise<string> {
  const deadline = Date.now() + OUTBOX_POLL_MS;
  let seen: OutboxMessage[] = [];
  while (Date.now() < deadline) {
    for (const query of [`?to=${encodeURIComponent(identityValue(identity))}`, '']) {
      const response = await page.request.get(brandUrl(brandId, `/api/dev/outbox${query}`), {
        failOnStatusCode: false,
      });
      if (!response.ok()) throw new Error(`login(): reading the outbox failed: ${await describe(response)}`);
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      seen = messages;
      // Newest first; a message older than this request belongs to an earlier (voided) code.
      const message = messages.find(
        (m) => m.code && sameRecipient(identity, m.to) && Date.parse(m.createdAt) >= since - 2_000,
      );
      if (message?.code) return message.code;
    }
    await sleep(250);
  }
  throw new Error(
    `login(): no code for ${identityValue(identity)} in the outbox; latest messages: ${JSON.stringify(seen.slice(0, 3))}`,
  );
}

/** Writes the cookies the web app writes after its own login, so the route guard finds the session (spec §2). */
async function writeWebSessionCookies(page: Page, brandId: BrandId, user: LoginUser) {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const person = {
    email: text(user.email),
    phone: text(user.phone),
    cpf: text(user.cpf),
    nome: text(user.nome),
    telefone: text(user.telefone),
  };
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(user.address?.[field])]));
  const expires = Math.floor(Date.now() / 1000) + WEB_SESSION_DAYS * 24 * 3600;
  // Host-only cookies on the brand's origin, as document.cookie writes them there.
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    url: brandOrigin(brandId),
    expires,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  const cookies = [
    cookie(WEB_SESSION_COOKIES.user, JSON.stringify(person)),
    cookie(WEB_SESSION_COOKIES.address, JSON.stringify(address)),
  ];
  if (person.email) cookies.push(cookie(WEB_SESSION_COOKIES.email, person.email));
  await page.context().addCookies(cookies);
}

async function loginFresh(page: Page, identity: Identity, brandId: BrandId): Promise<LoginUser> {
  const since = Date.now();
  await requestCode(page, identity, brandId);
  const tokenCode = await readCode(page, identity, brandId, since);
  const response = await postJson(page, brandId, '/api/authentication/fastaccess/login', {
    brand: brandId,
    tokenCode,
    ...identityBody(identity),
  });
  if (!response.ok()) throw new Error(`login(): logging in failed: ${await describe(response)}`);
  const body = (await response.json()) as { user?: LoginUser };
  if (!body.user) throw new Error(`login(): the login answer has no user: ${JSON.stringify(body)}`);
  await writeWebSessionCookies(page, brandId, body.user);
  return body.user;
}

// Shared sessions: one JSON file per identity and brand in the run's output folder (emptied at the start of each run),
// guarded by a lock folder because both workers may ask for the same identity at once.
interface CachedSession {
  user: LoginUser;
  cookies: Cookie[];
}

function sessionCachePaths(identity: Identity, brandId: BrandId) {
  const dir = path.join(test.info().project.outputDir, '.sessions');
  const key = `brand-${brandId}-${identityValue(identity).replace(/[^a-z0-9]+/gi, '_')}`;
  return { dir, file: path.join(dir, `${key}.json`), lock: path.join(dir, `${key}.lock`) };
}

async function withLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding the lock must not block the run: a lock older than any login is stale.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Removed by its owner meanwhile.
      }
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function sessionIsValid(page: Page, brandId: BrandId): Promise<boolean> {
  const response = await page.request.get(brandUrl(brandId, '/api/authentication/valid'), { failOnStatusCode: false });
  return response.ok();
}

async function loginShared(page: Page, identity: Identity, brandId: BrandId): Promise<LoginUser> {
  const { file, lock } = sessionCachePaths(identity, brandId);
  return withLock(lock, async () => {
    let cached: CachedSession | null = null;
    try {
      cached = JSON.parse(readFileSync(file, 'utf8')) as CachedSession;
    } catch {
      cached = null;
    }
    if (cached) {
      await page.context().addCookies(cached.cookies);
      if (await sessionIsValid(page, brandId)) return cached.user;
      await page.context().clearCookies({ domain: BRAND_HOSTS[brandId] });
    }
    const user = await loginFresh(page, identity, brandId);
    const cookies = await page.context().cookies(brandOrigin(brandId));
    writeFileSync(file, JSON.stringify({ user, cookies } satisfies CachedSession));
    return user;
  });
}

/**
 * What the quick-access dialog leaves in the browser when she ticks the terms to ask for her code (spec §2: the
 * acceptance is remembered per policy link, apps/web/src/lib/terms-acceptance.ts): login() asks for the code through
 * the API, so it leaves the same, and the request's terms come ticked as after a login through the dialog (R9).
 */
async function rememberTermsAccepted(page: Page, brandId: BrandId): Promise<void> {
  await page.addInitScript((key) => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, new Date().toISOString());
    } catch {
      // A page without storage asks for the terms again, as the app does.
    }
  }, `portal.terms-accepted:${seededPolicyUrl(brandId)}`);
}

export async function login(
  page: Page,
  identity: Identity,
  brandId: BrandId = 1,
  options: LoginOptions = {},
): Promise<LoginUser> {
  await rememberTermsAccepted(page, brandId);
  return options.shared === false ? loginFresh(page, identity, brandId) : loginShared(page, identity, brandId);
}

// --- accessibility ----------------------------------------------------------------------------------------------

export interface AxeOptions {
  /** CSS selectors left out of the check (for a known third-party widget; say why at the call site). */
  exclude?: string[];
}

/**
 * WCAG 2.2 AA as axe tags it (issue 11, item 11): the 2.0 A/AA rules plus those added by 2.1 (e.g. 1.4.12 text
 * spacing, 2.5.3 label in name) and 2.2 (2.5.8 target size). Rules are tagged by the version that introduced the
 * criterion, so each version's tag is needed (no axe rule carries wcag22a).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe in the page itself: the app has no frames, and @axe-core/playwright's default mode (which this replaced)
 * opens a second page for every check to merge frame results in, then injects axe twice more, which made a third of
 * the e2e stage's time. axe is injected once per document and kept for the document's later checks (an in-app
 * navigation keeps it); only violations are collected (`resultTypes`), the rules and tags are the same.
 */
async function axeViolations(page: Page, exclude: string[]): Promise<AxeViolation[]> {
  // A dialog still fading in is half transparent, and axe measured its texts against the overlay behind (contrast
  // 1.2-3.1 where the settled dialog has 7+). Wait for what is moving to settle: the running finite animations and
  // transitions end by themselves (an event, not a wait on the clock); endless ones (a spinner) are left running.
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  });
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const context = exclude.length
        ? { include: [['html']], exclude: exclude.map((selector) => [selector]) }
        : document;
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    },
    { tags: [...AXE_TAGS], exclude },
  );
}

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // AXE_SOURCE: a check also ends while a test holds the page's clock still (support/axe-source.ts).
  const violations = await axeViolations(page, options.exclude ?? []);
  const report = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(report, `axe found accessibility violations on ${page.url()}`).toEqual([]);
}

// --- fixtures ---------------------------------------------------------------------------------------------------

interface PortalFixtures {
  brandUrl: typeof brandUrl;
  login: typeof login;
  expectNoAxeViolations: typeof expectNoAxeViolations;
}

/**
 * A server-rendered page is on screen before it is interactive (ADR 0024): a click on it before React has hydrated is
 * lost. A test, which clicks as soon as it sees, waits after each navigation for the app's mark (`data-hydrated` on
 * `<html>`); a navigation asked to stop at 'commit' (a test about what shows before the scripts) does not wait.
 */
function waitForHydrationAfterNavigation(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('portal-state'),
      undefined,
      { timeout: NAVIGATION_TIMEOUT_MS, polling: 50 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return response;
  };
}

export const test = base.extend<PortalFixtures>({
  // Every page of the test's context is watched; a warning or error the test did not declare fails it at its end.
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationAfterNavigation);
    const problems = watchConsole(context);
    await use(context);
    const unexpected = unexpectedConsoleProblems(problems);
    expect(
      unexpected,
      'the pages logged console warnings/errors (declare one the test causes by design with expectConsoleMessage)',
    ).toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  brandUrl: async ({}, use) => use(brandUrl),
  // eslint-disable-next-line no-empty-pattern
  login: async ({}, use) => use(login),
  // eslint-disable-next-line no-empty-pattern
  expectNoAxeViolations: async ({}, use) => use(expectNoAxeViolations),
});
