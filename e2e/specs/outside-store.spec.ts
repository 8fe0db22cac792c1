/**
 * Purchases outside the online store (issue 13): from Home (the box on the phone, the side card on the desktop)
 * through the form with two items of one store purchase, the invoice and photo uploads, the buyer step and the
 * confirmation to the success dialog; the protocol then in the list with its files and nothing missing. Then a
 * protocol whose invoice never arrived shows 'send the missing files' on its detail, and sending it there clears it.
 * Axe on each screen. Runs at 375 px (phone) and 1280 px (desktop).
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
  expectNoAxeViolations,
  freezeClock,
  login,
  PAGE_READY,
  recordShownMessages,
  test,
} from '../fixtures';
import { brandOrigin } from '../support/env';

const BRAND = DEMO.brand.mareSports;
const PATH = '/produtos-adquiridos-fora-da-loja-online';
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
    await login(page, { email: DEMO.ana.email }, BRAND);
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
    await expectCurrentStep(page, 'Confirmação');
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
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Buyer data (Ana's are complete: the summary), then the confirmation.
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do comprador e endereço' })).toBeVisible(
      PAGE_READY,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Confirme a sua solicitação' })).toBeVisible(PAGE_READY);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`confirmation-${project}.png`), fullPage: true });

    await freezeClock(page);
    await page.getByRole('button', { name: 'Gerar protocolo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Protocolo gerado com sucesso!' });
    await expect(dialog).toBeAttached();
    await page.clock.runFor(OPENING_TRANSITION_MS);
    await expect(dialog).toBeVisible();
    const prtId = Number(await dialog.getByTestId('protocol-number').textContent());
    expect(prtId).toBeGreaterThan(0);
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

  test('a protocol without its invoice shows the missing files on its detail, and sending it there clears them', async ({
    page,
  }) => {
    const project = test.info().project.name;
    const product = `Bermuda Loja ${project} ${Date.now()}`;
    await login(page, { email: DEMO.ana.email }, BRAND);

    // The protocol as a failed invoice upload leaves it: created, with no file.
    const created = await page.request.post(brandUrl(BRAND, '/api/returns/protocols/generate/b2c'), {
      headers: { Origin: brandOrigin(BRAND), 'Idempotency-Key': `e2e-outside-store-${project}-${Date.now()}` },
      data: {
        origem: 'sac',
        marcaCodigo: BRAND,
        nomeCliente: DEMO.ana.name,
        cpfCliente: '52998224725',
        emailCliente: DEMO.ana.email,
        telefoneCliente: '987654321',
        dddCliente: '11',
        cepCliente: '01310100',
        enderecoCliente: 'Avenida Paulista',
        numeroEndrCliente: '1000',
        bairroCliente: 'Bela Vista',
        cidadeCliente: 'São Paulo',
        UFCliente: 'SP',
        tipo_contato: 5,
        items: [
          {
            produtoNome: product,
            produtoCor: 'Preta',
            produtoValor: 9990,
            motivoCodigo: 16,
            smotivoCodigo: 161,
            motivoNome: 'Tamanho não serviu',
            desejoCodigo: 3,
            desejoNome: 'Devolução do valor pago',
            motivoGatilho: 'E',
            gradeTamanho: 'G',
            numeroNF: '35261112345679',
            observacao: 'Ficou grande.',
            nomeLoja: 'Maré Outlet Centro',
            cidadeLoja: 'Florianópolis',
            dataCompraLoja: daysAgo(2),
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const prtId = Number(((await created.json()) as { prt_id: number }).prt_id);
    expect((await filesOf(page, prtId)).missingFiles).toEqual([
      expect.objectContaining({ item: 1, kind: 'invoice', received: 0 }),
    ]);

    await page.goto(brandUrl(BRAND, `/protocol/${prtId}`));
    const missing = page.getByTestId('missing-files');
    await expect(missing).toBeVisible(PAGE_READY);
    await expect(missing.getByText('Faltam arquivos neste protocolo')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`missing-files-${project}.png`), fullPage: true });

    await page.getByTestId('missing-invoice-input-1').setInputFiles(PDF);
    await expect(missing).toBeHidden();
    await expect(page.getByTestId('protocol-files').getByText('Nota fiscal', { exact: false })).toBeVisible();
    expect((await filesOf(page, prtId)).missingFiles).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
