/**
 * Back office (issue 14): an agent signs in to /backoffice with the e-mail code (from the dev outbox) and the TOTP of
 * the seed's development operator, finds the voucher protocol Ana has just created, and takes it along its path to
 * Finished with a note at each step; Ana then sees every step in her timeline, a message per step in the outbox, and
 * the credit (voucher value and bonus) in her wallet. At 1280 px; the queue also at 375 px (an admin, as cards).
 */
import type { Locator, Page } from '@playwright/test';
import { orderLineUniqueKey, shopperStatusName, STATUS, statusName } from '@portal/domain';
import { DEMO, type DemoLine } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test, type BrandId, ONLY_AT } from '../fixtures';
import { devOperator, openOperatorSignIn, signInThroughApi, signInThroughUi } from '../support/operator-sign-in';

const BRAND: BrandId = 1;
// Its own line: Finished after the credit, the line is never requestable again (ADR 0030), and Home's voucher tests
// open DEMO.lines.voucherOffer.
const VOUCHER_LINE = DEMO.lines.backofficeVoucher;
/** ADR 0010's voucher path after Opened, each move with the note Ana will read. */
const PATH = [
  { status: STATUS.WAITING_PRODUCT, note: 'Envie o produto pelos Correios com o código do e-mail.' },
  { status: STATUS.AWAITING_ANALYSIS, note: 'Produto recebido no centro de distribuição.' },
  { status: STATUS.AWAITING_CREDIT_NOTE, note: 'Produto conferido: sem sinais de uso.' },
  { status: STATUS.CREDIT_NOTE_GENERATED, note: 'Vale-compras creditado na sua carteira.' },
  { status: STATUS.FINISHED, note: 'Obrigado por comprar com a gente.' },
] as const;
const pt = (status: number) => statusName(status, 'pt');
/** The same status as the shopper reads it, on her timeline and in her messages (issue 23: her words, not ours). */
const shopperPt = (status: number) => shopperStatusName(status, 'pt');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// --- Ana's side ---------------------------------------------------------------------------------------------------

function cardOf(page: Page, line: DemoLine): Locator {
  const key = orderLineUniqueKey({
    FAT_SEQUENCIA: line.invoiceSeq,
    ITE_SEQUENCIA: line.itemSeq,
    PRO_CODIGO: line.productCode,
    GRA_TAMANHO: line.size,
    NUMERONF: Number(line.invoiceNumber),
    COR_NOME: line.colour,
  });
  return page.locator(`article[data-unique-key="${key}"]`);
}

/** Ana asks for a shopping voucher for the leggings through Home and the request steps; resolves with its number. */
async function createVoucherProtocol(page: Page): Promise<number> {
  await page.goto(brandUrl(BRAND, '/home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);
  const card = cardOf(page, VOUCHER_LINE);
  await card.getByRole('button', { name: 'Ver item' }).click();
  const field = (name: string) => card.getByRole('combobox', { name, exact: true });
  await expect(field('Motivo')).toBeEnabled(PAGE_READY);
  await field('Motivo').selectOption({ label: 'Tamanho não serviu' });
  await field('Submotivo').selectOption({ label: 'Ficou grande' });
  await field('Desejo').selectOption({ label: 'Vale-compras com bônus em vez do estorno' });
  const offer = page.getByRole('dialog', { name: 'Que tal um vale-compras?' });
  await offer.getByRole('button', { name: 'Receber vale-compras' }).click();
  await expect(offer).toBeHidden();
  await card.getByRole('button', { name: 'Receber vale-compras' }).click();
  await page
    .getByRole('dialog', { name: '1 solicitação' })
    .getByRole('button', { name: 'Confirmar solicitação' })
    .click();
  for (const heading of ['Itens e documentos', 'Dados do comprador e endereço']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(PAGE_READY);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Confirme a sua solicitação' })).toBeVisible(PAGE_READY);
  // The number from the answer itself: the success dialog leaves by itself after a few seconds.
  const answer = page.waitForResponse((response) => response.url().includes('/protocols/generate/b2c'));
  await page.getByRole('button', { name: 'Gerar protocolo' }).click();
  const { prt_id: prtId } = (await (await answer).json()) as { prt_id: number };
  expect(prtId).toBeGreaterThan(0);
  return prtId;
}

// --- the journeys -------------------------------------------------------------------------------------------------

test.describe('Back office', () => {
  test.describe.configure({ timeout: 300_000 });

  // The journey at 1280 px; the phone checks the queue.
  test(
    'an agent takes Ana’s new voucher protocol to Finished; Ana sees each step, each message and the credit',
    ONLY_AT.desktop,
    async ({ page }) => {
      await login(page, { email: DEMO.ana.email }, BRAND);
      const prtId = await createVoucherProtocol(page);

      // The agent signs in through the sign-in screen (support/operator-sign-in.ts), which is checked on the way.
      await openOperatorSignIn(page);
      await expectNoAxeViolations(page);
      const agent = devOperator('agent', 'screen');
      await signInThroughUi(page, agent);
      await expect(page.getByRole('heading', { level: 1, name: 'Fila de protocolos' })).toBeVisible(PAGE_READY);
      await expectNoAxeViolations(page);
      const search = page.getByRole('searchbox', { name: /^Buscar/ });
      await search.fill(String(prtId));
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/backoffice\\?q=${prtId}$`));
      const link = page
        .getByRole('table', { name: 'Protocolos' })
        .getByRole('link', { name: String(prtId), exact: true });
      await expect(link).toBeVisible(PAGE_READY);
      await link.click();

      await expect(page.getByRole('heading', { level: 1, name: `Protocolo ${prtId}` })).toBeVisible(PAGE_READY);
      const actions = page.getByRole('region', { name: 'Ações' });
      const history = page.getByRole('region', { name: 'Histórico' });
      await expect(
        page.getByRole('region', { name: 'Resumo' }).getByText(pt(STATUS.OPENED), { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      for (const [index, step] of PATH.entries()) {
        await actions.getByRole('button', { name: pt(step.status), exact: true }).click();
        await actions.getByRole('textbox', { name: /^Observação para o cliente/ }).fill(step.note);
        if (index === 0) await expectNoAxeViolations(page);
        await actions.getByRole('button', { name: `Confirmar: ${pt(step.status)}` }).click();
        await expect(actions.getByText(`Protocolo movido para ${pt(step.status)}.`)).toBeVisible();
        // The audit line names the agent under the new entry.
        await expect(history.getByRole('listitem').last()).toContainText(step.note);
        await expect(history.getByRole('listitem').last()).toContainText(`Por ${agent.email}`);
      }
      await expect(actions.getByText('Nenhuma ação possível nesta situação.')).toBeVisible();

      // Ana's timeline: Opened and every step the agent made, in order, each card with its note and never the agent.
      await page.goto(brandUrl(BRAND, `/protocol/${prtId}`));
      await expect(page.getByRole('heading', { level: 1, name: `Protocolo ${prtId}` })).toBeVisible(PAGE_READY);
      const steps = page.getByRole('list', { name: 'Linha do tempo do protocolo' }).getByRole('listitem');
      await expect(steps).toHaveCount(PATH.length + 1, PAGE_READY);
      for (const [index, step] of PATH.entries()) {
        const button = steps.nth(index + 1).getByRole('button');
        await expect(button).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shopperPt(step.status))} `));
        await button.click();
        await expect(page.getByText(step.note)).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await expect(page.getByText(agent.email)).toHaveCount(0);

      // One message per move in the outbox, in Ana's language, sent after each commit.
      await expect
        .poll(async () => {
          const response = await page.request.get(
            brandUrl(BRAND, `/api/dev/outbox?to=${encodeURIComponent(DEMO.ana.email)}`),
          );
          const { messages } = (await response.json()) as { messages: { subject: string | null }[] };
          return PATH.filter((step) =>
            messages.some((message) => message.subject?.endsWith(`protocolo ${prtId} — ${shopperPt(step.status)}`)),
          ).length;
        }, PAGE_READY)
        .toBe(PATH.length);

      // The credit note put the voucher value and its bonus in her wallet, tied to the protocol.
      await page.goto(brandUrl(BRAND, '/carteira'));
      await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible(PAGE_READY);
      const rows = page.getByTestId('statement-table').first().getByTestId('movement-row');
      // The statement has loaded (and the page hydrated) before the filter is typed, or the typing is lost.
      await expect(rows.first()).toBeVisible(PAGE_READY);
      const protocolFilter = page.getByLabel('Protocolo', { exact: true });
      await protocolFilter.fill(String(prtId));
      await expect(protocolFilter).toHaveValue(String(prtId));
      await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
      await expect(rows).toHaveCount(2, PAGE_READY);
      await expect(rows.filter({ hasText: 'R$ 189,90' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'R$ 18,99' })).toHaveCount(1);
    },
  );

  test(
    'the queue at the phone width: cards, filters in the address, no sideways scroll',
    ONLY_AT.phone,
    async ({ page }) => {
      // Only a session is needed here: the sign-in screen is the journey's and the operators page's to go through.
      await signInThroughApi(page, devOperator('admin', 'session'));
      await page.goto(brandUrl(BRAND, '/backoffice'));
      await expect(page.getByRole('heading', { level: 1, name: 'Fila de protocolos' })).toBeVisible(PAGE_READY);
      const cards = page.getByRole('list', { name: 'Protocolos' });
      await expect(cards.getByRole('listitem').first()).toBeVisible(PAGE_READY);
      await expectNoAxeViolations(page);
      await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: pt(STATUS.FINISHED) });
      await expect(page).toHaveURL(new RegExp(`/backoffice\\?status=${STATUS.FINISHED}$`));
      // Every card the filtered list shows is finished (asked as one retried assertion: the list re-renders once the
      // filtered page arrives, and a snapshot of its items taken in between went stale).
      await expect(cards.getByRole('listitem').first()).toContainText(pt(STATUS.FINISHED), PAGE_READY);
      await expect(cards.getByRole('listitem').filter({ hasNotText: pt(STATUS.FINISHED) })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Relatórios' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Relatório de motivos' })).toBeVisible(PAGE_READY);
      await expectNoAxeViolations(page);
    },
  );
});
