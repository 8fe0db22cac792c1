/**
 * Back office, a one-brand admin (issue 46, Medium 6): an admin of Trilha Norte only (brand 2, the seed's
 * ONE_BRAND_DEV_ADMINS) deactivates an agent who works for three brands. The server takes away brand 2's access only
 * (operator-edit.ts): the agent stays active in Corre Brasil and Maré Sports, as an admin of every brand then reads,
 * and the one-brand admin is told so in words, not with a plain 'saved'. The agent is added by the all-brand admin
 * through the API; the one-brand admin signs in through the UI. axe on each state; screenshots in pt, en and es.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PAGE_READY, test } from '../fixtures';
import { brandOrigin } from '../support/env';
import { devOperator, openOperatorSignIn, signInThroughApi, signInThroughUi } from '../support/operator-sign-in';

const ORIGIN = brandOrigin(1);
const SHOTS = '/tmp/shots-walk46';

/** The operators as the page lists them: table rows at 1280 px, cards at 375 px. */
function operatorEntries(page: Page, phone: boolean, caption: string): Locator {
  return phone
    ? page.getByRole('list', { name: caption }).getByRole('listitem')
    : page.getByRole('table', { name: caption }).getByRole('row');
}

interface ListedOperator {
  id: number;
  email: string;
  active: boolean;
  brands: number[];
}

test.describe('Back office: an admin of one brand', () => {
  test.describe.configure({ timeout: 240_000 });

  test('deactivating an agent of three brands takes away only her brand; the agent stays active in the others', async ({
    page,
    browser,
  }) => {
    const phone = test.info().project.name === 'phone';
    mkdirSync(SHOTS, { recursive: true });
    // The admin of every brand, in a browser context of their own (their session cookie would replace hers).
    const allBrandsContext = await browser.newContext();
    const allBrands = await allBrandsContext.newPage();
    await signInThroughApi(allBrands, devOperator('admin', 'session'));
    const agentName = `Agente Tres ${test.info().project.name} ${randomUUID().slice(0, 6)}`;
    const agentEmail = `${agentName.toLowerCase().replaceAll(' ', '.')}@backoffice.localhost`;
    const added = await allBrands.request.post(`${ORIGIN}/api/backoffice/operators`, {
      data: { email: agentEmail, name: agentName, role: 'agent', brands: [1, 2, 4] },
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
    });
    expect(added.status(), await added.text()).toBe(201);

    // The admin of Trilha Norte only sees the agent with her brand alone.
    const n = phone ? 1 : 2;
    await openOperatorSignIn(page, '/backoffice/operators');
    await signInThroughUi(page, { email: `admin-marca2-${n}@backoffice.localhost`, name: `Admin Trilha ${n}` });
    await expect(page).toHaveURL(/\/backoffice\/operators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operadores' })).toBeVisible(PAGE_READY);
    const agent = operatorEntries(page, phone, 'Operadores do console').filter({ hasText: agentEmail });
    await expect(agent).toHaveCount(1, PAGE_READY);
    await expect(agent).toContainText('Trilha Norte');
    await expect(agent).not.toContainText('Corre Brasil');
    await expect(agent).not.toContainText('Maré Sports');
    await expect(agent).toContainText('Ativo');

    await page.getByRole('button', { name: `Editar ${agentName}` }).click();
    const edit = page.getByRole('form', { name: `Editar ${agentName}` });
    await edit.getByRole('checkbox', { name: 'Acesso ativo' }).uncheck();
    await expectNoAxeViolations(page);
    const changed = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/api/backoffice/operators/'),
    );
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    const answer = await changed;
    expect(answer.status()).toBe(200);
    // Of the agent's brands she sees only her own, and that one is gone; the agent is still active elsewhere.
    expect((await answer.json()).operator).toMatchObject({ active: true, brands: [] });
    await expect(page.getByRole('status').filter({ hasText: agentName })).toHaveText(
      `${agentName} não tem mais acesso às suas marcas. O acesso às marcas que você não administra continua.`,
    );
    // No longer one of her brands' operators: out of her list.
    await expect(agent).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/one-brand-admin-pt-${test.info().project.name}.png`, fullPage: true });

    // The admin of every brand: the agent is active, in Corre Brasil and Maré Sports, no longer in Trilha Norte.
    const list = await allBrands.request.get(`${ORIGIN}/api/backoffice/operators`);
    expect(list.status()).toBe(200);
    const { operators } = (await list.json()) as { operators: ListedOperator[] };
    expect(operators.find((row) => row.email === agentEmail)).toMatchObject({ active: true, brands: [1, 4] });
    await allBrands.goto(`${ORIGIN}/backoffice/operators`);
    const seen = operatorEntries(allBrands, phone, 'Operadores do console').filter({ hasText: agentEmail });
    await expect(seen).toHaveCount(1, PAGE_READY);
    await expect(seen).toContainText('Corre Brasil, Maré Sports');
    await expect(seen).toContainText('Ativo');
    await allBrandsContext.close();

    // The same sentence in the other languages (read from the edit form of the one-brand admin's own list).
    for (const language of ['en', 'es'] as const) {
      await page.context().addCookies([{ name: 'portal_lang', value: language, domain: 'localhost', path: '/' }]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_READY);
      await page.screenshot({
        path: `${SHOTS}/one-brand-admin-${language}-${test.info().project.name}.png`,
        fullPage: true,
      });
    }
  });
});
