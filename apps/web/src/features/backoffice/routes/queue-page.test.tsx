import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT, queueItem } from '../test/fixtures';
import { setUpConsoleServer } from '../test/console-server';

const api = setUpConsoleServer();

/** The query strings the queue was asked with, in order. */
const queueRequests = () =>
  api.requests
    .filter((request) => request.url.startsWith('/api/backoffice/protocols?'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));

async function open(path: string, language: 'pt' | 'en' | 'es' = 'pt') {
  api.state.signedIn ??= AGENT;
  const view = await api.open(path, language);
  await screen.findByRole('table', { name: /Protocolos|Protocols/ });
  return view;
}

describe('protocol queue', () => {
  it('says a protocol opened today is 0 days old, in the plural, and names the console in the tab', async () => {
    api.state.queue = [queueItem({ ageDays: 0 })];
    await open('/backoffice');
    const row = within(screen.getByRole('table', { name: 'Protocolos' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('0 dias');
    expect(row).not.toHaveTextContent('0 dia ');
    await waitFor(() => expect(document.title).toBe('Fila de protocolos — Console de atendimento'));
  });

  it('says on the row how many files an open protocol still lacks, in each language (R62)', async () => {
    api.state.queue = [queueItem({ prtId: 31, missingFiles: 2 }), queueItem({ prtId: 32, missingFiles: 0 })];
    await open('/backoffice');
    const [, lacking, complete] = within(screen.getByRole('table', { name: 'Protocolos' })).getAllByRole('row');
    expect(lacking).toHaveTextContent('Faltam 2 arquivos');
    expect(complete).not.toHaveTextContent(/Falta/);
  });

  it('reads its filters from the URL and asks the API for exactly them', async () => {
    await open('/backoffice?brand=2&status=3&olderThanDays=7&q=ana%40example.com&page=2');

    expect(queueRequests()).toEqual([
      { brand: '2', status: '3', olderThanDays: '7', q: 'ana@example.com', page: '2', pageSize: '20' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Idade' })).toHaveValue('7');
    expect(screen.getByRole('searchbox', { name: /^Buscar/ })).toHaveValue('ana@example.com');
  });

  it('writes each filter change to the URL, back to page 1, and asks again', async () => {
    api.state.total = 45;
    const user = userEvent.setup();
    const { router } = await open('/backoffice?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), '22');
    await waitFor(() => expect(router.state.location.search).toBe('?status=22'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idade' }), '15');
    await waitFor(() => expect(router.state.location.search).toBe('?status=22&olderThanDays=15'));

    // The search applies on Enter, not per letter.
    await user.type(screen.getByRole('searchbox', { name: /^Buscar/ }), '529.982.247-25');
    expect(router.state.location.search).toBe('?status=22&olderThanDays=15');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=22&olderThanDays=15&q=529.982.247-25'));

    // The brand filter lives in the console's header and applies to the queue.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marca' }), '1');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=22&olderThanDays=15&q=529.982.247-25&brand=1'),
    );
    await waitFor(() =>
      expect(queueRequests().at(-1)).toEqual({
        brand: '1',
        status: '22',
        olderThanDays: '15',
        q: '529.982.247-25',
        page: '1',
        pageSize: '20',
      }),
    );

    // Paging keeps the filters; 45 protocols are three pages of 20.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Página 1 de 3 · 45 protocolos');
    await user.click(screen.getByRole('link', { name: 'Próxima' }));
    await waitFor(() => expect(queueRequests().at(-1)).toMatchObject({ brand: '1', status: '22', page: '2' }));
    expect(router.state.location.search).toContain('page=2');
  });

  it("filters by where the return's parcel stands, sent as shipping= (issue 48)", async () => {
    const user = userEvent.setup();
    const { router } = await open('/backoffice?shipping=delivered', 'en');
    expect(queueRequests()).toEqual([{ shipping: 'delivered', page: '1', pageSize: '20' }]);
    const filter = screen.getByRole('combobox', { name: 'Shipping' });
    expect(filter).toHaveValue('delivered');
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any shipping',
      'Code not used',
      'In transit',
      'Delivered',
      'Carrier error',
    ]);
    await user.selectOptions(filter, 'carrier_error');
    await waitFor(() => expect(router.state.location.search).toBe('?shipping=carrier_error'));
    await waitFor(() =>
      expect(queueRequests().at(-1)).toEqual({ shipping: 'carrier_error', page: '1', pageSize: '20' }),
    );
    await user.selectOptions(filter, '');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists the operator brands only, by name, and shows each protocol with a link to it', async () => {
    api.state.queue = [queueItem(), queueItem({ prtId: 900124, brandId: 2, status: 11, customerName: 'Caio Prado' })];
    await open('/backoffice', 'en');

    const brands = within(screen.getByRole('combobox', { name: 'Brand' }));
    expect(brands.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All brands',
      'Corre Brasil',
      'Trilha Norte',
    ]);
    const table = screen.getByRole('table', { name: 'Protocols' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: '900123' })).toHaveAttribute(
      'href',
      '/backoffice/protocols/900123',
    );
    expect(rows[1]).toHaveTextContent('Waiting for product');
    expect(rows[1]).toHaveTextContent('Corre Brasil');
    expect(rows[2]).toHaveTextContent('Finished');
    expect(rows[2]).toHaveTextContent('Trilha Norte');
    expect(rows[2]).toHaveTextContent('Caio Prado');
    // An agent has no reports.
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });
});
