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
import { orderLineUniqueKey, type Language } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { ORDER_SEEDS } from '../../apps/api/src/db/seed/orders-data';
import { PRODUCTS } from '../../apps/api/src/db/seed/products';
import enOrders from '../../apps/web/src/locales/en/orders.json' with { type: 'json' };
import enRequest from '../../apps/web/src/locales/en/request.json' with { type: 'json' };
import esOrders from '../../apps/web/src/locales/es/orders.json' with { type: 'json' };
import esRequest from '../../apps/web/src/locales/es/request.json' with { type: 'json' };
import ptOrders from '../../apps/web/src/locales/pt/orders.json' with { type: 'json' };
import ptRequest from '../../apps/web/src/locales/pt/request.json' with { type: 'json' };
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test } from '../fixtures';

const TEXTS = {
  pt: { orders: ptOrders, request: ptRequest },
  en: { orders: enOrders, request: enRequest },
  es: { orders: esOrders, request: esRequest },
} as const;

/** The seed's catalogue names of the path the walk takes (reason 'Size did not fit', desire 3: a refund). */
const CHOICES: Record<Language, { reason: string; subReason: string; desire: string }> = {
  pt: { reason: 'Tamanho não serviu', subReason: 'Ficou grande', desire: 'Devolução do valor pago' },
  en: { reason: 'Size did not fit', subReason: 'It was too big', desire: 'Refund of the amount paid' },
  es: { reason: 'La talla no sirvió', subReason: 'Quedó grande', desire: 'Devolución del importe pagado' },
};

/** Diego's order line for a language and a width: phone takes items 1, 3, 5; desktop 2, 4, 6. */
function lineFor(language: Language, project: string): string {
  const order = ORDER_SEEDS.find((entry) => entry.orderCode === DEMO.orders.diegoLanguageWalk);
  const itemSeq = { pt: 1, en: 3, es: 5 }[language] + (project === 'phone' ? 0 : 1);
  const line = order?.lines.find((entry) => entry.itemSeq === itemSeq);
  if (!order || !line) throw new Error(`No seeded line ${DEMO.orders.diegoLanguageWalk}/${itemSeq}`);
  const product = PRODUCTS[line.product];
  return orderLineUniqueKey({
    FAT_SEQUENCIA: order.invoiceSeq,
    ITE_SEQUENCIA: line.itemSeq,
    PRO_CODIGO: product.code,
    GRA_TAMANHO: line.size,
    NUMERONF: Number(order.invoiceNumber),
    COR_NOME: line.colour,
  });
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
    const sidebar = page.getByRole('dialog', { name: orders.sidebar.title_one.replace('{{count}}', '1') });
    await sidebar.getByRole('button', { name: orders.sidebar.confirm }).click();

    await expect(page.getByRole('heading', { level: 2, name: request.product.title })).toBeVisible(PAGE_READY);
    await page.getByRole('button', { name: request.actions.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: request.buyer.title })).toBeVisible(PAGE_READY);
    await page.getByRole('button', { name: request.actions.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: request.confirmation.title })).toBeVisible(PAGE_READY);
    await expect(page.getByText(request.item.desire.replace('{{desire}}', choice.desire))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: request.confirmation.submit }).click();
    const dialog = page.getByRole('dialog', { name: request.success.title });
    await expect(dialog).toBeVisible(PAGE_READY);
    expect(Number(await dialog.getByTestId('protocol-number').textContent())).toBeGreaterThan(0);
  });
}
