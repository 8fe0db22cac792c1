import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FailedJobRow } from '@portal/domain/backoffice';
import { setUpConsoleServer } from '../test/console-server';
import { ADMIN, AGENT } from '../test/fixtures';

const api = setUpConsoleServer();
const listReads = () =>
  api.requests.filter((request) => request.method === 'GET' && request.url === '/api/backoffice/jobs/failed');

/** Two jobs given up (issue 47): a message whose mail server refused it eight times, and a kind with no words yet. */
const DEAD: FailedJobRow[] = [
  {
    id: 118,
    kind: 'notification.send',
    key: '4127',
    attempts: 8,
    maxAttempts: 8,
    lastError: 'delivery_failed',
    createdAt: '2026-12-07T12:00:00.000Z',
    failedAt: '2026-12-07T16:15:00.000Z',
  },
  {
    id: 119,
    kind: 'shipping.track',
    key: 'AA123456789BR',
    attempts: 5,
    maxAttempts: 5,
    lastError: null,
    createdAt: '2026-12-06T09:00:00.000Z',
    failedAt: '2026-12-06T21:40:00.000Z',
  },
];

describe('/backoffice/jobs, the failed background jobs', () => {
  it('lists each failed job with its kind, attempts, last error and São Paulo dates; try again queues it', async () => {
    api.state.signedIn = ADMIN;
    api.state.failedJobs = DEAD;
    const user = userEvent.setup();
    await api.open('/backoffice/jobs', 'en');

    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    const jobs = within(list).getAllByRole('listitem');
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toHaveTextContent('Sending a message · reference 4127');
    expect(jobs[0]).toHaveTextContent('8 of 8 attempts · last error: delivery_failed');
    // 16:15 UTC is 13:15 in São Paulo.
    expect(jobs[0]).toHaveTextContent('created 07/12/2026 09:00, given up 07/12/2026 13:15 (São Paulo time)');
    // A kind the console has no words for yet shows its own code; no error shows a dash.
    expect(jobs[1]).toHaveTextContent('shipping.track · reference AA123456789BR');
    expect(jobs[1]).toHaveTextContent('last error: —');

    await user.click(screen.getByRole('button', { name: 'Try job 118 (Sending a message) again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job 118 is back in the queue.');
    expect(api.posts('/jobs/failed/118/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/reference 4127/)).toBeNull());
    expect(listReads()).toHaveLength(2);
  });

  it("names the kinds moved onto jobs (ADR 0090): a webhook delivery, a brand's VTEX orders, in Spanish", async () => {
    api.state.signedIn = ADMIN;
    api.state.failedJobs = [
      { ...DEAD[0]!, id: 120, kind: 'webhook.deliver', key: '77', lastError: 'http_503' },
      { ...DEAD[0]!, id: 121, kind: 'vtex.feed.2', key: '2026-12-07T16:00:00.000Z', lastError: 'timeout' },
    ];
    await api.open('/backoffice/jobs', 'es');
    const list = await screen.findByRole('list', { name: /./ }, { timeout: 15000 });
    const jobs = within(list).getAllByRole('listitem');
    expect(jobs[0]).toHaveTextContent('Entrega de webhook');
    expect(jobs[1]).toHaveTextContent('Pedidos de VTEX (marca 2)');
  });

  it('says when nothing failed, in Portuguese', async () => {
    api.state.signedIn = ADMIN;
    await api.open('/backoffice/jobs', 'pt');
    expect(await screen.findByText('Nenhuma tarefa com falha.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tarefas com falha');
  });

  it('is for admins only: an agent is told so and the list is never asked for', async () => {
    api.state.signedIn = AGENT;
    api.state.failedJobs = DEAD;
    await api.open('/backoffice/jobs', 'es');
    expect(await screen.findByText('Solo los administradores ven las tareas con fallo.')).toBeInTheDocument();
    expect(listReads()).toHaveLength(0);
  });
});
