/**
 * A request sent in each language from a Home the server rendered (issue 23, item 1). A full load of /home in en or
 * es arrives with the page's data embedded (ADR 0024); the order card's Resolution field once snapped back to empty
 * after a choice there, because what the server embedded for it did not survive the trip as JSON, and confirming said
 * 'Select a resolution'. Each test loads Home in one language, chooses a reason, sub-reason and resolution, and goes
 * through the steps to the protocol, reading every label from that language's texts.
 *
 * Lines: Diego's card order (the seed keeps it for this walk), one line per language and width, so no other spec
 * competes for them.
 */
import type { Page } from '@playwright/test';
import type { Language } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test } from '../fixtures';
import { fillText, JOURNEY_TEXTS as TEXTS, seededOrderLine, walkItemSeq } from '../support/shopper-texts';

/** The seed's catalogue names of the path the walk takes (reason 'Size did not fit', desire 3: a refund). */
const CHOICES: Record<Language, { reason: string; subReason: string; desire: string }> = {
  pt: { reason: 'Tamanho não serviu', subReason: 'Ficou grande', desire: 'Devolução do valor pago' },
  en: { reason: 'Size did not fit', subReason: 'It was too big', desire: 'Refund of the amount paid' },
  es: { reason: 'La talla no sirvió', subReason: 'Quedó grande', desire: 'Devolución del importe pagado' },
};

/** Diego's order line for a language and a width. */
function lineFor(language: Language, project: string): string {
  return seededOrderLine(DEMO.orders.diegoLanguageWalk, walkItemSeq(language, project)).uniqueKey;
}

async function chooseLanguage(page: Page, language: Language) {
  // The stored choice the app writes (LANGUAGE_COOKIE): the server renders the first page in it.
  await page.context().addCookies([{ name: 'portal_lang', value: language, domain: 'localhost', path: '/' }]);
}

for (const language of ['pt', 'en', 'es'] as const) {
  test(`${language}: Home rendered by the server, a resolution chosen, the request sent`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { orders, request } = TEXTS[language];
    const choice = CHOICES[language];
    await login(page, { email: DEMO.diego.email }, DEMO.brand.correBrasil);
    await chooseLanguage(page, language);

    // A full load: the server renders Home in the chosen language with its data.
    const response = await page.goto(brandUrl(DEMO.brand.correBrasil, '/home'));
    expect(await response?.text()).toContain(`<html lang="${language === 'pt' ? 'pt-BR' : language}"`);
    await expect(page.getByRole('heading', { level: 1, name: orders.page.title })).toBeVisible(PAGE_READY);

    const card = page.locator(`article[data-unique-key="${lineFor(language, testInfo.project.name)}"]`);
    await card.getByRole('button', { name: orders.card.view }).click();
    const reason = card.getByRole('combobox', { name: orders.form.reason, exact: true });
    await expect(reason).toBeEnabled(PAGE_READY);
    await reason.selectOption({ label: choice.reason });
    await card.getByRole('combobox', { name: orders.form.subReason, exact: true }).selectOption({
      label: choice.subReason,
    });
    const desire = card.getByRole('combobox', { name: orders.form.desire, exact: true });
    await desire.selectOption({ label: choice.desire });
    // The defect: the choice snapped back to the empty option.
    await expect(desire.locator('option:checked')).toHaveText(choice.desire);

    await card.getByRole('button', { name: orders.confirm.refund }).click();
    const sidebar = page.getByRole('dialog', { name: fillText(orders.sidebar.title_one, { count: 1 }) });
    await sidebar.getByRole('button', { name: orders.sidebar.confirm }).click();

    await expect(page.getByRole('heading', { level: 2, name: request.product.title })).toBeVisible(PAGE_READY);
    await page.getByRole('button', { name: request.actions.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: request.buyer.title })).toBeVisible(PAGE_READY);
    await page.getByRole('button', { name: request.actions.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: request.confirmation.title })).toBeVisible(PAGE_READY);
    await expect(page.getByText(fillText(request.item.desire, { desire: choice.desire }))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: request.confirmation.submit }).click();
    const dialog = page.getByRole('dialog', { name: request.success.title });
    await expect(dialog).toBeVisible(PAGE_READY);
    expect(Number(await dialog.getByTestId('protocol-number').textContent())).toBeGreaterThan(0);
  });
}
