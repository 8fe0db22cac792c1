/**
 * Back office, the admins' operators page (issue 14): the development admin signs in to /backoffice (the e-mail code
 * from the dev outbox, then the TOTP of the seed's public secret) on the way to /backoffice/operators, sees the
 * operators with their brands by name, adds an agent of one brand and sees them listed; a form with an invalid e-mail
 * and no brand, and then an e-mail already taken (the server's 409), each get their clear message; then renames and
 * deactivates that agent (issue 23), the admin's own access and role locked. axe on each state. At 375 px (the operators as cards) and 1280 px (a table).
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, expectConsoleMessage, expectNoAxeViolations, PAGE_READY, test } from '../fixtures';
import { devOperator, openOperatorSignIn, signInThroughUi } from '../support/operator-sign-in';

/** The seed's brands, as the console names them (the operator answer's brandNames). */
const BRAND_NAMES = ['Corre Brasil', 'Trilha Norte', 'Maré Sports'];

function answerOf(page: Page, apiPath: string): Promise<Response> {
  return page.waitForResponse((response) => response.url().endsWith(`/api/backoffice${apiPath}`));
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
    // Signing in on the way to the operators page lands on it (support/operator-sign-in.ts: one sign-in of the admin
    // at a time, as backoffice.spec.ts's phone test signs the same admin in). The sign-in screen gets its axe check
    // here at both widths.
    await openOperatorSignIn(page, '/backoffice/operators');
    await expectNoAxeViolations(page);
    const operator = devOperator('admin', 'screen');
    await signInThroughUi(page, operator);
    await expect(page).toHaveURL(/\/backoffice\/operators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operadores' })).toBeVisible(PAGE_READY);
    const entries = operatorEntries(page, phone);
    const admin = entries.filter({ hasText: operator.email });
    await expect(admin).toHaveCount(1, PAGE_READY);
    await expect(admin).toContainText(operator.name);
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

    // Edit and deactivate (issue 23): the new agent is renamed and loses access; the list says so. The admin's own
    // access and role cannot be taken away from her own row. The tab names the console, not the host's brand.
    await expect(page).toHaveTitle('Operadores — Console de atendimento');
    const own = page.getByRole('button', { name: `Editar ${operator.name}` });
    await own.click();
    const ownForm = page.getByRole('form', { name: `Editar ${operator.name}` });
    await expect(ownForm.getByRole('checkbox', { name: 'Acesso ativo' })).toBeDisabled();
    await expect(ownForm.getByRole('radio', { name: 'Atendente' })).toBeDisabled();
    await ownForm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(own).toBeFocused();

    await page.getByRole('button', { name: `Editar ${agentName}` }).click();
    const edit = page.getByRole('form', { name: `Editar ${agentName}` });
    await expect(page.getByRole('heading', { name: `Editar ${agentName}` })).toBeFocused();
    await edit.getByRole('textbox', { name: /^Nome/ }).fill(`${agentName} Silva`);
    await edit.getByRole('checkbox', { name: 'Acesso ativo' }).uncheck();
    await expectNoAxeViolations(page);
    const changed = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/api/backoffice/operators/'),
    );
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    expect((await changed).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Alterações de' })).toHaveText(
      `Alterações de ${agentName} Silva salvas.`,
    );
    await expect(agent).toContainText(`${agentName} Silva`);
    await expect(agent).toContainText('Inativo');
    await expect(page.getByRole('button', { name: `Editar ${agentName} Silva` })).toBeFocused();
  });
});
