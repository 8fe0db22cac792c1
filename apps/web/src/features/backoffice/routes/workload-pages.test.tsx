import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, AGENT, queueItem } from '../test/fixtures';
import { setUpConsoleServer } from '../test/console-server';

const api = setUpConsoleServer();

describe('queue workload (issue 27)', () => {
  it('marks a late protocol in words, names who is responsible, and moves the ticked ones in one bulk action', async () => {
    api.state.signedIn = AGENT;
    api.state.queue = [
      queueItem({ prtId: 11, assignee: { id: 7, name: 'Bia Lima' }, statusAgeHours: 30, targetHours: 24, late: true }),
      // A month in a status is counted in days, not '720 h' (issue 46).
      queueItem({ prtId: 12, assignee: null, statusAgeHours: 720, targetHours: 960, late: false }),
    ];
    api.state.answers['/api/backoffice/workload/bulk-moves'] = {
      bulkId: 'x',
      moved: [{ prtId: 11, status: 3, replay: false }],
      notMoved: [{ prtId: 12, code: 'status_changed', message: 'A situação do protocolo mudou.' }],
    };
    const user = userEvent.setup();
    await api.open('/backoffice');
    const table = await screen.findByRole('table', { name: 'Protocolos' });
    const [, late, onTime] = within(table).getAllByRole('row');
    expect(onTime).toHaveTextContent('30 dias na situação / meta 40 dias');
    expect(late).toHaveTextContent('Atrasado 30 h na situação / meta 24 h');
    expect(late).toHaveTextContent('Bia Lima');
    expect(onTime).not.toHaveTextContent('Atrasado');
    expect(onTime).toHaveTextContent('Sem responsável');

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(screen.getByText('2 protocolos selecionados')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mover para' }), '3');
    await user.click(screen.getByRole('button', { name: 'Mover selecionados' }));

    expect(await screen.findByText('1 protocolo movido')).toBeInTheDocument();
    // A whole sentence: what did not happen, then why (issue 46).
    expect(screen.getByText('O protocolo 12 não foi movido: A situação do protocolo mudou.')).toBeInTheDocument();
    const [post] = api.posts('/workload/bulk-moves');
    const sent = JSON.parse(post!.body) as { bulkId: string; prtIds: number[]; to: number };
    expect(sent).toMatchObject({ prtIds: [11, 12], to: 3 });
    expect(sent.bulkId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('warns before a note goes untranslated to shoppers who read English or Spanish (issue 46)', async () => {
    api.state.signedIn = AGENT;
    api.state.queue = [
      queueItem({ prtId: 31, language: 'pt' }),
      queueItem({ prtId: 32, language: 'en' }),
      queueItem({ prtId: 33, language: 'es' }),
    ];
    const user = userEvent.setup();
    await api.open('/backoffice');
    await screen.findByRole('table', { name: 'Protocolos' });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar protocolo 31' }));
    await user.type(screen.getByRole('textbox', { name: 'Observação (opcional)' }), 'Produto recebido');
    // Only Portuguese readers so far: nothing to warn of.
    expect(screen.queryByText('A observação não será traduzida')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar protocolo 32' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar protocolo 33' }));
    expect(await screen.findByText('A observação não será traduzida')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ela vai como está escrita nas mensagens de 2 clientes que leem em inglês e espanhol (protocolos 32, 33). ' +
          'Escreva-a num idioma que eles entendam, ou mova esses protocolos à parte.',
      ),
    ).toBeInTheDocument();
    // No note, no warning.
    await user.clear(screen.getByRole('textbox', { name: 'Observação (opcional)' }));
    expect(screen.queryByText('A observação não será traduzida')).toBeNull();
  });

  it("filters by 'mine' through the URL", async () => {
    api.state.signedIn = AGENT;
    const user = userEvent.setup();
    const { router } = await api.open('/backoffice');
    await screen.findByRole('table', { name: 'Protocolos' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Responsável' }), 'mine');
    await waitFor(() => expect(router.state.location.search).toBe('?assignee=mine'));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url.includes('/api/backoffice/protocols?assignee=mine'))).toBe(
        true,
      ),
    );
  });
});

describe('admin assignment and targets (issue 27)', () => {
  it('an admin assigns the ticked protocols to an active operator', async () => {
    api.state.signedIn = ADMIN;
    api.state.queue = [queueItem({ prtId: 21, assignee: null })];
    api.state.answers['/api/backoffice/protocols/21/assign'] = { prtId: 21, assignee: { id: 7, name: 'Bia Lima' } };
    const user = userEvent.setup();
    await api.open('/backoffice');
    await screen.findByRole('table', { name: 'Protocolos' });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar protocolo 21' }));
    const assignTo = screen.getByRole('combobox', { name: 'Atribuir a' });
    // The inactive operator is not offered.
    await waitFor(() => expect(within(assignTo).queryByRole('option', { name: 'Bia Lima' })).not.toBeNull());
    expect(within(assignTo).queryByRole('option', { name: 'Leo Dias' })).toBeNull();
    await user.selectOptions(assignTo, '7');
    await user.click(screen.getByRole('button', { name: 'Atribuir selecionados' }));
    expect(await screen.findByText('1 protocolo atribuído')).toBeInTheDocument();
    expect(JSON.parse(api.posts('/protocols/21/assign')[0]!.body)).toEqual({ operatorId: 7 });
  });

  it("an admin sets a status's target in hours for a brand", async () => {
    api.state.signedIn = ADMIN;
    api.state.answers['/api/backoffice/workload/targets'] = { targets: [] };
    const user = userEvent.setup();
    await api.open('/backoffice/dashboard');
    const hours = await screen.findByRole('textbox', { name: 'Horas' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), '2');
    await user.clear(hours);
    await user.type(hours, '36');
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await waitFor(() => expect(api.posts('/workload/targets')).toHaveLength(1));
    expect(JSON.parse(api.posts('/workload/targets')[0]!.body)).toEqual({ brandId: 1, status: 2, targetHours: 36 });
  });
});

describe('dashboard (issue 27)', () => {
  it('shows each figure as a table beside its chart, money in reais, with a CSV link in the console language', async () => {
    api.state.signedIn = ADMIN;
    api.state.answers['/api/backoffice/dashboard/ledger-per-month'] = {
      from: '2026-09-01',
      to: '2026-11-23',
      brands: [1, 2, 4],
      rows: [{ month: '2026-10', creditedCents: 123456, debitedCents: 1000, refundedCents: 0 }],
    };
    await api.open('/backoffice/dashboard', 'en');
    const table = await screen.findByRole('table', { name: 'Values per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Credited', 'Debited', 'Refunded']);
    // The month in words and the money as the page writes it, in the table and on the chart (issue 46).
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/October 2026\s*R\$\s*1\.234,56/);
    const chart = screen.getByRole('img', { name: 'Credited per month, in reais' });
    expect(chart).toHaveTextContent(/October 2026\s*R\$\s*1\.234,56/);
    expect(chart).not.toHaveTextContent('1234.56');
    const csv = screen.getByRole('link', { name: 'Download CSV: Values per month' });
    expect(csv.getAttribute('href')).toBe('/api/backoffice/dashboard/ledger-per-month.csv?lang=en');
  });

  it('types the period day first in every language and says when a table scrolls sideways (issue 46)', async () => {
    api.state.signedIn = ADMIN;
    api.state.answers['/api/backoffice/dashboard/ledger-per-month'] = {
      from: '2026-09-01',
      to: '2026-11-23',
      brands: [1, 2, 4],
      rows: [{ month: '2026-10', creditedCents: 123456, debitedCents: 1000, refundedCents: 0 }],
    };
    // A phone: the figure's scroll container is narrower than its table (happy-dom lays nothing out).
    const widths = vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('role') === 'region' ? 520 : 0;
    });
    const shown = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'region' ? 343 : 0;
    });
    try {
      const user = userEvent.setup();
      const { router } = await api.open('/backoffice/dashboard?from=2026-09-01');
      // The table's own scroll container (the section around it is a region of the same name).
      const region = (await screen.findByRole('table', { name: 'Valores por mês' })).closest<HTMLElement>(
        '[tabindex]',
      )!;
      await waitFor(() =>
        expect(region).toHaveAccessibleDescription('Deslize a tabela para o lado para ver todas as colunas →'),
      );
      // Not the browser's mm/dd/yyyy: a text field with the page's format in its name.
      const from = screen.getByRole('textbox', { name: 'De (dd/mm/aaaa)' });
      expect(from).toHaveValue('01/09/2026');
      const to = screen.getByRole('textbox', { name: 'Até (dd/mm/aaaa)' });
      await user.type(to, '23112026');
      expect(to).toHaveValue('23/11/2026');
      await user.click(screen.getByRole('button', { name: 'Aplicar período' }));
      await waitFor(() => expect(router.state.location.search).toBe('?from=2026-09-01&to=2026-11-23'));
    } finally {
      widths.mockRestore();
      shown.mockRestore();
    }
  });

  it('counts the returns on their way: in transit, codes not posted, delivered and the median days (issue 48)', async () => {
    api.state.signedIn = ADMIN;
    api.state.answers['/api/backoffice/dashboard/shipping'] = {
      from: '2026-09-01',
      to: '2026-11-23',
      brands: [1, 2, 4],
      inTransit: 3,
      codesNotUsed: 12,
      delivered: 41,
      medianDaysToDelivery: 4.5,
    };
    await api.open('/backoffice/dashboard', 'es');
    const section = await screen.findByRole('region', { name: 'Devoluciones en camino (Correios)' });
    const figures = await within(section).findByTestId('shipping-figures', {}, { timeout: 15000 });
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'En tránsito: 3',
      'Códigos sin despachar: 12',
      'Entregadas en el período: 41',
      'Mediana del código a la entrega: 4,5 días',
    ]);
    expect(api.requests.some((request) => request.url.startsWith('/api/backoffice/dashboard/shipping'))).toBe(true);
  });

  it('is for admins: an agent opening its address gets a notice and asks the API nothing', async () => {
    api.state.signedIn = AGENT;
    await api.open('/backoffice/dashboard', 'en');
    expect(await screen.findByText('The dashboard is for administrators.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.includes('/dashboard/'))).toBe(false);
  });
});

describe('receiving slip (issue 27)', () => {
  it('prints the protocol number as a barcode, and the items with their sizes', async () => {
    api.state.signedIn = AGENT;
    api.state.answers['/api/backoffice/protocols/900123/receiving-slip'] = {
      prtId: 900123,
      brandName: 'Corre Brasil',
      createdAt: '2026-11-10T13:00:00.000Z',
      customerName: 'Ana Paula Souza',
      shippingCode: 'PM123456789BR',
      items: [
        {
          position: 1,
          productCode: 'TEN-1',
          productName: 'Tênis Corrida',
          reasonName: 'Tamanho não serviu',
          desireName: 'Trocar por outro tamanho',
          colour: 'Azul',
          size: '40',
          exchangeSize: '41',
          quantity: 1,
          observation: 'Ficou apertado no peito do pé.',
        },
      ],
    };
    await api.open('/backoffice/protocols/900123/slip');
    const barcode = await screen.findByRole('img', { name: 'Código de barras do protocolo 900123' });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    const row = within(screen.getByRole('table', { name: 'Itens' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Tênis Corrida (TEN-1)');
    expect(row).toHaveTextContent('40');
    expect(row).toHaveTextContent('41');
    // The shopper's own words travel with the parcel (issue 46).
    expect(row).toHaveTextContent('Ficou apertado no peito do pé.');
    // Why it came back, what was asked for, and the postage code the parcel carries (issue 46).
    expect(row).toHaveTextContent('Tamanho não serviu › Trocar por outro tamanho');
    expect(screen.getByText('Código de postagem: PM123456789BR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    // The Correios tracking code the parcel arrives with, readable and scannable (issue 48).
    const tracking = await screen.findByTestId('slip-tracking');
    expect(tracking).toHaveTextContent('Rastreamento dos Correios: LR123456785BR');
    expect(within(tracking).getByRole('img', { name: 'Código de barras do rastreamento LR123456785BR' })).toBeTruthy();
  });
});
