/**
 * Protocols (issue 10): a protocol created through the UI is first in /protocolos, the list filters by text and by
 * status, the detail shows the protocol with its timeline (a step's card by click and by Enter) and lets the shopper
 * correct the phone; Ana's seeded protocols in several statuses render their timelines; someone else's protocol is
 * not found; a deep link in a new tab restores the session. Axe on each screen. Runs at 375 px and 1280 px.
 *
 * Lines: a line in an open protocol cannot be requested again and every spec shares one seeded database, so the
 * creation uses a brand-1 line of Ana's kept for it (phone) and the line the rejected seeded protocol freed (desktop),
 * which no other spec opens: one per project.
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { orderLineUniqueKey } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { ORDER_SEEDS } from '../../apps/api/src/db/seed/orders-data';
import { PRODUCTS } from '../../apps/api/src/db/seed/products';
import { brandUrl, expect, expectConsoleMessage, expectNoAxeViolations, login, test } from '../fixtures';

const CONFIRMATION_PATH = '/produtos-adquiridos-online/confirmacao';
const BRAND = DEMO.brand.correBrasil;
/** A page's first render waits for its chunk, its texts and its calls: on a busy 2-core machine, more than 10 s. */
const PAGE_LOAD = { timeout: 60_000 };

/** The UNIQUE_KEY of a seeded order line (spec §3), which its Home card carries. */
function lineKey(orderCode: string, itemSeq: number): string {
  const order = ORDER_SEEDS.find((entry) => entry.orderCode === orderCode);
  const line = order?.lines.find((entry) => entry.itemSeq === itemSeq);
  if (!order || !line) throw new Error(`No seeded line ${orderCode}/${itemSeq}`);
  return orderLineUniqueKey({
    FAT_SEQUENCIA: order.invoiceSeq,
    ITE_SEQUENCIA: line.itemSeq,
    PRO_CODIGO: PRODUCTS[line.product].code,
    GRA_TAMANHO: line.size,
    NUMERONF: Number(order.invoiceNumber),
    COR_NOME: line.colour,
  });
}

/** The product name of a seeded order line. */
function productOfLine(orderCode: string, itemSeq: number): string {
  const line = ORDER_SEEDS.find((entry) => entry.orderCode === orderCode)?.lines.find(
    (entry) => entry.itemSeq === itemSeq,
  );
  if (!line) throw new Error(`No seeded line ${orderCode}/${itemSeq}`);
  return PRODUCTS[line.product].name;
}

/**
 * Lines no other spec opens: the journey's own (phone), and the one the rejected seeded protocol freed (desktop: a
 * denial gave nothing back, so the line is free again; a finished one stays held, ADR 0030).
 */
const CREATION_LINE = {
  phone: lineKey(DEMO.lines.protocolJourney.orderCode, DEMO.lines.protocolJourney.itemSeq),
  desktop: lineKey('4817733', 1),
} as const;

// --- a PNG made here, so the upload carries real image bytes the server's content check accepts ---------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function makePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTO = { name: 'costura.png', mimeType: 'image/png', buffer: makePng(24, [40, 90, 200]) };

// --- helpers ----------------------------------------------------------------------------------------------------

function cards(page: Page): Locator {
  return page.getByTestId('protocol-card');
}

async function cardIds(page: Page): Promise<number[]> {
  const ids = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-prt-id')));
  return ids.map(Number);
}

async function openList(page: Page) {
  await page.goto(brandUrl(BRAND, '/protocolos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus protocolos' })).toBeVisible(PAGE_LOAD);
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
}

async function openDetail(page: Page, prtId: number) {
  await page.goto(brandUrl(BRAND, `/protocol/${prtId}`));
  await expect(page.getByRole('heading', { level: 1, name: `Protocolo ${prtId}` })).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('protocol-timeline')).toBeVisible(PAGE_LOAD);
}

async function stepStates(page: Page): Promise<string[]> {
  return page
    .getByTestId('protocol-timeline')
    .locator(':scope > li')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state') ?? ''));
}

/** The page never scrolls sideways (the timeline is vertical on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Creates a refund protocol for a defective item with one photo, through Home and the request steps. */
async function createProtocol(page: Page, uniqueKey: string): Promise<number> {
  await page.goto(brandUrl(BRAND, '/home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_LOAD);
  const card = page.locator(`article[data-unique-key="${uniqueKey}"]`);
  await card.getByRole('button', { name: 'Ver item' }).click();
  await card
    .getByRole('combobox', { name: 'Motivo', exact: true })
    .selectOption({ label: 'Produto chegou com defeito' });
  await card.getByRole('combobox', { name: 'Submotivo', exact: true }).selectOption({ label: 'Costura desfeita' });
  await card.getByRole('combobox', { name: 'Desejo', exact: true }).selectOption({ label: 'Devolução do valor pago' });
  await card.getByRole('button', { name: 'Solicitar reembolso' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONFIRMATION_PATH}$`));

  await expect(page.getByRole('heading', { level: 2, name: 'Itens e documentos' })).toBeVisible(PAGE_LOAD);
  const input = test.info().project.name === 'phone' ? 'camera-input' : 'photo-input';
  await page.getByTestId(input).setInputFiles(PHOTO);
  await expect(page.getByText('1 de 5 fotos')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dados do comprador e endereço' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirme a sua solicitação' })).toBeVisible();

  await page.getByRole('button', { name: 'Gerar protocolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protocolo gerado com sucesso!' });
  await expect(dialog).toBeVisible(PAGE_LOAD);
  const prtId = Number(await dialog.getByTestId('protocol-number').textContent());
  expect(prtId).toBeGreaterThan(0);
  await expect(dialog.getByText('Foto enviada com sucesso.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ver meus protocolos' }).click();
  await expect(page).toHaveURL(/\/protocolos$/);
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  return prtId;
}

// --- the journeys -----------------------------------------------------------------------------------------------

test.describe('Protocols', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a new protocol is first in the list; filters; the detail, a step card and the phone edit', async ({ page }) => {
    const project = test.info().project.name as 'phone' | 'desktop';
    await login(page, { email: DEMO.ana.email }, BRAND);
    // Load the list once so a stale cache entry would exist if creation did not invalidate it.
    await openList(page);
    const prtId = await createProtocol(page, CREATION_LINE[project]);

    // The list the success dialog leads to shows it first, without a reload.
    await expect(cards(page).first()).toHaveAttribute('data-prt-id', String(prtId));
    const newCard = cards(page).first();
    await expect(newCard.getByText('Aberto', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Protocolos — /);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Text filter (protocol id), then the status filter.
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(String(prtId));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-prt-id', String(prtId));
    await search.fill('');
    await expect.poll(() => cardIds(page)).toContain(DEMO.protocols.rejected);
    const status = page.getByRole('combobox', { name: 'Situação' });
    await status.selectOption({ label: 'Recusado' });
    await expect.poll(() => cardIds(page)).toEqual([DEMO.protocols.rejected]);
    await status.selectOption({ label: 'Todos' });
    await expect.poll(async () => (await cardIds(page)).length).toBeGreaterThan(4);

    // The detail.
    await cards(page)
      .first()
      .getByRole('link', { name: `Ver detalhes do protocolo ${prtId}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/protocol/${prtId}$`));
    await expect(page.getByTestId('protocol-timeline')).toBeVisible(PAGE_LOAD);
    await expect(page).toHaveTitle(new RegExp(`^Protocolo ${prtId} — `));
    const summary = page.getByTestId('protocol-summary');
    await expect(summary.getByText('Devolução do valor pago')).toBeVisible();
    const client = page.getByTestId('protocol-client');
    await expect(client.getByText(DEMO.ana.name)).toBeVisible();
    await expect(client.getByText('***.982.247-**')).toBeVisible();
    await expect(client.getByText('a***@example.com')).toBeVisible();
    await expect(page.getByTestId('protocol-items').getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(page.getByTestId('protocol-files').getByRole('button', { name: 'Ampliar Foto 1' })).toBeVisible();
    // Opened is the current step: the 'Arquivos recebidos' comment the photo wrote (ADR 0021) is a note on its card,
    // never a step of its own (ADR 0037); then the refund path ahead: Waiting for product, Awaiting analysis, Awaiting
    // refund, Refund requested, Finished.
    expect(await stepStates(page)).toEqual(['current', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead']);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // A step's card: Enter on the current step, the close button; then a click on a step ahead.
    const timeline = page.getByTestId('protocol-timeline');
    await timeline.getByRole('button', { name: /^Aberto.*\(ver detalhes\)$/ }).focus();
    await page.keyboard.press('Enter');
    const stepCard = page.getByRole('dialog', { name: 'Aberto' });
    await expect(stepCard.getByText('Protocolo aberto pelo portal', { exact: false })).toBeVisible();
    await expect(stepCard.getByText('Arquivos recebidos', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await stepCard.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(stepCard).toBeHidden();
    await timeline.getByRole('button', { name: /^Aguardando produto.*\(ver detalhes\)$/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Aguardando produto' }).getByText('Esta etapa ainda não aconteceu.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The phone edit: the buyer step's mask; the saved phone shows masked, and the change is a note on the current
    // step (ADR 0037), which stays the current one.
    const contact = page.getByTestId('protocol-contact');
    await contact.getByRole('button', { name: 'Alterar telefone e endereço' }).click();
    const phone = contact.getByRole('textbox', { name: 'Celular' });
    // As a shopper does it: select all, delete, type. (fill() on a masked field that already holds a value lets the
    // mask merge old and new digits.)
    await phone.click();
    await phone.press('ControlOrMeta+a');
    await phone.press('Backspace');
    await phone.pressSequentially('5521991112222');
    await expect(phone).toHaveValue('+55 (21) 99111-2222');
    await expectNoAxeViolations(page);
    await contact.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(client.getByText('+55 (21) *****-2222')).toBeVisible(PAGE_LOAD);
    await timeline.getByRole('button', { name: /^Aberto.*\(ver detalhes\)$/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Aberto' })
        .getByText('Dados de contato alterados pelo cliente', { exact: false }),
    ).toBeVisible();
    expect(await stepStates(page)).toEqual(['current', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead']);
  });

  test("Ana's seeded protocols render their timelines by status", async ({ page }) => {
    await login(page, { email: DEMO.ana.email }, BRAND);

    await openDetail(page, DEMO.protocols.opened);
    expect(await stepStates(page)).toEqual(['current', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead']);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Awaiting analysis: the internal 'Fluxo atendimento' note is not a step.
    await openDetail(page, DEMO.protocols.awaitingAnalysis);
    expect(await stepStates(page)).toEqual(['done', 'done', 'current', 'ahead', 'ahead', 'ahead']);
    await expect(page.getByText('Fluxo atendimento', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('protocol-contact').getByRole('button')).toHaveCount(0);

    // Finished: every step done, the last one finished, nothing ahead, the 'Erro' entry hidden.
    await openDetail(page, DEMO.protocols.finished);
    const finished = await stepStates(page);
    expect(finished.at(-1)).toBe('finished');
    expect(finished.slice(0, -1).every((state) => state === 'done')).toBe(true);
    await expect(page.getByTestId('protocol-timeline').getByText('Erro', { exact: true })).toHaveCount(0);

    // Rejected: closed, nothing ahead.
    await openDetail(page, DEMO.protocols.rejected);
    const rejected = await stepStates(page);
    expect(rejected.at(-1)).toBe('closed');
    expect(rejected).not.toContain('ahead');
    await expectNoAxeViolations(page);

    // Store stockout (CTO_ID 6): its stockout items, and a current step with the refund path ahead.
    await openDetail(page, DEMO.protocols.storeStockout);
    await expect(page.getByTestId('protocol-stockouts').getByRole('heading', { level: 3 }).first()).toBeVisible();
    const stockout = await stepStates(page);
    expect(stockout.filter((state) => state === 'current')).toHaveLength(1);
    expect(stockout.at(-1)).toBe('ahead');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('the list keeps its filters in the address: through a detail and Back, and a reload', async ({ page }) => {
    await login(page, { email: DEMO.ana.email }, BRAND);
    await openList(page);
    // The rejected protocol's product: a product name is searchable (issue 23), the status narrows to it.
    const product = productOfLine('4817733', 1);
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    const status = page.getByRole('combobox', { name: 'Situação' });
    await search.fill(product);
    await status.selectOption({ label: 'Recusado' });
    await expect.poll(() => cardIds(page)).toEqual([DEMO.protocols.rejected]);
    await expect(cards(page).first().getByTestId('protocol-card-products')).toContainText(product);
    await expect(page).toHaveURL(/[?&]situacao=10(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(product).replace(/%20/g, '(\\+|%20)')}`));

    const kept = async () => {
      await expect(search).toHaveValue(product, PAGE_LOAD);
      await expect(status).toHaveValue('10');
      await expect.poll(() => cardIds(page)).toEqual([DEMO.protocols.rejected]);
    };
    await cards(page)
      .first()
      .getByRole('link', { name: `Ver detalhes do protocolo ${DEMO.protocols.rejected}` })
      .click();
    // The denial says why on the page.
    await expect(page.getByTestId('protocol-denial')).toBeVisible(PAGE_LOAD);
    await page.goBack();
    await kept();
    await page.reload();
    await kept();
    await expectNoAxeViolations(page);
  });

  test("someone else's protocol is not found; a deep link in a new tab restores the session", async ({ page }) => {
    await login(page, { email: DEMO.ana.email }, BRAND);
    expectConsoleMessage(/status of 404 .* at .*\/protocols?\//, "asking for Bruno's protocol as Ana is the point");
    await page.goto(brandUrl(BRAND, `/protocol/${DEMO.protocols.bruno}`));
    await expect(page.getByText('Protocolo não encontrado')).toBeVisible(PAGE_LOAD);
    await expectNoAxeViolations(page);

    const tab = await page.context().newPage();
    await tab.goto(brandUrl(BRAND, `/protocol/${DEMO.protocols.opened}`));
    await expect(tab.getByRole('heading', { level: 1, name: `Protocolo ${DEMO.protocols.opened}` })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(tab.getByTestId('protocol-summary').getByText(String(DEMO.protocols.opened))).toBeVisible(PAGE_LOAD);
    await tab.close();
  });
});
