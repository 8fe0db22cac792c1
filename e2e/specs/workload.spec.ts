/**
 * Workload (issue 27): an agent ticks three new protocols in the queue and takes them, then moves the three in one
 * bulk action to 'Aguardando produto'; an admin's dashboard shows three more open protocols of that status opened
 * today. The three are opened through the API as purchases outside the online store (no order line, so no other
 * spec's line is held) at Trilha Norte (brand 2), whose open protocols no other spec moves. Desktop only.
 */
import { randomUUID } from 'node:crypto';
import { STATUS, statusName } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, login, PAGE_READY, test, type BrandId, ONLY_AT } from '../fixtures';
import { brandOrigin } from '../support/env';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';
import { outsideStorePayload } from '../support/outside-store-payload';

const BRAND: BrandId = 2;
const CONSOLE: BrandId = 1;
const WAITING = statusName(STATUS.WAITING_PRODUCT, 'pt');

test.describe('Workload', () => {
  test.describe.configure({ timeout: 120_000 });

  // One journey, at the desktop width.
  test(
    'an agent takes three protocols and moves them in bulk; the dashboard shows the move',
    ONLY_AT.desktop,
    async ({ page, browser }) => {
      await login(page, { email: DEMO.ana.email }, BRAND);
      const prtIds: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await page.request.post(brandUrl(BRAND, '/api/returns/protocols/generate/b2c'), {
          data: outsideStorePayload(BRAND),
          headers: { Origin: brandOrigin(BRAND), 'Idempotency-Key': randomUUID() },
        });
        expect(answer.status(), await answer.text()).toBe(200);
        prtIds.push(((await answer.json()) as { prt_id: number }).prt_id);
      }

      // The admin, in a browser of their own (one operator cookie per browser), reads the figure before the move.
      const adminContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const adminPage = await adminContext.newPage();
      await signInThroughApi(adminPage, devOperator('admin', 'session'));
      const waitingToday = async () => {
        const answer = await adminPage.request.get(
          brandUrl(CONSOLE, `/api/backoffice/dashboard/open-by-status?brand=${BRAND}`),
        );
        const { rows } = (await answer.json()) as { rows: { status: number; ageBucket: string; count: number }[] };
        return rows.find((row) => row.status === STATUS.WAITING_PRODUCT && row.ageBucket === '0-2')?.count ?? 0;
      };
      const before = await waitingToday();

      // The agent ticks each protocol (the ticks stay while the search changes) and takes the three.
      await signInThroughApi(page, devOperator('agent', 'session'));
      await page.goto(brandUrl(CONSOLE, `/backoffice?brand=${BRAND}`));
      for (const prtId of prtIds) {
        await page.getByRole('searchbox', { name: /^Buscar/ }).fill(String(prtId), PAGE_READY);
        await page.keyboard.press('Enter');
        await page.getByRole('checkbox', { name: `Selecionar protocolo ${prtId}` }).check(PAGE_READY);
      }
      await expect(page.getByText('3 protocolos selecionados')).toBeVisible();
      await page.getByRole('button', { name: 'Assumir selecionados' }).click();
      await expect(page.getByText('3 protocolos assumidos')).toBeVisible(PAGE_READY);

      // 'Mine' lists exactly them; all ticked, one move.
      await page.goto(brandUrl(CONSOLE, `/backoffice?brand=${BRAND}&assignee=mine`));
      const table = page.getByRole('table', { name: 'Protocolos' });
      await expect(table.getByRole('row')).toHaveCount(4, PAGE_READY);
      await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
      await page.getByRole('combobox', { name: 'Mover para' }).selectOption({ label: WAITING });
      await page.getByRole('textbox', { name: 'Observação (opcional)' }).fill('Envie pelos Correios com o código.');
      await page.getByRole('button', { name: 'Mover selecionados' }).click();
      await expect(page.getByText('3 protocolos movidos')).toBeVisible(PAGE_READY);
      for (const prtId of prtIds) {
        await expect(table.getByRole('row', { name: new RegExp(`\\b${prtId}\\b`) })).toContainText(WAITING);
      }

      // The dashboard: three more open protocols 'Aguardando produto', 0 to 2 days old.
      expect(await waitingToday()).toBe(before + 3);
      await adminPage.goto(brandUrl(CONSOLE, `/backoffice/dashboard?brand=${BRAND}`));
      const figure = adminPage.getByRole('table', { name: 'Protocolos abertos por situação e idade' });
      await expect(figure.getByRole('row', { name: new RegExp(`^${WAITING}\\s*0-2\\s*${before + 3}$`) })).toBeVisible(
        PAGE_READY,
      );
      await adminContext.close();
    },
  );
});
