import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpConsoleServer } from '../test/console-server';
import { ADMIN, AGENT } from '../test/fixtures';

const api = setUpConsoleServer();
const reportReads = () => api.requests.filter((request) => request.url.startsWith('/api/backoffice/reports/'));

describe('reasons report', () => {
  it('an admin gets the chart, the table and a CSV link of the same filters', async () => {
    api.state.signedIn = ADMIN;
    const user = userEvent.setup();
    const { router } = await api.open('/backoffice/reports?from=2026-09&to=2026-11&brand=1', 'en');

    const table = await screen.findByRole('table', { name: /Protocol items per month/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-10Corre BrasilDefeitoTrocaFinished4');
    expect(screen.getByRole('img', { name: /protocol items per reason from 2026-09 to 2026-11/ })).toBeInTheDocument();
    expect(new URL(reportReads()[0]!.url, 'http://x').search).toBe('?from=2026-09&to=2026-11&brand=1');

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/backoffice/reports/reasons.csv?from=2026-09&to=2026-11&brand=1&lang=en');
    expect(csv).toHaveAttribute('download');

    // A new range goes to the URL, the request and the link.
    await user.clear(screen.getByLabelText('From (month)'));
    await user.type(screen.getByLabelText('From (month)'), '2026-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01&to=2026-11&brand=1'));
    await waitFor(() => expect(csv.getAttribute('href')).toContain('from=2026-01'));
    expect(reportReads().at(-1)!.url).toContain('from=2026-01');
  });

  it('is hidden from agents: no link in the header, and the address alone shows no data', async () => {
    api.state.signedIn = AGENT;
    await api.open('/backoffice/reports');

    expect(await screen.findByText('Os relatórios estão disponíveis para administradores.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Relatórios' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Baixar CSV' })).toBeNull();
    expect(reportReads()).toHaveLength(0);
  });

  it('an admin sees the reports link, and the dashboard link by its name on any console page', async () => {
    api.state.signedIn = ADMIN;
    await api.open('/backoffice');
    expect(await screen.findByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/backoffice/reports');
    expect(screen.getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/backoffice/dashboard');
    expect(screen.queryByText('nav.dashboard')).toBeNull();
  });
});
