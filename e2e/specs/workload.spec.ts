/**
 * Workload (issue 27): an agent ticks three new protocols in the queue and takes them, then moves the three in one
 * bulk action to 'Aguardando produto'; an admin's dashboard shows three more open protocols of that status opened
 * today. The three are opened through the API as purchases outside the online store (no order line, so no other
 * spec's line is held) at Trilha Norte (brand 2), whose open protocols no other spec moves. Desktop only.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_TYPE, DEFAULT_DDI, ORIGIN, saoPauloDateKey, splitPhone, STATUS, statusName } from '@portal/domain';
import { seededPolicyUrl } from '../../apps/api/src/db/seed/brands';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, login, PAGE_READY, test, type BrandId, ONLY_AT } from '../fixtures';
import { brandOrigin } from '../support/env';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';

const BRAND: BrandId = 2;
const CONSOLE: BrandId = 1;
const WAITING = statusName(STATUS.WAITING_PRODUCT, 'pt');

/** An outside-store refund (reason 16 'size did not fit', desire 3) bought yesterday, with Ana's buyer data. */
function outsideStorePayload(): Record<string, unknown> {
  const phone = splitPhone(DEMO.ana.phone);
  return {
    origem: ORIGIN.SAC,
    marcaCodigo: BRAND,
    nomeCliente: DEMO.ana.name,
    cpfCliente: DEMO.ana.cpf,
    emailCliente: DEMO.ana.email,
    telefoneCliente: phone.number,
    dddCliente: phone.ddd,
    ddiCliente: phone.ddi || DEFAULT_DDI,
    cepCliente: DEMO.ana.cep,
    enderecoCliente: 'Avenida Paulista',
    numeroEndrCliente: '1000',
    bairroCliente: 'Bela Vista',
    cidadeCliente: 'São Paulo',
    UFCliente: 'SP',
    complementoEndrCliente: 'Apto 82',
    // The terms accepted, naming the brand's policy link (R9, ADR 0074).
    termosAceitos: true,
    termosLink: seededPolicyUrl(BRAND),
    tipo_contato: CONTACT_TYPE.ECOMM,
    cli_enddes: '',
    cli_endseqdes: '',
    // A refund of a shop purchase is paid into the account given (issue 46).
    ban_codigo: '341',
    cli_agencia: '1234',
    cli_conta: '45678-9',
    cli_chavepix: DEMO.ana.email,
    items: [
      {
        itemDevolucao: 1,
        agrupador: 1,
        produtoCodigo: '',
        produtoNome: 'Tênis de corrida',
        produtoCor: 'Azul',
        produtoValor: 29990,
        motivoCodigo: 16,
        smotivoCodigo: 162,
        desejoCodigo: 3,
        motivoGatilho: 'E',
        motivoNome: 'Motivo',
        desejoNome: 'Desejo',
        gradeCodigo: '',
        gradeTamanho: '40',
        tamanhoTroca: '',
        corTroca: '',
        filialCodigo: 1,
        numeroNF: '12345678901234',
        quantidadeNF: 1,
        qtdDevolucao: 1,
        observacao: 'Comprei na loja do shopping.',
        prt_valor_bonus: 0,
        prt_sit_bonus: 'N',
        motivooperador: 'N',
        nomeLoja: 'Loja Centro',
        cidadeLoja: 'São Paulo',
        dataCompraLoja: saoPauloDateKey(new Date(Date.now() - 86_400_000)),
      },
    ],
  };
}

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
          data: outsideStorePayload(),
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
