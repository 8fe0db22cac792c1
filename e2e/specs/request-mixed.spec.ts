/**
 * A request whose items settle differently (issue 23, items 2 and 3; ADR 0030), in each language. A refund of a Pix
 * order and a store credit of a card order, confirmed together, became one refund protocol: the credit never reached
 * the wallet. Now the confirmation says the request becomes two protocols and the success dialog lists both numbers;
 * each protocol follows its own path. Then the credit is settled by the back office (its API, as the console sends it)
 * and Home shows that line as no longer available, with the reason: a line given back once is never requested again.
 * Every label is read from the language's own texts, and the page is loaded in that language by the server.
 *
 * Lines: Elisa's Pix order and card order (the seed keeps them for this walk), one line of each per language and
 * width, so no other spec competes for them.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Language } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test, ONLY_AT } from '../fixtures';
import { brandOrigin } from '../support/env';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';
import { fillText as fill, JOURNEY_TEXTS as TEXTS, seededOrderLine, walkItemSeq } from '../support/shopper-texts';

const BRAND = DEMO.brand.correBrasil;

/** The seed's catalogue names of the two paths (reason 'Size did not fit'; desire 3, a refund; desire 14, a credit). */
const CHOICES: Record<Language, { reason: string; subReason: string; refund: string; credit: string }> = {
  pt: {
    reason: 'Tamanho não serviu',
    subReason: 'Ficou grande',
    refund: 'Devolução do valor pago',
    credit: 'Crédito em vale-compras',
  },
  en: {
    reason: 'Size did not fit',
    subReason: 'It was too big',
    refund: 'Refund of the amount paid',
    credit: 'Shopping voucher credit',
  },
  es: {
    reason: 'La talla no sirvió',
    subReason: 'Quedó grande',
    refund: 'Devolución del importe pagado',
    credit: 'Crédito en vale de compra',
  },
};

/** Elisa's line of `orderCode` for a language and a width. */
function lineFor(orderCode: string, language: Language, project: string) {
  return seededOrderLine(orderCode, walkItemSeq(language, project));
}

const cardOf = (page: Page, uniqueKey: string) => page.locator(`article[data-unique-key="${uniqueKey}"]`);

/** An operator's move through the console's API (an Idempotency-Key each, JSON and the console's Origin). */
async function move(page: Page, prtId: number, to: number) {
  const answer = await page.request.post(brandUrl(BRAND, `/api/backoffice/protocols/${prtId}/transitions`), {
    data: { to, note: `Passo ${to}` },
    headers: { Origin: brandOrigin(BRAND), 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    failOnStatusCode: false,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Each language at one width, the widths alternating: this walk is the stage's longest (a request, two protocols, five
 * back-office moves, Home again), and a language's texts do not change with the width. request-languages.spec.ts walks
 * every language at both widths, and the other specs cover both widths in pt.
 */
const WIDTH_FOR: Record<Language, 'phone' | 'desktop'> = { pt: 'phone', en: 'desktop', es: 'phone' };

for (const language of ['pt', 'en', 'es'] as const) {
  test(
    `${language}: a Pix refund and a card credit confirmed together: two protocols; the credited line then blocked`,
    ONLY_AT[WIDTH_FOR[language]],
    async ({ page }, testInfo) => {
      test.setTimeout(150_000);
      const { orders, request } = TEXTS[language];
      const names = CHOICES[language];
      const refundLine = lineFor(DEMO.orders.elisaMixedPix, language, testInfo.project.name);
      const creditLine = lineFor(DEMO.orders.elisaMixedCard, language, testInfo.project.name);

      async function choose(card: Locator, desire: string) {
        await card.getByRole('button', { name: orders.card.view }).click();
        const reasonField = card.getByRole('combobox', { name: orders.form.reason, exact: true });
        await expect(reasonField).toBeEnabled(PAGE_READY);
        await reasonField.selectOption({ label: names.reason });
        await card.getByRole('combobox', { name: orders.form.subReason, exact: true }).selectOption({
          label: names.subReason,
        });
        await card.getByRole('combobox', { name: orders.form.desire, exact: true }).selectOption({ label: desire });
      }

      await login(page, { email: DEMO.elisa.email }, BRAND);
      // The stored language choice: the server renders Home in it.
      await page.context().addCookies([{ name: 'portal_lang', value: language, domain: 'localhost', path: '/' }]);
      await page.goto(brandUrl(BRAND, '/home'));
      await expect(page.getByRole('heading', { level: 1, name: orders.page.title })).toBeVisible(PAGE_READY);

      // The refund of the Pix order, then the store credit of the card order.
      const refundCard = cardOf(page, refundLine.uniqueKey);
      await choose(refundCard, names.refund);
      await refundCard.getByRole('button', { name: orders.confirm.refund }).click();
      await page
        .getByRole('dialog', { name: fill(orders.sidebar.title_one, { count: 1 }) })
        .getByRole('button', { name: orders.sidebar.addMore })
        .click();
      const creditCard = cardOf(page, creditLine.uniqueKey);
      await choose(creditCard, names.credit);
      await creditCard.getByRole('textbox', { name: orders.form.observation }).fill('Prefiro crédito na loja.');
      await creditCard.getByRole('button', { name: orders.confirm.voucher }).click();
      await page
        .getByRole('dialog', { name: fill(orders.sidebar.title_other, { count: 2 }) })
        .getByRole('button', { name: orders.sidebar.confirm })
        .click();

      await expect(page.getByRole('heading', { level: 2, name: request.product.title })).toBeVisible(PAGE_READY);
      await page.getByRole('button', { name: request.actions.next }).click();
      await expect(page.getByRole('heading', { level: 2, name: request.buyer.title })).toBeVisible(PAGE_READY);
      await page.getByRole('button', { name: request.actions.next }).click();

      // The confirmation says what will happen before anything is sent.
      await expect(page.getByRole('heading', { level: 2, name: request.confirmation.title })).toBeVisible(PAGE_READY);
      await expect(page.getByTestId('split-notice')).toContainText(
        fill(request.confirmation.split_other, { count: 2 }),
      );
      await expect(page.getByText(fill(request.item.protocolGroup, { index: 1, count: 2 }))).toBeVisible();
      await expect(page.getByText(fill(request.item.protocolGroup, { index: 2, count: 2 }))).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: request.confirmation.submit }).click();
      const dialog = page.getByRole('dialog', { name: request.success.titleMany });
      await expect(dialog).toBeVisible(PAGE_READY);
      const numbers = dialog.getByTestId('protocol-number');
      await expect(numbers).toHaveCount(2);
      const [refundPrt, creditPrt] = (await numbers.allTextContents()).map(Number) as [number, number];
      await expectNoAxeViolations(page);

      // Each protocol follows the path it was asked for, with its own item.
      for (const [prtId, trigger, productCode] of [
        [refundPrt, 'E', refundLine.productCode],
        [creditPrt, 'C', creditLine.productCode],
      ] as const) {
        const list = await page.request.post(brandUrl(BRAND, '/api/returns/protocols/b2c'), {
          data: { prt_id: prtId },
          headers: { Origin: brandOrigin(BRAND), 'Content-Type': 'application/json' },
        });
        expect((await list.json()).calls[0]).toMatchObject({ PRT_ID: prtId, MOT_GATILHO: trigger });
        const items = await page.request.get(brandUrl(BRAND, `/api/returns/protocols/b2c/items/${prtId}`));
        const { itemsb2c } = (await items.json()) as { itemsb2c: { PRO_CODIGO: string }[] };
        expect(itemsb2c.map((item) => item.PRO_CODIGO)).toEqual([productCode]);
      }

      // The back office settles the credit and finishes it: Home no longer offers that line, and says why.
      await signInThroughApi(page, devOperator('agent', 'session'));
      for (const to of [2, 3, 22, 23, 11]) await move(page, creditPrt, to);
      await page.goto(brandUrl(BRAND, '/home'));
      const settled = cardOf(page, creditLine.uniqueKey);
      await expect(settled.getByText(orders.card.settled, { exact: true })).toBeVisible(PAGE_READY);
      await expect(settled.getByTestId('settled-note')).toHaveText(
        fill(orders.card.settledCredited, { id: creditPrt }),
      );
      await expect(settled.getByRole('button', { name: orders.card.view })).toBeDisabled();
      await expectNoAxeViolations(page);
    },
  );
}
