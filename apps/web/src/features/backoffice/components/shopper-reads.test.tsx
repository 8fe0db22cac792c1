import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopperRead, ShopperReads } from '../api/privacy-reads';
import { setUpConsoleServer } from '../test/console-server';
import { ADMIN, AGENT } from '../test/fixtures';

const api = setUpConsoleServer();
const READS_PATH = '/api/backoffice/privacy/reads';
const readsCalls = () => api.requests.filter((request) => request.url.startsWith(READS_PATH));

function read(id: number, overrides: Partial<ShopperRead> = {}): ShopperRead {
  return {
    id,
    operator: 'Bia Lima',
    operatorEmail: 'bia.agent@example.com',
    readAt: '2026-11-20T15:04:00.000Z',
    what: 'protocol_view',
    protocolId: 900123,
    ...overrides,
  };
}

function answer(page: number, reads: ShopperRead[], total: number): ShopperReads {
  return { reads, total, page, pageSize: 20 };
}

async function openProtocol(language: 'pt' | 'en' | 'es') {
  await api.open('/backoffice/protocols/900123', language);
  await screen.findByRole('heading', { level: 1, name: /900123/ });
}

describe("who read this shopper's data (protocol page)", () => {
  it('is closed at first, lists operator, time, what and why when opened, and pages through older reads', async () => {
    const user = userEvent.setup();
    api.state.signedIn = ADMIN;
    const firstPage = [
      read(31, { what: 'file_download' }),
      read(30, { operator: 'Caio Reis', operatorEmail: 'caio@example.com', what: 'search', protocolId: 900100 }),
      ...Array.from({ length: 18 }, (_, index) => read(29 - index)),
    ];
    api.state.answers[READS_PATH] = answer(1, firstPage, 21);
    await openProtocol('en');

    const toggle = screen.getByRole('button', { name: "Who read this shopper's data" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, it asks nothing: opening a protocol costs no extra request.
    expect(readsCalls()).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: "Reads of the shopper's data, newest first" });
    expect(readsCalls().map((request) => request.url)).toEqual([`${READS_PATH}?prtId=900123&page=1`]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      'Bia Limabia.agent@example.com',
      '20/11/2026 12:04',
      'Downloaded a file',
      'Protocol 900123',
    ]);
    expect(cells(rows[1]!)).toEqual([
      'Caio Reiscaio@example.com',
      '20/11/2026 12:04',
      'Searched by CPF or e-mail',
      'Protocol 900100',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Protocol 900100' })).toHaveAttribute(
      'href',
      '/backoffice/protocols/900100',
    );
    const pager = screen.getByRole('navigation', { name: 'Pages of reads' });
    expect(within(pager).getByRole('status')).toHaveTextContent('Page 1 of 2 · 21 reads');
    expect(within(pager).getByRole('button', { name: 'Newer' })).toBeDisabled();

    api.state.answers[READS_PATH] = answer(2, [read(5, { readAt: '2026-11-01T10:00:00.000Z' })], 21);
    await user.click(within(pager).getByRole('button', { name: 'Older' }));
    expect(await within(pager).findByText('Page 2 of 2 · 21 reads')).toBeInTheDocument();
    await screen.findByText('01/11/2026 07:00');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(readsCalls().at(-1)?.url).toBe(`${READS_PATH}?prtId=900123&page=2`);
    expect(within(pager).getByRole('button', { name: 'Older' })).toBeDisabled();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when nobody read her data, in Portuguese', async () => {
    const user = userEvent.setup();
    api.state.signedIn = ADMIN;
    api.state.answers[READS_PATH] = answer(1, [], 0);
    await openProtocol('pt');
    await user.click(screen.getByRole('button', { name: 'Quem leu os dados deste cliente' }));
    expect(await screen.findByText('Nenhum operador leu os dados deste cliente.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas das leituras' })).toBeNull();
  });

  it('is not there for an agent, who never asks for it', async () => {
    api.state.signedIn = AGENT;
    api.state.answers[READS_PATH] = answer(1, [read(1)], 1);
    await openProtocol('es');
    expect(screen.queryByRole('button', { name: 'Quién leyó los datos de este cliente' })).toBeNull();
    expect(readsCalls()).toHaveLength(0);
  });
});
