/**
 * Purchases outside the online store (issue 13): from Home (the box on the phone, the side card on the desktop)
 * through the form with two items of one store purchase, the invoice and photo uploads, the buyer step and the
 * confirmation to the success dialog (leaving the documents step with files chosen asks first, issue 23); the
 * protocol then in the list with its files and nothing missing. Then an
 * invoice upload that the server refuses (an XML that is no NF-e, which only the server's whole-file check finds):
 * the success dialog names the file with the server's reason, stays, and leads to the protocol detail, which shows
 * 'send the missing files'; sending it there clears them and the history records it (issue 23 item 6). Axe on each screen. Runs at 375 px (phone) and 1280 px (desktop).
 *
 * Ana at Maré Sports (brand 4): an outside-store item holds no order line, so nothing here takes a line another spec
 * needs; product names carry the project so the two projects' protocols are told apart.
 */
import type { Page } from '@playwright/test';
import { formatDate } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import {
  brandUrl,
  expect,
  expectConsoleMessage,
  expectNoAxeViolations,
  freezeClock,
  login,
  PAGE_READY,
  recordShownMessages,
  test,
} from '../fixtures';

const BRAND = DEMO.brand.correBrasil;
const PATH = '/produtos-adquiridos-fora-da-loja-online';
/**
 * Elisa at Corre Brasil: complete buyer data and no bank data on record. A refund of a shop purchase asks for an
 * account (issue 46), which she saves on the first run and finds locked after it; Ana's stays empty for the bank-slip
 * specs (a consumer's bank data is one for all brands).
 */
const SHOPPER = DEMO.elisa;
const PNG = {
  name: 'defeito.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const PDF = {
  name: 'nota-fiscal.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
/** More than Mantine's modal transition (200 ms), less than the dialog's first countdown tick. */
const OPENING_TRANSITION_MS = 500;

/** An XML invoice that starts as one (the browser's check takes it) but is no NF-e: the server refuses it whole. */
const NOT_NFE_XML = {
  name: 'nota.xml',
  mimeType: 'application/xml',
  buffer: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><recibo><valor>189,90</valor></recibo>'),
};

const daysAgo = (days: number) => formatDate(new Date(Date.now() - days * 86_400_000));

async function fillItem(page: Page, product: string, reason: [string, string, string], first: boolean) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: false });
  if (first) {
    await field('Nome da loja').fill('Maré Outlet Centro');
    await field('Cidade da loja').fill('Florianópolis');
    await field('Data da compra').fill(daysAgo(3));
    await field('Número da nota fiscal').fill('35261112345678');
  }
  await field('Valor pago').pressSequentially('18990');
  await page.getByRole('combobox', { name: 'Motivo', exact: false }).first().selectOption({ label: reason[0] });
  await page.getByRole('combobox', { name: 'Submotivo' }).selectOption({ label: reason[1] });
  await page.getByRole('combobox', { name: 'Desejo' }).selectOption({ label: reason[2] });
  await field('Nome do produto').fill(product);
  await field('Cor').fill('Azul');
  await field('Tamanho').fill('m');
  await field('Conte o que aconteceu').fill('Comprei na loja física e tive um problema.');
}

/** Submits the confirmation with the page's clock held (the dialog leaves by itself): the open dialog and its number. */
/**
 * The buyer step of a refund: nothing was paid online, so it asks where to pay the money (issue 46). Confirming
 * without the account names the bank first; once saved (an earlier project's run), the account is locked and shown.
 */
async function giveRefundAccount(page: Page) {
  const bankGroup = page.getByRole('group', { name: 'Dados bancários' });
  const edit = page.getByRole('button', { name: 'Editar dados' });
  if (await edit.isVisible()) await edit.click();
  await expect(bankGroup).toBeVisible(PAGE_READY);
  const bank = bankGroup.getByRole('combobox', { name: 'Banco' });
  if (await bank.isEnabled()) {
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Atenção' }).getByRole('button').first()).toHaveText(
      'Banco',
    );
    await bank.selectOption('341');
    await bankGroup.getByRole('textbox', { name: 'Agência' }).fill('1234');
    await bankGroup.getByRole('textbox', { name: 'Conta' }).fill('45678-9');
    await bankGroup.getByRole('textbox', { name: 'Chave Pix' }).fill(SHOPPER.email);
  }
  await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
  await expect(page.getByText('341', { exact: false }).first()).toBeVisible();
}

async function generateProtocol(page: Page) {
  await freezeClock(page);
  await page.getByRole('button', { name: 'Gerar protocolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protocolo gerado com sucesso!' });
  await expect(dialog).toBeAttached();
  await page.clock.runFor(OPENING_TRANSITION_MS);
  await expect(dialog).toBeVisible();
  const prtId = Number(await dialog.getByTestId('protocol-number').textContent());
  expect(prtId).toBeGreaterThan(0);
  return { dialog, prtId };
}

async function expectCurrentStep(page: Page, label: string) {
  await expect(
    page
      .getByRole('navigation', { name: 'Etapas da solicitação' })
      .getByRole('button', { name: `${label} (etapa atual)` }),
  ).toHaveAttribute('aria-current', 'step', PAGE_READY);
}

async function filesOf(page: Page, prtId: number) {
  const response = await page.request.get(brandUrl(BRAND, `/api/returns/protocols/b2c/${prtId}/files`));
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    files: { is_nfe: 'S' | 'N'; item: number | null; mime: string }[];
    missingFiles: { item: number; kind: string }[];
  };
}

test.describe('Outside-store purchase', () => {
  test.describe.configure({ timeout: 150_000 });

  test('from Home through two items, invoices and a photo, to the protocol with its files', async ({ page }) => {
    const project = test.info().project.name;
    const shoe = `Tênis Loja ${project} ${Date.now()}`;
    const shirt = `Camiseta Loja ${project} ${Date.now()}`;
    await login(page, { email: SHOPPER.email }, BRAND);
    await recordShownMessages(page);
    await page.clock.install();

    // Home: the collapsible box on the phone, the side card on the desktop.
    await page.goto(brandUrl(BRAND, '/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);
    if (project === 'phone') {
      await page.getByRole('button', { name: 'Comprou em uma loja física?' }).click();
      await page
        .getByTestId('outside-store-box')
        .getByRole('link', { name: 'Produtos adquiridos fora da loja online' })
        .click();
    } else {
      await expect(page.getByTestId('outside-store-box')).toBeHidden();
      await page
        .getByTestId('outside-store-card')
        .getByRole('link', { name: 'Produtos adquiridos fora da loja online' })
        .click();
    }
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos adquiridos fora da loja online' })).toBeVisible(
      PAGE_READY,
    );
    await expectCurrentStep(page, 'Itens');
    await expect(page.getByRole('combobox', { name: 'Motivo', exact: false }).first()).toBeEnabled(PAGE_READY);

    // Checks of spec §5: nothing filled, then R$ 0,00.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await fillItem(page, shoe, ['Tamanho não serviu', 'Ficou pequeno', 'Devolução do valor pago'], true);
    await expect(page.getByRole('textbox', { name: 'Valor pago' })).toHaveValue('R$ 189,90');
    await expect(page.getByRole('textbox', { name: 'Tamanho' })).toHaveValue('M');
    await page.getByRole('button', { name: 'Adicionar outro item' }).click();
    await expect(page.getByText('1 item adicionado')).toBeVisible();
    await fillItem(page, shirt, ['Produto chegou com defeito', 'Costura desfeita', 'Devolução do valor pago'], false);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`items-${project}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Documents: an invoice area for each item, photos for the defect.
    await expect(page).toHaveURL(new RegExp(`${PATH}/confirmacao$`));
    // The stepper counts four steps (items, documents, address, confirmation: issue 46): the files are the second.
    await expectCurrentStep(page, 'Documentos');
    const shoeCard = page.getByRole('region', { name: shoe });
    const shirtCard = page.getByRole('region', { name: shirt });
    await expect(shoeCard.getByText('Nota fiscal', { exact: false }).first()).toBeVisible(PAGE_READY);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(shoeCard.getByText('Envie pelo menos um arquivo da nota fiscal.')).toBeVisible();
    await shoeCard.getByTestId('invoice-input').setInputFiles(PDF);
    await shirtCard.getByTestId('invoice-input').setInputFiles(PDF);
    await (
      project === 'phone' ? shirtCard.getByTestId('camera-input') : shirtCard.getByTestId('photo-input')
    ).setInputFiles(PNG);
    await expect(shirtCard.getByText('1 de 5 fotos')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`documents-${project}.png`), fullPage: true });

    // Leaving now would lose the chosen files (issue 23): Back asks first and staying keeps them; a reload asks too.
    await page.goBack({ waitUntil: 'commit' });
    const leave = page.getByRole('dialog', { name: 'Sair sem enviar os arquivos?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Continuar aqui', exact: true }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PATH}/confirmacao$`));
    await expect(shirtCard.getByText('1 de 5 fotos')).toBeVisible();
    const reloadAsks = await page.evaluate(() => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    });
    expect(reloadAsks).toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Buyer data (Elisa's are complete) and, for the refund, the account it is paid into; then the confirmation.
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do comprador e endereço' })).toBeVisible(
      PAGE_READY,
    );
    await expectCurrentStep(page, 'Endereço');
    await giveRefundAccount(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Confirme a sua solicitação' })).toBeVisible(PAGE_READY);
    await expectCurrentStep(page, 'Confirmação');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`confirmation-${project}.png`), fullPage: true });

    const { dialog, prtId } = await generateProtocol(page);
    // Two invoices and a photo: the dialog names them files, not photos.
    await expect(dialog.getByText('3 arquivos enviados com sucesso.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ver meus protocolos' }).click();
    await expect(page).toHaveURL(/\/protocolos$/);
    await page.clock.resume();

    // The protocol in the list, its files stored and nothing missing.
    await expect(page.getByText(String(prtId)).first()).toBeVisible(PAGE_READY);
    const stored = await filesOf(page, prtId);
    expect(stored.missingFiles).toEqual([]);
    expect(stored.files.map((file) => [file.is_nfe, file.item]).sort()).toEqual([
      ['N', 2],
      ['S', 1],
      ['S', 2],
    ]);
  });

  test('a failed invoice upload is named with its reason and recovered from the protocol detail', async ({ page }) => {
    const project = test.info().project.name;
    const product = `Bermuda Loja ${project} ${Date.now()}`;
    expectConsoleMessage(
      /status of 415 .* at .*\/upload\/protocols\/upload\/file/,
      'the server refuses an XML that is no NF-e',
    );
    await login(page, { email: SHOPPER.email }, BRAND);
    await recordShownMessages(page);
    await page.clock.install();

    await page.goto(brandUrl(BRAND, PATH));
    await expect(page.getByRole('combobox', { name: 'Motivo', exact: false }).first()).toBeEnabled(PAGE_READY);
    await fillItem(page, product, ['Tamanho não serviu', 'Ficou pequeno', 'Devolução do valor pago'], true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}/confirmacao$`));
    const card = page.getByRole('region', { name: product });
    await expect(card).toBeVisible(PAGE_READY);

    // A reload keeps the item (session storage); the documents step is drawn again for it.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${PATH}/confirmacao$`));
    await expect(card.getByTestId('invoice-input')).toBeAttached(PAGE_READY);
    await card.getByTestId('invoice-input').setInputFiles(NOT_NFE_XML);
    await expect(card.getByText('1 de 3 arquivos')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do comprador e endereço' })).toBeVisible(
      PAGE_READY,
    );
    await giveRefundAccount(page);
    // One tap on 'Confirmar cadastro' with fields emptied: the summary names them, has the focus, and is in view
    // below the sticky header, far above the button on a phone (issue 23 item 4).
    await page.getByRole('button', { name: 'Editar dados' }).click();
    const number = page.getByRole('textbox', { name: 'Número' });
    const district = page.getByRole('textbox', { name: 'Bairro' });
    await number.fill('');
    await district.fill('');
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Atenção' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('button')).toHaveText(['Número', 'Bairro']);
    await expect(summary).toBeInViewport();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await summary.evaluate((alert) => alert.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
    await number.fill('1000');
    await district.fill('Bela Vista');
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Confirme a sua solicitação' })).toBeVisible(PAGE_READY);
    // The confirmation names the store and the purchase.
    await expect(page.getByText('Loja: Maré Outlet Centro, Florianópolis')).toBeVisible();
    await expect(page.getByText(`Compra em ${daysAgo(3)} · Nota fiscal nº 35261112345678`)).toBeVisible();

    // The server refuses the invoice; the protocol exists without it. The dialog names the file and the server's
    // reason, and stays (no countdown) until the shopper goes to the protocol to send it.
    const { dialog, prtId } = await generateProtocol(page);
    const failed = dialog.getByTestId('failed-uploads');
    await expect(failed.getByText('Não foi possível enviar 1 de 1 arquivos:')).toBeVisible();
    await expect(failed.getByRole('listitem')).toHaveText(
      'nota.xml: O XML enviado não é uma NF-e válida. Envie o arquivo XML da nota como recebido, ou o PDF (DANFE).',
    );
    await expect(dialog.getByText(/Indo para os seus protocolos/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`failed-upload-${project}.png`) });
    await page.clock.runFor(20_000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Enviar o arquivo pelo protocolo' }).click();
    await expect(page).toHaveURL(new RegExp(`/protocol/${prtId}$`));
    await page.clock.resume();
    const missing = page.getByTestId('missing-files');
    await expect(missing).toBeVisible(PAGE_READY);
    await expect(missing.getByText('Faltam arquivos neste protocolo')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`missing-files-${project}.png`), fullPage: true });
    const timeline = page.getByTestId('protocol-timeline');
    await expect(timeline.getByRole('button', { name: /^Comentários/ })).toHaveCount(0);

    // Sent from there: nothing is missing any more (more invoice files can still be sent, up to the limit), the
    // invoice is among the files, and the history says so.
    await page.getByTestId('missing-invoice-input-1').setInputFiles(PDF);
    await expect(missing.getByText('Faltam arquivos neste protocolo')).toBeHidden();
    await expect(missing.getByRole('button', { name: 'Enviar mais arquivos da nota' })).toBeVisible();
    await expect(page.getByTestId('protocol-files').getByText('Nota fiscal', { exact: false })).toBeVisible();
    expect((await filesOf(page, prtId)).missingFiles).toEqual([]);
    // The note is on the current step, Aberto; no 'Comentários' step (issue 24).
    await expect(timeline.getByRole('button', { name: /^Comentários/ })).toHaveCount(0);
    await timeline.getByRole('button', { name: /^Aberto/ }).click();
    await expect(page.getByTestId('timeline-step-card').getByText(/Arquivos recebidos/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
