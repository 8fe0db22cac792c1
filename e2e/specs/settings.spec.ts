/**
 * Policy settings (issue 27, ADR 0046): an admin shortens a reason's deadline in the console, and the shopper's Home,
 * loaded afresh, loses the item past it: the item she had selected under that reason leaves her selection with a
 * notice, and choosing the reason again on the card opens 'Fora do prazo'.
 *
 * The reason is this test's own (created and removed through the settings API), so the seeded reasons every other
 * spec relies on never change; the line is Ana's 45-day-old one, which only reads are done on elsewhere. Desktop only:
 * the form's widths and languages are covered by the web unit tests.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DESIRE_TRIGGER, NEW_REASON_DEFAULTS, NO_REASON_TERMS, orderLineUniqueKey } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import {
  expect,
  expectMessageShown,
  expectNoAxeViolations,
  login,
  PAGE_READY,
  recordShownMessages,
  test,
  ONLY_AT,
} from '../fixtures';
import { brandOrigin } from '../support/env';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';

const LINE = DEMO.lines.fortyFiveDays;
const SETTINGS_API = `${brandOrigin(1)}/api/backoffice/settings`;

function cardOf(page: Page): Locator {
  const key = orderLineUniqueKey({
    FAT_SEQUENCIA: LINE.invoiceSeq,
    ITE_SEQUENCIA: LINE.itemSeq,
    PRO_CODIGO: LINE.productCode,
    GRA_TAMANHO: LINE.size,
    NUMERONF: Number(LINE.invoiceNumber),
    COR_NOME: LINE.colour,
  });
  return page.locator(`article[data-unique-key="${key}"]`);
}

async function openHomeCard(page: Page): Promise<Locator> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible(PAGE_READY);
  const card = cardOf(page);
  await card.getByRole('button', { name: 'Ver item' }).click();
  await expect(card.getByRole('combobox', { name: 'Motivo', exact: true })).toBeEnabled(PAGE_READY);
  return card;
}

/** A call of the settings API with the admin's cookie (state-changing calls need JSON and a matching Origin). */
async function settingsCall(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) {
  const answer = await page.request.fetch(`${SETTINGS_API}${path}`, {
    method,
    // A JSON body only with data: the API refuses a JSON content type with an empty body.
    headers: { Origin: brandOrigin(1), ...(data ? { 'Content-Type': 'application/json' } : {}) },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { id: number };
}

/** This test's own reason (60 days after delivery) and its refund desire, through the settings API. */
async function createReason(page: Page, name: string) {
  const reason = await settingsCall(page, 'POST', '/reasons', {
    ...NEW_REASON_DEFAULTS,
    name: { pt: name, en: name, es: name },
    slaDays: 60,
  });
  const desire = await settingsCall(page, 'POST', '/desires', {
    reasonId: reason.id,
    name: { pt: 'Reembolso e2e', en: 'Refund e2e', es: 'Reembolso e2e' },
    active: true,
    trigger: DESIRE_TRIGGER.REFUND,
    sizeChange: false,
    colourChange: false,
    refund: true,
    storeCredit: false,
    bonusCode: null,
    auxiliaryMessage: null,
  });
  return { reason, desire };
}

/** Removes them: nothing refers to them (no protocol was opened), so both are deleted, with any brand's terms. */
async function removeReason(page: Page, ids: { reason: { id: number }; desire: { id: number } }) {
  expect(await settingsCall(page, 'DELETE', `/desires/${ids.desire.id}`)).toEqual({ outcome: 'deleted' });
  expect(await settingsCall(page, 'DELETE', `/reasons/${ids.reason.id}`)).toEqual({ outcome: 'deleted' });
}

// One width: the form’s widths are unit-tested.
test(
  'an admin shortens a reason’s deadline and the shopper’s Home loses the item past it',
  ONLY_AT.desktop,
  async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Prazo e2e ${randomUUID().slice(0, 6)}`;
    await signInThroughApi(page, devOperator('admin', 'session'));
    const { reason, desire } = await createReason(page, name);
    try {
      // The shopper selects the 45-day-old line under the new reason (60 days): it is within the deadline.
      await login(page, { email: DEMO.ana.email });
      let card = await openHomeCard(page);
      await card.getByRole('combobox', { name: 'Motivo', exact: true }).selectOption({ label: name });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await card.getByRole('combobox', { name: 'Desejo', exact: true }).selectOption({ label: 'Reembolso e2e' });
      await card.getByRole('button', { name: 'Solicitar reembolso' }).click();
      const sidebar = page.getByRole('dialog', { name: '1 solicitação' });
      await expect(sidebar).toContainText(LINE.productName);
      await page.getByRole('button', { name: 'Fechar solicitações' }).click();

      // The admin shortens the deadline to 30 days in the console, after a preview of the lines it affects.
      await page.goto('/backoffice/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Configurações da política' })).toBeVisible(PAGE_READY);
      const row = page.getByRole('table', { name: 'Motivos de solicitação' }).getByRole('row', { name });
      await expect(row).toContainText('60 dias');
      await row.getByRole('button', { name: `Editar ${name}` }).click();
      const form = page.getByRole('form', { name: `Editar o motivo ${reason.id}` });
      const days = form.getByRole('textbox', { name: /^Prazo em dias após a entrega/ });
      await days.fill('30');
      await form.getByRole('button', { name: 'Pré-visualizar' }).click();
      await expect(form.getByRole('status')).toContainText(
        /Hoje, [1-9]\d* itens de pedido deixariam de poder ser solicitados/,
      );
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByRole('status')).toHaveText(`Alterações de ${reason.id} salvas.`);
      await expect(row).toContainText('30 dias');
      await expect(page.getByRole('button', { name: `Editar ${name}` })).toBeFocused();

      // A fresh load of Home: the item past the new deadline leaves the selection, and the reason is out of deadline.
      await recordShownMessages(page);
      card = await openHomeCard(page);
      await expectMessageShown(
        page,
        `Este item saiu da sua seleção porque não pode mais ser solicitado: ${LINE.productName}.`,
      );
      await expect(page.getByRole('button', { name: '0 itens selecionados: abrir solicitações' })).toBeVisible();
      await card.getByRole('combobox', { name: 'Motivo', exact: true }).selectOption({ label: name });
      await expect(page.getByRole('dialog', { name: 'Fora do prazo' })).toBeVisible();
    } finally {
      await removeReason(page, { reason, desire });
    }
  },
);

/** '07/12/2026, 20:07' as the console writes a São Paulo time in pt. */
const saoPauloMinute = (at: number) =>
  new Intl.DateTimeFormat('pt', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(at);

// One width: the form’s widths are unit-tested. A browser in UTC: the history must still read São Paulo time (issue 46).
test.describe('in a browser set to UTC', () => {
  test.use({ timezoneId: 'UTC' });
  test(
    'a brand’s admin shortens the deadline for her brand only: its shopper’s reason is out of deadline with her 3 days, the other brand’s keeps 60 days',
    ONLY_AT.desktop,
    async ({ page }) => {
      test.setTimeout(120_000);
      const name = `Prazo marca e2e ${randomUUID().slice(0, 6)}`;
      await signInThroughApi(page, devOperator('admin', 'session'));
      const { reason, desire } = await createReason(page, name);
      try {
        // Brand 1's terms, in the console's brand section (brand 1 is chosen first): 30 days for this brand.
        await page.goto('/backoffice/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Configurações da política' })).toBeVisible(
          PAGE_READY,
        );
        const table = page.getByRole('table', { name: /^Motivos em / });
        const row = table.getByRole('row', { name });
        await expect(row).toContainText('60 dias');
        await row.getByRole('button', { name: `Editar termos de ${name}` }).click();
        const form = page.getByRole('form', { name: new RegExp(`^Termos de ${name} em `) });
        await form.getByRole('textbox', { name: /^Prazo em dias após a entrega/ }).fill('3');
        await expectNoAxeViolations(page);
        const savedFrom = Date.now();
        await form.getByRole('button', { name: 'Salvar' }).click();
        await expect(page.getByRole('status')).toHaveText(/^Termos de .+ salvos\.$/);
        const savedBy = Date.now();
        await expect(row).toContainText('3 dias');
        // The brand's history: the one term by its label, in São Paulo time (issue 46, Medium 5).
        await row.getByRole('button', { name: `Editar termos de ${name}` }).click();
        const history = page.getByRole('region', { name: 'Histórico dos termos desta marca' });
        await expect(history.getByText('Prazo em dias após a entrega: como no catálogo → 3')).toBeVisible(PAGE_READY);
        await expect(history.getByText(/slaDays|active|null/)).toHaveCount(0);
        const minutes = [...new Set([saoPauloMinute(savedFrom), saoPauloMinute(savedBy)])];
        await expect(history.getByText(new RegExp(`^(${minutes.join('|')}) — `))).toBeVisible();
        await form.getByRole('button', { name: 'Cancelar' }).click();
        await expect(page.getByRole('button', { name: `Editar termos de ${name}` })).toBeFocused();
        // The shared catalogue still says 60 days, and so does brand 2's view of it.
        await expect(
          page.getByRole('table', { name: 'Motivos de solicitação' }).getByRole('row', { name }),
        ).toContainText('60 dias');
        const brand2 = (await settingsCall(page, 'GET', '/brands/2/terms')) as unknown as {
          reasons: { reasonId: number; terms: object; effective: { slaDays: number } }[];
        };
        expect(brand2.reasons.find((one) => one.reasonId === reason.id)).toMatchObject({
          terms: NO_REASON_TERMS,
          effective: { slaDays: 60 },
        });

        // Brand 1's shopper, on a fresh Home: her 45-day-old item is past this brand's 3 days, and the modal says 3.
        await login(page, { email: DEMO.ana.email });
        const card = await openHomeCard(page);
        await card.getByRole('combobox', { name: 'Motivo', exact: true }).selectOption({ label: name });
        const late = page.getByRole('dialog', { name: 'Fora do prazo' });
        await expect(late).toBeVisible();
        await expect(late).toContainText(`O prazo para "${name}" é de 3 dias após a entrega`);
        await expect(late).not.toContainText('60 dias');
      } finally {
        await removeReason(page, { reason, desire });
      }
    },
  );
});
