/**
 * Home journeys (issue 4): the order list and every order-card path of spec §4 on the demo data, the selection sidebar
 * and its storage, with axe on the page, an expanded card, the sidebar and a modal. Runs at 375 px and 1280 px.
 * Which demo line covers which path is the seed's DEMO.lines (apps/api/src/db/seed/orders-data.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { formatShortDate, ITEMS_INVALID_WARNING_MS, orderLineUniqueKey, selectionStorageKey } from '@portal/domain';
import { DEMO, type DemoLine } from '../../apps/api/src/db/seed/demo-logins';
import {
  brandUrl,
  expect,
  expectMessageShown,
  expectNoAxeViolations,
  freezeClock,
  login,
  PAGE_READY,
  recordShownMessages,
  test,
} from '../fixtures';

const ANA = { email: DEMO.ana.email };
const CONFIRMATION_PATH = '/produtos-adquiridos-online/confirmacao';
const SELECTION_KEY = selectionStorageKey(DEMO.ana.email);
const CONFIRMATION_KEY = `${SELECTION_KEY}:confirmation`;

/** The UNIQUE_KEY the API gives a demo line (spec §3). */
function keyOf(line: DemoLine): string {
  return orderLineUniqueKey({
    FAT_SEQUENCIA: line.invoiceSeq,
    ITE_SEQUENCIA: line.itemSeq,
    PRO_CODIGO: line.productCode,
    GRA_TAMANHO: line.size,
    NUMERONF: Number(line.invoiceNumber),
    COR_NOME: line.colour,
  });
}

function cardOf(page: Page, line: DemoLine): Locator {
  return page.locator(`article[data-unique-key="${keyOf(line)}"]`);
}

function field(card: Locator, name: string): Locator {
  return card.getByRole('combobox', { name, exact: true });
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);
  await expect(page.getByTestId('order-card').first()).toBeVisible(PAGE_READY);
}

/** Opens the card and waits until its reason field can be used (the reference data has arrived). */
async function openCard(page: Page, line: DemoLine): Promise<Locator> {
  const card = cardOf(page, line);
  await card.getByRole('button', { name: 'Ver item' }).click();
  // The reason field waits for the page's reference data (reasons, sub-reasons, desires, settings): part of the load.
  await expect(field(card, 'Motivo')).toBeEnabled(PAGE_READY);
  return card;
}

async function choose(card: Locator, reason: string, subReason?: string, desire?: string) {
  await field(card, 'Motivo').selectOption({ label: reason });
  if (subReason) await field(card, 'Submotivo').selectOption({ label: subReason });
  if (desire) await field(card, 'Desejo').selectOption({ label: desire });
}

async function closeDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Entendi' }).click();
  await expect(dialog).toBeHidden();
}

function selectionBadge(page: Page, count: number): Locator {
  const label =
    count === 0
      ? '0 itens selecionados: abrir solicitações'
      : count === 1
        ? '1 item selecionado: abrir solicitações'
        : `${count} itens selecionados: abrir solicitações`;
  return page.getByRole('button', { name: label });
}

test.describe('Home', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ANA);
    await recordShownMessages(page);
  });

  test('lists the orders by delivery date, newest first, with the physical-store note', async ({ page }) => {
    await openHome(page);
    const groups = page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Entregue em|Sem data de entrega)/ });
    const texts = await groups.allTextContents();
    expect(texts[0]).toBe(`Entregue em ${formatShortDate(cardDeliveredAt(DEMO.lines.sizeExchange))}`);
    expect(texts.at(-1)).toBe('Sem data de entrega');
    // Every scenario line of brand 1 is listed; another brand's lines are not.
    for (const line of Object.values(DEMO.lines)) await expect(cardOf(page, line)).toHaveCount(1);
    await expect(page.getByText(DEMO.orders.anaBrand2Company9)).toHaveCount(0);

    const sizeCard = cardOf(page, DEMO.lines.sizeExchange);
    await expect(
      sizeCard.getByRole('img', { name: `${DEMO.lines.sizeExchange.productName}, cor Azul Royal` }),
    ).toBeVisible();
    await expect(sizeCard).toContainText('R$ 499,90');
    await expect(sizeCard).toContainText(DEMO.lines.sizeExchange.orderCode);

    const outside = '/produtos-adquiridos-fora-da-loja-online';
    if (test.info().project.name === 'phone') {
      const box = page.getByTestId('outside-store-box');
      await box.getByRole('button', { name: 'Comprou em uma loja física?' }).click();
      await expect(box.getByRole('link', { name: 'Produtos adquiridos fora da loja online' })).toHaveAttribute(
        'href',
        outside,
      );
      await expect(page.getByTestId('outside-store-card')).toBeHidden();
    } else {
      const aside = page.getByRole('complementary', { name: 'Compras em loja física' });
      await expect(aside.getByRole('link', { name: 'Produtos adquiridos fora da loja online' })).toHaveAttribute(
        'href',
        outside,
      );
      await expect(page.getByTestId('outside-store-box')).toBeHidden();
    }
    await expectNoAxeViolations(page);
  });

  test('size exchange: zero-stock sizes are disabled, the item joins the sidebar and survives a reload', async ({
    page,
  }) => {
    const line = DEMO.lines.sizeExchange;
    await openHome(page);
    const card = await openCard(page, line);
    await choose(card, 'Tamanho não serviu', 'Ficou pequeno', 'Mesmo produto em outro tamanho');
    const sizes = card.getByRole('group', { name: 'Tamanho desejado' });
    await expect(sizes.getByRole('radio', { name: '43 esgotado' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Without a size: the warning.
    await card.getByRole('button', { name: 'Solicitar troca' }).click();
    await expectMessageShown(page, 'Selecione o tamanho desejado.');

    // The radio group works with the keyboard: arrows move between the sizes that can be chosen.
    await sizes.getByRole('radio', { name: '41' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(sizes.getByRole('radio', { name: '42' })).toBeChecked();
    await card.getByRole('button', { name: 'Solicitar troca' }).click();

    const sidebar = page.getByRole('dialog', { name: '1 solicitação' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText(line.productName)).toBeVisible();
    await expect(sidebar.getByText(`Tamanho: ${line.size} → 42`)).toBeVisible();
    await expectNoAxeViolations(page);
    await sidebar.getByRole('button', { name: 'Adicionar mais produtos' }).click();
    await expect(sidebar).toBeHidden();
    await expect(card.getByText('Selecionado')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ver item' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);
    await expect(cardOf(page, line).getByText('Selecionado')).toBeVisible(PAGE_READY);
    await selectionBadge(page, 1).click();
    const reopened = page.getByRole('dialog', { name: '1 solicitação' });
    await expect(reopened.getByText(`Tamanho: ${line.size} → 42`)).toBeVisible();

    // Cancelling deselects it and resets the card.
    await reopened.getByRole('button', { name: `Cancelar a solicitação de ${line.productName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Nenhuma solicitação' })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar solicitações' }).click();
    const again = await openCard(page, line);
    await expect(field(again, 'Motivo')).toHaveValue('');
  });

  test('colour exchange: the colours of the bought size, with swatches', async ({ page }) => {
    const line = DEMO.lines.colourExchange;
    await openHome(page);
    const card = await openCard(page, line);
    await choose(card, 'Troca de cor', 'Preferi outra cor', 'Mesmo produto em outra cor');
    const colours = card.getByRole('group', { name: `Cor desejada (tamanho ${line.size})` });
    await expect(colours.getByRole('radio', { name: 'Verde Limão esgotado' })).toBeDisabled();
    await colours.getByRole('radio', { name: 'Azul Marinho' }).check();
    // Observations are required for a colour exchange.
    await card.getByRole('button', { name: 'Solicitar troca' }).click();
    await expect(card.getByText('Campo obrigatório.')).toBeVisible();
    await card.getByRole('textbox', { name: 'Algo a acrescentar?' }).fill('Prefiro a cor azul.');
    await card.getByRole('button', { name: 'Solicitar troca' }).click();
    const sidebar = page.getByRole('dialog', { name: '1 solicitação' });
    await expect(sidebar.getByText(`Cor: ${line.colour} → Azul Marinho`)).toBeVisible();
  });

  test('refund of a bank-slip order asks for bank data with the spec §5 messages', async ({ page }) => {
    const line = DEMO.lines.bankSlipRefund;
    await openHome(page);
    const card = await openCard(page, line);
    await choose(card, 'Tamanho não serviu', 'Ficou grande', 'Devolução do valor pago');
    await expect(card.getByRole('group', { name: 'Dados bancários para o reembolso' })).toBeVisible();
    await expect(card.getByText('Exemplo: 0000-7 (de 4 a 5 dígitos)')).toBeVisible();

    const agency = card.getByRole('textbox', { name: 'Agência' });
    await agency.fill('12');
    await agency.blur();
    await expect(card.getByText('Agência inválida. Exemplo: 0000-7 (de 4 a 5 dígitos)')).toBeVisible();
    await agency.fill('1234-5');
    await expect(card.getByText('Agência inválida. Exemplo: 0000-7 (de 4 a 5 dígitos)')).toBeHidden();
    await card.getByRole('textbox', { name: 'Conta' }).fill('45678-9');
    await card.getByRole('combobox', { name: 'Banco' }).selectOption('341');
    const pix = card.getByRole('textbox', { name: 'Chave Pix' });
    await pix.fill(DEMO.ana.cpf);
    await pix.blur();
    await expect(pix).toHaveValue('529.982.247-25');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Solicitar reembolso' }).click();
    await expect(
      page.getByRole('dialog', { name: '1 solicitação' }).getByText('Reembolso na conta bancária informada'),
    ).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SELECTION_KEY);
    expect(stored).toMatchObject([
      {
        isPaymentReversal: true,
        ban_codigo: '341',
        cli_agencia: '1234-5',
        cli_conta: '45678-9',
        cli_chavepix: DEMO.ana.cpf,
      },
    ]);
  });

  test('voucher accepted: gross x (1 + bonus) and no bank data', async ({ page }) => {
    const line = DEMO.lines.voucherOffer;
    await openHome(page);
    const card = await openCard(page, line);
    await choose(card, 'Tamanho não serviu', 'Ficou grande', 'Vale-compras com bônus em vez do estorno');
    const modal = page.getByRole('dialog', { name: 'Que tal um vale-compras?' });
    // Leggings R$ 189,90 with the demo's 10 % bonus.
    await expect(modal).toContainText('R$ 208,89');
    await expect(modal).toContainText('R$ 189,90');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Receber vale-compras' }).click();
    await expect(modal).toBeHidden();
    await expect(card.getByText('Você receberá R$ 208,89 em vale-compras.')).toBeVisible();
    await expect(card.getByRole('group', { name: 'Dados bancários para o reembolso' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Receber vale-compras' }).click();
    await expect(
      page.getByRole('dialog', { name: '1 solicitação' }).getByText('Vale-compras: R$ 208,89'),
    ).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SELECTION_KEY);
    expect(stored).toMatchObject([{ prt_sit_bonus: 'S', prt_valor_bonus: 1899, isPaymentReversal: false }]);
  });

  test('voucher declined: a refund, with the bank fields of the bank-slip order', async ({ page }) => {
    const line = DEMO.lines.voucherOffer;
    await openHome(page);
    const card = await openCard(page, line);
    await choose(card, 'Tamanho não serviu', 'Ficou grande', 'Vale-compras com bônus em vez do estorno');
    const modal = page.getByRole('dialog', { name: 'Que tal um vale-compras?' });
    await modal.getByRole('button', { name: 'Prosseguir com o reembolso' }).click();
    await expect(modal).toBeHidden();
    await expect(card.getByText('Você escolheu o reembolso.')).toBeVisible();
    await expect(card.getByRole('group', { name: 'Dados bancários para o reembolso' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Solicitar reembolso' })).toBeVisible();
  });

  test('the blocking modals: no delivery date, marketplace, out of deadline, second exchange', async ({ page }) => {
    await openHome(page);

    let card = await openCard(page, DEMO.lines.noDeliveryDate);
    await field(card, 'Motivo').selectOption({ label: 'Tamanho não serviu' });
    const noDate = page.getByRole('dialog', { name: 'Data de entrega não encontrada' });
    await expect(noDate).toContainText('A data de entrega é obrigatória para abrir o protocolo.');
    await expectNoAxeViolations(page);
    await closeDialog(page, 'Data de entrega não encontrada');
    // Focus goes back to the field that opened it; the flow stays blocked.
    await expect(field(card, 'Motivo')).toBeFocused();
    await expect(field(card, 'Desejo')).toBeDisabled();

    card = await openCard(page, DEMO.lines.marketplace);
    await field(card, 'Motivo').selectOption({ label: 'Troca de cor' });
    await expect(page.getByRole('dialog', { name: 'Pedido de marketplace' })).toContainText(
      'Este item foi vendido por um parceiro do marketplace.',
    );
    await closeDialog(page, 'Pedido de marketplace');
    await expect(card.getByTestId('blocked-note')).toContainText('parceiro do marketplace');

    card = await openCard(page, DEMO.lines.fortyFiveDays);
    await field(card, 'Motivo').selectOption({ label: 'Tamanho não serviu' });
    await expect(page.getByRole('dialog', { name: 'Fora do prazo' })).toContainText(
      'O prazo para "Tamanho não serviu" é de 30 dias após a entrega e já terminou.',
    );
    await closeDialog(page, 'Fora do prazo');
    // The defect reason has no deadline: the same line can still use it.
    await field(card, 'Motivo').selectOption({ label: 'Produto chegou com defeito' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(card, 'Desejo')).toBeEnabled();

    card = await openCard(page, DEMO.lines.reinvoice);
    await field(card, 'Motivo').selectOption({ label: 'Tamanho não serviu' });
    await closeDialog(page, 'Segunda troca não permitida');
    const desires = await field(card, 'Desejo').locator('option').allTextContents();
    expect(desires).toContain('Devolução do valor pago');
    expect(desires).not.toContain('Mesmo produto em outro tamanho');
  });

  test('stock empty: the one-size cap sold out in every colour', async ({ page }) => {
    await openHome(page);
    const card = await openCard(page, DEMO.lines.stockEmpty);
    await choose(card, 'Tamanho não serviu', 'Ficou pequeno', 'Mesmo produto em outro tamanho');
    await expect(page.getByRole('dialog', { name: 'Sem estoque para troca' })).toBeVisible();
    await closeDialog(page, 'Sem estoque para troca');
    // The one size is the one bought, so it is no choice (issue 11): the card says nothing else is left.
    await expect(card.getByText('Não há outro tamanho deste produto para troca.')).toBeVisible();
    await expect(card.getByRole('radio')).toHaveCount(0);
  });

  test('a photos-required reason takes the item alone to confirmation', async ({ page }) => {
    const line = DEMO.lines.pixRefund;
    await openHome(page);
    // Something already selected is replaced by this item.
    const size = await openCard(page, DEMO.lines.sizeExchange);
    await choose(size, 'Tamanho não serviu', 'Ficou pequeno', 'Mesmo produto em outro tamanho');
    await size.getByRole('radio', { name: '41' }).check();
    await size.getByRole('button', { name: 'Solicitar troca' }).click();
    await page
      .getByRole('dialog', { name: '1 solicitação' })
      .getByRole('button', { name: 'Adicionar mais produtos' })
      .click();

    const card = await openCard(page, line);
    // The reason needs photos: the shopper is told which items leave the selection before it is taken (issue 11).
    await field(card, 'Motivo').selectOption({ label: 'Produto chegou com defeito' });
    const confirm = page.getByRole('dialog', { name: 'Este motivo pede fotos' });
    await expect(confirm.getByRole('listitem')).toHaveText([
      `${DEMO.lines.sizeExchange.productName} — tamanho ${DEMO.lines.sizeExchange.size}, cor ${DEMO.lines.sizeExchange.colour}`,
    ]);
    await confirm.getByRole('button', { name: 'Continuar com este motivo' }).click();
    await expect(confirm).toBeHidden();
    await choose(card, 'Produto chegou com defeito', 'Costura desfeita', 'Devolução do valor pago');
    await expect(card.getByTestId('auxiliary-message')).toContainText('qualidade');
    await card.getByRole('button', { name: 'Solicitar reembolso' }).click();
    await expect(page).toHaveURL(new RegExp(`${CONFIRMATION_PATH}$`));
    const [selection, confirmation] = await page.evaluate(
      ([a, b]) => [JSON.parse(localStorage.getItem(a!) ?? '[]'), JSON.parse(localStorage.getItem(b!) ?? '[]')],
      [SELECTION_KEY, CONFIRMATION_KEY],
    );
    expect(selection.map((item: { UNIQUE_KEY: string }) => item.UNIQUE_KEY)).toEqual([keyOf(line)]);
    expect(confirmation).toMatchObject([{ UNIQUE_KEY: keyOf(line), isRequiredImageToProduct: true, motivoCodigo: 20 }]);
  });

  test('sidebar confirm deselects an item with missing fields and lists them', async ({ page }) => {
    const line = DEMO.lines.sizeExchange;
    // The warning hides by timer: the page's clock is paused around it (support/clock.ts).
    await page.clock.install();
    await openHome(page);
    const card = await openCard(page, line);
    await choose(card, 'Tamanho não serviu', 'Ficou pequeno', 'Mesmo produto em outro tamanho');
    await card.getByRole('radio', { name: '41' }).check();
    await card.getByRole('button', { name: 'Solicitar troca' }).click();
    await expect(page.getByRole('dialog', { name: '1 solicitação' })).toBeVisible();

    // An item stored by an older version, without its sub-reason and exchange size.
    await page.evaluate((key) => {
      const items = JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[];
      localStorage.setItem(
        key,
        JSON.stringify(items.map(({ smotivoCodigo: _s, ...item }) => ({ ...item, tamanhoTroca: '' }))),
      );
    }, SELECTION_KEY);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);
    await selectionBadge(page, 1).click();
    const sidebar = page.getByRole('dialog', { name: '1 solicitação' });
    await expect(sidebar).toBeVisible();
    // From here the page's time moves only when the test moves it: the warning's ITEMS_INVALID_WARNING_MS starts at
    // the confirm, however long the checks below take on a busy machine.
    await freezeClock(page);
    await sidebar.getByRole('button', { name: 'Confirmar solicitação' }).click();
    const warning = page.getByTestId('items-invalid-warning');
    await expect(warning).toContainText('Itens com campos obrigatórios não preenchidos foram removidos da seleção.');
    await expect(warning.getByRole('listitem')).toHaveText(`${line.productName}: submotivo, tamanho desejado`);
    await expect(page.getByRole('dialog', { name: 'Nenhuma solicitação' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // Spec §9: the warning stays ITEMS_INVALID_WARNING_MS, then goes.
    await page.clock.runFor(ITEMS_INVALID_WARNING_MS - 1);
    await expect(warning).toBeVisible();
    await page.clock.runFor(1);
    await expect(warning).toBeHidden();
    await page.clock.resume();
    await page.getByRole('button', { name: 'Fechar solicitações' }).click();
    await expect(selectionBadge(page, 0)).toBeVisible();
  });

  test('sidebar confirm with complete items opens the confirmation', async ({ page }) => {
    await openHome(page);
    const card = await openCard(page, DEMO.lines.sizeExchange);
    await choose(card, 'Tamanho não serviu', 'Ficou pequeno', 'Mesmo produto em outro tamanho');
    await card.getByRole('radio', { name: '39' }).check();
    await card.getByRole('button', { name: 'Solicitar troca' }).click();
    await page
      .getByRole('dialog', { name: '1 solicitação' })
      .getByRole('button', { name: 'Confirmar solicitação' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${CONFIRMATION_PATH}$`));
    const confirmation = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), CONFIRMATION_KEY);
    expect(confirmation).toMatchObject([{ UNIQUE_KEY: keyOf(DEMO.lines.sizeExchange), tamanhoTroca: '39' }]);
  });
});

test('a brand that does not validate the delivery date lets an undelivered line be requested', async ({ page }) => {
  await login(page, ANA, DEMO.brand.mareSports);
  await page.goto(brandUrl(DEMO.brand.mareSports, '/home'));
  const card = page.getByTestId('order-card').filter({ hasText: 'Boné Maré' });
  await expect(card).toBeVisible(PAGE_READY);
  await card.getByRole('button', { name: 'Ver item' }).click();
  await expect(field(card, 'Motivo')).toBeEnabled(PAGE_READY);
  await field(card, 'Motivo').selectOption({ label: 'Tamanho não serviu' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field(card, 'Submotivo')).toBeEnabled();
});

/** The delivery instant of a demo line, as the seed wrote it (São Paulo day `deliveredDaysAgo` before today). */
function cardDeliveredAt(line: DemoLine): Date {
  return new Date(Date.now() - (line.deliveredDaysAgo ?? 0) * 86_400_000);
}
