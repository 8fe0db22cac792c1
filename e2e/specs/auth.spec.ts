/**
 * Quick access (issue 3, spec §2 Login, §4 Session, §5 Quick access / Verify code), through the real UI at both widths:
 * log in by e-mail and by phone with the code read from the dev outbox, a wrong code, terms gating, the resend
 * countdown (page.clock) and the phone link after it, the guard without a session, the session restored after a
 * reload, logout, and an axe check on the login page and each open dialog. The @screens test saves the login page and
 * both dialogs for every brand and language (AUTH_SHOTS_DIR, default the test's output folder) and checks they fit.
 *
 * The API spaces code requests per address (RESEND_COUNTDOWN_SECONDS) and a new code voids the previous one, so tests
 * that may run at the same time ask for codes for different addresses or brands: the phone project works on brand 2,
 * the desktop project on brand 4 (Ana has orders at both), and other specs mostly log in on brand 1.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { RESEND_COUNTDOWN_SECONDS } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import {
  BRAND_IDS,
  brandUrl,
  clearCodeThrottle,
  expect,
  expectConsoleMessage,
  expectNoAxeViolations,
  PAGE_READY,
  recordShownMessages,
  test,
  type BrandId,
} from '../fixtures';

const ANA = { email: 'ana.souza@example.com', phone: '5511987654321' };
/** Customers with orders at brand 1 only, one per project: Carla has no e-mail at all. */
const PHONE_CUSTOMER = {
  phone: { phone: '5521998765432', masked: '+55 (21) *****-5432' },
  desktop: { phone: '5531991234567', masked: '+55 (31) *****-4567' },
} as const;

const SESSION_WARNING = 'Houve um erro ao carregar sua sessão faça login novamente.';
const TERMS_WARNING = 'Por favor, confirme os termos para prosseguir';
const CODE_PATH = '/api/authentication/fastaccess/code';

function projectName(testInfo: TestInfo): 'phone' | 'desktop' {
  return testInfo.project.name === 'phone' ? 'phone' : 'desktop';
}

function projectBrand(testInfo: TestInfo): BrandId {
  return projectName(testInfo) === 'phone' ? 2 : 4;
}

async function openLogin(page: Page, brandId: BrandId) {
  await page.goto(brandUrl(brandId, '/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Trocas, devoluções e reembolsos' })).toBeVisible(
    PAGE_READY,
  );
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * Clicks whatever asks for a code and waits for the API to accept it. A refusal because another test asked for the
 * same address moments ago clears that address's throttle through the development-only DELETE /api/dev/throttles
 * (as the login() fixture does) and asks again, instead of waiting the spacing out.
 */
async function sendCode(page: Page, brandId: BrandId, click: () => Promise<void>): Promise<number> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const since = Date.now();
    const answer = page.waitForResponse(
      (response) => response.url().endsWith(CODE_PATH) && response.request().method() === 'POST',
    );
    await click();
    const response = await answer;
    if (response.ok()) return since;
    expect(response.status(), `the code request was refused: ${await response.text()}`).toBe(429);
    expectConsoleMessage(/status of 429 .* at .*\/fastaccess\/code/, 'another test asked for this address moments ago');
    const sent = response.request().postDataJSON() as { email?: string; fone?: string };
    await clearCodeThrottle(page, brandId, sent.email ?? sent.fone ?? null);
  }
  throw new Error('the code request kept being refused');
}

interface OutboxMessage {
  brandId: number | null;
  to: string;
  code: string | null;
  createdAt: string;
}

/** The code the API sent to `to` at `brandId` since `since` (epoch ms), read from the dev outbox. */
async function readCode(page: Page, brandId: BrandId, to: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(brandUrl(brandId, `/api/dev/outbox?to=${encodeURIComponent(to)}`));
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        code =
          messages.find((m) => m.code && m.brandId === brandId && Date.parse(m.createdAt) >= since - 2000)?.code ??
          null;
        return code;
      },
      { message: `a code for ${to} in the outbox`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}

/** A code that is surely not `code`: same length, every digit changed. */
function wrongCodeFor(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
}

async function submitCode(dialog: Locator, code: string) {
  await dialog.getByRole('textbox', { name: /Código de acesso/ }).fill(code);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('link', { name: /: ir para o início$/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
}

test.describe('quick access through the real UI', () => {
  test('logs in by e-mail after the terms and a wrong code, keeps the session on reload, logs out', async ({
    page,
  }, testInfo) => {
    const brandId = projectBrand(testInfo);
    await openLogin(page, brandId);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
    const quick = page.getByRole('dialog', { name: 'Acesso rápido' });
    await expect(quick).toBeVisible();
    await expectNoAxeViolations(page);

    const codeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(CODE_PATH)) codeRequests.push(request.url());
    });
    const email = quick.getByRole('textbox', { name: /E-mail/ });
    const terms = quick.getByRole('checkbox', { name: /Li e aceito/ });
    const send = quick.getByRole('button', { name: 'Enviar código' });

    // A malformed e-mail and then unticked terms: warnings, and nothing is sent.
    await email.fill('ana.souza@example');
    await terms.check();
    await send.click();
    await expect(toast(page, 'E-mail inválido.')).toBeVisible();
    await terms.uncheck();
    await email.fill(ANA.email);
    await send.click();
    await expect(toast(page, TERMS_WARNING)).toBeVisible();
    expect(codeRequests).toEqual([]);
    await expect(quick.getByRole('link', { name: /política de entrega, troca e devolução/ })).toHaveAttribute(
      'href',
      /politica-de-trocas$/,
    );

    await terms.check();
    const since = await sendCode(page, brandId, () => send.click());

    const verify = page.getByRole('dialog', { name: 'Digite o código de acesso' });
    await expect(verify.getByRole('status')).toContainText('a***@example.com');
    await expect(quick).toBeHidden();
    await expectNoAxeViolations(page);

    const code = await readCode(page, brandId, ANA.email, since);
    expectConsoleMessage(/status of 4\d\d .* at .*\/fastaccess\/login/, 'the wrong code is refused by design');
    await submitCode(verify, wrongCodeFor(code));
    // Said beside the code field only: no technical 'Aviso! Código: 422' toast next to it (issue 23 item 10).
    await expect(verify.getByText(/Código incorreto\. Tentativas restantes: \d+\./)).toBeVisible();
    await expect(toast(page, /Código incorreto/)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    await submitCode(verify, code);
    await expectSignedIn(page);

    // A reload forgets the memory; the server checks the session cookie and sends the page rendered for this shopper
    // (ADR 0024), who stays signed in.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expectSignedIn(page);

    if (projectName(testInfo) === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Logged out for real: the server session is gone, a protected route sends back to /login, to return after it.
    expect((await page.request.get(brandUrl(brandId, '/api/authentication/valid'))).status()).toBe(401);
    await page.goto(brandUrl(brandId, '/carteira'));
    await expect(page).toHaveURL(/\/login\?next=%2Fcarteira$/);

    // The terms stay accepted for this brand's policy link.
    await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
    await expect(quick.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked();
  });

  test('counts the resend down, then logs in by phone through the link that appears', async ({ page }, testInfo) => {
    const brandId = projectBrand(testInfo);
    await page.clock.install();
    await openLogin(page, brandId);

    // An address without purchases gets the same answer (and a 'no purchases' message instead of a code)…
    await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
    const quick = page.getByRole('dialog', { name: 'Acesso rápido' });
    await quick.getByRole('textbox', { name: /E-mail/ }).fill(`e2e-${projectName(testInfo)}@example.com`);
    await quick.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await sendCode(page, brandId, () => quick.getByRole('button', { name: 'Enviar código' }).click());

    const verify = page.getByRole('dialog', { name: 'Digite o código de acesso' });
    await expect(verify.getByRole('status')).toContainText('e***@example.com');
    const phoneLink = verify.getByRole('button', { name: 'Receber o código por telefone' });
    const counting = verify.getByRole('button', { name: /^Reenviar código em \d+ s$/ });
    await expect(counting).toBeDisabled();
    await expect(phoneLink).toBeHidden();

    const secondsShown = async () => Number(/(\d+) s$/.exec((await counting.textContent()) ?? '')?.[1] ?? NaN);
    const before = await secondsShown();
    expect(before).toBeLessThanOrEqual(RESEND_COUNTDOWN_SECONDS);

    // Ten seconds on, the countdown shows ten seconds less and is still running (each second is a component test)…
    await page.clock.fastForward(10_000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(before - 10);
    await expect(counting).toBeDisabled();
    await expect(phoneLink).toBeHidden();
    // …and once it has run out, resend is enabled and the phone option appears.
    await page.clock.fastForward(RESEND_COUNTDOWN_SECONDS * 1000);
    const resend = verify.getByRole('button', { name: 'Reenviar código', exact: true });
    await expect(resend).toBeEnabled();
    await expect(phoneLink).toBeVisible();

    // …and the API keeps its own spacing on the real clock: resending right away is refused with a clear message.
    const refused = page.waitForResponse((response) => response.url().endsWith(CODE_PATH));
    expectConsoleMessage(/status of 429 .* at .*\/fastaccess\/code/, 'resending before the server spacing is refused');
    await resend.click();
    expect((await refused).status()).toBe(429);
    await expect(toast(page, /Aguarde \d+ segundos para pedir um novo código\./)).toBeVisible();

    // …so the shopper asks for the code by phone. A phone that fails the check is an error toast.
    await phoneLink.click();
    const phone = verify.getByRole('textbox', { name: 'Telefone para receber o código' });
    await phone.pressSequentially('5511987');
    await verify.getByRole('button', { name: 'Enviar por telefone' }).click();
    await expect(toast(page, 'Telefone inválido.')).toBeVisible();
    await expectNoAxeViolations(page);

    await phone.clear();
    await phone.pressSequentially(ANA.phone);
    await expect(phone).toHaveValue('+55 (11) 98765-4321');
    const since = await sendCode(page, brandId, () =>
      verify.getByRole('button', { name: 'Enviar por telefone' }).click(),
    );
    await expect(verify.getByRole('status')).toContainText('+55 (11) *****-4321');
    await expect(verify.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();

    await submitCode(verify, await readCode(page, brandId, ANA.phone, since));
    await expectSignedIn(page);
  });

  test("logs in by phone with 'I already have a code'", async ({ page }, testInfo) => {
    const brandId: BrandId = 1;
    const customer = PHONE_CUSTOMER[projectName(testInfo)];
    await page.clock.install();
    await openLogin(page, brandId);

    await page.getByRole('button', { name: 'Já tenho um código' }).click();
    const verify = page.getByRole('dialog', { name: 'Digite o código de acesso' });
    const byEmail = verify.getByRole('radio', { name: 'Tenho um código de e-mail' });
    const byPhone = verify.getByRole('radio', { name: 'Tenho um código de telefone' });
    await expect(byEmail).not.toBeChecked();
    await expect(byPhone).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Sending without saying where the code went is refused with the spec's warning.
    await submitCode(verify, '123456');
    await expect(toast(page, 'Para prosseguir, escolha e-mail ou telefone.')).toBeVisible();

    // The two radios exclude each other, each with its own field.
    await byEmail.check();
    await expect(verify.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
    await byPhone.check();
    await expect(byEmail).not.toBeChecked();
    await expect(verify.getByRole('textbox', { name: /^E-mail/ })).toBeHidden();
    const phone = verify.getByRole('textbox', { name: /^Telefone/ });
    await phone.pressSequentially(customer.phone);
    await expectNoAxeViolations(page);

    // No code yet: once the countdown runs out, resend sends one to the phone given.
    await page.clock.fastForward(RESEND_COUNTDOWN_SECONDS * 1000);
    const since = await sendCode(page, brandId, () =>
      verify.getByRole('button', { name: 'Reenviar código', exact: true }).click(),
    );
    await expect(verify.getByRole('status')).toContainText(customer.masked);

    await submitCode(verify, await readCode(page, brandId, customer.phone, since));
    await expectSignedIn(page);
  });

  test('a protected route without a session lands on /login quietly, remembering the page', async ({
    page,
  }, testInfo) => {
    const brandId = projectBrand(testInfo);
    await recordShownMessages(page);
    await page.goto(brandUrl(brandId, '/protocolos'));
    await expect(page).toHaveURL(/\/login\?next=%2Fprotocolos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trocas, devoluções e reembolsos' })).toBeVisible();
    expect(await shownMessages(page)).not.toContainEqual(expect.stringContaining(SESSION_WARNING));
  });

  // Issue 23 item 9: no waiting for 'Reenviar' behind 'Já tenho um código' any more.
  test('a phone-only shopper asks for an SMS code on the first dialog', async ({ page }, testInfo) => {
    const brandId: BrandId = 1;
    const customer = PHONE_CUSTOMER[projectName(testInfo)];
    await openLogin(page, brandId);
    await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
    const quick = page.getByRole('dialog', { name: 'Acesso rápido' });
    await quick.getByRole('radio', { name: 'SMS no celular' }).check();
    await quick.getByRole('textbox', { name: /^Celular/ }).pressSequentially(customer.phone);
    await quick.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await expectNoAxeViolations(page);

    const since = await sendCode(page, brandId, () => quick.getByRole('button', { name: 'Enviar código' }).click());
    const verify = page.getByRole('dialog', { name: 'Digite o código de acesso' });
    await expect(verify.getByRole('status')).toContainText(customer.masked);
    await submitCode(verify, await readCode(page, brandId, customer.phone, since));
    await expectSignedIn(page);
  });
});

/** Who opens a status e-mail's link: one shopper per project, so the two projects never ask for the same code. */
const LINK_READER = {
  phone: { email: DEMO.ana.email, protocol: DEMO.protocols.opened },
  desktop: { email: DEMO.bruno.email, protocol: DEMO.protocols.bruno },
} as const;

/** Every alert and status the page has shown since it was loaded (recordShownMessages). */
function shownMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__shownMessages ?? []);
}

/** Signs in through both dialogs with a code sent to `email`. */
async function signInByEmail(page: Page, brandId: BrandId, email: string) {
  await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
  const quick = page.getByRole('dialog', { name: 'Acesso rápido' });
  await quick.getByRole('textbox', { name: /E-mail/ }).fill(email);
  const terms = quick.getByRole('checkbox', { name: /Li e aceito/ });
  if (!(await terms.isChecked())) await terms.check();
  const since = await sendCode(page, brandId, () => quick.getByRole('button', { name: 'Enviar código' }).click());
  const verify = page.getByRole('dialog', { name: 'Digite o código de acesso' });
  await submitCode(verify, await readCode(page, brandId, email, since));
}

// Issue 23 items 8 and 14.
test('signed out is no error; the status e-mail link comes back after sign-in, loaded and in-app', async ({
  page,
}, testInfo) => {
  const brandId: BrandId = 1;
  const reader = LINK_READER[projectName(testInfo)];
  const link = `/protocol/${reader.protocol}`;
  const sentToLogin = new RegExp(`/login\\?next=${encodeURIComponent(link)}$`);
  const loginHeading = page.getByRole('heading', { level: 1, name: 'Trocas, devoluções e reembolsos' });
  const protocolHeading = page.getByRole('heading', { level: 1, name: `Protocolo ${reader.protocol}` });
  await recordShownMessages(page);

  // A first visit to the root: the login page, without any error.
  await page.goto(brandUrl(brandId, '/'));
  await expect(loginHeading).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/login$/);
  expect(await shownMessages(page)).not.toContainEqual(expect.stringContaining(SESSION_WARNING));

  // The link opened in a page load (rendered by the server), signed out: back to it after the code.
  await page.goto(brandUrl(brandId, link));
  await expect(page).toHaveURL(sentToLogin, PAGE_READY);
  await signInByEmail(page, brandId, reader.email);
  await expect(protocolHeading).toBeVisible(PAGE_READY);
  expect(new URL(page.url()).pathname).toBe(link);

  // 'Sair', then Back: the link again, inside the app; quiet, and back to it after signing in again.
  if (projectName(testInfo) === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(sentToLogin);
  await expect(loginHeading).toBeVisible();
  await signInByEmail(page, brandId, reader.email);
  await expect(protocolHeading).toBeVisible(PAGE_READY);
  expect(new URL(page.url()).pathname).toBe(link);
  expect(await shownMessages(page)).not.toContainEqual(expect.stringContaining(SESSION_WARNING));
});

const LANGUAGE_TEXTS = {
  pt: {
    title: 'Trocas, devoluções e reembolsos',
    enter: 'Entrar sem cadastro',
    haveCode: 'Já tenho um código',
    email: 'Tenho um código de e-mail',
    byPhone: 'Receber o código por telefone',
  },
  en: {
    title: 'Exchanges, returns and refunds',
    enter: 'Sign in without registering',
    haveCode: 'I already have a code',
    email: 'I have an e-mail code',
    byPhone: 'Get the code by text message',
  },
  es: {
    title: 'Cambios, devoluciones y reembolsos',
    enter: 'Entrar sin registrarse',
    haveCode: 'Ya tengo un código',
    email: 'Tengo un código de correo electrónico',
    byPhone: 'Recibir el código por SMS',
  },
} as const;

/** Nothing sticks out sideways, and the open dialog (if any) fits the width of the viewport. */
async function expectFitsViewport(page: Page, what: string) {
  const { scrollWidth, clientWidth, dialog } = await page.evaluate(() => {
    const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      dialog: box ? { left: box.left, right: box.right } : null,
    };
  });
  expect(scrollWidth, `${what}: no horizontal overflow`).toBeLessThanOrEqual(clientWidth);
  if (dialog) {
    expect(dialog.left, `${what}: dialog inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(dialog.right, `${what}: dialog inside the viewport`).toBeLessThanOrEqual(clientWidth);
  }
}

/**
 * One test per brand, so the two workers share them. The screenshots are for a person reviewing the screens
 * (`AUTH_SHOTS_DIR=/tmp/shots`); nothing compares them, so a run without the variable takes none (72 full-page shots at
 * two widths were a minute of the stage). What the test asserts, the fit in the viewport, is checked either way.
 */
for (const brandId of BRAND_IDS) {
  test(`@screens login page and both dialogs fit in every language, brand ${brandId}`, async ({ page }) => {
    const dir = process.env.AUTH_SHOTS_DIR;
    if (dir) mkdirSync(dir, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    const shot = async (name: string) => {
      if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
    };

    for (const [language, texts] of Object.entries(LANGUAGE_TEXTS)) {
      // A choice stored the way it was before the language cookie existed: only in localStorage, no cookie (the start
      // writes one, so it goes before each load). The page arrives in pt (Accept-Language) and is drawn anew in the
      // stored language (main.tsx); with a cookie the server renders the choice itself (request-languages.spec.ts).
      await page.context().clearCookies({ name: 'portal_lang' });
      await page.addInitScript((lang) => window.localStorage.setItem('portal.language', lang), language);
      await page.goto(brandUrl(brandId, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      await expectFitsViewport(page, `login brand ${brandId} ${language}`);
      await shot(`login-brand${brandId}-${language}`);

      await page.getByRole('button', { name: texts.enter }).click();
      const quick = page.getByRole('dialog');
      await expect(quick.getByRole('checkbox')).toBeVisible();
      await expectFitsViewport(page, `quick access brand ${brandId} ${language}`);
      await shot(`quick-access-brand${brandId}-${language}`);
      await page.keyboard.press('Escape');
      await expect(quick).toBeHidden();

      await page.getByRole('button', { name: texts.haveCode }).click();
      const verify = page.getByRole('dialog');
      await verify.getByRole('radio', { name: texts.email }).check();
      await expect(verify.getByRole('textbox')).toHaveCount(2);
      await expectFitsViewport(page, `verify code brand ${brandId} ${language}`);
      await shot(`verify-code-brand${brandId}-${language}`);
      await page.keyboard.press('Escape');
      await expect(verify).toBeHidden();

      // The dialog after a code went out a while ago (what the page keeps for the tab, without asking the API for
      // one more code): where it went, resend ready, and the phone panel open.
      await page.evaluate(() =>
        window.sessionStorage.setItem(
          'portal.auth.pending-contact',
          JSON.stringify({ channel: 'email', value: 'ana.souza@example.com', masked: 'a***@example.com', sentAt: 0 }),
        ),
      );
      await page.getByRole('button', { name: texts.haveCode }).click();
      await verify.getByRole('button', { name: texts.byPhone }).click();
      await expect(verify.getByRole('textbox')).toHaveCount(2);
      await expectFitsViewport(page, `verify code sent brand ${brandId} ${language}`);
      await shot(`verify-code-sent-brand${brandId}-${language}`);
      await page.keyboard.press('Escape');
      await expect(verify).toBeHidden();
      await page.evaluate(() => window.sessionStorage.clear());
    }
  });
}
