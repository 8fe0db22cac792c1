/**
 * Back office, the admins' operators page (issue 14): the development admin signs in to /backoffice (the e-mail code
 * from the dev outbox, then the TOTP of the seed's public secret) on the way to /backoffice/operators, sees the
 * operators with their brands by name, adds an agent of one brand and sees them listed; a form with an invalid e-mail
 * and no brand, and then an e-mail already taken (the server's 409), each get their clear message. axe on each state.
 * At 375 px (the operators as cards) and 1280 px (a table).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Locator, Page, Response } from '@playwright/test';
import {
  brandUrl,
  expect,
  expectConsoleMessage,
  expectNoAxeViolations,
  PAGE_READY,
  test,
  type BrandId,
} from '../fixtures';

const BRAND: BrandId = 1;
/**
 * The development admin of apps/api/src/db/seed/operators.ts (enrolled with a public secret, never in production),
 * written again here as backoffice.spec.ts does: that module imports the API's code, which this project does not compile.
 */
const DEV_ADMIN = { email: 'admin@backoffice.localhost', name: 'Admin Demo' };
const DEV_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The seed's brands, as the console names them (the operator answer's brandNames). */
const BRAND_NAMES = ['Corre Brasil', 'Trilha Norte', 'Maré Sports'];
const TOTP_STEP_MS = 30_000;

/** RFC 6238 (SHA-1, 30 s, 6 digits) for the time step `step`: what an authenticator app shows for the secret. */
function totpForStep(secretBase32: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[hash.length - 1]! & 15;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const outboxUrl = (email: string) => brandUrl(BRAND, `/api/dev/outbox?to=${encodeURIComponent(email)}`);

async function newestCode(page: Page, email: string): Promise<string | undefined> {
  const response = await page.request.get(outboxUrl(email));
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  return messages.find((message) => message.code)?.code ?? undefined;
}

function answerOf(page: Page, apiPath: string): Promise<Response> {
  return page.waitForResponse((response) => response.url().endsWith(`/api/backoffice${apiPath}`));
}

/**
 * Signs the development admin in through the sign-in screen. The same admin may be signing in on another worker
 * (backoffice.spec.ts's phone test, this spec's other width), and the server allows one code request per identity
 * every 25 s and each TOTP time step once per operator:
 * - a code request refused with 429 (another worker asked first) is asked again once the development throttles are
 *   cleared, which the test waits for, not for the Retry-After's seconds;
 * - once the code is read, the code throttles are cleared (development only), so another worker's request is not
 *   refused because of this one, and this code can no longer be voided before it is used a moment later;
 * - the TOTP of the previous time step is tried first (the server accepts ±1 step): a sign-in of the same admin in
 *   this step, elsewhere, is then still newer and accepted. If that one came first, this one is refused, and the
 *   next step's token, also within the window, is accepted.
 */
async function signInAsDevAdmin(page: Page, to: string) {
  // Nobody is signed in yet: the frame's GET /api/backoffice/me answers 401, which Chromium logs.
  expectConsoleMessage(/status of 401 .*\/api\/backoffice\/me/, 'the console asks who is signed in before sign-in');
  await page.goto(brandUrl(BRAND, to));
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no console' })).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/backoffice\/login$/);

  await page.getByRole('textbox', { name: /^E-mail/ }).fill(DEV_ADMIN.email);
  const previous = await newestCode(page, DEV_ADMIN.email);
  for (;;) {
    const answer = answerOf(page, '/auth/code');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const response = await answer;
    if (response.status() === 202) break;
    expect(response.status(), 'a code request is only refused for its spacing').toBe(429);
    expectConsoleMessage(/status of 429 .*\/api\/backoffice\/auth\/code/, 'another worker asked for the code first');
    expect((await page.request.delete(brandUrl(BRAND, '/api/dev/throttles'))).ok()).toBe(true);
  }
  let code = '';
  await expect
    .poll(async () => {
      code = (await newestCode(page, DEV_ADMIN.email)) ?? '';
      return code !== '' && code !== previous;
    }, PAGE_READY)
    .toBe(true);
  const reset = await page.request.delete(brandUrl(BRAND, '/api/dev/throttles'));
  expect(reset.ok()).toBe(true);
  await page.getByRole('textbox', { name: /^Código de acesso/ }).fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  const token = page.getByRole('textbox', { name: /^Código do aplicativo autenticador/ });
  await expect(token).toBeVisible();
  const step = Math.floor(Date.now() / TOTP_STEP_MS);
  for (const [index, tryStep] of [step - 1, step + 1].entries()) {
    await token.fill(totpForStep(DEV_OPERATOR_TOTP_SECRET, tryStep));
    const answer = answerOf(page, '/auth/totp');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const response = await answer;
    if (response.ok()) break;
    expect([response.status(), index], 'only the first token may be refused, as already used').toEqual([422, 0]);
    expectConsoleMessage(/status of 422 .*\/api\/backoffice\/auth\/totp/, 'the same admin signed in in this step');
  }
}

/** The operators as the page lists them: table rows at 1280 px, cards at 375 px. */
function operatorEntries(page: Page, phone: boolean): Locator {
  return phone
    ? page.getByRole('list', { name: 'Operadores do console' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Operadores do console' }).getByRole('row');
}

test.describe('Back office: operators', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin lists the operators by brand name and adds an agent of one brand; bad input gets a clear message', async ({
    page,
  }) => {
    const phone = test.info().project.name === 'phone';
    // Signing in on the way to the operators page lands on it.
    await signInAsDevAdmin(page, '/backoffice/operators');
    await expect(page).toHaveURL(/\/backoffice\/operators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operadores' })).toBeVisible(PAGE_READY);
    const entries = operatorEntries(page, phone);
    const admin = entries.filter({ hasText: DEV_ADMIN.email });
    await expect(admin).toHaveCount(1, PAGE_READY);
    await expect(admin).toContainText(DEV_ADMIN.name);
    await expect(admin).toContainText('Administrador');
    await expect(admin).toContainText(BRAND_NAMES.join(', '));
    // The header's brand filter names the brands too.
    await expect(page.getByRole('combobox', { name: 'Marca' }).getByRole('option')).toHaveText([
      'Todas as marcas',
      ...BRAND_NAMES,
    ]);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);

    // Bad input: an invalid e-mail and no brand. Nothing is sent; each field says what is wrong, focus on the first.
    const form = page.getByRole('form', { name: 'Adicionar operador' });
    const email = form.getByRole('textbox', { name: /^E-mail/ });
    const name = form.getByRole('textbox', { name: /^Nome/ });
    const brands = form.getByRole('group', { name: /^Marcas/ });
    const agentName = `Agente ${test.info().project.name} ${randomUUID().slice(0, 6)}`;
    const agentEmail = `${agentName.toLowerCase().replaceAll(' ', '.')}@backoffice.localhost`;
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/backoffice/operators')) posts += 1;
    });
    await email.fill('agente@');
    await name.fill(agentName);
    await form.getByRole('button', { name: 'Adicionar operador' }).click();
    await expect(form.getByText('E-mail inválido.')).toBeVisible();
    await expect(form.getByText('Escolha pelo menos uma das suas marcas.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(posts).toBe(0);
    await expectNoAxeViolations(page);

    // Put right: an agent of one brand, offered by name. The list is read again and shows them.
    await email.fill(agentEmail);
    await expect(form.getByText('E-mail inválido.')).toHaveCount(0);
    await expect(form.getByRole('radio', { name: 'Atendente' })).toBeChecked();
    await expect(brands.getByRole('checkbox')).toHaveCount(BRAND_NAMES.length);
    await brands.getByRole('checkbox', { name: 'Trilha Norte' }).check();
    const added = answerOf(page, '/operators');
    await form.getByRole('button', { name: 'Adicionar operador' }).click();
    expect((await added).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(
      `Cadastro de ${agentName} criado. O aplicativo autenticador é configurado no primeiro acesso.`,
    );
    const agent = entries.filter({ hasText: agentEmail });
    await expect(agent).toHaveCount(1, PAGE_READY);
    await expect(agent).toContainText(agentName);
    await expect(agent).toContainText('Atendente');
    await expect(agent).toContainText('Trilha Norte');
    await expect(agent).not.toContainText('Corre Brasil');
    await expect(agent).toContainText('Ativo');
    await expect(email).toHaveValue('');
    await expectNoAxeViolations(page);

    // The same e-mail again: the server's 409 is shown above the form and marks the field.
    expectConsoleMessage(/status of 409 .*\/api\/backoffice\/operators/, 'the test adds an e-mail already taken');
    await email.fill(agentEmail.toUpperCase());
    await name.fill('Outro Nome');
    await brands.getByRole('checkbox', { name: 'Maré Sports' }).check();
    await form.getByRole('button', { name: 'Adicionar operador' }).click();
    const refusal = form.getByRole('alert');
    await expect(refusal).toContainText('O operador não foi adicionado');
    await expect(refusal).toContainText('Já existe um operador com este e-mail.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(entries.filter({ hasText: agentEmail })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
