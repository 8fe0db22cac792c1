/**
 * A request whose items settle differently (issue 23, items 2 and 3; ADR 0030). A refund of a Pix order and a store
 * credit of a card order, confirmed together, became one refund protocol: the credit never reached the wallet. Now the
 * confirmation says the request becomes two protocols and the success dialog lists both numbers; each protocol follows
 * its own path. Then the credit is settled by the back office (its API, as the console sends it) and Home shows that
 * line as no longer available, with the reason: a line given back once is never requested again.
 *
 * Lines: Elisa's Pix order and card order (the seed keeps them for this walk), one line of each per width, so no other
 * spec competes for them.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { orderLineUniqueKey } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { ORDER_SEEDS } from '../../apps/api/src/db/seed/orders-data';
import { PRODUCTS } from '../../apps/api/src/db/seed/products';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test } from '../fixtures';
import { brandOrigin } from '../support/env';
import { DEV_OPERATORS, signInThroughApi } from '../support/operator-sign-in';

const BRAND = DEMO.brand.correBrasil;

/** Elisa's line of `orderCode` for a width: phone takes item 1, desktop item 2. */
function lineFor(orderCode: string, project: string) {
  const order = ORDER_SEEDS.find((entry) => entry.orderCode === orderCode);
  const line = order?.lines.find((entry) => entry.itemSeq === (project === 'phone' ? 1 : 2));
  if (!order || !line) throw new Error(`No seeded line ${orderCode} for ${project}`);
  const product = PRODUCTS[line.product];
  const uniqueKey = orderLineUniqueKey({
    FAT_SEQUENCIA: order.invoiceSeq,
    ITE_SEQUENCIA: line.itemSeq,
    PRO_CODIGO: product.code,
    GRA_TAMANHO: line.size,
    NUMERONF: Number(order.invoiceNumber),
    COR_NOME: line.colour,
  });
  return { uniqueKey, productName: product.name };
}

const cardOf = (page: Page, uniqueKey: string) => page.locator(`article[data-unique-key="${uniqueKey}"]`);

async function choose(card: Locator, reason: string, subReason: string, desire: string) {
  await card.getByRole('button', { name: 'Ver item' }).click();
  const reasonField = card.getByRole('combobox', { name: 'Motivo', exact: true });
  await expect(reasonField).toBeEnabled(PAGE_READY);
  await reasonField.selectOption({ label: reason });
  await card.getByRole('combobox', { name: 'Submotivo', exact: true }).selectOption({ label: subReason });
  await card.getByRole('combobox', { name: 'Desejo', exact: true }).selectOption({ label: desire });
}

/** An operator's move through the console's API (an Idempotency-Key each, JSON and the console's Origin). */
async function move(page: Page, prtId: number, to: number) {
  const answer = await page.request.post(brandUrl(BRAND, `/api/backoffice/protocols/${prtId}/transitions`), {
    data: { to, note: `Passo ${to}` },
    headers: { Origin: brandOrigin(BRAND), 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    failOnStatusCode: false,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a Pix refund and a card credit confirmed together: two protocols; the credited line then blocked on Home', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const refundLine = lineFor(DEMO.orders.elisaMixedPix, testInfo.project.name);
  const creditLine = lineFor(DEMO.orders.elisaMixedCard, testInfo.project.name);
  await login(page, { email: DEMO.elisa.email }, BRAND);
  await page.goto(brandUrl(BRAND, '/home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);

  // The refund of the Pix order, then the store credit of the card order.
  const refundCard = cardOf(page, refundLine.uniqueKey);
  await choose(refundCard, 'Tamanho não serviu', 'Ficou grande', 'Devolução do valor pago');
  await refundCard.getByRole('button', { name: 'Solicitar reembolso' }).click();
  await page
    .getByRole('dialog', { name: '1 solicitação' })
    .getByRole('button', { name: 'Adicionar mais produtos' })
    .click();
  const creditCard = cardOf(page, creditLine.uniqueKey);
  await choose(creditCard, 'Tamanho não serviu', 'Ficou grande', 'Crédito em vale-compras');
  await creditCard.getByRole('textbox', { name: 'Algo a acrescentar?' }).fill('Prefiro crédito na loja.');
  await creditCard.getByRole('button', { name: 'Receber vale-compras' }).click();
  await page
    .getByRole('dialog', { name: '2 solicitações' })
    .getByRole('button', { name: 'Confirmar solicitação' })
    .click();

  await expect(page.getByRole('heading', { level: 2, name: 'Itens e documentos' })).toBeVisible(PAGE_READY);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dados do comprador e endereço' })).toBeVisible(PAGE_READY);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The confirmation says what will happen before anything is sent.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirme a sua solicitação' })).toBeVisible(PAGE_READY);
  const notice = page.getByTestId('split-notice');
  await expect(notice).toContainText('A sua solicitação vai virar 2 protocolos');
  await expect(page.getByText('Protocolo 1 de 2')).toBeVisible();
  await expect(page.getByText('Protocolo 2 de 2')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Gerar protocolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protocolos gerados com sucesso!' });
  await expect(dialog).toBeVisible(PAGE_READY);
  const numbers = dialog.getByTestId('protocol-number');
  await expect(numbers).toHaveCount(2);
  const [refundPrt, creditPrt] = (await numbers.allTextContents()).map(Number) as [number, number];
  await expectNoAxeViolations(page);

  // Each protocol follows the path it was asked for, with its own item.
  for (const [prtId, trigger, product] of [
    [refundPrt, 'E', refundLine.productName],
    [creditPrt, 'C', creditLine.productName],
  ] as const) {
    const list = await page.request.post(brandUrl(BRAND, '/api/returns/protocols/b2c'), {
      data: { prt_id: prtId },
      headers: { Origin: brandOrigin(BRAND), 'Content-Type': 'application/json' },
    });
    expect((await list.json()).calls[0]).toMatchObject({ PRT_ID: prtId, MOT_GATILHO: trigger });
    const items = await page.request.get(brandUrl(BRAND, `/api/returns/protocols/b2c/items/${prtId}`));
    expect(JSON.stringify(await items.json())).toContain(product);
  }

  // The back office settles the credit and finishes it: Home no longer offers that line, and says why.
  await signInThroughApi(page, DEV_OPERATORS.agent);
  for (const to of [2, 3, 22, 23, 11]) await move(page, creditPrt, to);
  await page.goto(brandUrl(BRAND, '/home'));
  const settled = cardOf(page, creditLine.uniqueKey);
  await expect(settled.getByText('Indisponível')).toBeVisible(PAGE_READY);
  await expect(settled.getByTestId('settled-note')).toHaveText(
    `Este item já virou crédito na carteira no protocolo ${creditPrt} e não pode ser solicitado de novo.`,
  );
  await expect(settled.getByRole('button', { name: 'Ver item' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
