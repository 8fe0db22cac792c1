import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatShortDate, selectionStorageKey, toSelectedItem, type SelectedItem } from '@portal/domain';
import { readConfirmationItems, readSelection, writeSelection } from '../../../lib/selection-storage';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import type { OrderLineRecord } from '../api/get-orders';
import { SelectionBadge } from '../components/selection-badge';
import { closeSidebar } from '../lib/sidebar-store';
import { CONSUMER, daysAgo, DESIRES, line, REASONS, SETTINGS, SHOE_STOCK, SUB_REASONS } from '../test/fixtures';
import { renderOrders, TEST_EMAIL } from '../test/render-orders';
import HomePage from './home-page';

const ENGLISH_NAMES: Record<number, string> = {
  1: 'Same product in another size',
  5: 'Shopping voucher with a bonus instead of the refund',
};

const CATALOG_PATHS = [
  '/api/returns/protocols/subjects/b2c',
  '/api/returns/protocols/subreasons',
  '/api/returns/protocols/reasons/b2c',
  '/api/returns/settings/b2c',
];

let server: TestServer;
let lines: OrderLineRecord[] = [];
let waitForCatalogBeforeOrders = false;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first render loads translations and five calls over real HTTP: more than findBy's default second. */

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api/returns/orders') {
      if (waitForCatalogBeforeOrders) {
        // Answer the orders only once every catalogue call has arrived: a waterfall would never get here.
        for (let tries = 0; tries < 100; tries += 1) {
          const seen = new Set(server.requests.map((recorded) => recorded.url.split('?')[0]));
          if (CATALOG_PATHS.every((catalogPath) => seen.has(catalogPath))) break;
          await delay(20);
        }
      }
      return json(response, 200, { productBalance: lines });
    }
    if (path === '/api/returns/protocols/subjects/b2c') return json(response, 200, { productBalance: REASONS });
    if (path === '/api/returns/protocols/subreasons') return json(response, 200, { subReasons: SUB_REASONS });
    if (path === '/api/returns/protocols/reasons/b2c') {
      // Names in the request language, as the API sends them.
      const english = request.headers['accept-language'] === 'en';
      return json(response, 200, {
        reasons: english
          ? DESIRES.map((desire) => ({ ...desire, MOT_NOME: ENGLISH_NAMES[desire.MOT_ID] ?? desire.MOT_NOME }))
          : DESIRES,
      });
    }
    if (path === '/api/returns/settings/b2c') return json(response, 200, { settings: [SETTINGS] });
    if (path === '/api/returns/protocols/product/balance/b2c')
      return json(response, 200, { productBalance: SHOE_STOCK });
    if (path === '/api/returns/bonus') return json(response, 200, { bonus: [{ BON_CODIGO: 1, BON_PERCENTUAL: 10 }] });
    if (path === '/api/returns/consumers') return json(response, 200, { consumers: [CONSUMER] });
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});

afterAll(async () => {
  await server.close();
});

let cleanupView: (() => void) | null = null;
afterEach(() => {
  cleanupView?.();
  cleanupView = null;
  closeSidebar();
  window.localStorage.clear();
  server.requests.length = 0;
  waitForCatalogBeforeOrders = false;
});

async function renderHome(language: 'pt' | 'en' = 'pt') {
  const view = await renderOrders(
    <>
      <SelectionBadge />
      <HomePage />
    </>,
    { language, routes: [{ path: '/produtos-adquiridos-online/confirmacao', element: <h1>Confirmação</h1> }] },
  );
  cleanupView = view.cleanup;
  return { ...view, user: userEvent.setup() };
}

const shoe = line();
const tee = line({
  ITE_SEQUENCIA: 2,
  PRO_CODIGO: '200201',
  PRO_NOME: 'Camiseta Dry Fit',
  COR_NOME: 'Branca',
  GRA_TAMANHO: 'M',
});
const olderShorts = line({
  FAT_SEQUENCIA: 517208,
  PRO_CODIGO: '300301',
  PRO_NOME: 'Bermuda Corrida Leve',
  COR_NOME: 'Preta',
  GRA_TAMANHO: 'G',
  DATA_ENTREGA: daysAgo(7),
});
const undelivered = line({ FAT_SEQUENCIA: 517498, PRO_NOME: 'Camiseta Sem Entrega', DATA_ENTREGA: null });

function selectedItemFor(orderLine: OrderLineRecord, overrides: Partial<SelectedItem> = {}): SelectedItem {
  const reason = REASONS.find((candidate) => candidate.ASS_ID === 16)!;
  const desire = DESIRES.find((candidate) => candidate.MOT_ID === 1)!;
  return {
    ...toSelectedItem(orderLine, { reason, subReason: SUB_REASONS[0]!, desire, tamanhoTroca: '41' }),
    ...overrides,
  };
}

async function cardOf(name: string) {
  const title = await screen.findByRole('heading', { level: 3, name });
  return title.closest('article')!;
}

describe('Home', () => {
  it('starts every call together and groups the lines by delivery date, newest first', async () => {
    waitForCatalogBeforeOrders = true;
    lines = [olderShorts, undelivered, shoe, tee];
    await renderHome();

    await screen.findByRole('heading', { level: 3, name: 'Bermuda Corrida Leve' });
    const groupHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groupHeadings.filter((text) => text?.startsWith('Entregue') || text === 'Sem data de entrega')).toEqual([
      `Entregue em ${formatShortDate(daysAgo(2))}`,
      `Entregue em ${formatShortDate(daysAgo(7))}`,
      'Sem data de entrega',
    ]);
    const recent = screen.getByRole('region', { name: `Entregue em ${formatShortDate(daysAgo(2))}` });
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tênis de Corrida Veloz', 'Camiseta Dry Fit']);
    // The subjects are asked as a customer asks them (spec §6).
    const subjects = server.requests.find((request) => request.url.startsWith('/api/returns/protocols/subjects/b2c'));
    expect(JSON.parse(subjects!.body)).toEqual({ ass_ativo: 'S', ass_mot_ope: 'N' });
    expect(server.requests.some((request) => request.url === '/api/returns/settings/b2c?mar_id=1')).toBe(true);
    // Stock and the other calls wait until a card needs them.
    expect(server.requests.some((request) => request.url.includes('product/balance'))).toBe(false);
  });

  it("shows 'no data' for a customer without orders, and the way to the outside-store flow", async () => {
    lines = [];
    await renderHome();
    expect(await screen.findByText('Nenhum dado encontrado.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Produtos adquiridos fora da loja online' });
    expect(links[0]).toHaveAttribute('href', '/produtos-adquiridos-fora-da-loja-online');
  });

  it('adds a submitted card to the sidebar, and cancelling it there resets the card', async () => {
    lines = [shoe, tee];
    const { user } = await renderHome();
    const card = await cardOf('Tênis de Corrida Veloz');
    await user.click(within(card).getByRole('button', { name: 'Ver item' }));
    const reason = within(card).getByRole('combobox', { name: 'Motivo' });
    await waitFor(() => expect(reason).toBeEnabled());
    await user.selectOptions(reason, 'Tamanho não serviu');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Submotivo' }), 'Ficou pequeno');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Desejo' }), 'Mesmo produto em outro tamanho');
    await user.click(await within(card).findByRole('radio', { name: '42' }));
    await user.click(within(card).getByRole('button', { name: 'Solicitar troca' }));

    const sidebar = await screen.findByRole('dialog', { name: '1 solicitação' });
    expect(within(sidebar).getByText('Tênis de Corrida Veloz')).toBeInTheDocument();
    expect(within(sidebar).getByText('Tamanho: 40 → 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 item selecionado: abrir solicitações' })).toBeInTheDocument();
    expect(readSelection(TEST_EMAIL).map((item) => item.UNIQUE_KEY)).toEqual([shoe.UNIQUE_KEY]);
    // Selected: collapsed, marked, and 'view item' disabled.
    expect(within(card).getByText('Selecionado')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ver item' })).toBeDisabled();

    await user.click(within(sidebar).getByRole('button', { name: 'Cancelar a solicitação de Tênis de Corrida Veloz' }));
    expect(await screen.findByRole('dialog', { name: 'Nenhuma solicitação' })).toBeInTheDocument();
    expect(readSelection(TEST_EMAIL)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Fechar solicitações' }));
    await user.click(within(card).getByRole('button', { name: 'Ver item' }));
    expect(within(card).getByRole('combobox', { name: 'Motivo' })).toHaveValue('');
    expect(within(card).getByRole('combobox', { name: 'Desejo' })).toHaveValue('');
  });

  it('takes a photos-required item alone to confirmation', async () => {
    lines = [shoe, tee];
    writeSelection(TEST_EMAIL, [selectedItemFor(tee)]);
    const { user, router } = await renderHome();
    const card = await cardOf('Tênis de Corrida Veloz');
    await user.click(within(card).getByRole('button', { name: 'Ver item' }));
    const reason = within(card).getByRole('combobox', { name: 'Motivo' });
    await waitFor(() => expect(reason).toBeEnabled());
    await user.selectOptions(reason, 'Produto chegou com defeito');
    // The tee already in the bag would leave the selection: the shopper is told first, and goes on.
    const warning = await screen.findByRole('dialog');
    expect(warning).toHaveTextContent('Camiseta');
    await user.click(within(warning).getByRole('button', { name: 'Continuar com este motivo' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Submotivo' }), 'Costura desfeita');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Desejo' }), 'Devolução do valor pago');
    await user.click(within(card).getByRole('button', { name: 'Solicitar reembolso' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/produtos-adquiridos-online/confirmacao'));
    expect(readSelection(TEST_EMAIL).map((item) => item.UNIQUE_KEY)).toEqual([shoe.UNIQUE_KEY]);
    expect(readConfirmationItems(TEST_EMAIL)).toMatchObject([
      { UNIQUE_KEY: shoe.UNIQUE_KEY, isRequiredImageToProduct: true, motivoCodigo: 20, smotivoCodigo: 201 },
    ]);
  });

  it('drops stored items whose line is gone or whose deadline passed, with a notice', async () => {
    const late = line({ FAT_SEQUENCIA: 1, PRO_NOME: 'Jaqueta Antiga', DATA_ENTREGA: daysAgo(40) });
    lines = [shoe, late];
    writeSelection(TEST_EMAIL, [
      selectedItemFor(shoe),
      selectedItemFor(late),
      selectedItemFor(line({ FAT_SEQUENCIA: 2, PRO_NOME: 'Produto Removido' })),
    ]);
    await renderHome();
    expect(await screen.findByText(/Estes 2 itens saíram da sua seleção/)).toHaveTextContent(
      'Jaqueta Antiga, Produto Removido',
    );
    expect(readSelection(TEST_EMAIL).map((item) => item.UNIQUE_KEY)).toEqual([shoe.UNIQUE_KEY]);
    expect(screen.getByRole('button', { name: '1 item selecionado: abrir solicitações' })).toBeInTheDocument();
  });
});

describe('in another language', () => {
  it('still offers the voucher: the rule reads the desire names in Portuguese', async () => {
    lines = [shoe];
    const { user } = await renderHome('en');
    const card = await cardOf('Tênis de Corrida Veloz');
    await user.click(within(card).getByRole('button', { name: 'View item' }));
    const reason = within(card).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toBeEnabled());
    await user.selectOptions(reason, 'Tamanho não serviu');
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Resolution' }),
      'Shopping voucher with a bonus instead of the refund',
    );
    const modal = await screen.findByRole('dialog', { name: 'How about a shopping voucher?' });
    await waitFor(() => expect(modal).toHaveTextContent('R$ 549,89'));
    const ptCall = server.requests.find(
      (request) => request.url === '/api/returns/protocols/reasons/b2c' && request.headers['accept-language'] === 'pt',
    );
    expect(ptCall).toBeDefined();
  });
});

describe('sidebar confirm', () => {
  it('deselects items missing fields and lists them per product', async () => {
    lines = [shoe, tee];
    const incomplete = { ...selectedItemFor(tee), smotivoCodigo: undefined, observacao: '' };
    window.localStorage.setItem(
      selectionStorageKey(TEST_EMAIL),
      JSON.stringify([selectedItemFor(shoe), { ...incomplete, tamanhoTroca: '' }]),
    );
    const { user, router } = await renderHome();
    await user.click(await screen.findByRole('button', { name: '2 itens selecionados: abrir solicitações' }));
    const sidebar = await screen.findByRole('dialog', { name: '2 solicitações' });
    await user.click(within(sidebar).getByRole('button', { name: 'Confirmar solicitação' }));

    const warning = await screen.findByTestId('items-invalid-warning');
    expect(warning).toHaveTextContent('Itens com campos obrigatórios não preenchidos foram removidos da seleção.');
    expect(within(warning).getByRole('listitem')).toHaveTextContent('Camiseta Dry Fit: submotivo, tamanho desejado');
    expect(readSelection(TEST_EMAIL).map((item) => item.UNIQUE_KEY)).toEqual([shoe.UNIQUE_KEY]);
    expect(await screen.findByRole('dialog', { name: '1 solicitação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('stores the items and opens the confirmation when all are complete', async () => {
    lines = [shoe, tee];
    writeSelection(TEST_EMAIL, [selectedItemFor(shoe), selectedItemFor(tee)]);
    const { user, router } = await renderHome();
    await user.click(await screen.findByRole('button', { name: '2 itens selecionados: abrir solicitações' }));
    const sidebar = await screen.findByRole('dialog', { name: '2 solicitações' });
    await user.click(within(sidebar).getByRole('button', { name: 'Confirmar solicitação' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/produtos-adquiridos-online/confirmacao'));
    expect(readConfirmationItems(TEST_EMAIL).map((item) => item.UNIQUE_KEY)).toEqual([shoe.UNIQUE_KEY, tee.UNIQUE_KEY]);
  });
});
